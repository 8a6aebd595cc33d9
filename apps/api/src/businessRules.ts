import type { z } from 'zod';
import { type FieldError, unprocessable } from './errors.js';

/**
 * Applies a domain schema (the spec's business rules) to a body the contract already accepted;
 * a violation is a 422 whose message is the first rule broken.
 */
export function applyRules<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || 'body',
    message: issue.message,
  }));
  throw unprocessable(errors[0]?.message ?? 'The request breaks a rule.', errors);
}
