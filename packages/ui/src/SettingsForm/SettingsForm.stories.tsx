import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SettingsForm } from './SettingsForm.js';

const meta = {
  title: 'Account/SettingsForm',
  component: SettingsForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new household's defaults; the approximation disables TDS and hardness, sent as null. */
export const Defaults: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Household & Water Profile' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Number of people' })).toHaveValue('1');
    await expect(canvas.getByRole('radio', { name: 'Municipal' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: /approximation/ }));
    await expect(canvas.getByRole('textbox', { name: 'TDS (ppm)' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Hardness (ppm)' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(canvas.getByText('ZIP Code is required.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'ZIP' }), '75201');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ zip: '75201', peopleNumber: 1, tds: null, hardness: null }),
    );
  },
};

export const Saved: Story = {
  args: { success: 'Settings updated successfully!', defaultValues: { zip: '75201' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Settings updated successfully!');
  },
};

export const SaveError: Story = {
  args: { error: 'Error saving settings: Network error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Error saving settings: Network error',
    );
  },
};
