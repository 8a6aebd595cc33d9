import {
  couponState,
  type PromoCodeFields,
  type PromoLine,
  promoCodeMessages,
  promoDiscount,
  promoRefusal,
  readPromoCodeFields,
  usedUp,
} from '@wtkit/domain';
import { isUuid } from '../auth/session.js';
import type { AppContext } from '../context.js';
import type { Executor } from '../db/client.js';
import { isUniqueViolation, pgCode } from '../db/errors.js';
import { conflict, notFound, unprocessable } from '../errors.js';
import { type ApiPromoCode, toApiPromoCode, toRules } from './mapping.js';
import {
  allPromoCodes,
  categoriesOf,
  customerId,
  customerUses,
  deactivate,
  grant,
  grantsOf,
  insertPromoCode,
  lockPromoCode,
  promoCodeFor,
  recordRedemption,
  replacePromoCode,
} from './queries.js';

function readFields(fields: PromoCodeFields) {
  const read = readPromoCodeFields(fields);
  if (!read.ok)
    throw unprocessable(read.errors[0]?.message ?? promoCodeMessages.codeInvalid, read.errors);
  // Ids that are not UUIDs name no product: the code could never apply to them.
  const unknown = read.promo.productIds.findIndex((id) => !isUuid(id));
  if (unknown >= 0) throw notFound(`No product has the id ${read.promo.productIds[unknown]}.`);
  return read.promo;
}

/** Runs a write that may meet another code with the same text: a 409 that says so. */
async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(promoCodeMessages.codeTaken);
    throw error;
  }
}

export async function listPromoCodes(app: AppContext): Promise<ApiPromoCode[]> {
  return (await allPromoCodes(app.db)).map(toApiPromoCode);
}

export async function createPromoCode(app: AppContext, fields: PromoCodeFields) {
  const draft = readFields(fields);
  return toApiPromoCode(await unique(() => insertPromoCode(app.db, draft)));
}

export async function updatePromoCode(app: AppContext, id: string, fields: PromoCodeFields) {
  const draft = readFields(fields);
  const row = isUuid(id)
    ? await unique(() => replacePromoCode(app.db, id, draft, app.now()))
    : undefined;
  if (!row) throw notFound(promoCodeMessages.notFound);
  return toApiPromoCode(row);
}

export async function deactivatePromoCode(app: AppContext, id: string) {
  const row = isUuid(id) ? await deactivate(app.db, id, app.now()) : undefined;
  if (!row) throw notFound(promoCodeMessages.notFound);
  return toApiPromoCode(row);
}

/** Grants the code to the customer named by id or e-mail; `created: false` when granted before. */
export async function grantPromoCode(
  app: AppContext,
  adminId: string,
  promoCodeId: string,
  who: { userId?: string | undefined; email?: string | undefined },
) {
  if (!isUuid(promoCodeId)) throw notFound(promoCodeMessages.notFound);
  const customer =
    who.userId !== undefined && !isUuid(who.userId)
      ? undefined
      : await customerId(app.db, {
          ...(who.userId !== undefined ? { userId: who.userId } : {}),
          ...(who.email !== undefined ? { email: who.email } : {}),
        });
  if (!customer) throw notFound(promoCodeMessages.customerNotFound);
  try {
    const { grant: row, created } = await grant(app.db, {
      promoCodeId,
      userId: customer,
      grantedBy: adminId,
    });
    return { promoCodeId, userId: row.userId, grantedAt: row.grantedAt.toISOString(), created };
  } catch (error) {
    // A foreign key violation: there is no such code.
    if (pgCode(error) === '23503') throw notFound(promoCodeMessages.notFound);
    throw error;
  }
}

/** The codes granted to the user, with where each stands for them now. */
export async function couponsOf(app: AppContext, userId: string) {
  const now = app.now();
  return (await grantsOf(app.db, userId)).map((row) => ({
    promoCode: toApiPromoCode(row.promo),
    state: couponState(toRules(row.promo), now, row.customerUses),
    grantedAt: row.grantedAt.toISOString(),
  }));
}

/** A code applied to priced lines: what the payment charges less, and each line's share. */
export interface AppliedPromo {
  promoCodeId: string;
  code: string;
  discountCents: number;
  lineDiscountsCents: readonly number[];
  /** A free-shipping code: the order ships free. */
  freeShipping: boolean;
}

/**
 * The discount the code as typed gives these lines for this customer now, or a 422 (field
 * `promoCode`) saying why it does not apply.
 */
export async function applyPromoCode(
  app: AppContext,
  userId: string,
  typed: string,
  lines: ReadonlyArray<{ productId: string; quantity: number; unitCents: number }>,
): Promise<AppliedPromo> {
  const refuse = (message: string) => unprocessable(message, [{ path: 'promoCode', message }]);
  const found = await promoCodeFor(app.db, typed.trim().toUpperCase(), userId);
  if (!found) throw refuse(promoCodeMessages.unknown);
  const categories = await categoriesOf(
    app.db,
    lines.map((line) => line.productId),
  );
  const promoLines: PromoLine[] = lines.map((line) => ({
    ...line,
    category: categories.get(line.productId) ?? 'residential',
  }));
  const rules = toRules(found.promo);
  const refusal = promoRefusal(rules, promoLines, {
    now: app.now(),
    customerUses: found.customerUses,
  });
  if (refusal) throw refuse(refusal);
  const discount = promoDiscount(rules, promoLines);
  return {
    promoCodeId: found.promo.id,
    code: found.promo.code,
    discountCents: discount.discountCents,
    lineDiscountsCents: discount.lineDiscountsCents,
    freeShipping: rules.kind === 'free-shipping',
  };
}

/**
 * In an order's transaction, before the order is written: locks the code and says why this
 * customer can no longer use it (its total or their own limit is used up), or undefined. A code
 * that ended or was turned off after the payment started is still honoured: the shopper paid the
 * price they were shown. Call `redeemPromoCode` in the same transaction once the order exists.
 */
export async function lockForRedemption(
  tx: Executor,
  promoCodeId: string,
  userId: string,
): Promise<string | undefined> {
  const promo = await lockPromoCode(tx, promoCodeId);
  if (!promo) return promoCodeMessages.unknown;
  return usedUp(toRules(promo), await customerUses(tx, promoCodeId, userId));
}

/** Counts the order's use of the code it locked with `lockForRedemption`. */
export const redeemPromoCode = recordRedemption;
