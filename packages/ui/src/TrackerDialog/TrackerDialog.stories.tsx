import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneGlobals } from '../storybook/widths.js';
import { TrackerDialog } from './TrackerDialog.js';

const meta = {
  title: 'Tracker/TrackerDialog',
  component: TrackerDialog,
  args: {
    defaultOpen: true,
    filterType: 'undersink',
    productName: '4-Stage Reverse Osmosis System',
    onSave: fn(),
    onOpenChange: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TrackerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog() {
  return within(await screen.findByRole('dialog', { name: 'Add Product Information' }));
}

/** Under-sink system: every required-field message on an empty submit, then a valid save. */
export const UnderSink: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    // The dialog says which product it is for, and names it as its description.
    await expect(d.getByText('4-Stage Reverse Osmosis System')).toBeVisible();
    await expect(
      screen.getByRole('dialog', { name: 'Add Product Information' }),
    ).toHaveAccessibleDescription('4-Stage Reverse Osmosis System');
    await expect(d.getByRole('textbox', { name: 'Number of people' })).toBeVisible();
    await expect(d.getByRole('textbox', { name: 'Number of pets' })).toBeVisible();
    await expect(d.queryByRole('radiogroup', { name: 'Supplies a pool' })).toBeNull();
    await expect(d.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    await expect(d.getByRole('radio', { name: 'gpg' })).toBeChecked();
    await expect(d.getByText('1 gpg = 17.1 ppm')).toBeVisible();

    await userEvent.click(d.getByRole('button', { name: 'Save Information' }));
    for (const message of [
      'A tracker name is required.',
      'Tracker Name is required.',
      'ZIP Code is required.',
      'Email is required for this contact method.',
      'TDS value is required if not using estimate.',
      'Hardness value is required if not using estimate.',
      'Number of people must be greater than 0.',
    ]) {
      await expect(d.getByText(message)).toBeVisible();
    }
    await expect(args.onSave).not.toHaveBeenCalled();
    // Focus goes to the first invalid field.
    await expect(d.getByRole('textbox', { name: 'Tracker name' })).toHaveFocus();

    await userEvent.type(d.getByRole('textbox', { name: 'Tracker name' }), 'Kitchen sink');
    await expect(d.queryByText('Tracker Name is required.')).toBeNull();
    await userEvent.type(d.getByRole('textbox', { name: 'E-mail' }), 'dana@example.com');
    await userEvent.type(d.getByRole('textbox', { name: 'ZIP/postal code' }), '75201');
    await userEvent.type(d.getByRole('textbox', { name: 'TDS (ppm)' }), '120');
    await userEvent.type(d.getByRole('textbox', { name: 'Hardness' }), '7');
    await userEvent.type(d.getByRole('textbox', { name: 'Number of people' }), '3');
    await userEvent.click(d.getByRole('button', { name: 'Save Information' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        customName: 'Kitchen sink',
        contactMethod: 'email',
        email: 'dana@example.com',
        zipCode: '75201',
        tds: 120,
        hardness: 7,
        hardnessUnit: 'gpg',
        roPeople: 3,
        roPets: null,
        filterType: 'undersink',
      }),
    );
  },
};

/** Whole-house system: people and pool (default No). */
export const WholeHouse: Story = {
  args: { filterType: 'wholehouse', productName: 'Whole-House 3-Stage Carbon Filtration System' },
  play: async () => {
    const d = await dialog();
    await expect(d.getByText('Whole-House 3-Stage Carbon Filtration System')).toBeVisible();
    await expect(d.getByRole('radiogroup', { name: 'Supplies a pool' })).toBeVisible();
    await expect(d.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(d.queryByRole('textbox', { name: 'Number of pets' })).toBeNull();
  },
};

/** The estimate checkbox disables TDS and hardness; they are then not required. */
export const UsingEstimate: Story = {
  play: async () => {
    const d = await dialog();
    await userEvent.click(d.getByRole('checkbox', { name: /regional water quality estimate/ }));
    await expect(d.getByRole('textbox', { name: 'TDS (ppm)' })).toBeDisabled();
    await expect(d.getByRole('textbox', { name: 'Hardness' })).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: 'Save Information' }));
    await expect(d.queryByText('TDS value is required if not using estimate.')).toBeNull();
  },
};

/** SMS contact: the phone field is enabled and required, the e-mail field disabled. */
export const ContactBySms: Story = {
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('textbox', { name: 'SMS' })).toBeDisabled();
    await userEvent.click(d.getByRole('radio', { name: 'SMS' }));
    await expect(d.getByRole('textbox', { name: 'SMS' })).toBeEnabled();
    await expect(d.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: 'Save Information' }));
    await expect(d.getByText('Phone number is required for this contact method.')).toBeVisible();
  },
};

/** Without a product name (a host that has none) the dialog has only its title. */
export const WithoutProductName: Story = {
  args: { productName: undefined },
  play: async () => {
    const d = await dialog();
    await expect(d.queryByText('4-Stage Reverse Osmosis System')).toBeNull();
    await expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-describedby');
  },
};

/** Cancel closes the dialog. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Saving: the buttons are pending and neither Escape nor the backdrop closes the dialog. */
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByRole('button', { name: /Save Information/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

export const SaveError: Story = {
  args: { error: 'Error saving item: Network error' },
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('alert')).toHaveTextContent('Error saving item: Network error');
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('button', { name: 'Save Information' })).toBeVisible();
    // The phone viewport global sizes the page in the story tests too.
    await expect(window.innerWidth).toBe(375);
  },
};
