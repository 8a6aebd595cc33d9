/** Header and dashboard search. */
export const searchMessages = {
  /** Beyond the spec. */
  empty: 'Enter something to search for.',
} as const;
