import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { esStrings } from '../../test/consumer/src/esStrings';
import {
  activePlan,
  nextPlan,
  planAddress,
  planCards,
  planLinks,
  plannedPart,
} from '../fixtures/plans.js';
import { NOW, sampleTrackedWithReplacements } from '../fixtures/tracker.js';
import type { WtkitStringOverrides } from '../strings/types.js';
import { WtkitProvider } from '../strings/WtkitProvider.js';
import { TrackedFilterCard } from '../TrackedFilterCard/TrackedFilterCard.js';
import { PlanControls, type PlanControlsProps } from './PlanControls.js';
import type { PlanControlsPlan } from './types.js';

const meta = {
  title: 'Tracker/PlanControls',
  component: PlanControls,
  args: {
    part: plannedPart,
    plan: null,
    cards: planCards,
    shippingAddress: planAddress,
    links: planLinks,
    onStart: fn(async (input) => nextPlan(null, { start: input })),
    onAction: fn(async (action) => nextPlan(activePlan, { action })),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlanControls>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvas: { getByRole: typeof screen.getByRole }) =>
  canvas.getByRole('group', { name: 'Filter plan for Sediment Pre-Filter' });

/** No plan yet: Start a plan shows the card, the quantity and the address each order goes to. */
export const None: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByText(
        'Have Sediment Pre-Filter 5 Micron ordered and paid for automatically each time this part is spent.',
      ),
    ).toBeVisible();
    const start = canvas.getByRole('button', { name: 'Start a plan for Sediment Pre-Filter' });
    await expect(start).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(start);
    await expect(start).toHaveAttribute('aria-expanded', 'true');
    const form = canvas.getByRole('form', { name: 'Start a plan for Sediment Pre-Filter' });
    const cards = within(form).getByRole('radiogroup', { name: 'Pay with' });
    await expect(within(cards).getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await expect(within(form).getByText('Ships to 12 Spring Lane, Austin, TX 78701')).toBeVisible();
    await expect(
      within(form).getByRole('link', { name: 'Change in Shipping Details' }),
    ).toHaveAttribute('href', '/shippingDetails');
    await userEvent.click(
      within(cards).getByRole('radio', { name: 'Mastercard ending in 4444, expires 12/2029' }),
    );
    // The arrow key steps the quantity (the stepper's buttons are out of the tab order).
    await userEvent.click(within(form).getByRole('textbox', { name: 'Quantity per order' }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(
      within(form).getByText(
        'Each order: 2 × Sediment Pre-Filter 5 Micron at the day’s price (today $8.99 each).',
      ),
    ).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Start plan' }));
    await expect(args.onStart).toHaveBeenCalledWith({ savedCardId: 'c2', quantity: 2 });
  },
};

/** Not now hides the form again and puts focus back on Start a plan. */
export const StartDismissed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const start = canvas.getByRole('button', { name: 'Start a plan for Sediment Pre-Filter' });
    await userEvent.click(start);
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }));
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(start).toHaveFocus();
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** An active plan: the next order date, what each order is, the card, the address, the actions. */
export const Active: Story = {
  args: { plan: activePlan },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('Jul 15, 2026')).toBeVisible();
    await expect(canvas.getByText('1 × Sediment Pre-Filter 5 Micron')).toBeVisible();
    await expect(canvas.getByText('Visa ending in 4242')).toBeVisible();
    await expect(canvas.getByText('12 Spring Lane, Austin, TX 78701')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Resume/ })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Skip next order of Sediment Pre-Filter' }),
    );
    await expect(args.onAction).toHaveBeenCalledWith('skip');
  },
};

/** The next cycle was skipped: which order, and when the next one is. */
export const Skipped: Story = {
  args: { plan: { ...activePlan, skippedDueDate: '2026-07-15', nextOrderDate: '2027-01-15' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Next order skipped')).toBeVisible();
    await expect(canvas.getByText('The order due Jul 15, 2026 is skipped.')).toBeVisible();
    await expect(canvas.getByText('Jan 15, 2027')).toBeVisible();
  },
};

/** A paused plan: no next order, Resume and Cancel. */
export const Paused: Story = {
  args: { plan: { ...activePlan, status: 'paused', nextOrderDate: null } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Paused')).toBeVisible();
    await expect(canvas.getByText('None while the plan is paused')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Skip/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Pause/ })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Resume the plan for Sediment Pre-Filter' }),
    );
    await expect(args.onAction).toHaveBeenCalledWith('resume');
  },
};

/** The card was declined: the plan is paused, with the bank's reason and a link to update the card. */
export const Failed: Story = {
  args: {
    plan: {
      ...activePlan,
      status: 'paused',
      nextOrderDate: null,
      problem: 'declined',
      problemReason: 'Your card has insufficient funds.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Payment failed')).toBeVisible();
    await expect(canvas.getByText(/The card was declined, so no order was placed/)).toBeVisible();
    await expect(
      canvas.getByText('Your bank said: Your card has insufficient funds.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Update your card' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await expect(
      canvas.getByRole('button', { name: 'Resume the plan for Sediment Pre-Filter' }),
    ).toBeVisible();
  },
};

/** The bank asks the cardholder to confirm the payment: a link to do it in the shop. */
export const NeedsAuthentication: Story = {
  args: {
    plan: {
      ...activePlan,
      problem: 'authenticationRequired',
      confirmPaymentHref: '/plans/plan1/confirm',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Payment needs your confirmation')).toBeVisible();
    await expect(canvas.getByText(/Your bank asks you to confirm the payment/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Confirm the payment' })).toHaveAttribute(
      'href',
      '/plans/plan1/confirm',
    );
  },
};

/** A part the catalogue has no product for: why, and whom to ask. */
export const NoReplacement: Story = {
  args: { part: { ...plannedPart, replacement: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/this part has none there yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ask us to add it' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await expect(canvas.queryByRole('button', { name: /Start a plan/ })).toBeNull();
  },
};

/** A shopper with no saved card: why, and where to save one. */
export const NoSavedCard: Story = {
  args: { cards: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('A plan pays with a saved card, and you have not saved one yet.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Save a card in Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await expect(canvas.queryByRole('button', { name: /Start a plan/ })).toBeNull();
  },
};

/** Shipping Details are not complete: why, and where to complete them. */
export const NoAddress: Story = {
  args: { shippingAddress: { ...planAddress, street: '' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Complete your Shipping Details' }),
    ).toHaveAttribute('href', '/shippingDetails');
  },
};

/** While the plan or the cards load. */
export const Loading: Story = {
  args: { plan: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your plan...')).toBeInTheDocument();
  },
};

/** An action failed: the host's reason, announced. */
export const ErrorMessage: Story = {
  name: 'Error',
  args: { plan: activePlan, error: 'Could not pause the plan: the network is down.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Could not pause the plan: the network is down.',
    );
  },
};

/** The controls with the plan kept as a host would: each change answered as the API does. */
function PlanHost(props: PlanControlsProps) {
  const [plan, setPlan] = useState<PlanControlsPlan | null>(null);
  const settle = async (changed: PlanControlsPlan) => {
    setPlan(changed.status === 'cancelled' ? null : changed);
    return changed;
  };
  return (
    <PlanControls
      {...props}
      plan={plan}
      onStart={async (input) => settle(nextPlan(plan, { start: input }))}
      onAction={async (action) => settle(nextPlan(plan, { action }))}
    />
  );
}

const expectAnnounced = async (canvas: { getByRole: typeof screen.getByRole }, text: string) => {
  await waitFor(() => expect(within(group(canvas)).getByRole('status')).toHaveTextContent(text));
};

/**
 * Start, Skip next, Pause, Resume and Cancel one after the other: each result is announced, and
 * focus goes to the next control when the one pressed went away.
 */
export const EveryAction: Story = {
  render: (args) => <PlanHost {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Start a plan for Sediment Pre-Filter' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Start plan' }));
    await expectAnnounced(
      canvas,
      'Plan started for Sediment Pre-Filter. The first order is on Jul 15, 2026.',
    );
    const skip = canvas.getByRole('button', { name: 'Skip next order of Sediment Pre-Filter' });
    await waitFor(() => expect(skip).toHaveFocus());

    await userEvent.click(skip);
    await expectAnnounced(
      canvas,
      'Next order of Sediment Pre-Filter skipped. The next order is on Jan 15, 2027.',
    );
    await expect(skip).toHaveFocus();

    await userEvent.click(
      canvas.getByRole('button', { name: 'Pause the plan for Sediment Pre-Filter' }),
    );
    await expectAnnounced(canvas, 'Plan for Sediment Pre-Filter paused.');
    const resume = canvas.getByRole('button', { name: 'Resume the plan for Sediment Pre-Filter' });
    await waitFor(() => expect(resume).toHaveFocus());

    await userEvent.click(resume);
    await expectAnnounced(
      canvas,
      'Plan for Sediment Pre-Filter resumed. The next order is on Jan 15, 2027.',
    );

    await userEvent.click(
      canvas.getByRole('button', { name: 'Cancel the plan for Sediment Pre-Filter' }),
    );
    // The dialog's module loads on first open.
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Cancel the plan for Sediment Pre-Filter?' },
      { timeout: 5000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    await expectAnnounced(canvas, 'Plan for Sediment Pre-Filter cancelled.');
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: 'Start a plan for Sediment Pre-Filter' }),
      ).toHaveFocus(),
    );
  },
};

/** Keep plan closes the question and leaves the plan as it was. */
export const CancelKept: Story = {
  args: { plan: activePlan },
  play: async ({ canvas, userEvent, args }) => {
    const cancel = canvas.getByRole('button', { name: 'Cancel the plan for Sediment Pre-Filter' });
    await userEvent.click(cancel);
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep plan' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** On the dashboard's card, under each part's replacement. */
export const InTrackedFilterCard: Story = {
  render: (args) => (
    <TrackedFilterCard
      tracked={sampleTrackedWithReplacements}
      now={NOW}
      renderPlan={(part) =>
        part._id === 'pa' ? (
          <PlanControls {...args} plan={activePlan} />
        ) : (
          <PlanControls
            {...args}
            part={{
              ...part,
              replacement: part.replacement ?? null,
            }}
          />
        )
      }
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group', { name: /^Filter plan for/ })).toHaveLength(3);
    await expect(
      within(canvas.getByRole('group', { name: 'Filter plan for Faucet' })).getByRole('link', {
        name: 'Ask us to add it',
      }),
    ).toBeVisible();
  },
};

/** The second host's Spanish copy and locale: every text of the controls is the host's. */
export const InSpanish: Story = {
  args: { plan: { ...activePlan, skippedDueDate: '2026-07-15', nextOrderDate: '2027-01-15' } },
  render: (args) => (
    <div lang="es-US">
      <WtkitProvider
        strings={{ plans: esStrings.plans } satisfies WtkitStringOverrides}
        locale="es-US"
      >
        <PlanControls {...args} />
      </WtkitProvider>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Plan de filtros de Sediment Pre-Filter' }),
    ).toBeVisible();
    await expect(canvas.getByText('Próximo pedido omitido')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Omitir el próximo pedido de Sediment Pre-Filter' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Se omite el pedido previsto para el 15 jul 2026/)).toBeVisible();
  },
};
