import { z } from 'zod';
import {
  CATEGORIES,
  type Category,
  PRICE_MAX_DOLLARS,
  PROMO_CODE_MAX_LENGTH,
  PROMO_KINDS,
  PROMO_USAGE_LIMIT_MAX,
} from '../constants.js';
import { formMessages, promoCodeMessages } from '../messages.js';
import { hasAtMostTwoDecimals } from '../money.js';
import { type PromoCodeFields, readPromoCodeFields } from '../promoCodeInput.js';
import { checkNumberField, type NumberFieldRule } from './fields.js';

const M = promoCodeMessages;
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;
/** "Every product" in the form's scope choice. */
export const PROMO_SCOPE_ALL = 'all';

/**
 * The admin's promo code form, with values as a form holds them (numbers and dates as text,
 * `isActive` 'yes' | 'no', the category or 'all'). Its output is the API's `PromoCodeInput`.
 * Each field is checked on its own (a percentage of 1 to 100 for a percentage code, an amount
 * above $0.00 with at most two decimals for a fixed-amount code, limits of 1 or more, dates as
 * YYYY-MM-DD, read as 00:00 UTC), then the rules across fields by `readPromoCodeFields`, the
 * server's own (the code's letters, the end after the start): the form shows the server's
 * messages before it is asked.
 */
export const promoCodeFormSchema = z
  .object({
    code: z.string(),
    kind: z.enum(PROMO_KINDS, { error: formMessages.invalidChoice }),
    percentOff: z.string(),
    amountOff: z.string(),
    minimumSubtotal: z.string(),
    category: z.enum([PROMO_SCOPE_ALL, ...CATEGORIES], { error: formMessages.invalidChoice }),
    productIds: z.array(z.string()),
    startsAt: z.string(),
    endsAt: z.string(),
    usageLimit: z.string(),
    perCustomerLimit: z.string(),
    isActive: z.enum(['yes', 'no'], { error: formMessages.invalidChoice }),
  })
  .transform((values, ctx): PromoCodeFields => {
    const fail = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const number = (path: keyof typeof values, rule: NumberFieldRule) => {
      const result = checkNumberField(values[path] as string, rule);
      if (!result.ok) fail(path, result.message);
      return result.ok ? result.value : null;
    };
    const money = (path: 'amountOff' | 'minimumSubtotal', rule: NumberFieldRule) => {
      const value = number(path, rule);
      if (value !== null && !hasAtMostTwoDecimals(value)) {
        fail(path, rule.minMessage);
        return null;
      }
      return value;
    };
    const limit: NumberFieldRule = {
      integer: true,
      integerMessage: M.limitInvalid,
      invalidMessage: M.limitInvalid,
      min: 1,
      minMessage: M.limitInvalid,
      max: PROMO_USAGE_LIMIT_MAX,
    };
    const date = (path: 'startsAt' | 'endsAt') => {
      const text = values[path].trim();
      if (text === '') return null;
      const when = new Date(`${text}T00:00:00.000Z`);
      if (!DATE_TEXT.test(text) || Number.isNaN(when.getTime())) {
        fail(path, M.dateInvalid);
        return null;
      }
      return when.toISOString();
    };
    if (values.code.trim().length > PROMO_CODE_MAX_LENGTH)
      fail('code', formMessages.tooLong(PROMO_CODE_MAX_LENGTH));
    const fields: PromoCodeFields = {
      code: values.code,
      kind: values.kind,
      percentOff:
        values.kind === 'percentage'
          ? number('percentOff', {
              requiredMessage: M.percentOffRequired,
              invalidMessage: M.percentOffRequired,
              integer: true,
              integerMessage: M.percentOffRequired,
              min: 1,
              minMessage: M.percentOffRequired,
              max: 100,
            })
          : null,
      amountOff:
        values.kind === 'fixed-amount'
          ? money('amountOff', {
              requiredMessage: M.amountOffRequired,
              invalidMessage: M.amountOffRequired,
              min: 0.01,
              minMessage: M.amountOffRequired,
              max: PRICE_MAX_DOLLARS,
            })
          : null,
      minimumSubtotal: money('minimumSubtotal', {
        min: 0,
        minMessage: formMessages.minZero,
        max: PRICE_MAX_DOLLARS,
      }),
      category: values.category === PROMO_SCOPE_ALL ? null : (values.category as Category),
      productIds: values.productIds,
      startsAt: date('startsAt'),
      endsAt: date('endsAt'),
      usageLimit: number('usageLimit', limit),
      perCustomerLimit: number('perCustomerLimit', limit),
      isActive: values.isActive === 'yes',
    };
    // The rules across fields, as the server words them; a field already refused keeps its message.
    const read = readPromoCodeFields(fields);
    if (!read.ok)
      for (const problem of read.errors)
        if (!ctx.issues.some((issue) => issue.path?.[0] === problem.path))
          fail(problem.path, problem.message);
    return { ...fields, code: fields.code.trim().toUpperCase() };
  });
export type PromoCodeFormInput = z.input<typeof promoCodeFormSchema>;
export type PromoCodeFormOutput = z.output<typeof promoCodeFormSchema>;

/** An empty New promo code form: a percentage code for every product, active. */
export const promoCodeFormDefaults: PromoCodeFormInput = {
  code: '',
  kind: 'percentage',
  percentOff: '',
  amountOff: '',
  minimumSubtotal: '',
  category: PROMO_SCOPE_ALL,
  productIds: [],
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perCustomerLimit: '',
  isActive: 'yes',
};

/** A promo code as the API gives it (amounts in dollars, ISO dates). */
export interface PromoCodeFormSource {
  readonly code: string;
  readonly kind: (typeof PROMO_KINDS)[number];
  readonly percentOff: number | null;
  readonly amountOff: number | null;
  readonly minimumSubtotal: number | null;
  readonly category: Category | null;
  readonly productIds: readonly string[];
  readonly startsAt: string | null;
  readonly endsAt: string | null;
  readonly usageLimit: number | null;
  readonly perCustomerLimit: number | null;
  readonly isActive: boolean;
}

const text = (value: number | null) => (value === null ? '' : String(value));
const money = (value: number | null) => (value === null ? '' : value.toFixed(2));
const day = (value: string | null) => (value === null ? '' : value.slice(0, 10));

/** The edit form's values of an existing code. */
export function promoCodeToFormValues(promo: PromoCodeFormSource): PromoCodeFormInput {
  return {
    code: promo.code,
    kind: promo.kind,
    percentOff: text(promo.percentOff),
    amountOff: money(promo.amountOff),
    minimumSubtotal: money(promo.minimumSubtotal),
    category: promo.category ?? PROMO_SCOPE_ALL,
    productIds: [...promo.productIds],
    startsAt: day(promo.startsAt),
    endsAt: day(promo.endsAt),
    usageLimit: text(promo.usageLimit),
    perCustomerLimit: text(promo.perCustomerLimit),
    isActive: promo.isActive ? 'yes' : 'no',
  };
}
