import type { components } from '@wtkit/api-client';
import type { AppContext } from '../context.js';
import { currentDueDate } from './cycle.js';
import { activePlans, latestCyclesOf } from './cycleQueries.js';
import { isoDay } from './mapping.js';

type Upcoming = components['schemas']['UpcomingPlanOrdersResponse']['data'];
type UpcomingProduct = components['schemas']['UpcomingPlanProduct'];

/** How far ahead admins see plan orders, to plan stock. */
export const UPCOMING_PLAN_DAYS = 30;
const PAGE = 500;
const DAY_MS = 24 * 3600 * 1000;
/** A cycle in these states will place no (more) order for its due date. */
const SETTLED = new Set(['ordered', 'skipped', 'cancelled', 'missed']);

/**
 * The plan orders of the shop's next 30 days, by product: each active plan's current cycle whose
 * due date is at most 30 days away (a past one is ordered at the next run, so today), unless that
 * cycle is already ordered, skipped or missed.
 */
export async function upcomingPlanOrders(app: AppContext, now: Date): Promise<Upcoming> {
  const from = isoDay(now);
  const to = isoDay(new Date(Date.parse(`${from}T00:00:00.000Z`) + UPCOMING_PLAN_DAYS * DAY_MS));
  const byProduct = new Map<string, UpcomingProduct>();
  let after: string | undefined;
  for (;;) {
    const page = await activePlans(app.db, after, PAGE);
    const cycles = await latestCyclesOf(
      app.db,
      page.map((context) => context.plan.id),
    );
    for (const context of page) {
      const due = currentDueDate(context);
      const product = context.replacement;
      if (!due || due > to || !product) continue;
      const cycle = cycles.get(context.plan.id);
      if (cycle?.dueDate === due && SETTLED.has(cycle.status)) continue;
      // A cycle already due is ordered at the next run (ISO days compare as strings).
      let date = due;
      if (date < from) date = from;
      const entry = byProduct.get(product.id) ?? {
        productId: product.id,
        productName: product.name,
        sku: product.sku,
        stock: product.stock,
        orders: 0,
        quantity: 0,
        firstOrderDate: date,
      };
      entry.orders += 1;
      entry.quantity += context.plan.quantity;
      if (date < entry.firstOrderDate) entry.firstOrderDate = date;
      byProduct.set(product.id, entry);
    }
    const last = page.at(-1);
    if (page.length < PAGE || !last) break;
    after = last.plan.id;
  }
  const products = [...byProduct.values()].sort(
    (a, b) => b.quantity - a.quantity || a.productName.localeCompare(b.productName),
  );
  return { from, to, products };
}
