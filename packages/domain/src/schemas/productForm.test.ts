import { describe, expect, it } from 'vitest';
import {
  type ProductFormInput,
  productFormDefaults,
  productFormSchema,
  productToFormValues,
} from './productForm.js';
import { productInputSchema } from './productInput.js';

const issues = (value: unknown) =>
  productFormSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

const filled: ProductFormInput = {
  ...productFormDefaults,
  name: ' RO-5 System ',
  sku: 'RO-5',
  price: '399.9',
  stock: '12',
  description: 'Five stages.',
};

describe('productFormDefaults', () => {
  it('is an empty form in category residential', () => {
    expect(productFormDefaults).toEqual({
      name: '',
      sku: '',
      price: '',
      stock: '',
      category: 'residential',
      imageUrl: '',
      imageUrls: [],
      description: '',
      isFeatured: 'no',
      important: 'no',
      tags: '',
      type: 'none',
      filterType: 'none',
      parts: [],
      quickReplaceMonths: '',
      slowReplaceMonths: '',
      additional: '',
    });
  });

  it('reports the five required fields when submitted empty', () => {
    expect(issues(productFormDefaults)).toEqual([
      ['name', 'Product name is required.'],
      ['sku', 'SKU is required.'],
      ['price', 'Price is required.'],
      ['stock', 'Stock is required.'],
      ['description', 'Description is required.'],
    ]);
  });
});

describe('productFormSchema', () => {
  it('transforms form values into the API product body', () => {
    const payload = productFormSchema.parse({
      ...filled,
      imageUrl: 'https://cdn/ro5.png',
      imageUrls: ['https://cdn/1.png', ' ', 'https://cdn/2.png '],
      isFeatured: 'yes',
      important: '2',
      tags: ' reverse osmosis / under sink //',
      additional: 'wide',
    });
    expect(payload).toEqual({
      name: 'RO-5 System',
      sku: 'RO-5',
      price: 399.9,
      stock: 12,
      category: 'residential',
      imageUrl: 'https://cdn/ro5.png',
      imageUrls: ['https://cdn/1.png', 'https://cdn/2.png'],
      description: 'Five stages.',
      isFeatured: true,
      important: 2,
      tags: ['reverse osmosis', 'under sink'],
      type: 'none',
      filterType: 'none',
      parts: [],
      quickReplaceMonths: null,
      slowReplaceMonths: null,
      additional: 'wide',
    });
    expect(productInputSchema.parse(payload)).toEqual(payload);
  });

  it.each([
    ['no', null],
    ['1', 1],
    ['2', 2],
    ['3', 3],
  ] as const)('maps important %s to %j', (important, rank) => {
    expect(productFormSchema.parse({ ...filled, important }).important).toBe(rank);
  });

  it('maps isFeatured no to false', () => {
    expect(productFormSchema.parse({ ...filled, isFeatured: 'no' }).isFeatured).toBe(false);
  });

  it.each([
    ['0', 0],
    ['0.01', 0.01],
    ['19.99', 19.99],
    [' 20 ', 20],
    ['.5', 0.5],
    ['19.990', 19.99],
    ['1000000', 1_000_000],
  ])('accepts price %j as %d', (price, value) => {
    expect(productFormSchema.parse({ ...filled, price }).price).toBe(value);
  });

  it.each([
    ['', 'Price is required.'],
    ['  ', 'Price is required.'],
    ['abc', 'Price must be a number, such as 19.99.'],
    ['$5', 'Price must be a number, such as 19.99.'],
    ['1,000', 'Price must be a number, such as 19.99.'],
    ['-0.01', 'Price cannot be negative.'],
    ['19.999', 'Price can have at most 2 decimals.'],
    ['0.001', 'Price can have at most 2 decimals.'],
    ['1000000.01', 'Price must be at most 1000000.'],
  ])('rejects price %j', (price, message) => {
    expect(issues({ ...filled, price })).toEqual([['price', message]]);
  });

  it.each([
    ['0', 0],
    ['7', 7],
    [' 12 ', 12],
    ['1000000', 1_000_000],
  ])('accepts stock %j', (stock, value) => {
    expect(productFormSchema.parse({ ...filled, stock }).stock).toBe(value);
  });

  it.each([
    ['', 'Stock is required.'],
    ['-1', 'Stock must be a whole number of 0 or more.'],
    ['1.5', 'Stock must be a whole number of 0 or more.'],
    ['ten', 'Stock must be a whole number of 0 or more.'],
    ['1000001', 'Stock must be at most 1000000.'],
  ])('rejects stock %j', (stock, message) => {
    expect(issues({ ...filled, stock })).toEqual([['stock', message]]);
  });

  it('keeps parts and filter type only for filters', () => {
    const filter = productFormSchema.parse({
      ...filled,
      type: 'filter',
      filterType: 'wholehouse',
      parts: ['p1', ' p2 '],
      quickReplaceMonths: '6',
    });
    expect(filter).toMatchObject({
      type: 'filter',
      filterType: 'wholehouse',
      parts: ['p1', 'p2'],
      quickReplaceMonths: null,
    });

    for (const type of ['none', 'part'] as const) {
      const other = productFormSchema.parse({
        ...filled,
        type,
        filterType: 'undersink',
        parts: ['p1'],
      });
      expect(other).toMatchObject({ type, filterType: 'none', parts: [] });
    }
  });

  it('reads replace months only for parts', () => {
    expect(
      productFormSchema.parse({
        ...filled,
        type: 'part',
        quickReplaceMonths: '6',
        slowReplaceMonths: ' 12 ',
      }),
    ).toMatchObject({ quickReplaceMonths: 6, slowReplaceMonths: 12 });
    expect(
      productFormSchema.parse({
        ...filled,
        type: 'part',
        quickReplaceMonths: '',
        slowReplaceMonths: undefined,
      }),
    ).toMatchObject({ quickReplaceMonths: null, slowReplaceMonths: null });
    // Hidden fields are neither validated nor sent.
    expect(
      productFormSchema.parse({
        ...filled,
        type: 'none',
        quickReplaceMonths: 'abc',
        slowReplaceMonths: '6',
      }),
    ).toMatchObject({ quickReplaceMonths: null, slowReplaceMonths: null });
  });

  it.each(['0', '-1', '1.5', 'six', '241'])('rejects replace months %j on parts', (months) => {
    expect(
      issues({ ...filled, type: 'part', quickReplaceMonths: months, slowReplaceMonths: months }),
    ).toEqual([
      ['quickReplaceMonths', 'Replace months must be a whole number from 1 to 240.'],
      ['slowReplaceMonths', 'Replace months must be a whole number from 1 to 240.'],
    ]);
  });

  it.each(['1', '240'])('accepts replace months %j on parts', (months) => {
    expect(issues({ ...filled, type: 'part', quickReplaceMonths: months })).toEqual([]);
  });

  it('reports cross-field messages together with the required ones', () => {
    expect(issues({ ...productFormDefaults, type: 'part', quickReplaceMonths: '0' })).toEqual([
      ['name', 'Product name is required.'],
      ['sku', 'SKU is required.'],
      ['price', 'Price is required.'],
      ['stock', 'Stock is required.'],
      ['description', 'Description is required.'],
      ['quickReplaceMonths', 'Replace months must be a whole number from 1 to 240.'],
    ]);
  });

  it('checks parts of filters', () => {
    expect(issues({ ...filled, type: 'filter', parts: ['p1', ''] })).toEqual([
      ['parts', 'Each part must be a product id.'],
    ]);
    expect(
      issues({ ...filled, type: 'filter', parts: Array.from({ length: 51 }, (_, i) => `p${i}`) }),
    ).toEqual([['parts', 'A filter can have at most 50 parts.']]);
    expect(issues({ ...filled, type: 'none', parts: [''] })).toEqual([]);
  });

  it('checks tags and images on the field itself', () => {
    expect(issues({ ...filled, tags: `ok/${'t'.repeat(61)}` })).toEqual([
      ['tags', 'Each tag must be at most 60 characters.'],
    ]);
    expect(
      issues({ ...filled, tags: Array.from({ length: 51 }, (_, i) => `t${i}`).join('/') }),
    ).toEqual([['tags', 'A product can have at most 50 tags.']]);
    expect(issues({ ...filled, imageUrls: Array.from({ length: 21 }, (_, i) => `u${i}`) })).toEqual(
      [['imageUrls', 'A product can have at most 20 extra images.']],
    );
  });

  it('rejects values outside the choices', () => {
    expect(
      issues({
        ...filled,
        category: 'kitchen',
        isFeatured: 'maybe',
        important: '4',
        type: 'kit',
        filterType: 'x',
      }),
    ).toEqual([
      ['category', 'Choose a category.'],
      ['isFeatured', 'Choose yes or no.'],
      ['important', 'Choose no or a rank from 1 to 3.'],
      ['type', 'Choose a product type.'],
      ['filterType', 'Choose a filter type.'],
    ]);
  });

  it('produces bodies the server accepts for every type', () => {
    for (const type of ['none', 'part', 'filter'] as const) {
      const payload = productFormSchema.parse({
        ...filled,
        type,
        filterType: 'undersink',
        parts: ['p1'],
        quickReplaceMonths: '3',
        slowReplaceMonths: '9',
      });
      expect(productInputSchema.safeParse(payload).success).toBe(true);
    }
  });
});

describe('productToFormValues', () => {
  const product = {
    _id: 'x1',
    name: 'Sediment cartridge',
    sku: 'SED-1',
    price: 24.5,
    stock: 40,
    category: 'commercial' as const,
    imageUrl: 'https://cdn/sed.png',
    imageUrls: ['https://cdn/sed2.png'],
    description: 'Five micron.',
    isFeatured: true,
    important: 3,
    tags: ['sediment', 'cartridge'],
    type: 'part' as const,
    filterType: 'none' as const,
    parts: [],
    quickReplaceMonths: 3,
    slowReplaceMonths: 6,
    additional: '',
  };

  it('turns a product into edit-form values', () => {
    expect(productToFormValues(product)).toEqual({
      name: 'Sediment cartridge',
      sku: 'SED-1',
      price: '24.50',
      stock: '40',
      category: 'commercial',
      imageUrl: 'https://cdn/sed.png',
      imageUrls: ['https://cdn/sed2.png'],
      description: 'Five micron.',
      isFeatured: 'yes',
      important: '3',
      tags: 'sediment/cartridge',
      type: 'part',
      filterType: 'none',
      parts: [],
      quickReplaceMonths: '3',
      slowReplaceMonths: '6',
      additional: '',
    });
  });

  it('round-trips through the form schema', () => {
    const { _id, ...payload } = product;
    expect(productFormSchema.parse(productToFormValues(product))).toEqual(payload);
  });

  it('reads populated parts and fills gaps with the defaults', () => {
    expect(
      productToFormValues({
        type: 'filter',
        parts: ['a', { _id: 'b' }],
        important: null,
        price: null,
      }),
    ).toEqual({ ...productFormDefaults, type: 'filter', parts: ['a', 'b'] });
    expect(productToFormValues({})).toEqual(productFormDefaults);
  });
});
