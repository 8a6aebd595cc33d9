import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { invalid } from '../errors.js';
import type { MatchCount } from './listing.js';
import type { RankedEnd } from './rankedSet.js';

/*
 * A listing's cursor: the sort's key values of the last product of a page, for the sort and
 * search text that ordered it, and the count of matching products the first page answered (and
 * whether it was an estimate; the
 * pages after it repeat it instead of counting again), signed with the server's secret. Opaque to clients; one that was
 * altered, or is sent with another sort or search, is refused rather than read.
 */

export const CURSOR_INVALID =
  'The cursor is not one this listing gave: ask for the first page again, without a cursor.';
export const CURSOR_OTHER_SORT =
  'The cursor belongs to another sort or search: ask for the first page again, without a cursor.';

/** What a cursor is bound to: the order and the search text it was made for. */
const scopeOf = (sort: string, q: string) =>
  `${sort}:${createHash('sha256').update(q).digest('base64url').slice(0, 12)}`;

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`product-cursor\n${payload}`).digest().subarray(0, 16);

/** Where a page starts: after the product with these key values, in a listing of `count`. */
export interface CursorPosition {
  values: string[];
  count: MatchCount;
  /** Where the search's ranked set ends, as the first page found it. */
  rankedEnd: RankedEnd;
}

export function encodeCursor(
  secret: string,
  sort: string,
  q: string,
  { values, count, rankedEnd }: CursorPosition,
): string {
  const payload = Buffer.from(
    JSON.stringify({
      s: scopeOf(sort, q),
      k: values,
      t: count.total,
      e: count.estimate,
      r: rankedEnd,
    }),
  ).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The position a cursor holds, for `keyCount` keys of this sort and search; else a 400. */
export function decodeCursor(
  secret: string,
  cursor: string,
  sort: string,
  q: string,
  keyCount: number,
): CursorPosition {
  const [payload, signed, ...rest] = cursor.split('.');
  if (!payload || !signed || rest.length > 0) throw invalid(CURSOR_INVALID);
  const given = Buffer.from(signed, 'base64url');
  const expected = signature(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw invalid(CURSOR_INVALID);
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalid(CURSOR_INVALID);
  }
  const { s, k, t, e, r } = (decoded ?? {}) as Record<string, unknown>;
  if (s !== scopeOf(sort, q)) throw invalid(CURSOR_OTHER_SORT);
  if (
    !Array.isArray(k) ||
    k.length !== keyCount ||
    !k.every((value): value is string => typeof value === 'string') ||
    !Number.isSafeInteger(t) ||
    (t as number) < 0 ||
    typeof e !== 'boolean' ||
    !(r === null || (Array.isArray(r) && r.length === 2 && r.every((v) => typeof v === 'string')))
  )
    throw invalid(CURSOR_INVALID);
  return {
    values: k,
    count: { total: t as number, estimate: e },
    rankedEnd: r as RankedEnd,
  };
}
