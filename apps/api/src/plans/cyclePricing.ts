import { DomainError } from '../errors.js';
import { priceShippingAndTax } from '../shippingAndTax/index.js';
import type { PlanContext, PlanCycleRow } from './cycleQueries.js';

/** A cycle's charge as priced: what `updateCycle` keeps from the claim until the order. */
export type PricedCycle = Pick<
  PlanCycleRow,
  'items' | 'amountCents' | 'shippingCents' | 'taxCents' | 'shippingMethodId'
>;

/**
 * The charge of a claimed cycle by checkout's rules (decision 0050): the lines at the day's
 * price, shipped by the cheapest method serving the saved address's state (free above its
 * threshold), taxed by the state's rate per line and on the shipping where the state taxes it.
 * With no shipping method and no tax rate the charge is the lines, as before. An address the
 * shop cannot price (no method serves its state, no state) is the `refusal` with checkout's
 * message; a tax provider that cannot answer throws, and the cycle is tried again after its lease.
 */
export async function priceCycle(
  app: Parameters<typeof priceShippingAndTax>[0],
  context: PlanContext & { cycle: PlanCycleRow },
): Promise<{ priced: PricedCycle } | { refusal: string }> {
  const items = context.cycle.items ?? [];
  try {
    const { method, money } = await priceShippingAndTax(app, {
      lines: items.map((line) => ({ ...line, discountCents: 0 })),
      address: async () => context.address,
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
