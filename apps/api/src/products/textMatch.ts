import { or, type SQL, sql } from 'drizzle-orm';
import { products } from '../db/schema.js';

/*
 * How search text `q` meets the catalogue: which products match, and how well. The listing
 * query takes both from here alone, so a better search (full text, trigrams) replaces these two
 * functions and nothing else.
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const containing = (q: string) => `%${escapeLike(q)}%`;

/** The products `q` matches: in name, sku, description or tags, ignoring case. */
export function matchCondition(q: string): SQL {
  const pattern = containing(q);
  return or(
    sql`${products.name} ilike ${pattern}`,
    sql`${products.sku} ilike ${pattern}`,
    sql`${products.description} ilike ${pattern}`,
    sql`array_to_string(${products.tags}, ' ') ilike ${pattern}`,
  ) as SQL;
}

/**
 * How well a matching product answers `q`, higher first: a name starting with it, then a name
 * or sku holding it, then a match in tags or description only.
 */
export function relevanceRank(q: string): SQL<number> {
  const pattern = containing(q);
  return sql<number>`(case
    when ${products.name} ilike ${`${escapeLike(q)}%`} then 3
    when ${products.name} ilike ${pattern} or ${products.sku} ilike ${pattern} then 2
    else 1 end)`;
}
