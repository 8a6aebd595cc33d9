import { searchWords } from '@wtkit/domain';
import { or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { products } from '../db/schema.js';
import { type WordsRead, wordKey, wordsRead } from './searchVocabulary.js';
import { listSynonyms, type SynonymGroups, synonymGroups } from './synonyms.js';

/**
 * Product search in the database (docs/decisions/0037-search-in-postgresql.md,
 * docs/decisions/0045-indexed-search.md). A query is split into words; a product matches when
 * every word does, or when its SKU starts with the query. A word matches by full text (stemmed,
 * accents folded; the last word by its start, so "osmo" finds "osmosis") or, when no name word is
 * it (or, for the last, starts with it), by the name words most like it ("arsnic" finds "arsenic"). A run of words that a synonym names
 * ("ro") matches any phrase of its group ("reverse osmosis") as a phrase. The words become one
 * `tsquery`, so the match is one GIN index condition on the weighted document (or the SKU's
 * prefix index), at any catalogue size.
 */

/** A word as typed, or a phrase of the synonym table with every phrase meaning the same. */
export type SearchTerm = { word: string } | { phrases: string[] };

/** What `listProducts` filters and orders by when a query is given. */
export interface ProductSearch {
  /** True for the products the query finds. */
  match: SQL;
  /** Higher for a better match: exact SKU, then name (A) over SKU and tags (B) over description (C). */
  rank: SQL<number>;
  /** True for the product whose SKU is the query. */
  exactSku: SQL;
}

/** The words of `text`, the longest runs the synonym table names taken as one term each. */
export function searchTerms(text: string, synonyms: SynonymGroups): SearchTerm[] {
  const words = searchWords(text);
  const terms: SearchTerm[] = [];
  for (let at = 0; at < words.length; ) {
    const word = words[at] as string;
    let term: SearchTerm = { word };
    let taken = 1;
    for (let length = Math.min(synonyms.longest, words.length - at); length > 0; length--) {
      const phrases = synonyms.of(words.slice(at, at + length));
      if (phrases) {
        term = { phrases };
        taken = length;
        break;
      }
    }
    terms.push(term);
    at += taken;
  }
  return terms;
}

/**
 * The weighted document, a stored generated column of migration 0009 with its GIN index. It is
 * left out of the drizzle table so that product reads do not carry it.
 */
const document = sql`${products}."search_document"`;

const prefixQuery = (word: string) =>
  sql`to_tsquery('english', quote_literal(wtkit_unaccent(${word})) || ':*')`;
/** A word as a whole (stemmed) word. */
const wordQuery = (word: SQL) => sql`to_tsquery('english', quote_literal(${word}))`;
const phraseQuery = (phrase: string) => sql`phraseto_tsquery('english', wtkit_unaccent(${phrase}))`;

/**
 * The term's alternatives as one tsquery; undefined for a stop word, which narrows nothing. The
 * last term, when a word, matches as a word's start ("osmo"): the others as whole words, so a
 * common start ("gen" of "GEN-004711", whose SKUs each make a lexeme of their own) does not make
 * the index read every lexeme it starts.
 */
function termQuery(term: SearchTerm, last: boolean, read: WordsRead): SQL | undefined {
  if ('phrases' in term) return sql`(${sql.join(term.phrases.map(phraseQuery), sql` || `)})`;
  const word = read.get(wordKey(term.word, last));
  if (word?.stopWord) return undefined;
  const typed = last ? prefixQuery(term.word) : wordQuery(sql`wtkit_unaccent(${term.word})`);
  const alternatives = [typed, ...(word?.alike ?? []).map((alike) => wordQuery(sql`${alike}`))];
  return sql`(${sql.join(alternatives, sql` || `)})`;
}

/** A SKU that is the query or starts with it, by the SKU's prefix index (migration 0014). */
const skuStarts = (text: string) =>
  sql`lower(${products.sku}) like ${`${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

/** The match condition and rank of a search over terms and words already read (see `productSearch`). */
export function searchExpressions(
  text: string,
  terms: SearchTerm[],
  read: WordsRead,
): ProductSearch {
  const queries = terms.flatMap((term, at) => termQuery(term, at === terms.length - 1, read) ?? []);
  // Words that are all stop words narrow nothing (as before); no words at all leave the SKU.
  const everything = terms.length > 0 && queries.length === 0;
  const query = queries.length ? sql`(${sql.join(queries, sql` && `)})` : undefined;
  const match = everything
    ? sql`true`
    : query
      ? (or(sql`${document} @@ ${query}`, skuStarts(text)) as SQL)
      : skuStarts(text);
  const textRank = query ? sql`ts_rank(${document}, ${query})` : sql`0`;
  const exactSku = sql`lower(${products.sku}) = lower(${text})`;
  const rank = sql<number>`(case when ${exactSku} then 100 else 0 end + ${textRank})`;
  return { match, rank, exactSku };
}

/** The search for `text` (trimmed, non-empty), with the shop's synonyms and words as they are now. */
export async function productSearch(db: Executor, text: string): Promise<ProductSearch> {
  const [synonyms, read] = await Promise.all([
    listSynonyms(db).then(synonymGroups),
    wordsRead(db, searchWords(text)),
  ]);
  return searchExpressions(text, searchTerms(text, synonyms), read);
}
