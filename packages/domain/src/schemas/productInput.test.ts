import { describe, expect, it } from 'vitest';
import { type ProductInput, productInputSchema } from './productInput.js';

const issues = (value: unknown) =>
  productInputSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

const minimal: ProductInput = {
  name: 'RO-5 Under-sink System',
  sku: 'RO-5',
  price: 399.99,
  stock: 12,
  category: 'residential',
  description: 'Five-stage reverse osmosis.',
};

describe('productInputSchema', () => {
  it('fills the optional fields with their defaults', () => {
    expect(productInputSchema.parse(minimal)).toEqual({
      ...minimal,
      imageUrl: '',
      imageUrls: [],
      isFeatured: false,
      important: null,
      tags: [],
      type: 'none',
      filterType: 'none',
      parts: [],
      quickReplaceMonths: null,
      slowReplaceMonths: null,
      additional: '',
    });
  });

  it('accepts a filter with parts and a part with replace months', () => {
    expect(
      productInputSchema.safeParse({
        ...minimal,
        type: 'filter',
        filterType: 'undersink',
        parts: ['p1', 'p2'],
      }).success,
    ).toBe(true);
    expect(
      productInputSchema.safeParse({
        ...minimal,
        type: 'part',
        quickReplaceMonths: 6,
        slowReplaceMonths: 12,
      }).success,
    ).toBe(true);
  });

  it('requires name, sku, price, stock, category and description', () => {
    expect(issues({})).toEqual([
      ['name', 'Product name is required.'],
      ['sku', 'SKU is required.'],
      ['price', 'Price is required.'],
      ['stock', 'Stock is required.'],
      ['category', 'Choose a category.'],
      ['description', 'Description is required.'],
    ]);
    expect(issues({ ...minimal, name: '  ', sku: '', description: ' ' })).toEqual([
      ['name', 'Product name is required.'],
      ['sku', 'SKU is required.'],
      ['description', 'Description is required.'],
    ]);
  });

  it.each([
    [0, []],
    [0.01, []],
    [19.99, []],
    [1_000_000, []],
    [-0.01, [['price', 'Price cannot be negative.']]],
    [19.999, [['price', 'Price can have at most 2 decimals.']]],
    [0.1 + 0.2, [['price', 'Price can have at most 2 decimals.']]],
    [1_000_000.01, [['price', 'Price must be at most 1000000.']]],
    [Number.NaN, [['price', 'Price is required.']]],
  ])('checks price %d', (price, expected) => {
    expect(issues({ ...minimal, price })).toEqual(expected);
  });

  it.each([
    [0, []],
    [1_000_000, []],
    [-1, [['stock', 'Stock must be a whole number of 0 or more.']]],
    [1.5, [['stock', 'Stock must be a whole number of 0 or more.']]],
    [1_000_001, [['stock', 'Stock must be at most 1000000.']]],
  ])('checks stock %d', (stock, expected) => {
    expect(issues({ ...minimal, stock })).toEqual(expected);
  });

  it('checks the enumerations', () => {
    expect(
      issues({
        ...minimal,
        category: 'Residential',
        type: 'kit',
        filterType: 'inline',
        important: 4,
      }),
    ).toEqual([
      ['category', 'Choose a category.'],
      ['important', 'Choose no or a rank from 1 to 3.'],
      ['type', 'Choose a product type.'],
      ['filterType', 'Choose a filter type.'],
    ]);
    for (const important of [null, 1, 2, 3]) {
      expect(productInputSchema.parse({ ...minimal, important }).important).toBe(important);
    }
  });

  it('allows parts and a filter type only on filters', () => {
    expect(issues({ ...minimal, type: 'part', parts: ['p1'], filterType: 'undersink' })).toEqual([
      ['parts', 'Only filters can have parts.'],
      ['filterType', 'Only filters can have a filter type.'],
    ]);
  });

  it('allows replace months only on parts, as whole numbers from 1 to 240', () => {
    expect(issues({ ...minimal, type: 'filter', quickReplaceMonths: 6 })).toEqual([
      ['quickReplaceMonths', 'Only parts can have replace months.'],
    ]);
    const part = { ...minimal, type: 'part' as const };
    for (const months of [0, 241, 1.5, -1]) {
      expect(issues({ ...part, slowReplaceMonths: months })).toEqual([
        ['slowReplaceMonths', 'Replace months must be a whole number from 1 to 240.'],
      ]);
    }
    for (const months of [1, 240, null]) {
      expect(issues({ ...part, slowReplaceMonths: months })).toEqual([]);
    }
  });

  it('limits lengths and list sizes', () => {
    expect(
      issues({
        ...minimal,
        name: 'n'.repeat(201),
        sku: 's'.repeat(65),
        tags: ['t'.repeat(61)],
        imageUrls: Array.from({ length: 21 }, (_, i) => `https://img/${i}.png`),
        parts: ['x'.repeat(65)],
        additional: 'a'.repeat(501),
        type: 'filter',
      }),
    ).toEqual([
      ['name', 'Must be at most 200 characters.'],
      ['sku', 'Must be at most 64 characters.'],
      ['imageUrls', 'A product can have at most 20 extra images.'],
      ['tags.0', 'Each tag must be at most 60 characters.'],
      ['parts.0', 'Each part must be a product id.'],
      ['additional', 'Must be at most 500 characters.'],
    ]);
  });

  it('rejects empty image URLs, tags and part ids in lists', () => {
    expect(
      issues({ ...minimal, type: 'filter', imageUrls: [' '], tags: [''], parts: [''] }),
    ).toEqual([
      ['imageUrls.0', 'Image URLs must not be empty.'],
      ['tags.0', 'Tags must not be empty.'],
      ['parts.0', 'Each part must be a product id.'],
    ]);
  });

  it('refuses unknown fields such as _id', () => {
    expect(issues({ ...minimal, _id: 'abc', createdAt: 'x' })).toEqual([
      ['', 'Unknown fields: _id, createdAt.'],
    ]);
  });
});
