import type { FieldError } from './errors.js';

const MESSAGE = 'contains a character that cannot be stored';

/** U+0000, which PostgreSQL text cannot hold, or half of a UTF-16 surrogate pair. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * Every string in a request (keys too) that the database could not store, as field errors: a
 * request carrying one is refused with 400 before any handler or query sees it.
 */
export function unstorableFields(value: unknown, path: string): FieldError[] {
  if (typeof value === 'string') return isUnstorable(value) ? [{ path, message: MESSAGE }] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => unstorableFields(item, `${path}.${index}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => {
      const at = path ? `${path}.${key}` : key;
      return isUnstorable(key) ? [{ path: at, message: MESSAGE }] : unstorableFields(inner, at);
    });
  }
  return [];
}
