import type { Meta, StoryObj } from '@storybook/react-vite';
import { productToFormValues } from '@wtkit/domain';
import { expect, fn } from 'storybook/test';
import { svgImage } from '../fixtures/images.js';
import { ProductForm } from './ProductForm.js';

const partOptions = [
  {
    _id: 'pa',
    name: 'Sediment Pre-Filter',
    quickReplaceMonths: 3,
    slowReplaceMonths: 6,
    imageUrl: svgImage('S', '#155e75', '#22d3ee', 200, 200),
  },
  {
    _id: 'pb',
    name: 'Carbon Block',
    quickReplaceMonths: 6,
    slowReplaceMonths: 12,
    imageUrl: svgImage('C', '#3f3f46', '#a1a1aa', 200, 200),
  },
  {
    _id: 'pc',
    name: 'RO Membrane',
    quickReplaceMonths: 24,
    slowReplaceMonths: 36,
    imageUrl: svgImage('M', '#1e3a8a', '#60a5fa', 200, 200),
  },
];

const meta = {
  title: 'Admin/ProductForm',
  component: ProductForm,
  args: { onSubmit: fn(), onImageSelect: fn(), partOptions },
} satisfies Meta<typeof ProductForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Create Product: required fields, then the API body with category residential by default. */
export const Create: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Create Product' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Residential' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Product' }));
    for (const message of [
      'Product name is required.',
      'SKU is required.',
      'Price is required.',
      'Stock is required.',
      'Description is required.',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Sediment Pre-Filter');
    await userEvent.type(canvas.getByRole('textbox', { name: 'SKU' }), 'SED-5');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Price (USD)' }), '14.99');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Stock' }), '40');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), '5 micron.');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Tags (separated by /)' }),
      'sediment / pre',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create Product' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Sediment Pre-Filter',
        price: 14.99,
        stock: 40,
        category: 'residential',
        tags: ['sediment', 'pre'],
        important: null,
        isFeatured: false,
        parts: [],
        filterType: 'none',
      }),
    );
  },
};

/** Type part: quick and slow replace months. */
export const PartType: Story = {
  args: { defaultValues: { type: 'part' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Quick replace (months)' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Slow replace (months)' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Parts' })).toBeNull();
  },
};

/** Type filter: filter type and the parts chooser with each part's months. */
export const FilterType: Story = {
  args: { defaultValues: { type: 'filter' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Filter type' })).toBeVisible();
    await expect(canvas.getByText('Quick 6 / slow 12 months')).toBeVisible();
    const carbon = canvas.getByRole('checkbox', { name: /Carbon Block/ });
    await userEvent.click(carbon);
    await expect(carbon).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: 'Quick replace (months)' })).toBeNull();
  },
};

/** Edit Product: the product's values, Save Changes. */
export const Edit: Story = {
  args: {
    mode: 'edit',
    defaultValues: productToFormValues({
      name: 'Whole-House Carbon Filtration',
      sku: 'WH-1',
      price: 1299,
      stock: 4,
      category: 'commercial',
      description: 'Carbon for the whole house.',
      isFeatured: true,
      important: 2,
      tags: ['carbon', 'whole house'],
      type: 'filter',
      filterType: 'wholehouse',
      parts: ['pb'],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Price (USD)' })).toHaveValue('1299.00');
    await expect(canvas.getByRole('radio', { name: 'Commercial' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '2' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Carbon Block/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};

export const Uploading: Story = {
  args: { upload: { status: 'uploading', percent: 42 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading 42%' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
  },
};

export const UploadSucceeded: Story = {
  args: { upload: { status: 'success', url: svgImage('New', '#0a5ca8', '#38bdf8', 400, 400) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Image uploaded successfully!')).toBeVisible();
  },
};

export const UploadFailed: Story = {
  args: { upload: { status: 'failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Image upload failed, retry logging in.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Upload failed.');
  },
};
