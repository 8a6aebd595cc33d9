/** Header and dashboard search, and the admin's search synonyms. */
export const searchMessages = {
  /** Beyond the spec. */
  empty: 'Enter something to search for.',
  /** Beyond the spec, as are the synonym texts below. */
  termRequired: 'Enter the word or phrase customers type.',
  synonymRequired: 'Enter the word or phrase it means.',
  noWords: 'A synonym needs at least one letter or digit.',
  sameMeaning: 'The two phrases are the same; enter two different ones.',
  duplicate: 'These two phrases are already synonyms.',
  notFound: 'There is no such synonym.',
} as const;
