import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addLine, cartRows } from '../src/cart/queries.js';
import type { Db, Executor } from '../src/db/client.js';
import { products, users } from '../src/db/schema.js';
import { statement } from '../src/db/statements.js';
import { intentOfUser, lockIntent, lockProducts, placeLockedOrder } from '../src/orders/queries.js';
import { cartAndOpenIntent, latestOpenIntent } from '../src/payments/queries.js';
import { type OwnServer, startOwnServer } from './support/ownServer.js';

let own: OwnServer;
let db: Db;
let userId: string;
let productId: string;

beforeAll(async () => {
  own = await startOwnServer();
  db = own.server.app.db;
  const [user] = await db
    .insert(users)
    .values({ name: 'Prepared', email: `prepared-${randomUUID()}@example.com` })
    .returning({ id: users.id });
  const [product] = await db
    .insert(products)
    .values({
      name: 'Prepared cartridge',
      sku: `PREP-${randomUUID().slice(0, 8)}`,
      priceCents: 1250,
      stock: 5,
      category: 'residential',
      description: 'x',
      imageUrl: '/img/prepared.png',
    })
    .returning({ id: products.id });
  userId = user?.id ?? '';
  productId = product?.id ?? '';
});

afterAll(() => own.close());

/** The statements prepared on the connection `tx` runs on. */
async function preparedNames(tx: Executor): Promise<string[]> {
  const { rows } = (await (tx as Db).execute(
    sql`select name from pg_prepared_statements order by name`,
  )) as unknown as { rows: Array<{ name: string }> };
  return rows.map((row) => row.name);
}

describe('named statements', () => {
  it('are prepared once per connection on PostgreSQL and run plain on PGlite', async () => {
    const echo = statement<{ value: number }>(
      'test_echo',
      sql`select ${sql.placeholder('value')}::int + 1 as value`,
    );
    const names = await db.transaction(async (tx) => {
      expect(await echo.run(tx, { value: 1 })).toEqual([{ value: 2 }]);
      expect(await echo.run(tx, { value: 41 })).toEqual([{ value: 42 }]);
      return preparedNames(tx);
    });
    if (inject('driver') === 'postgres') expect(names).toContain('test_echo');
    else expect(names).not.toContain('test_echo');
    expect(await echo.run(db, { value: 2 })).toEqual([{ value: 3 }]);
  });

  it('refuse a second, different statement under a name already taken', () => {
    statement('test_taken', sql`select 1`);
    expect(() => statement('test_taken', sql`select 1`)).not.toThrow();
    expect(() => statement('test_taken', sql`select 2`)).toThrow(/named test_taken/);
  });

  it('add to the cart and read it back, on the database and inside a transaction', async () => {
    const added = await addLine(db, { userId, productId, quantity: 2 }, 1_000_000, new Date());
    expect(added).toMatchObject({ name: 'Prepared cartridge', stock: 5, quantity: 2, wanted: 2 });
    const line = {
      quantity: 2,
      id: productId,
      name: 'Prepared cartridge',
      imageUrl: '/img/prepared.png',
      priceCents: 1250,
    };
    expect(added?.cart).toEqual([line]);
    expect(await cartRows(db, userId)).toEqual([line]);
    // Refused past the stock: the line is unchanged and no cart comes back.
    const refused = await addLine(db, { userId, productId, quantity: 4 }, 1_000_000, new Date());
    expect(refused).toMatchObject({ quantity: null, wanted: 6, cart: [] });

    const names = await db.transaction(async (tx) => {
      expect(await cartRows(tx, userId)).toEqual([line]);
      await addLine(tx, { userId, productId, quantity: 1 }, 1_000_000, new Date());
      expect(await cartRows(tx, userId)).toEqual([{ ...line, quantity: 3 }]);
      return preparedNames(tx);
    });
    if (inject('driver') === 'postgres') {
      expect(names).toEqual(expect.arrayContaining(['cart_add_line', 'cart_rows']));
    }
    expect(
      await addLine(db, { userId, productId: randomUUID(), quantity: 1 }, 1_000_000, new Date()),
    ).toBeUndefined();
  });

  it('read the payment and lock the rows of an order by name', async () => {
    const names = await db.transaction(async (tx) => {
      expect(await cartAndOpenIntent(tx, userId)).toMatchObject({
        cart: [
          { id: productId, quantity: 3, name: 'Prepared cartridge', stock: 5, priceCents: 1250 },
        ],
        latest: undefined,
      });
      expect(await latestOpenIntent(tx, userId, 'buy-now')).toBeUndefined();
      expect(await intentOfUser(tx, 'pi_none', userId)).toBeUndefined();
      expect(await lockIntent(tx, 'pi_none')).toBeUndefined();
      await lockProducts(tx, [productId]);
      // More than the stock: nothing is written, and the first line short is named.
      const order = {
        userId,
        totalCents: 99 * 1250,
        paymentIntentId: 'pi_none',
        paymentMethod: 'Stripe',
        shippingStreet: '1 Main St',
        shippingCity: 'Austin',
        shippingState: 'TX',
        shippingZip: '78701',
        paidAt: new Date(),
      };
      const lines = [{ productId, unitCents: 1250, quantity: 99 }];
      expect(await placeLockedOrder(tx, order, lines, true)).toEqual({
        short: { name: 'Prepared cartridge', stock: 5 },
      });
      expect(await cartRows(tx, userId)).toHaveLength(1);
      return preparedNames(tx);
    });
    if (inject('driver') === 'postgres') {
      expect(names).toEqual(
        expect.arrayContaining([
          'intent_cart_and_latest',
          'intent_latest_open',
          'order_intent_of_user',
          'order_lock_intent',
          'order_lock_products',
          'order_place',
        ]),
      );
    }
  });
});
