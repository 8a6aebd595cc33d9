import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { KeyboardMap } from './KeyboardMap.js';
import { KEYBOARD_MAP } from './keyboardMap.js';

const meta = {
  title: 'Docs/KeyboardMap',
  component: KeyboardMap,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof KeyboardMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One table per component, one row per key. */
export const EveryComponent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('table')).toHaveLength(KEYBOARD_MAP.length);
    await expect(
      canvas.getByRole('table', { name: 'ProductGallery' }).querySelectorAll('tbody tr'),
    ).toHaveLength(4);
  },
};
