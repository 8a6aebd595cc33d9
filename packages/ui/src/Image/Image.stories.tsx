import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BROKEN_IMAGE, svgImage } from '../fixtures/images.js';
import { Image } from './Image.js';

const meta = {
  title: 'Building blocks/Image',
  component: Image,
  args: {
    src: svgImage('Softener', '#1f6feb', '#0b3d91', 400, 300),
    alt: 'Water softener',
    loading: 'eager',
  },
  decorators: [(Story) => <div style={{ width: 320, height: 240 }}>{Story()}</div>],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product picture with its text alternative. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Water softener' })).toBeVisible();
  },
};

/** A picture that fails to load, or none at all, gives way to the placeholder. */
export const Broken: Story = {
  args: { src: BROKEN_IMAGE },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Water softener: Image Not Found' })).toBeVisible(),
    );
  },
};
