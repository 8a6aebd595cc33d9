import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ICON_NAMES, Icon } from './Icon.js';

const meta = {
  title: 'Building blocks/Icon',
  component: Icon,
  args: { name: 'cart' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon at its own default size, named underneath; each is decorative (hidden from assistive technology). */
export const AllIcons: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
        gap: 16,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {ICON_NAMES.map((name) => (
        <li
          key={name}
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}
        >
          <Icon name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(ICON_NAMES.length);
    for (const icon of icons) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(icon).toHaveAttribute('focusable', 'false');
    }
  },
};

/** With a label, an icon that stands alone is an image named by it. */
export const Labelled: Story = {
  args: { name: 'cart', label: 'Shopping Cart' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Shopping Cart' })).toBeVisible();
  },
};

/** A size other than the icon's own. */
export const Large: Story = {
  args: { name: 'search', size: 48 },
};
