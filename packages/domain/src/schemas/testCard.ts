import { z } from 'zod';
import { checkoutMessages } from '../messages.js';

/**
 * The built-in test provider's card form (beyond the spec; Stripe Elements replaces it when a
 * Stripe key is set): card number with spaces or dashes, expiry as MM/YY (or MM/YYYY) and a 3- or
 * 4-digit CVC, parsed to the body of POST /payments/test-confirm. Whether the card is accepted
 * (expired, declined...) is the server's answer, as it would be Stripe's.
 */
export const testCardSchema = z.object({
  number: z
    .string()
    .trim()
    .min(1, checkoutMessages.cardNumberRequired)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((digits) => digits === '' || /^\d{13,19}$/.test(digits), {
      message: checkoutMessages.cardNumberInvalid,
    }),
  expiry: z
    .string()
    .trim()
    .min(1, checkoutMessages.expiryRequired)
    .refine((value) => value === '' || parseExpiry(value) !== null, {
      message: checkoutMessages.expiryInvalid,
    }),
  cvc: z
    .string()
    .trim()
    .min(1, checkoutMessages.cvcRequired)
    .refine((value) => value === '' || /^\d{3,4}$/.test(value), {
      message: checkoutMessages.cvcInvalid,
    }),
});
export type TestCardInput = z.input<typeof testCardSchema>;
export type TestCardOutput = z.output<typeof testCardSchema>;
export const testCardDefaults: TestCardInput = { number: '', expiry: '', cvc: '' };

/** 'MM/YY' or 'MM/YYYY' (spaces allowed around the slash) to month and four-digit year. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match?.[1] || !match[2]) return null;
  const expMonth = Number(match[1]);
  if (expMonth < 1 || expMonth > 12) return null;
  const year = Number(match[2]);
  return { expMonth, expYear: match[2].length === 2 ? 2000 + year : year };
}

/** The card part of POST /payments/test-confirm from the checked form values. */
export function toTestCard(values: TestCardOutput): {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
} {
  const expiry = parseExpiry(values.expiry);
  if (!expiry) throw new RangeError(`Not an expiry date: ${values.expiry}`);
  return { number: values.number, ...expiry, cvc: values.cvc };
}
