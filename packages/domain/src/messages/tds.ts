/** ZIP-based water quality checker. */
export const tdsMessages = {
  /** Shown instead of a result when the lookup fails. */
  unavailable: '---',
  /** Beyond the spec: rating label for 0, negative or non-numeric readings. */
  noReading: 'No reading',
} as const;
