import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SearchField } from './SearchField.js';

const meta = {
  title: 'Layout/SearchField',
  component: SearchField,
  args: { onSearch: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submits the trimmed text with its URL-encoded listing path; blank text is refused. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(input, '   {Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter something to search for.');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, ' RO & UV {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('RO & UV', '/products?q=RO%20%26%20UV');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
