/// <reference types="vite/client" />
import { composeStories } from '@storybook/react-vite';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import * as bannerStories from '../packages/ui/src/BannerCarousel/BannerCarousel.stories';
import * as drawerStories from '../packages/ui/src/MobileDrawer/MobileDrawer.stories';
import * as orderStories from '../packages/ui/src/OrderCard/OrderCard.stories';
import * as cardStories from '../packages/ui/src/ProductCard/ProductCard.stories';
import * as galleryStories from '../packages/ui/src/ProductGallery/ProductGallery.stories';
import * as gridStories from '../packages/ui/src/ProductGrid/ProductGrid.stories';
import * as railStories from '../packages/ui/src/ProductRail/ProductRail.stories';
import * as stepperStories from '../packages/ui/src/QuantityStepper/QuantityStepper.stories';
import * as trackedStories from '../packages/ui/src/TrackedFilterCard/TrackedFilterCard.stories';
import * as trackerStories from '../packages/ui/src/TrackerDialog/TrackerDialog.stories';
import { type ComposedStory, type RenderedStory, renderStory, tabTo } from './keyboardHarness';

/*
 * Keyboard operation of the interactive components, with real key presses in Chromium: each
 * control is reached with Tab from before the story, then worked with Enter, Space, arrows and
 * Escape only. Dialogs keep focus inside while open and give it back when closed.
 */

let rendered: RenderedStory | null = null;
afterEach(async () => {
  await rendered?.unmount();
  rendered = null;
});

async function render(Story: ComposedStory) {
  for (const value of Object.values(Story.args)) {
    if (typeof value === 'function' && 'mockClear' in value) (value as Mock).mockClear();
  }
  rendered = await renderStory(Story);
  return rendered;
}

function button(name: string | RegExp) {
  return page.getByRole('button', { name, exact: typeof name === 'string' }).element();
}

/** Presses Tab `count` times and checks focus never leaves `container`. */
async function expectFocusTrappedIn(container: Element, count: number, shift = false) {
  for (let i = 0; i < count; i++) {
    await userEvent.tab({ shift });
    expect(container.contains(document.activeElement), `Tab ${i + 1} left the dialog`).toBe(true);
  }
}

async function waitForDialog(role: 'dialog' | 'alertdialog' = 'dialog') {
  await expect.poll(() => document.querySelector(`[role="${role}"]`)).not.toBeNull();
  const dialog = document.querySelector(`[role="${role}"]`) as HTMLElement;
  await expect.poll(() => dialog.contains(document.activeElement)).toBe(true);
  return dialog;
}

async function waitForNoDialog(role: 'dialog' | 'alertdialog' = 'dialog') {
  await expect.poll(() => document.querySelector(`[role="${role}"]`)).toBeNull();
}

describe('BannerCarousel', () => {
  const { Desktop } = composeStories(bannerStories);

  it('dots go to their slide with Enter and Space', async () => {
    const view = await render(Desktop);
    const third = button('Go to slide 3');
    await tabTo(view, third);
    await userEvent.keyboard('{Enter}');
    await expect.element(third).toHaveAttribute('aria-current', 'true');
    expect(Desktop.args.onIndexChange).toHaveBeenLastCalledWith(2);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect.element(button('Go to slide 2')).toHaveAttribute('aria-current', 'true');
    expect(Desktop.args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect.element(third).not.toHaveAttribute('aria-current');
  });

  it('the rotation control stops and starts rotation with Enter and Space', async () => {
    const view = await render(Desktop);
    const rotation = button(/slide rotation$/);
    await expect.element(rotation).toHaveAccessibleName('Stop slide rotation');
    // Keyboard focus entering the carousel stops rotation (WAI-ARIA APG): the control then
    // offers to start it.
    await tabTo(view, rotation);
    await expect.element(rotation).toHaveAccessibleName('Start slide rotation');
    await userEvent.keyboard(' ');
    await expect.element(button('Stop slide rotation')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(button('Start slide rotation')).toHaveFocus();
  });
});

describe('ProductRail', () => {
  const { Loaded } = composeStories(railStories);

  it('the scroll buttons scroll the row with Enter and Space', async () => {
    const view = await render(Loaded);
    const list = page.getByRole('list', { name: 'Most ordered' }).element();
    const right = button('Scroll right');
    await tabTo(view, right);
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => list.scrollLeft).toBeGreaterThan(0);
    const left = button('Scroll left');
    await expect.element(left).toBeEnabled();
    await tabTo(view, left);
    await userEvent.keyboard(' ');
    await expect.poll(() => list.scrollLeft).toBe(0);
  });
});

describe('ProductGallery', () => {
  const { Desktop } = composeStories(galleryStories);

  it('previous and next change the image with Enter and Space', async () => {
    const view = await render(Desktop);
    await tabTo(view, button('Next image'));
    await userEvent.keyboard('{Enter}');
    expect(Desktop.args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect.element(button('Show image 2 of 3')).toHaveAttribute('aria-current', 'true');
    await userEvent.tab({ shift: true });
    await expect.element(button('Previous image')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(Desktop.args.onIndexChange).toHaveBeenLastCalledWith(0);
    await expect.element(button('Show image 1 of 3')).toHaveAttribute('aria-current', 'true');
  });

  it('a thumbnail shows its image with Enter', async () => {
    const view = await render(Desktop);
    const third = button('Show image 3 of 3');
    await tabTo(view, third);
    await userEvent.keyboard('{Enter}');
    expect(Desktop.args.onIndexChange).toHaveBeenLastCalledWith(2);
    await expect.element(third).toHaveAttribute('aria-current', 'true');
  });

  it('zoom opens a dialog that keeps focus, and Escape closes it and returns focus', async () => {
    const view = await render(Desktop);
    const zoom = button('Zoom in');
    await tabTo(view, zoom);
    await userEvent.keyboard('{Enter}');
    const dialog = await waitForDialog();
    await expectFocusTrappedIn(dialog, 4);
    await expectFocusTrappedIn(dialog, 4, true);
    await userEvent.keyboard('{Escape}');
    await waitForNoDialog();
    await expect.element(zoom).toHaveFocus();
  });
});

describe('TrackerDialog', () => {
  const { UnderSink } = composeStories(trackerStories);

  it('keeps focus inside while open, both ways round', async () => {
    await render(UnderSink);
    const dialog = await waitForDialog();
    await expect.element(page.getByRole('textbox', { name: 'Tracker name' })).toHaveFocus();
    await expectFocusTrappedIn(dialog, 20);
    await expectFocusTrappedIn(dialog, 20, true);
  });

  it('Escape closes it', async () => {
    await render(UnderSink);
    await waitForDialog();
    await userEvent.keyboard('{Escape}');
    await waitForNoDialog();
    expect(UnderSink.args.onOpenChange).toHaveBeenLastCalledWith(false);
    expect(UnderSink.args.onSave).not.toHaveBeenCalled();
  });

  it('Space checks the estimate box, which disables TDS and hardness', async () => {
    const view = await render(UnderSink);
    await waitForDialog();
    const estimate = page.getByRole('checkbox', { name: /regional water quality estimate/ });
    await tabTo(view, estimate.element());
    await userEvent.keyboard(' ');
    await expect.element(estimate).toBeChecked();
    await expect.element(page.getByRole('textbox', { name: 'TDS (ppm)' })).toBeDisabled();
    await userEvent.keyboard(' ');
    await expect.element(page.getByRole('textbox', { name: 'TDS (ppm)' })).toBeEnabled();
  });
});

describe('MobileDrawer', () => {
  const { SignedOut } = composeStories(drawerStories);

  it('opens with Enter, keeps focus inside, and Escape closes it and returns focus', async () => {
    const view = await render(SignedOut);
    const open = button('Open menu');
    await tabTo(view, open);
    await userEvent.keyboard('{Enter}');
    const dialog = await waitForDialog();
    await expectFocusTrappedIn(dialog, 12);
    await expectFocusTrappedIn(dialog, 12, true);
    await userEvent.keyboard('{Escape}');
    await waitForNoDialog();
    await expect.element(open).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitForDialog();
  });
});

describe('QuantityStepper', () => {
  const { AtMinimum } = composeStories(stepperStories);

  it('steps with the arrow keys and stops at 1', async () => {
    const view = await render(AtMinimum);
    const input = page.getByRole('textbox', { name: 'Quantity' });
    await tabTo(view, input.element());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect.element(input).toHaveValue('3');
    expect(AtMinimum.args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect.element(input).toHaveValue('1');
    expect(AtMinimum.args.onChange).toHaveBeenLastCalledWith(1);
    await expect.element(button('Decrease Quantity')).toBeDisabled();
  });
});

describe('ProductCard and ProductGrid in delete mode', () => {
  const { DeleteMode: CardDeleteMode } = composeStories(cardStories);
  const { DeleteMode: GridDeleteMode } = composeStories(gridStories);

  it('Space checks and unchecks a card', async () => {
    const view = await render(CardDeleteMode);
    const checkbox = page.getByRole('checkbox', { name: /Under-Sink Reverse Osmosis System/ });
    await tabTo(view, checkbox.element());
    await userEvent.keyboard(' ');
    await expect.element(checkbox).toBeChecked();
    expect(CardDeleteMode.args.onSelectedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect.element(checkbox).not.toBeChecked();
  });

  it('cards are checked with Space and the checked ones deleted with Enter', async () => {
    const view = await render(GridDeleteMode);
    await tabTo(view, page.getByRole('checkbox', { name: /Home Water Test Kit/ }).element());
    await userEvent.keyboard(' ');
    await tabTo(view, page.getByRole('checkbox', { name: /UV Sterilizer Lamp/ }).element());
    await userEvent.keyboard(' ');
    expect(GridDeleteMode.args.onSelectionChange).toHaveBeenLastCalledWith(['p6', 'p8']);
    await tabTo(view, button('Delete selected (2)'));
    await userEvent.keyboard('{Enter}');
    expect(GridDeleteMode.args.onDeleteSelected).toHaveBeenCalledWith(['p6', 'p8']);
  });
});

describe('TrackedFilterCard', () => {
  const { WithParts } = composeStories(trackedStories);

  it('Reset works with Enter and Space', async () => {
    const view = await render(WithParts);
    await tabTo(view, button('Reset Carbon Block'));
    await userEvent.keyboard('{Enter}');
    expect(WithParts.args.onResetPart).toHaveBeenLastCalledWith('pb');
    await userEvent.tab();
    await expect.element(button('Reset RO Membrane')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(WithParts.args.onResetPart).toHaveBeenLastCalledWith('pc');
  });

  it('Delete asks in a dialog that keeps focus; Escape cancels, Enter on Delete confirms', async () => {
    const view = await render(WithParts);
    const remove = button('Delete Kitchen sink');
    await tabTo(view, remove);
    await userEvent.keyboard('{Enter}');
    const dialog = await waitForDialog('alertdialog');
    await expectFocusTrappedIn(dialog, 5);
    await expectFocusTrappedIn(dialog, 5, true);
    await userEvent.keyboard('{Escape}');
    await waitForNoDialog('alertdialog');
    expect(WithParts.args.onDelete).not.toHaveBeenCalled();
    await expect.element(remove).toHaveFocus();
    await userEvent.keyboard(' ');
    const again = await waitForDialog('alertdialog');
    const confirm = Array.from(again.querySelectorAll('button')).find(
      (candidate) => candidate.textContent === 'Delete',
    );
    if (!confirm) throw new Error('no Delete button in the dialog');
    while (document.activeElement !== confirm) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(WithParts.args.onDelete).toHaveBeenCalledOnce();
  });
});

describe('OrderCard', () => {
  const { Pending, AdminMarkDelivered } = composeStories(orderStories);

  it('the items expand with Enter and collapse with Space', async () => {
    const view = await render(Pending);
    const trigger = button('Items (2)');
    await tabTo(view, trigger);
    await userEvent.keyboard('{Enter}');
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByText('Alkaline Mineral Cartridge')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('Mark as Delivered works with Enter', async () => {
    const view = await render(AdminMarkDelivered);
    await tabTo(view, button('Mark as Delivered'));
    await userEvent.keyboard('{Enter}');
    expect(AdminMarkDelivered.args.onMarkDelivered).toHaveBeenCalledOnce();
  });
});
