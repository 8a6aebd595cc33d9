import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BROKEN_IMAGE, photoImage } from '../fixtures/images.js';
import { sampleProducts } from '../fixtures/products.js';
import { ProductCard } from './ProductCard.js';

const product = sampleProducts[0] ?? { _id: 'p1', name: 'Product', price: 1 };

const meta = {
  title: 'Catalogue/ProductCard',
  component: ProductCard,
  args: { product, href: `/product/${product._id}` },
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card links to its product; the price is in USD with two decimals. */
export const View: Story = {
  parameters: { navigate: fn() },
  play: async ({ canvas, userEvent, parameters }) => {
    const link = canvas.getByRole('link', { name: product.name });
    await expect(link).toHaveAttribute('href', '/product/p1');
    await expect(canvas.getByText('$449.99')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: product.name })).toBeVisible();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(parameters.navigate).toHaveBeenCalledWith('/product/p1', undefined);
  },
};

/** The home page's important products: image and name only. */
export const WithoutPrice: Story = {
  args: { showPrice: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('$449.99')).toBeNull();
  },
};

/** Admin edit mode: the card leads to the edit form and says so. */
export const EditMode: Story = {
  args: { mode: 'edit', href: '/createProduct' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: `Edit Product: ${product.name}` }),
    ).toHaveAttribute('href', '/createProduct');
  },
};

/** Admin delete mode: the card is a checkbox and does not navigate. */
export const DeleteMode: Story = {
  args: { mode: 'delete', onSelectedChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    // ProductCard loads the delete-mode card on first use.
    const checkbox = await canvas.findByRole('checkbox', { name: new RegExp(product.name) });
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText(product.name));
    await expect(checkbox).toBeChecked();
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

/** Delete mode, already checked. */
export const DeleteModeSelected: Story = {
  args: { mode: 'delete', defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox')).toBeChecked();
  },
};

/** A broken image shows the local placeholder. */
export const BrokenImage: Story = {
  args: { product: { ...product, imageUrl: BROKEN_IMAGE } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Image Not Found')).toBeVisible();
  },
};

/** The product's style class text puts its plain class names on the card for the site's CSS. */
export const StyleClasses: Story = {
  args: { product: { ...product, additional: 'promo-blue "><b> wt-Button' } },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('article');
    await expect(card).toHaveClass('wt-ProductCard', 'promo-blue');
    await expect(card?.className).toBe('wt-base wt-ProductCard promo-blue');
  },
};

/** An uploaded photo: the card offers its widths and the browser takes one for the card's box. */
export const Photo: Story = {
  args: {
    product: { ...product, images: [photoImage('Softener', '#0a5ca8', '#38bdf8')] },
  },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector<HTMLImageElement>('picture > img');
    await expect(image).toHaveAttribute('width', '960');
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
};
