import { randomUUID } from 'node:crypto';
import {
  type ApiClient,
  createApiClient,
  type ProductInput,
  type paths,
  type TrackerAdditionalData,
  unwrap,
} from '@wtkit/api-client';

/*
 * What the API tests and the storefront's end-to-end tests do through the API, typed by the
 * generated client: sign in, make a shopper, make a product, buy with the test card. Both suites
 * call `testApi(baseUrl)`; the API suite also checks every answer against the contract
 * (`onClient`).
 */

/** The test provider's card that always succeeds. */
export const TEST_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
export const ADDRESS = { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };
export const SHOPPER_PASSWORD = 'correct-horse-battery';

export const uniqueEmail = (prefix = 'shopper') =>
  `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** A tracked system's details that send its reminders to `email` (plain city water). */
export const emailReminders = (email: string): TrackerAdditionalData => ({
  contactMethod: 'email',
  email,
  waterSource: 'municipal',
  hardnessUnit: 'gpg',
  tds: 50,
  hardness: 1,
  roPeople: 1,
  roPets: 0,
});

export type OrderLine = { productId: string; quantity: number };
type ProductQuery = NonNullable<paths['/products']['get']['parameters']['query']>;
type ProfileUpdate = NonNullable<
  paths['/users/me']['put']['requestBody']
>['content']['application/json'];

export interface TestApiOptions {
  /** Called with every client made, e.g. to add a middleware that checks each answer. */
  onClient?: (client: ApiClient) => void;
}

export type TestApi = ReturnType<typeof testApi>;

/** The helpers, against the API at `baseUrl` (`…/api/v1`). */
export function testApi(baseUrl: string, options: TestApiOptions = {}) {
  /** The typed client, with `token` as the session when given. */
  function client(token?: string): ApiClient {
    const made = createApiClient({ baseUrl, getToken: () => token });
    options.onClient?.(made);
    return made;
  }

  async function signIn(credential: string, password: string) {
    const { data } = await unwrap(client().POST('/auth/login', { body: { credential, password } }));
    return data;
  }

  /**
   * Registers and signs in a new shopper: by e-mail (a fresh address unless one is given), or
   * by phone number when one is given without an e-mail address.
   */
  async function newShopper(
    details: { name?: string; email?: string; phoneNumber?: string; password?: string } = {},
  ) {
    const name = details.name ?? 'Test Shopper';
    const password = details.password ?? SHOPPER_PASSWORD;
    const byPhone = details.phoneNumber !== undefined && details.email === undefined;
    const email = byPhone ? undefined : (details.email ?? uniqueEmail());
    const contact = email !== undefined ? { email } : { phoneNumber: details.phoneNumber };
    await unwrap(client().POST('/auth/register', { body: { name, password, ...contact } }));
    const session = await signIn(email ?? details.phoneNumber ?? '', password);
    return { name, email: email ?? '', password, token: session.token, user: session.user };
  }

  /** A product made for one test (its own SKU), by the admin. */
  async function createProduct(adminToken: string, overrides: Partial<ProductInput> = {}) {
    const { data } = await unwrap(
      client(adminToken).POST('/products', {
        body: {
          name: 'Test Cartridge',
          sku: `TST-${randomUUID().slice(0, 8).toUpperCase()}`,
          price: 24.5,
          stock: 10,
          category: 'residential',
          description: 'A product made by the tests.',
          ...overrides,
        },
      }),
    );
    return data;
  }

  async function updateProduct(adminToken: string, id: string, body: ProductInput) {
    const { data } = await unwrap(
      client(adminToken).PUT('/products/{id}', { params: { path: { id } }, body }),
    );
    return data;
  }

  async function deleteProduct(adminToken: string, id: string) {
    await unwrap(client(adminToken).DELETE('/products/{id}', { params: { path: { id } } }));
  }

  /** One product with everything the product page shows (its parts, its stock). */
  async function product(id: string) {
    const { data } = await unwrap(client().GET('/products/{id}', { params: { path: { id } } }));
    return data;
  }

  /** The catalogue as the listing asks for it (search text, category, type…). */
  async function products(query: ProductQuery = {}) {
    const { data } = await unwrap(client().GET('/products', { params: { query } }));
    return data;
  }

  /** The catalogue's product called exactly `name` (found by searching for it). */
  async function productNamed(name: string, query: ProductQuery = {}) {
    const found = (await products({ ...query, q: name })).find((product) => product.name === name);
    if (!found) throw new Error(`${name} is not in the catalogue`);
    return found;
  }

  /** Changes the signed-in user's profile (name, address, contact…). */
  async function updateMe(token: string, body: ProfileUpdate) {
    const { data } = await unwrap(client(token).PUT('/users/me', { body }));
    return data;
  }

  async function addToCart(token: string, line: OrderLine) {
    const { data } = await unwrap(client(token).POST('/cart/items', { body: line }));
    return data;
  }

  /**
   * The whole purchase as the storefront makes it: a payment intent for the cart (or for Buy it
   * Now's `items`), the test card confirmed, then the order.
   */
  async function placePaidOrder(
    token: string,
    purchase: { items?: OrderLine[]; shippingAddress?: typeof ADDRESS } = {},
  ) {
    const api = client(token);
    let lines: OrderLine[];
    let amount: number;
    if (purchase.items) {
      lines = purchase.items;
      let cents = 0;
      for (const line of lines) {
        const { data } = await unwrap(
          api.GET('/products/{id}', { params: { path: { id: line.productId } } }),
        );
        cents += Math.round(data.price * 100) * line.quantity;
      }
      amount = cents / 100;
    } else {
      const { data: cart } = await unwrap(api.GET('/cart'));
      lines = cart.items.map((item) => ({
        productId: item.product._id,
        quantity: item.quantity,
      }));
      amount = cart.subtotal;
    }
    const intent = await unwrap(
      api.POST('/payments/create-payment-intent', {
        body: { amount, ...(purchase.items ? { items: purchase.items } : {}) },
      }),
    );
    await unwrap(
      api.POST('/payments/test-confirm', {
        body: { clientSecret: intent.data.clientSecret, card: TEST_CARD },
      }),
    );
    const order = await unwrap(
      api.POST('/orders', {
        body: {
          orderItems: lines,
          shippingAddress: purchase.shippingAddress ?? ADDRESS,
          paymentMethod: 'Stripe',
          paymentIntentId: intent.data.paymentIntentId,
        },
      }),
    );
    return { intent: intent.data, order: order.data };
  }

  return {
    baseUrl,
    client,
    signIn,
    newShopper,
    createProduct,
    updateProduct,
    deleteProduct,
    product,
    products,
    productNamed,
    updateMe,
    addToCart,
    placePaidOrder,
  };
}
