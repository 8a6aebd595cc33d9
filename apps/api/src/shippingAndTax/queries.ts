import type { ShippingMethodDraft } from '@wtkit/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { shippingMethods, taxRates } from '../db/schema.js';
import { statement } from '../db/statements.js';

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type TaxRateRow = typeof taxRates.$inferSelect;

/** Every shipping method, by name. */
export function allShippingMethods(db: Executor) {
  return db
    .select()
    .from(shippingMethods)
    .orderBy(asc(shippingMethods.name), asc(shippingMethods.id));
}

export async function insertShippingMethod(db: Executor, draft: ShippingMethodDraft) {
  const [row] = await db
    .insert(shippingMethods)
    .values({ ...draft, states: [...draft.states] })
    .returning();
  if (!row) throw new Error('the shipping method insert returned no row');
  return row;
}

/** Replaces the method's fields; undefined when there is no such method. */
export async function replaceShippingMethod(
  db: Executor,
  id: string,
  draft: ShippingMethodDraft,
  now: Date,
) {
  const [row] = await db
    .update(shippingMethods)
    .set({ ...draft, states: [...draft.states], updatedAt: now })
    .where(eq(shippingMethods.id, id))
    .returning();
  return row;
}

/** Turns the method off; undefined when there is no such method. */
export async function deactivateShippingMethod(db: Executor, id: string, now: Date) {
  const [row] = await db
    .update(shippingMethods)
    .set({ isActive: false, updatedAt: now })
    .where(eq(shippingMethods.id, id))
    .returning();
  return row;
}

/** The tax table, by state. */
export function allTaxRates(db: Executor) {
  return db.select().from(taxRates).orderBy(asc(taxRates.state));
}

/** Creates or replaces a state's rate. */
export async function upsertTaxRate(
  db: Executor,
  rate: { state: string; rateThousandths: number; taxShipping: boolean },
  now: Date,
) {
  const [row] = await db
    .insert(taxRates)
    .values({ ...rate, updatedAt: now })
    .onConflictDoUpdate({
      target: taxRates.state,
      set: { rateThousandths: rate.rateThousandths, taxShipping: rate.taxShipping, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('the tax rate upsert returned no row');
  return row;
}

/** Removes a state's rate; false when it had none. */
export async function removeTaxRate(db: Executor, state: string) {
  const removed = await db.delete(taxRates).where(eq(taxRates.state, state)).returning();
  return removed.length > 0;
}

export interface ActiveMethod {
  id: string;
  name: string;
  deliveryEstimate: string;
  priceCents: number;
  freeAboveCents: number | null;
  states: string[];
}

const checkoutRatesStatement = statement<{
  methods: ActiveMethod[] | null;
  rates: Array<{ state: string; rateThousandths: number; taxShipping: boolean }> | null;
}>(
  'checkout_rates',
  sql`select
      (select json_agg(json_build_object('id', id, 'name', name,
          'deliveryEstimate', delivery_estimate, 'priceCents', price_cents,
          'freeAboveCents', free_above_cents, 'states', states))
        from shipping_methods where is_active) as methods,
      (select json_agg(json_build_object('state', state, 'rateThousandths', rate_thousandths,
          'taxShipping', tax_shipping))
        from tax_rates) as rates`,
);

/** In one statement: the active shipping methods and the whole tax table (both small). */
export async function checkoutRates(db: Executor) {
  const [row] = await checkoutRatesStatement.run(db, {});
  return { methods: row?.methods ?? [], rates: row?.rates ?? [] };
}
