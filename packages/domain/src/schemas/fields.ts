import { z } from 'zod';
import { formMessages } from '../messages.js';

/**
 * Building blocks shared by the schemas. Not part of the public API: the schemas that use them
 * are.
 */

/*
 * No check here uses zod's `abort`: an aborting issue makes zod skip the object-level
 * refinements, so a form would show its cross-field messages only after the simple ones are
 * fixed. Follow-up checks instead pass empty values, leaving them to the required check.
 */

/** Text that is trimmed, must not be empty, and has a length limit. */
export function requiredText(requiredMessage: string, maxLength: number) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(maxLength, formMessages.tooLong(maxLength));
}

/** Trimmed text that is required and, once given, must pass `isValid`. */
export function requiredTextMatching(
  requiredMessage: string,
  isValid: (value: string) => boolean,
  invalidMessage: string,
  maxLength: number,
) {
  return requiredText(requiredMessage, maxLength).refine(
    // Empty and too-long values already have their message.
    (value) => value === '' || value.length > maxLength || isValid(value),
    invalidMessage,
  );
}

/**
 * A request body as the server validates it: unknown fields are an error (the API contract's
 * `additionalProperties: false`), so a client cannot slip in, say, a role.
 */
export function closedObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return formMessages.unknownFields(issue.keys);
      if (issue.code === 'invalid_type') return formMessages.expectedObject;
      return undefined;
    },
  });
}

/** Trimmed text that may be empty, with a length limit. */
export function optionalText(maxLength: number) {
  return z.string().trim().max(maxLength, formMessages.tooLong(maxLength));
}

export const SIX_DIGIT_CODE = /^\d{6}$/;

/**
 * A number field as a form holds it: the input's text, or a number (NaN for an empty input
 * read with `valueAsNumber`).
 */
export const numberLike = z.union([z.string(), z.number(), z.nan()], {
  error: formMessages.notANumber,
});
export type NumberLike = z.input<typeof numberLike>;

export type NumberReading =
  | { readonly kind: 'empty' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'number'; readonly value: number };

const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Reads a number field: blank text or NaN is empty; text must be a plain decimal number. */
export function readNumber(raw: NumberLike | null | undefined): NumberReading {
  if (raw === null || raw === undefined) return { kind: 'empty' };
  if (typeof raw === 'number') {
    if (Number.isNaN(raw)) return { kind: 'empty' };
    return Number.isFinite(raw) ? { kind: 'number', value: raw } : { kind: 'invalid' };
  }
  const text = raw.trim();
  if (text === '') return { kind: 'empty' };
  if (!DECIMAL_TEXT.test(text)) return { kind: 'invalid' };
  const value = Number(text);
  return Number.isFinite(value)
    ? { kind: 'number', value: value === 0 ? 0 : value }
    : { kind: 'invalid' };
}

/** The reading's number, or null when empty or invalid. */
export function numberOrNull(raw: NumberLike | null | undefined): number | null {
  const reading = readNumber(raw);
  return reading.kind === 'number' ? reading.value : null;
}

/** Splits slash-separated tags: trimmed, empties dropped ('a / b//c/' → ['a', 'b', 'c']). */
export function splitTags(text: string): string[] {
  return text
    .split('/')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

export interface NumberFieldRule {
  /** Message for an empty field; without it an empty field is allowed and reads as null. */
  readonly requiredMessage?: string;
  /** Message for text that is not a number; defaults to 'Must be a number.'. */
  readonly invalidMessage?: string;
  /** Whole numbers only; the message defaults to 'Must be a whole number.'. */
  readonly integer?: boolean;
  readonly integerMessage?: string;
  readonly min: number;
  readonly minMessage: string;
  readonly max: number;
}

export type NumberFieldResult =
  | { readonly ok: true; readonly value: number | null }
  | { readonly ok: false; readonly message: string };

/** Checks a number field against a rule, in the order: empty, not a number, whole, min, max. */
export function checkNumberField(
  raw: NumberLike | null | undefined,
  rule: NumberFieldRule,
): NumberFieldResult {
  const reading = readNumber(raw);
  if (reading.kind === 'empty') {
    return rule.requiredMessage === undefined
      ? { ok: true, value: null }
      : { ok: false, message: rule.requiredMessage };
  }
  if (reading.kind === 'invalid') {
    return { ok: false, message: rule.invalidMessage ?? formMessages.notANumber };
  }
  const { value } = reading;
  if (rule.integer === true && !Number.isInteger(value)) {
    return { ok: false, message: rule.integerMessage ?? formMessages.wholeNumber };
  }
  if (value < rule.min) return { ok: false, message: rule.minMessage };
  if (value > rule.max) return { ok: false, message: formMessages.tooHigh(rule.max) };
  return { ok: true, value };
}
