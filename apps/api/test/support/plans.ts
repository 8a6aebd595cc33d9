import { unwrap } from '@wtkit/api-client';
import { emailReminders } from '@wtkit/test-support';
import type { Db } from '../../src/db/client.js';
import { apiClient, newShopper } from './client.js';
import { filterProduct, insertFilterWithParts, partProduct } from './filterSystems.js';

/** The address the plan shoppers' Shipping Details hold. */
export const PLAN_ADDRESS = { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };

/**
 * A filter system for plans: "Plan RO", whose sediment cartridge lasts 6 months (3 in hard
 * water) and membrane 12, each a product of the catalogue that replaces it.
 */
export async function insertPlanCatalogue(db: Db) {
  const { filterId, partIds } = await insertFilterWithParts(
    db,
    filterProduct('Plan RO', 'PLAN-RO', { priceCents: 30000, stock: 5 }),
    [
      partProduct('Plan Sediment Cartridge', 'PLAN-SED', [3, 6], { priceCents: 1999, stock: 40 }),
      partProduct('Plan Membrane', 'PLAN-MEM', [6, 12], { priceCents: 5999, stock: 4 }),
    ],
  );
  return { filterId, cartridgeId: partIds[0] as string };
}

/**
 * A shopper with the Plan RO tracked at the server's time (reminders by e-mail to the account's
 * address, or by text message to `sms`), with a saved card (4242 unless another number or none is asked for) and a full
 * address in Shipping Details unless `address` is false.
 */
export async function planShopper(options: {
  base: string;
  filterId: string;
  card?: string | false;
  address?: boolean;
  sms?: string;
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
        additionalData: options.sms
          ? { ...emailReminders(email), contactMethod: 'sms', sms: options.sms }
          : emailReminders(email),
      },
    }),
  );
  const [cartridge, membrane] = tracked.trackedSystemParts;
  if (!cartridge || !membrane) throw new Error('parts missing');
  return { token, email, api, cardId, tracked, cartridge, membrane };
}
