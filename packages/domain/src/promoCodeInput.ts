import { type Category, PROMO_CODE_PATTERN, type PromoKind } from './constants.js';
import { promoCodeMessages } from './messages.js';
import { toCents } from './money.js';
import type { PromoRules } from './promoCodes.js';

/** A promo code as the admin sends it (dollars, ISO dates); absent and null are "no such rule". */
export interface PromoCodeFields {
  code: string;
  kind: PromoKind;
  percentOff?: number | null | undefined;
  amountOff?: number | null | undefined;
  minimumSubtotal?: number | null | undefined;
  category?: Category | null | undefined;
  productIds?: string[] | undefined;
  startsAt?: string | null | undefined;
  endsAt?: string | null | undefined;
  usageLimit?: number | null | undefined;
  perCustomerLimit?: number | null | undefined;
  isActive?: boolean | undefined;
}

/** A code's rules as stored: the code upper-case, amounts in cents. */
export type PromoCodeDraft = Omit<PromoRules, 'timesUsed'> & { readonly code: string };

type Problem = { path: string; message: string };

/** The values a kind of code must have and must not have. */
function kindProblems(fields: PromoCodeFields): Problem[] {
  const problems: Problem[] = [];
  const has = (value: number | null | undefined) => value !== null && value !== undefined;
  const needs = fields.kind === 'percentage' ? 'percentOff' : 'amountOff';
  if (fields.kind !== 'free-shipping' && !has(fields[needs]))
    problems.push({
      path: needs,
      message:
        needs === 'percentOff'
          ? promoCodeMessages.percentOffRequired
          : promoCodeMessages.amountOffRequired,
    });
  if (fields.kind === 'fixed-amount' && fields.amountOff === 0)
    problems.push({ path: 'amountOff', message: promoCodeMessages.amountOffRequired });
  for (const path of ['percentOff', 'amountOff'] as const)
    if (path !== needs || fields.kind === 'free-shipping')
      if (has(fields[path])) problems.push({ path, message: promoCodeMessages.notForKind });
  return problems;
}

/**
 * The admin's promo code held to the rules the contract cannot state: the code upper-cased and of
 * letters and digits with single hyphens; a percentage code has `percentOff`, a fixed-amount code
 * an `amountOff` above 0, a free-shipping code neither; the end after the start; a category or
 * products, not both. The contract has already checked types, ranges and formats.
 */
export function readPromoCodeFields(
  fields: PromoCodeFields,
): { ok: true; promo: PromoCodeDraft } | { ok: false; errors: Problem[] } {
  const code = fields.code.trim().toUpperCase();
  const problems: Problem[] = [];
  if (code === '') problems.push({ path: 'code', message: promoCodeMessages.codeRequired });
  else if (!PROMO_CODE_PATTERN.test(code))
    problems.push({ path: 'code', message: promoCodeMessages.codeInvalid });
  problems.push(...kindProblems(fields));
  const startsAt = fields.startsAt ? new Date(fields.startsAt) : null;
  const endsAt = fields.endsAt ? new Date(fields.endsAt) : null;
  if (startsAt && endsAt && endsAt <= startsAt)
    problems.push({ path: 'endsAt', message: promoCodeMessages.endsBeforeStart });
  const productIds = [...new Set(fields.productIds ?? [])];
  if (fields.category && productIds.length > 0)
    problems.push({ path: 'productIds', message: promoCodeMessages.oneScope });
  if (problems.length > 0) return { ok: false, errors: problems };
  const cents = (dollars: number | null | undefined) =>
    dollars === null || dollars === undefined ? null : toCents(dollars);
  return {
    ok: true,
    promo: {
      code,
      kind: fields.kind,
      percentOff: fields.kind === 'percentage' ? (fields.percentOff ?? null) : null,
      amountOffCents: fields.kind === 'fixed-amount' ? cents(fields.amountOff) : null,
      minimumSubtotalCents: cents(fields.minimumSubtotal),
      category: fields.category ?? null,
      productIds,
      startsAt,
      endsAt,
      usageLimit: fields.usageLimit ?? null,
      perCustomerLimit: fields.perCustomerLimit ?? null,
      isActive: fields.isActive ?? true,
    },
  };
}
