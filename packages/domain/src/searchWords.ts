/**
 * The words of a search text or a synonym, as search compares them: lower-case runs of letters
 * and digits ("5-Micron" is `5 micron`). Accents are kept; the database folds them.
 */
export const searchWords = (text: string): string[] =>
  text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** A phrase as stored and compared: its words, each separated by one space. */
export const searchPhrase = (text: string): string => searchWords(text).join(' ');
