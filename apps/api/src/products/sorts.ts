import type { ProductSort } from '@wtkit/domain';
import { type SQL, sql } from 'drizzle-orm';
import { orderItems, products } from '../db/schema.js';
import { ALL_RANKED, type RankedSet } from './rankedSet.js';
import type { ProductSearch } from './search.js';

/** One column of a listing's order: its value, direction, and the type its text casts back to. */
export interface SortKey {
  value: SQL;
  direction: 'asc' | 'desc';
  type: 'text' | 'integer' | 'bigint' | 'double precision' | 'timestamptz' | 'uuid';
}

/** The orders a listing can have: the contract's sorts, by name, and by importance. */
export type SortId = ProductSort | 'name' | 'important';

/** Units of the product ordered so far. */
export const unitsSold = sql<number>`coalesce((select sum(${orderItems.quantity}) from ${orderItems} where ${orderItems.productId} = ${products.id}), 0)`;

const byName: SortKey[] = [
  { value: sql`${products.name}`, direction: 'asc', type: 'text' },
  { value: sql`${products.id}`, direction: 'asc', type: 'uuid' },
];

/**
 * The keys of each order, the product id last so that no two products tie: a page ends after
 * one product and the next starts right after it, whatever was added or deleted in between.
 */
export function sortKeys(
  sort: SortId,
  search: ProductSearch | undefined,
  ranked: RankedSet = ALL_RANKED,
): SortKey[] {
  switch (sort) {
    case 'name':
      return byName;
    case 'important':
      return [{ value: sql`${products.important}`, direction: 'asc', type: 'integer' }, ...byName];
    case 'relevance':
      // Nothing to rank by without search text (`sortOf` never asks for it then).
      if (!search) return byName;
      return [
        {
          value: sql`(case when ${ranked.condition(search)} then 0 else 1 end)`,
          direction: 'asc',
          type: 'integer',
        },
        {
          value: sql`(case when ${ranked.condition(search)} then ${search.rank} else 0 end)::double precision`,
          direction: 'desc',
          type: 'double precision',
        },
        ...byName,
      ];
    case 'price-asc':
      return [
        { value: sql`${products.priceCents}`, direction: 'asc', type: 'integer' },
        { value: sql`${products.id}`, direction: 'asc', type: 'uuid' },
      ];
    case 'price-desc':
      return [
        { value: sql`${products.priceCents}`, direction: 'desc', type: 'integer' },
        { value: sql`${products.id}`, direction: 'desc', type: 'uuid' },
      ];
    case 'newest':
      return [
        { value: sql`${products.createdAt}`, direction: 'desc', type: 'timestamptz' },
        { value: sql`${products.id}`, direction: 'desc', type: 'uuid' },
      ];
    case 'best-selling':
      return [{ value: sql`(${unitsSold})::bigint`, direction: 'desc', type: 'bigint' }, ...byName];
  }
}

/** The order a listing has: the asked sort, else relevance with search text, else by rank or name. */
export function sortOf(asked: ProductSort | undefined, q: string, important: boolean): SortId {
  const sort = asked ?? (q ? 'relevance' : important ? 'important' : 'name');
  // Nothing to rank by without search text.
  return sort === 'relevance' && !q ? 'name' : sort;
}

/** `order by` for the keys. */
export const orderBy = (keys: SortKey[]) =>
  keys.map((key) => (key.direction === 'asc' ? sql`${key.value} asc` : sql`${key.value} desc`));

/**
 * The keys with every direction turned: the listing read backwards, so the products before a
 * place come first, nearest first (`afterKeys` of these keys is "before").
 */
export const flipped = (keys: SortKey[]): SortKey[] =>
  keys.map((key) => ({ ...key, direction: key.direction === 'asc' ? 'desc' : 'asc' }));

/**
 * The products after the one whose key values are `after`, in the keys' order. Keys all in one
 * direction compare as a row, which an index on them answers directly.
 */
export function afterKeys(keys: SortKey[], after: string[]): SQL {
  const cast = (index: number) =>
    sql`cast(${after[index]} as ${sql.raw(keys[index]?.type ?? 'text')})`;
  const direction = keys[0]?.direction;
  if (keys.every((key) => key.direction === direction)) {
    const left = sql.join(
      keys.map((key) => key.value),
      sql`, `,
    );
    const right = sql.join(
      keys.map((_, index) => cast(index)),
      sql`, `,
    );
    return direction === 'asc' ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`;
  }
  const branches = keys.map((key, index) => {
    const equal = keys.slice(0, index).map((earlier, at) => sql`${earlier.value} = ${cast(at)}`);
    const beyond =
      key.direction === 'asc'
        ? sql`${key.value} > ${cast(index)}`
        : sql`${key.value} < ${cast(index)}`;
    return sql.join([...equal, beyond], sql` and `);
  });
  return sql`(${sql.join(
    branches.map((branch) => sql`(${branch})`),
    sql` or `,
  )})`;
}
