import { fromCents, type ProductInput, productInputSchema } from '@wtkit/domain';
import type { ProductRow } from '../products/index.js';
import { joinList, splitList } from './csvText.js';

export type ProductColumn = keyof ProductInput;

/** The CSV's columns: the fields of `ProductInput`, in the contract's order. */
export const PRODUCT_COLUMNS = Object.keys(productInputSchema.shape) as ProductColumn[];

/** The columns a file must have: the fields without a default. */
export const REQUIRED_COLUMNS = PRODUCT_COLUMNS.filter(
  (column) => !productInputSchema.shape[column].safeParse(undefined).success,
);

const LISTS = new Set<ProductColumn>(['imageUrls', 'tags', 'parts']);
const NUMBERS = new Set<ProductColumn>(['price', 'stock']);
const NULLABLE_NUMBERS = new Set<ProductColumn>([
  'important',
  'quickReplaceMonths',
  'slowReplaceMonths',
]);

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A cell as the value `productInputSchema` judges: lists split at `|`, numbers and booleans read
 * when they are written as such. Anything else is passed on as text, so the schema's own message
 * says what is wrong with it (an empty required number is missing, an empty optional field takes
 * its default).
 */
function cellValue(column: ProductColumn, cell: string): unknown {
  if (LISTS.has(column)) return splitList(cell);
  if (NUMBERS.has(column) || NULLABLE_NUMBERS.has(column)) {
    if (cell === '') return NULLABLE_NUMBERS.has(column) ? null : undefined;
    return NUMBER.test(cell.trim()) ? Number(cell) : cell;
  }
  if (column === 'isFeatured') {
    if (cell === '') return undefined;
    return cell === 'true' ? true : cell === 'false' ? false : cell;
  }
  return cell;
}

/** A record's cells, under the header's columns, as the body `POST /products` would take. */
export function recordInput(columns: readonly ProductColumn[], cells: readonly string[]) {
  const input: Record<string, unknown> = {};
  columns.forEach((column, i) => {
    const value = cellValue(column, cells[i] ?? '');
    if (value !== undefined) input[column] = value;
  });
  return input;
}

/** A stored product as its CSV cells, its parts by SKU (what `recordInput` reads back). */
export function productCells(row: ProductRow, partSkus: readonly string[]): string[] {
  const values: Record<ProductColumn, string> = {
    name: row.name,
    sku: row.sku,
    price: String(fromCents(row.priceCents)),
    stock: String(row.stock),
    category: row.category,
    imageUrl: row.imageUrl,
    imageUrls: joinList(row.imageUrls),
    description: row.description,
    isFeatured: String(row.isFeatured),
    important: row.important === null ? '' : String(row.important),
    tags: joinList(row.tags),
    type: row.type,
    filterType: row.filterType,
    parts: joinList(partSkus),
    quickReplaceMonths: row.quickReplaceMonths === null ? '' : String(row.quickReplaceMonths),
    slowReplaceMonths: row.slowReplaceMonths === null ? '' : String(row.slowReplaceMonths),
    additional: row.additional,
  };
  return PRODUCT_COLUMNS.map((column) => values[column]);
}
