import { searchPhrase } from '@wtkit/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { searchSynonyms } from '../db/schema.js';

export type SynonymRow = typeof searchSynonyms.$inferSelect;

export const listSynonyms = (db: Executor) =>
  db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term), asc(searchSynonyms.synonym));

export async function insertSynonym(db: Executor, pair: { term: string; synonym: string }) {
  const [created] = await db.insert(searchSynonyms).values(pair).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function deleteSynonym(db: Executor, id: string): Promise<string | undefined> {
  const [deleted] = await db
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.id, id))
    .returning({ id: searchSynonyms.id });
  return deleted?.id;
}

/** A phrase as synonyms are compared: its words, accents dropped ("osmósis" is "osmosis"). */
const synonymKey = (phrase: string) => searchPhrase(phrase).normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Every phrase of the synonym table (by its key) with the phrases it means, itself included.
 * Pairs chain: "whole house" = "point of entry" and "point of entry" = "poe" put the three in one
 * group.
 */
export function synonymGroups(rows: Pick<SynonymRow, 'term' | 'synonym'>[]) {
  const groups = new Map<string, Set<string>>();
  for (const { term, synonym } of rows) {
    const a = groups.get(synonymKey(term)) ?? new Set([term]);
    const b = groups.get(synonymKey(synonym)) ?? new Set([synonym]);
    const merged = a === b ? a : new Set([...a, ...b]);
    for (const phrase of merged) groups.set(synonymKey(phrase), merged);
  }
  return {
    /** The phrases meaning the same as `words` (its key), or undefined when none do. */
    of: (words: string[]) => {
      const group = groups.get(synonymKey(words.join(' ')));
      return group ? [...group] : undefined;
    },
    /** The most words any phrase of the table has. */
    longest: Math.max(0, ...[...groups.keys()].map((key) => key.split(' ').length)),
  };
}

export type SynonymGroups = ReturnType<typeof synonymGroups>;
