/** An order as the database holds it after the run. */
export interface StoredOrder {
  id: string;
  paymentIntentId: string;
  totalCents: number;
  items: Array<{ productId: string | null; unitCents: number; quantity: number }>;
}

/** An order whose creation a client saw acknowledged (201 or 200). */
export interface AcknowledgedOrder {
  id: string;
  paymentIntentId: string;
  totalCents: number;
  items: Array<{ productId: string; quantity: number }>;
}

export interface RunRecord {
  stockAtStart: Map<string, number>;
  stockNow: Map<string, number>;
  orders: StoredOrder[];
  acknowledged: AcknowledgedOrder[];
}

/**
 * What a crash must never do to the shop, checked after the run: every acknowledged order is
 * there with its items and total; no order is half-written (no items, or a total that is not the
 * sum of its items); no payment made two orders; stock is what was there minus what was sold.
 */
export function findViolations(run: RunRecord): string[] {
  const problems: string[] = [];
  const byId = new Map(run.orders.map((order) => [order.id, order]));

  for (const seen of run.acknowledged) {
    const stored = byId.get(seen.id);
    if (!stored) {
      problems.push(`acknowledged order ${seen.id} is missing`);
      continue;
    }
    if (stored.totalCents !== seen.totalCents)
      problems.push(
        `order ${seen.id} totals ${stored.totalCents}, acknowledged ${seen.totalCents}`,
      );
    const storedItems = stored.items
      .map((item) => `${item.productId}x${item.quantity}`)
      .sort()
      .join(',');
    const seenItems = seen.items
      .map((item) => `${item.productId}x${item.quantity}`)
      .sort()
      .join(',');
    if (storedItems !== seenItems)
      problems.push(`order ${seen.id} has items ${storedItems}, acknowledged ${seenItems}`);
  }

  const intents = new Map<string, string[]>();
  for (const order of run.orders) {
    if (order.items.length === 0) problems.push(`order ${order.id} has no items`);
    const sum = order.items.reduce((total, item) => total + item.unitCents * item.quantity, 0);
    if (sum !== order.totalCents)
      problems.push(`order ${order.id} totals ${order.totalCents} but its items sum to ${sum}`);
    intents.set(order.paymentIntentId, [...(intents.get(order.paymentIntentId) ?? []), order.id]);
  }
  for (const [intent, ids] of intents)
    if (ids.length > 1)
      problems.push(`payment ${intent} made ${ids.length} orders: ${ids.join(', ')}`);

  for (const [productId, start] of run.stockAtStart) {
    const sold = run.orders
      .flatMap((order) => order.items)
      .filter((item) => item.productId === productId)
      .reduce((total, item) => total + item.quantity, 0);
    const now = run.stockNow.get(productId);
    if (now === undefined) problems.push(`product ${productId} is gone`);
    else if (now < 0) problems.push(`product ${productId} has stock ${now}`);
    else if (now !== start - sold)
      problems.push(`product ${productId} has stock ${now}, expected ${start} - ${sold} sold`);
  }
  return problems;
}
