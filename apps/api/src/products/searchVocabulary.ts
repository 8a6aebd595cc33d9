import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/**
 * What the database says of each word of a query: whether it is a stop word (no lexeme: "the",
 * "for"), and which words of product names it may be a misspelling of. The vocabulary is the
 * `search_words` table of migration 0014 (every word of every product name, kept by a trigger),
 * searched by its trigram index; the products table is not read.
 */
export interface WordRead {
  stopWord: boolean;
  /** Name words like this one, most alike first; empty when a name word starts with it. */
  alike: string[];
}

export type WordsRead = ReadonlyMap<string, WordRead>;

/** Shorter words are only matched from their start: a letter wrong in "ro" is another word. */
export const TYPO_MIN_LETTERS = 4;
/**
 * How alike (pg_trgm's `similarity`, over the words' trigrams) a name word must be. A short word
 * has few trigrams and one wrong letter spoils up to three of them: "blok" and "block" share 3 of
 * 8 (0.375), "arsnic" and "arsenic" 5 of 10. Above pg_trgm's own threshold (0.3), which the index
 * condition `%` uses.
 */
export const SHORT_WORD_SIMILARITY = 0.35;
export const LONG_WORD_SIMILARITY = 0.4;
/** Letters from which a word is long. */
export const LONG_WORD_LETTERS = 6;
/** At most this many name words stand for one misspelt word: a few good guesses, not a flood. */
export const MAX_ALIKE_WORDS = 3;

/** How `wordsRead` keys a word: the last word of a query is read as a word's start. */
export const wordKey = (word: string, prefix: boolean) => (prefix ? `${word}*` : word);

/**
 * One statement for every word of the query (each once). The last word may be unfinished (the
 * query is typed as it is read): it is known when a name word starts with it; an earlier word
 * only when it is a name word.
 */
export async function wordsRead(db: Executor, words: string[]): Promise<WordsRead> {
  const typed = new Map(words.map((word, at) => [wordKey(word, at === words.length - 1), word]));
  if (typed.size === 0) return new Map();
  const folded = sql`wtkit_unaccent(typed.word)`;
  const rows = await db
    .select({
      key: sql<string>`typed.key`,
      stopWord: sql<boolean>`numnode(to_tsquery('english', quote_literal(${folded}))) = 0`,
      alike: sql<string[]>`case when length(typed.word) >= ${TYPO_MIN_LETTERS}
        and not exists (select from search_words known
          where known.word like ${folded} || case when typed.key like '%*' then '%' else '' end)
      then array(
        select alike.word from search_words alike
        where alike.word % ${folded}
          and similarity(alike.word, ${folded}) >= case
            when length(typed.word) >= ${LONG_WORD_LETTERS} then ${LONG_WORD_SIMILARITY}::real
            else ${SHORT_WORD_SIMILARITY}::real end
        order by similarity(alike.word, ${folded}) desc, alike.word
        limit ${MAX_ALIKE_WORDS})
      else '{}'::text[] end`,
    })
    .from(
      sql`unnest(${textArray([...typed.keys()])}, ${textArray([...typed.values()])}) as typed(key, word)`,
    );
  return new Map(rows.map(({ key, ...read }) => [key, read]));
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
