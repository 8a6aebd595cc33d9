import { checkoutMessages } from '../messages.js';

/** What the card form holds: the fields as typed. */
export interface TestCardInput {
  number: string;
  expiry: string;
  cvc: string;
}

/** The form's values once checked: the card number without spaces or dashes. */
export type TestCardOutput = TestCardInput;

export const testCardDefaults: TestCardInput = { number: '', expiry: '', cvc: '' };

type Field = keyof TestCardInput;
type Issue = { path: [Field]; message: string };
type Parsed =
  | { success: true; data: TestCardOutput }
  | { success: false; error: { issues: Issue[] } };

/** Each field: how its text is read, when it is well formed, and what is said when it is not. */
const FIELDS: Record<
  Field,
  {
    read: (text: string) => string;
    valid: (value: string) => boolean;
    required: string;
    invalid: string;
  }
> = {
  number: {
    read: (text) => text.replace(/[\s-]/g, ''),
    valid: (digits) => /^\d{13,19}$/.test(digits),
    required: checkoutMessages.cardNumberRequired,
    invalid: checkoutMessages.cardNumberInvalid,
  },
  expiry: {
    read: (text) => text,
    valid: (value) => parseExpiry(value) !== null,
    required: checkoutMessages.expiryRequired,
    invalid: checkoutMessages.expiryInvalid,
  },
  cvc: {
    read: (text) => text,
    valid: (value) => /^\d{3,4}$/.test(value),
    required: checkoutMessages.cvcRequired,
    invalid: checkoutMessages.cvcInvalid,
  },
};

/**
 * The built-in test provider's card form (Stripe Elements replaces it when a Stripe key is set):
 * card number with spaces or dashes, expiry as MM/YY (or MM/YYYY) and a 3- or 4-digit CVC, parsed
 * to the body of POST /payments/test-confirm. Whether the card is accepted (expired, declined...)
 * is the server's answer, as it would be Stripe's.
 *
 * Checked by hand rather than with zod, unlike the other forms: it is the only form on the
 * checkout page, and zod would be a seventh of what that page loads before it can be used. It
 * answers `safeParse` as a zod schema does, so the kit's forms take it like the others.
 */
export const testCardSchema = {
  safeParse(input: unknown): Parsed {
    const given = (typeof input === 'object' && input !== null ? input : {}) as Record<
      string,
      unknown
    >;
    const data = { ...testCardDefaults };
    const issues: Issue[] = [];
    for (const field of Object.keys(FIELDS) as Field[]) {
      const rule = FIELDS[field];
      const raw = given[field];
      const text = typeof raw === 'string' ? raw.trim() : '';
      data[field] = rule.read(text);
      if (text === '') issues.push({ path: [field], message: rule.required });
      else if (!rule.valid(data[field])) issues.push({ path: [field], message: rule.invalid });
    }
    return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data };
  },
};

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
