import { lineTotal } from '@wtkit/domain';
import { DomainError } from '../errors.js';
import { priceShippingAndTax } from '../shippingAndTax/index.js';
import type { ChargedAmount } from './cycleMessages.js';
import type { PlanContext, PlanCycleRow } from './cycleQueries.js';

/** A cycle's charge as priced: what `updateCycle` keeps from the claim until the order. */
export type PricedCycle = Pick<
  PlanCycleRow,
  'items' | 'amountCents' | 'shippingCents' | 'taxCents' | 'shippingMethodId'
>;

type PricingApp = Parameters<typeof priceShippingAndTax>[0];
type CycleLine = NonNullable<PlanCycleRow['items']>[number];

/**
 * Lines by checkout's rules (decision 0050): shipped by the cheapest method serving the saved
 * address's state (free above its threshold), taxed by the state's rate per line and on the
 * shipping where the state taxes it. With no shipping method and no tax rate the charge is the
 * lines. An address the shop cannot price (no method serves its state, no state) is the
 * `refusal` with checkout's message; a tax provider that cannot answer throws.
 */
async function priceLines(
  app: PricingApp,
  items: CycleLine[],
  address: PlanContext['address'],
): Promise<{ priced: PricedCycle } | { refusal: string }> {
  try {
    const { method, money } = await priceShippingAndTax(app, {
      lines: items.map((line) => ({ ...line, discountCents: 0 })),
      address: async () => address,
      methodId: undefined,
      freeShipping: false,
    });
    return {
      priced: {
        items: items.map((line, index) => ({ ...line, taxCents: money.lineTaxCents[index] ?? 0 })),
        amountCents: money.totalCents,
        shippingCents: money.shippingCents,
        taxCents: money.taxCents,
        shippingMethodId: method?._id ?? null,
      },
    };
  } catch (error) {
    if (error instanceof DomainError && error.refusal === 'unprocessable')
      return { refusal: error.message };
    throw error;
  }
}

/**
 * The charge of a claimed cycle: its lines (at the day's price, kept at the claim) priced with
 * shipping and tax for the saved address. A tax provider that cannot answer throws, and the
 * cycle is tried again after its lease.
 */
export const priceCycle = (app: PricingApp, context: PlanContext & { cycle: PlanCycleRow }) =>
  priceLines(app, context.cycle.items ?? [], context.address);

/** The amount of the plan's lines at today's price (0 when its product left the catalogue). */
export const amountToday = ({ plan, replacement }: PlanContext) =>
  replacement ? lineTotal(replacement.priceCents, plan.quantity) : 0;

/**
 * What the plan's next order would charge at today's price: the replacement `quantity` times,
 * with shipping and tax by the same rules as the charge. An address the shop cannot ship to
 * leaves the lines' amount and says why (`unshippable`); the order will be declined unless the
 * shopper changes it. Undefined when the product left the catalogue. A tax provider that cannot
 * answer throws.
 */
export async function chargeToday(
  app: PricingApp,
  context: PlanContext,
): Promise<{ amount: ChargedAmount; unshippable?: string } | undefined> {
  const { replacement, plan } = context;
  if (!replacement) return undefined;
  const line = {
    productId: replacement.id,
    quantity: plan.quantity,
    unitCents: replacement.priceCents,
  };
  const pricing = await priceLines(app, [line], context.address);
  if ('refusal' in pricing) {
    return {
      amount: { amountCents: amountToday(context), shippingCents: 0, taxCents: 0 },
      unshippable: pricing.refusal,
    };
  }
  const { amountCents, shippingCents, taxCents } = pricing.priced;
  return {
    amount: {
      amountCents: amountCents ?? 0,
      shippingCents: shippingCents ?? 0,
      taxCents: taxCents ?? 0,
    },
  };
}
