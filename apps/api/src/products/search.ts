import { searchWords } from '@wtkit/domain';
import { and, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { products } from '../db/schema.js';
import { listSynonyms, type SynonymGroups, synonymGroups } from './synonyms.js';

/**
 * Product search in the database (docs/decisions/0037-search-in-postgresql.md). A query is split
 * into words; a product matches when every word does, or when its SKU contains the query.
 * A word matches by full text (a prefix, so "osmo" finds "osmosis"; stemmed, accents folded) or
 * by trigram likeness to the name (so "arsnic" finds "arsenic"). A run of words that a synonym
 * names ("ro") matches any phrase of its group ("reverse osmosis") as a phrase.
 */

/** A word as typed, or a phrase of the synonym table with every phrase meaning the same. */
export type SearchTerm = { word: string } | { phrases: string[] };

/** What `listProducts` filters and orders by when a query is given. */
export interface ProductSearch {
  /** True for the products the query finds. */
  match: SQL;
  /** Higher for a better match: exact SKU, then name (A) over SKU and tags (B) over description (C). */
  rank: SQL<number>;
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
const foldedName = sql`wtkit_unaccent(${products.name})`;

const prefixQuery = (word: string) =>
  sql`to_tsquery('english', quote_literal(wtkit_unaccent(${word})) || ':*')`;
const phraseQuery = (phrase: string) => sql`phraseto_tsquery('english', wtkit_unaccent(${phrase}))`;

function termMatch(term: SearchTerm): SQL {
  if ('phrases' in term)
    return sql`(${sql.join(
      term.phrases.map((phrase) => sql`${document} @@ ${phraseQuery(phrase)}`),
      sql` or `,
    )})`;
  const query = prefixQuery(term.word);
  // A stop word ("the", "for") has no lexeme: it narrows nothing. `<<%` compares the word with
  // whole name words (strict word similarity ≥ 0.5, pg_trgm's default): one letter wrong or
  // missing in a word of six.
  return sql`(numnode(${query}) = 0 or ${document} @@ ${query} or wtkit_unaccent(${term.word}) <<% ${foldedName})`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The match condition and rank of a search over terms already read (see `productSearch`). */
export function searchExpressions(text: string, terms: SearchTerm[]): ProductSearch {
  const skuContains = sql`${products.sku} ilike ${`%${escapeLike(text)}%`}`;
  const wordsMatch = terms.length ? and(...terms.map(termMatch)) : undefined;
  const match = (wordsMatch ? or(wordsMatch, skuContains) : skuContains) as SQL;
  const queries = terms.flatMap((term) =>
    'phrases' in term ? term.phrases.map(phraseQuery) : [prefixQuery(term.word)],
  );
  const textRank = queries.length
    ? sql`ts_rank(${document}, ${sql.join(queries, sql` || `)})`
    : sql`0`;
  const rank = sql<number>`(case when lower(${products.sku}) = lower(${text}) then 100 else 0 end
    + ${textRank} + word_similarity(wtkit_unaccent(${text}), ${foldedName}))`;
  return { match, rank };
}

/** The search for `text` (trimmed, non-empty), with the shop's synonyms as they are now. */
export async function productSearch(db: Executor, text: string): Promise<ProductSearch> {
  const synonyms = synonymGroups(await listSynonyms(db));
  return searchExpressions(text, searchTerms(text, synonyms));
}
