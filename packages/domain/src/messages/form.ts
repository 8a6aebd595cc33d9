/** Generic field texts (beyond the spec). */
export const formMessages = {
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  notANumber: 'Must be a number.',
  minZero: 'Must be 0 or more.',
  tooHigh: (max: number) => `Must be at most ${max}.`,
  wholeNumber: 'Must be a whole number.',
  invalidChoice: 'Choose one of the options.',
  /** Request bodies are closed: an unknown field is refused, never ignored. */
  unknownFields: (keys: readonly string[]) =>
    `Unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}.`,
  expectedObject: 'The request body must be a JSON object.',
} as const;
