import { unwrap } from '@wtkit/api-client';
import { emailReminders } from '@wtkit/test-support';
import type { Db } from '../../src/db/client.js';
import { productParts, products } from '../../src/db/schema.js';
import { apiClient, newShopper } from './client.js';

/** The address the plan shoppers' Shipping Details hold. */
export const PLAN_ADDRESS = { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };

/**
 * A filter system for plans: "Plan RO", whose sediment cartridge lasts 6 months (3 in hard
 * water) and membrane 12, each a product of the catalogue that replaces it.
 */
export async function insertPlanCatalogue(db: Db) {
  const [filter, cartridge, membrane] = await db
    .insert(products)
    .values([
      {
        name: 'Plan RO',
        sku: 'PLAN-RO',
        priceCents: 30000,
        stock: 5,
        category: 'residential',
        description: 'filter',
        type: 'filter',
        filterType: 'undersink',
      },
      {
        name: 'Plan Sediment Cartridge',
        sku: 'PLAN-SED',
        priceCents: 1999,
        stock: 40,
        category: 'residential',
        description: 'part',
        type: 'part',
        quickReplaceMonths: 3,
        slowReplaceMonths: 6,
      },
      {
        name: 'Plan Membrane',
        sku: 'PLAN-MEM',
        priceCents: 5999,
        stock: 4,
        category: 'residential',
        description: 'part',
        type: 'part',
        quickReplaceMonths: 6,
        slowReplaceMonths: 12,
      },
    ])
    .returning();
  if (!filter || !cartridge || !membrane) throw new Error('products missing');
  await db.insert(productParts).values([
    { filterId: filter.id, partId: cartridge.id, position: 0 },
    { filterId: filter.id, partId: membrane.id, position: 1 },
  ]);
  return { filterId: filter.id, cartridgeId: cartridge.id };
}

/**
 * A shopper with the Plan RO tracked at the server's time (reminders by e-mail to the account's
 * address), with a saved card (4242 unless another number or none is asked for) and a full
 * address in Shipping Details unless `address` is false.
 */
export async function planShopper(options: {
  base: string;
  filterId: string;
  card?: string | false;
  address?: boolean;
}) {
  const { token, email } = await newShopper('Plan Shopper', options.base);
  const api = apiClient(token, options.base);
  if (options.address !== false) {
    await unwrap(api.PUT('/users/me', { body: { address: PLAN_ADDRESS } }));
  }
  let cardId: string | undefined;
  if (options.card !== false) {
    const { data: setup } = await unwrap(api.POST('/payment-methods/setup-intent'));
    const { data: card } = await unwrap(
      api.POST('/payment-methods', {
        body: {
          setupIntentId: setup.setupIntentId,
          card: {
            number: options.card ?? '4242 4242 4242 4242',
            expMonth: 12,
            expYear: 2099,
            cvc: '123',
          },
        },
      }),
    );
    cardId = card._id;
  }
  const { data: tracked } = await unwrap(
    api.POST('/trackers/tracked-products', {
      body: {
        productId: options.filterId,
        customName: 'Kitchen',
        additionalData: emailReminders(email),
      },
    }),
  );
  const [cartridge, membrane] = tracked.trackedSystemParts;
  if (!cartridge || !membrane) throw new Error('parts missing');
  return { token, email, api, cardId, tracked, cartridge, membrane };
}
