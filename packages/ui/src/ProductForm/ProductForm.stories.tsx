import type { Meta, StoryObj } from '@storybook/react-vite';
import { productToFormValues } from '@wtkit/domain';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { svgImage } from '../fixtures/images.js';
import { ProductForm, type ProductFormProps } from './ProductForm.js';
import type { ImageUploadState } from './UploadStatus.js';

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
  args: { onSubmit: fn(), onImageSelect: fn(), onExtraImageSelect: fn(), partOptions },
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

const [sedimentPart, carbonPart, membranePart] = partOptions;

/** A host that searches its parts by name and shows them two at a time, as a server would page them. */
function PartsHost(props: ProductFormProps) {
  const [text, setText] = useState(props.partSearch ?? '');
  const [pages, setPages] = useState(1);
  const matches = (props.partOptions ?? []).filter((part) =>
    part.name.toLowerCase().includes(text.trim().toLowerCase()),
  );
  return (
    <ProductForm
      {...props}
      partOptions={matches.slice(0, pages * 2)}
      partSearch={text}
      onPartSearchChange={(next) => {
        setText(next);
        setPages(1);
      }}
      hasMoreParts={matches.length > pages * 2}
      onLoadMoreParts={() => {
        props.onLoadMoreParts?.();
        setPages((current) => current + 1);
      }}
    />
  );
}

/** Searching the parts: the edited filter's chosen part stays shown and checked while the results leave it out. */
export const PartsSearching: Story = {
  args: {
    mode: 'edit',
    defaultValues: { type: 'filter', parts: ['pb'] },
    chosenParts: carbonPart ? [carbonPart] : [],
  },
  render: (args) => <PartsHost {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search parts' }), 'mem');
    await expect(canvas.queryByRole('checkbox', { name: /Sediment/ })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: /Carbon Block/ })).toBeChecked();
    const membrane = canvas.getByRole('checkbox', { name: /RO Membrane/ });
    await expect(membrane).not.toBeChecked();
    membrane.focus();
    await userEvent.keyboard(' ');
    await expect(membrane).toBeChecked();
  },
};

/** More parts to load: Show more parts appends the next page and focus goes to its first part. */
export const PartsMoreToLoad: Story = {
  args: { defaultValues: { type: 'filter' }, onLoadMoreParts: fn() },
  render: (args) => <PartsHost {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more parts' }));
    await expect(args.onLoadMoreParts).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(3);
    await expect(canvas.getByRole('checkbox', { name: /RO Membrane/ })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Show more parts' })).toBeNull();
  },
};

/** No part matches the search: said in the picker's live region. */
export const PartsNoMatch: Story = {
  args: {
    defaultValues: { type: 'filter' },
    partOptions: [],
    partSearch: 'zeolite',
    onPartSearchChange: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No parts match “zeolite”.')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** The first page of parts on its way. */
export const PartsLoading: Story = {
  args: {
    defaultValues: { type: 'filter' },
    partOptions: sedimentPart && membranePart ? [sedimentPart, membranePart] : [],
    onPartSearchChange: fn(),
    hasMoreParts: true,
    isLoadingParts: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading parts…')).toBeVisible();
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

const extraImageUrls = [
  svgImage('1', '#155e75', '#22d3ee', 400, 400),
  svgImage('2', '#3f3f46', '#a1a1aa', 400, 400),
  svgImage('3', '#1e3a8a', '#60a5fa', 400, 400),
];

/** Extra images of a product being edited: moved earlier or later and removed, each announced. */
export const ExtraImages: Story = {
  args: {
    mode: 'edit',
    defaultValues: {
      name: 'Under-Sink RO System',
      sku: 'RO-5',
      price: '349.00',
      stock: '8',
      description: 'Five stages.',
      imageUrls: extraImageUrls,
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const extras = canvas.getByRole('group', { name: 'Extra images' });
    await expect(extras).toHaveTextContent('3 of 20 extra images');
    await expect(canvas.getByRole('button', { name: 'Move extra image 1 earlier' })).toBeDisabled();
    canvas.getByRole('button', { name: 'Move extra image 1 later' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByText('Extra image moved from position 1 to 2 of 3.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Move extra image 2 later' })).toHaveFocus();
    canvas.getByRole('button', { name: 'Remove extra image 3' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Extra image 3 removed.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove extra image 2' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ imageUrls: [extraImageUrls[1], extraImageUrls[0]] }),
    );
  },
};

/** The host's part: the first chosen image is still uploading, the second uploaded, the third failed. */
const EXTRA_UPLOAD_OUTCOMES: ImageUploadState[] = [
  { status: 'uploading', percent: 60 },
  { status: 'success', percent: 100, url: svgImage('New', '#0a5ca8', '#38bdf8', 400, 400) },
  { status: 'failed' },
];

function UploadingHost(props: ProductFormProps) {
  const [uploads, setUploads] = useState<Record<string, ImageUploadState>>({});
  return (
    <ProductForm
      {...props}
      extraUploads={uploads}
      onExtraImageSelect={(file, id) => {
        props.onExtraImageSelect?.(file, id);
        setUploads((current) => ({
          ...current,
          [id]: EXTRA_UPLOAD_OUTCOMES[Object.keys(current).length] ?? { status: 'failed' },
        }));
      }}
    />
  );
}

/** Extra images being uploaded: each with its own progress, success or failed badge. */
export const ExtraImagesUploading: Story = {
  render: (args) => <UploadingHost {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const input = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]')[1];
    if (!input) throw new Error('no extra images input');
    await userEvent.upload(
      input,
      ['a', 'b', 'c'].map((name) => new File(['x'], `${name}.png`, { type: 'image/png' })),
    );
    await expect(args.onExtraImageSelect).toHaveBeenCalledTimes(3);
    await expect(
      canvas.getByRole('progressbar', { name: 'Extra image 1, uploading 60%' }),
    ).toHaveAttribute('aria-valuenow', '60');
    await expect(canvas.getByText('Image uploaded successfully!')).toBeVisible();
    await expect(canvas.getByText('Image upload failed, retry logging in.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Upload failed.');
  },
};

/** 20 extra images: Add images is disabled and the limit is said. */
export const ExtraImagesFull: Story = {
  args: {
    defaultValues: {
      imageUrls: Array.from({ length: 20 }, (_, i) =>
        svgImage(String(i + 1), '#155e75', '#22d3ee', 200, 200),
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add images' })).toBeDisabled();
    await expect(canvas.getByText('A product can have at most 20 extra images.')).toBeVisible();
    await expect(canvas.getByText('20 of 20 extra images')).toBeVisible();
  },
};
