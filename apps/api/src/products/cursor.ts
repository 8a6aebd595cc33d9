import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { invalid } from '../errors.js';
import type { MatchCount } from './listing.js';
import type { PageStart } from './pageCut.js';
import type { RankedEnd } from './rankedSet.js';

/*
 * A listing's cursor: where a page starts (after or before the sort's key values of one product,
 * or from one end of the listing), how many matching products lie before that place, the sort and
 * search text that ordered it, and the count of matching products the first page answered (and
 * whether it was an estimate; the pages after it repeat it instead of counting again), signed
 * with the server's secret. Opaque to clients; one that was altered, or is sent with another sort
 * or search, is refused rather than read.
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

/** Where a page starts, in a listing of `count`. */
export interface CursorPosition extends PageStart {
  /**
   * How many matching products come before the place: after a product, the products up to it
   * (the offset of the page that follows); before one, the products before it.
   */
  offset: number;
  count: MatchCount;
  /** Where the search's ranked set ends, as the first page found it. */
  rankedEnd: RankedEnd;
}

const DIRECTIONS = { after: 'a', before: 'b' } as const;

export function encodeCursor(
  secret: string,
  sort: string,
  q: string,
  { direction, values, offset, count, rankedEnd }: CursorPosition,
): string {
  const payload = Buffer.from(
    JSON.stringify({
      s: scopeOf(sort, q),
      d: DIRECTIONS[direction],
      k: values,
      o: offset,
      t: count.total,
      e: count.estimate,
      r: rankedEnd,
    }),
  ).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

const isCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;

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
  const { s, d, k, o, t, e, r } = (decoded ?? {}) as Record<string, unknown>;
  if (s !== scopeOf(sort, q)) throw invalid(CURSOR_OTHER_SORT);
  // A cursor made before cursors had a direction has none: it is refused like an altered one.
  const direction = d === 'a' ? 'after' : d === 'b' ? 'before' : undefined;
  if (
    !direction ||
    !(
      k === null ||
      (Array.isArray(k) &&
        k.length === keyCount &&
        k.every((value): value is string => typeof value === 'string'))
    ) ||
    !isCount(o) ||
    !isCount(t) ||
    typeof e !== 'boolean' ||
    !(r === null || (Array.isArray(r) && r.length === 2 && r.every((v) => typeof v === 'string')))
  )
    throw invalid(CURSOR_INVALID);
  return {
    direction,
    values: k as string[] | null,
    offset: o,
    count: { total: t, estimate: e },
    rankedEnd: r as RankedEnd,
  };
}
