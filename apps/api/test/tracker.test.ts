import { randomUUID } from 'node:crypto';
import type { ProductInput, TrackerAdditionalData } from '@wtkit/api-client';
import { unwrap } from '@wtkit/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiClient, newShopper, rawRequest, suiteApi } from './support/client.js';
import { placePaidOrder } from './support/orders.js';

function createProduct(admin: string, overrides: Partial<ProductInput>) {
  return suiteApi().createProduct(admin, {
    name: 'Tracker Test Product',
    price: 10,
    stock: 5,
    description: 'Made by the tracker tests.',
    ...overrides,
  });
}

const EMAIL_CONTACT: TrackerAdditionalData = {
  contactMethod: 'email',
  email: 'reminders@example.com',
  zipCode: '78701',
  waterSource: 'municipal',
  useEstimate: false,
  tds: 120,
  hardness: 3,
  hardnessUnit: 'gpg',
  roPeople: 2,
  roPets: 0,
};

let admin: string;
let sediment: { _id: string; name: string; sku: string; imageUrl: string };
let membrane: { _id: string; name: string; sku: string; imageUrl: string };
let filter: { _id: string; name: string; imageUrl: string };
let notAFilter: { _id: string };

beforeAll(async () => {
  admin = await adminToken();
  sediment = await createProduct(admin, {
    name: 'Tracker Sediment Stage',
    type: 'part',
    quickReplaceMonths: 3,
    slowReplaceMonths: 6,
  });
  membrane = await createProduct(admin, {
    name: 'Tracker RO Membrane',
    type: 'part',
    quickReplaceMonths: 12,
    slowReplaceMonths: 24,
  });
  filter = await createProduct(admin, {
    name: 'Tracker Under-Sink RO',
    imageUrl: 'https://cdn.example.com/ro.png',
    type: 'filter',
    filterType: 'undersink',
    // Listed membrane first: the tracked parts keep the admin's order.
    parts: [membrane._id, sediment._id],
  });
  notAFilter = await createProduct(admin, { name: 'Tracker Test Kit', category: 'test kit' });
});

async function track(token: string, additionalData: TrackerAdditionalData = EMAIL_CONTACT) {
  const { data } = await unwrap(
    apiClient(token).POST('/trackers/tracked-products', {
      body: { productId: filter._id, customName: 'Kitchen sink', additionalData },
    }),
  );
  return data;
}

async function trackerOf(token: string) {
  return (await unwrap(apiClient(token).GET('/trackers'))).data;
}

const lifespans = (product: {
  trackedSystemParts: Array<{ initialLifespanMonths: number | null }>;
}) => product.trackedSystemParts.map((part) => part.initialLifespanMonths);

describe('GET /trackers', () => {
  it('answers the settings defaults and no products for a new household', async () => {
    const { token } = await newShopper();
    expect(await trackerOf(token)).toEqual({
      houseData: {
        peopleNumber: 1,
        petsNumber: 0,
        waterType: 'Municipal',
        tds: 0,
        hardness: 0,
        showerTime: 0,
      },
      trackedProducts: [],
    });
  });

  it('needs a token for every tracker call', async () => {
    const id = randomUUID();
    const calls = [
      rawRequest('GET', '/trackers'),
      rawRequest('PUT', '/trackers', { body: '{}' }),
      rawRequest('POST', '/trackers/tracked-products', { body: '{}' }),
      rawRequest('DELETE', '/trackers/tracked-products/{id}', {
        path: `/trackers/tracked-products/${id}`,
      }),
      rawRequest('POST', '/trackers/tracked-products/{id}/parts/{partId}/reset', {
        path: `/trackers/tracked-products/${id}/parts/${id}/reset`,
      }),
      rawRequest('PUT', '/orders/{orderId}/items/{orderItemId}/install', {
        path: `/orders/${id}/items/${id}/install`,
        body: '{}',
      }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(401);
  });
});

describe('PUT /trackers', () => {
  it('saves the household profile, null readings meaning the estimate', async () => {
    const { token } = await newShopper();
    const houseData = {
      peopleNumber: 4,
      petsNumber: 2,
      waterType: 'Well' as const,
      tds: null,
      hardness: null,
      showerTime: 7.5,
    };
    const saved = await unwrap(apiClient(token).PUT('/trackers', { body: { houseData } }));
    expect(saved.data.houseData).toEqual(houseData);
    expect((await trackerOf(token)).houseData).toEqual(houseData);

    const again = { ...houseData, waterType: 'Municipal' as const, tds: 210.5, hardness: 85 };
    await unwrap(apiClient(token).PUT('/trackers', { body: { houseData: again } }));
    expect((await trackerOf(token)).houseData).toEqual(again);
  });

  it('refuses malformed and rule-breaking profiles, changing nothing', async () => {
    const { token } = await newShopper();
    const good = {
      peopleNumber: 2,
      petsNumber: 0,
      waterType: 'Municipal',
      tds: 100,
      hardness: 50,
      showerTime: 5,
    };
    const bodies: Array<[number, unknown]> = [
      [400, { houseData: { ...good, peopleNumber: '2' } }],
      [400, { houseData: { ...good, peopleNumber: 0 } }],
      [400, { houseData: { ...good, peopleNumber: 2.5 } }],
      [400, { houseData: { ...good, waterType: 'Lake' } }],
      [400, { houseData: { ...good, tds: -1 } }],
      [400, { houseData: { ...good, showerTime: 1e9 } }],
      [400, { houseData: { ...good, hardness: undefined } }],
      [400, { houseData: good, zip: '78701' }],
      [400, {}],
      // The contract leaves houseData open; the domain schema refuses the unknown field.
      [422, { houseData: { ...good, zip: '78701' } }],
    ];
    for (const [status, body] of bodies) {
      const answer = await rawRequest('PUT', '/trackers', { token, body: JSON.stringify(body) });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.success).toBe(false);
    }
    const huge = JSON.stringify({ houseData: { ...good, waterType: 'x'.repeat(2_000_000) } });
    expect((await rawRequest('PUT', '/trackers', { token, body: huge })).status).toBe(413);
    expect((await trackerOf(token)).houseData.peopleNumber).toBe(1);
  });
});

describe('POST /trackers/tracked-products', () => {
  it('tracks a filter with one part per part product, in the admin’s order', async () => {
    const { token } = await newShopper();
    const before = Date.now();
    const created = await unwrap(
      apiClient(token).POST('/trackers/tracked-products', {
        body: {
          productId: filter._id,
          customName: '  Kitchen sink  ',
          additionalData: EMAIL_CONTACT,
        },
      }),
    );
    const product = created.data;
    expect(product).toMatchObject({
      customName: 'Kitchen sink',
      orderItemId: null,
      originalSystemProductId: { _id: filter._id },
      systemProductNameSnapshot: 'Tracker Under-Sink RO',
      systemProductImageUrlSnapshot: 'https://cdn.example.com/ro.png',
      filterType: 'undersink',
      additionalData: EMAIL_CONTACT,
    });
    const installed = Date.parse(product.installationDate);
    expect(installed).toBeGreaterThanOrEqual(before - 1000);
    expect(installed).toBeLessThanOrEqual(Date.now() + 1000);
    // Good municipal water, two people: slow months.
    expect(product.trackedSystemParts).toEqual([
      {
        _id: expect.any(String),
        partProductId: membrane._id,
        partProductNameSnapshot: 'Tracker RO Membrane',
        initialLifespanMonths: 24,
        clockStartedAt: product.installationDate,
        replacement: {
          _id: membrane._id,
          name: 'Tracker RO Membrane',
          sku: membrane.sku,
          price: 10,
          stock: 5,
          imageUrl: membrane.imageUrl,
        },
      },
      {
        _id: expect.any(String),
        partProductId: sediment._id,
        partProductNameSnapshot: 'Tracker Sediment Stage',
        initialLifespanMonths: 6,
        clockStartedAt: product.installationDate,
        replacement: {
          _id: sediment._id,
          name: 'Tracker Sediment Stage',
          sku: sediment.sku,
          price: 10,
          stock: 5,
          imageUrl: sediment.imageUrl,
        },
      },
    ]);
    expect((await trackerOf(token)).trackedProducts).toEqual([product]);
  });

  it('lists tracked products newest first', async () => {
    const { token } = await newShopper();
    const first = await track(token);
    const second = await track(token);
    const third = await track(token);
    const listed = (await trackerOf(token)).trackedProducts.map((p) => p._id);
    expect(listed).toEqual([third._id, second._id, first._id]);
  });

  it.each([
    ['high TDS', { tds: 301 }],
    ['hard water in gpg', { hardness: 7.1, hardnessUnit: 'gpg' }],
    ['hard water in ppm', { hardness: 121, hardnessUnit: 'ppm' }],
    ['well water', { waterSource: 'well' }],
    ['five people', { roPeople: 5 }],
    ['three pets', { roPets: 3 }],
  ] as const)('uses the quick months with %s', async (_label, extra) => {
    const { token } = await newShopper();
    expect(lifespans(await track(token, { ...EMAIL_CONTACT, ...extra }))).toEqual([12, 3]);
  });

  it('stays on the slow months exactly at the lines', async () => {
    const { token } = await newShopper();
    const atTheLines = { ...EMAIL_CONTACT, tds: 300, hardness: 120, hardnessUnit: 'ppm' as const };
    expect(lifespans(await track(token, { ...atTheLines, roPeople: 4, roPets: 2 }))).toEqual([
      24, 6,
    ]);
  });

  it('takes what the dialog left out from the household profile', async () => {
    const { token } = await newShopper();
    const estimate = { ...EMAIL_CONTACT, useEstimate: true, tds: null, roPeople: null };
    delete (estimate as { hardness?: unknown }).hardness;
    const profile = {
      peopleNumber: 2,
      petsNumber: 0,
      waterType: 'Municipal' as const,
      tds: 450,
      hardness: 40,
      showerTime: 5,
    };
    await unwrap(apiClient(token).PUT('/trackers', { body: { houseData: profile } }));
    expect(lifespans(await track(token, estimate))).toEqual([12, 3]);

    await unwrap(
      apiClient(token).PUT('/trackers', { body: { houseData: { ...profile, tds: 100 } } }),
    );
    expect(lifespans(await track(token, estimate))).toEqual([24, 6]);

    await unwrap(
      apiClient(token).PUT('/trackers', {
        body: { houseData: { ...profile, tds: 100, showerTime: 15 } },
      }),
    );
    expect(lifespans(await track(token, estimate))).toEqual([12, 3]);
  });

  it('tracks a whole-house system with its people and pool', async () => {
    const { token } = await newShopper();
    const wholeHouse = await createProduct(admin, {
      name: 'Tracker Whole-House',
      type: 'filter',
      filterType: 'wholehouse',
      parts: [sediment._id],
    });
    const data = {
      ...EMAIL_CONTACT,
      roPeople: null,
      roPets: null,
      wholeHousePeople: 3,
      hasPool: 'No' as const,
    };
    const track = (additionalData: TrackerAdditionalData) =>
      unwrap(
        apiClient(token).POST('/trackers/tracked-products', {
          body: { productId: wholeHouse._id, customName: 'Basement', additionalData },
        }),
      );
    const noPool = (await track(data)).data;
    expect(noPool.filterType).toBe('wholehouse');
    expect(lifespans(noPool)).toEqual([6]);
    expect(lifespans((await track({ ...data, hasPool: 'Yes' })).data)).toEqual([3]);
    expect(lifespans((await track({ ...data, wholeHousePeople: 5 })).data)).toEqual([3]);
  });

  it('tracks a filter without parts, and a part with one figure', async () => {
    const { token } = await newShopper();
    const onlyQuick = await createProduct(admin, {
      name: 'Tracker UV Lamp',
      type: 'part',
      quickReplaceMonths: 9,
    });
    const bare = await createProduct(admin, { type: 'filter', filterType: 'undersink' });
    const withLamp = await createProduct(admin, {
      type: 'filter',
      filterType: 'undersink',
      parts: [onlyQuick._id],
    });
    const add = (productId: string) =>
      unwrap(
        apiClient(token).POST('/trackers/tracked-products', {
          body: { productId, customName: 'Other', additionalData: EMAIL_CONTACT },
        }),
      );
    expect((await add(bare._id)).data.trackedSystemParts).toEqual([]);
    expect(lifespans((await add(withLamp._id)).data)).toEqual([9]);
  });

  it('answers 404 for an unknown product and 422 for a product that is not a filter', async () => {
    const { token } = await newShopper();
    for (const productId of [randomUUID(), 'not-an-id', notAFilter._id, sediment._id]) {
      const answer = await rawRequest('POST', '/trackers/tracked-products', {
        token,
        body: JSON.stringify({ productId, customName: 'X', additionalData: EMAIL_CONTACT }),
      });
      const expected = productId === notAFilter._id || productId === sediment._id ? 422 : 404;
      expect(answer.status, productId).toBe(expected);
    }
    expect((await trackerOf(token)).trackedProducts).toEqual([]);
  });

  it('refuses bad input with 400 or 422 and writes nothing', async () => {
    const { token } = await newShopper();
    const body = (overrides: Record<string, unknown>, data: Record<string, unknown> = {}) =>
      JSON.stringify({
        productId: filter._id,
        customName: 'Kitchen',
        additionalData: { ...EMAIL_CONTACT, ...data },
        ...overrides,
      });
    const cases: Array<[number, string]> = [
      [400, body({ customName: '' })],
      [400, body({ customName: 'x'.repeat(101) })],
      [400, body({ customName: 42 })],
      [400, body({ productId: '' })],
      [400, body({ productId: 'x'.repeat(65) })],
      [400, body({ extra: true })],
      [400, body({}, { hardnessUnit: 'mg/l' })],
      [400, body({}, { contactMethod: 'pigeon' })],
      [400, body({}, { waterSource: 'river' })],
      [400, body({}, { hasPool: 'Maybe' })],
      [400, body({}, { tds: '300' })],
      [400, body({}, { tds: -5 })],
      [400, body({}, { roPeople: 1.5 })],
      [400, body({}, { email: 'x'.repeat(300) })],
      [400, body({}, { unknown: 1 })],
      [400, body({ additionalData: undefined })],
      [400, '{"productId": '],
      [400, '[]'],
      [422, body({ customName: '   ' })],
      [422, body({}, { email: null })],
      [422, body({}, { contactMethod: 'sms', sms: '' })],
    ];
    for (const [status, raw] of cases) {
      const answer = await rawRequest('POST', '/trackers/tracked-products', { token, body: raw });
      expect(answer.status, raw.slice(0, 200)).toBe(status);
    }
    expect((await trackerOf(token)).trackedProducts).toEqual([]);
  });
});

describe('the product that replaces a tracked part', () => {
  it('answers today’s name, price and stock, and none once the part product has left the catalogue', async () => {
    const part = await createProduct(admin, {
      name: 'Replacement Carbon Stage',
      type: 'part',
      price: 12.5,
      stock: 3,
      quickReplaceMonths: 3,
      slowReplaceMonths: 6,
    });
    const system = await createProduct(admin, {
      name: 'Replacement Test RO',
      type: 'filter',
      filterType: 'undersink',
      parts: [part._id],
    });
    const { token } = await newShopper();
    await unwrap(
      apiClient(token).POST('/trackers/tracked-products', {
        body: { productId: system._id, customName: 'Bar sink', additionalData: EMAIL_CONTACT },
      }),
    );
    const replacementOf = async () =>
      (await trackerOf(token)).trackedProducts[0]?.trackedSystemParts[0]?.replacement;
    expect(await replacementOf()).toMatchObject({ _id: part._id, price: 12.5, stock: 3 });

    // The admin's product form changes the part: the tracker shows the new figures.
    await suiteApi().updateProduct(admin, part._id, {
      name: 'Replacement Carbon Stage v2',
      sku: part.sku,
      price: 13.75,
      stock: 0,
      category: part.category,
      description: part.description,
      type: 'part',
      quickReplaceMonths: 3,
      slowReplaceMonths: 6,
    });
    expect(await replacementOf()).toEqual({
      _id: part._id,
      name: 'Replacement Carbon Stage v2',
      sku: part.sku,
      price: 13.75,
      stock: 0,
      imageUrl: part.imageUrl,
    });

    await suiteApi().deleteProduct(admin, part._id);
    const [tracked] = (await trackerOf(token)).trackedProducts;
    expect(tracked?.trackedSystemParts[0]).toMatchObject({
      partProductId: null,
      partProductNameSnapshot: 'Replacement Carbon Stage',
      replacement: null,
    });
  });
});

describe('DELETE /trackers/tracked-products/{id}', () => {
  it('stops tracking the user’s own product, once', async () => {
    const { token } = await newShopper();
    const kept = await track(token);
    const gone = await track(token);
    const deleted = await unwrap(
      apiClient(token).DELETE('/trackers/tracked-products/{id}', {
        params: { path: { id: gone._id } },
      }),
    );
    expect(deleted.data._id).toBe(gone._id);
    expect((await trackerOf(token)).trackedProducts.map((p) => p._id)).toEqual([kept._id]);
    const again = await apiClient(token).DELETE('/trackers/tracked-products/{id}', {
      params: { path: { id: gone._id } },
    });
    expect(again.response.status).toBe(404);
  });

  it('answers 404 for another user’s product, an unknown id and a malformed id', async () => {
    const owner = await newShopper();
    const intruder = await newShopper();
    const product = await track(owner.token);
    for (const id of [product._id, randomUUID(), 'nope']) {
      const answer = await apiClient(intruder.token).DELETE('/trackers/tracked-products/{id}', {
        params: { path: { id } },
      });
      expect(answer.response.status).toBe(404);
    }
    expect((await trackerOf(owner.token)).trackedProducts).toEqual([product]);
  });
});

describe('POST /trackers/tracked-products/{id}/parts/{partId}/reset', () => {
  it('restarts that part’s clock only', async () => {
    const { token } = await newShopper();
    const product = await track(token);
    const [first, second] = product.trackedSystemParts;
    if (!first || !second) throw new Error('expected two parts');
    // The suite's server reads a clock that never gives the same time twice
    // (strictlyIncreasingClock): the reset is later than the tracking, with no wait.
    const reset = await unwrap(
      apiClient(token).POST('/trackers/tracked-products/{id}/parts/{partId}/reset', {
        params: { path: { id: product._id, partId: second._id } },
      }),
    );
    const [afterFirst, afterSecond] = reset.data.trackedSystemParts;
    expect(afterFirst).toEqual(first);
    expect(Date.parse(afterSecond?.clockStartedAt ?? '')).toBeGreaterThan(
      Date.parse(second.clockStartedAt),
    );
    expect(afterSecond?.initialLifespanMonths).toBe(second.initialLifespanMonths);
    expect(reset.data.installationDate).toBe(product.installationDate);
    expect((await trackerOf(token)).trackedProducts).toEqual([reset.data]);
  });

  it('answers 404 for another user’s product and a part of another product, changing nothing', async () => {
    const owner = await newShopper();
    const intruder = await newShopper();
    const product = await track(owner.token);
    const other = await track(owner.token);
    const part = product.trackedSystemParts[0]?._id ?? '';
    const otherPart = other.trackedSystemParts[0]?._id ?? '';
    const attempts: Array<[string, string, string]> = [
      [intruder.token, product._id, part],
      [owner.token, product._id, otherPart],
      [owner.token, product._id, randomUUID()],
      [owner.token, product._id, 'bad-part'],
      [owner.token, randomUUID(), part],
      [owner.token, 'bad-id', part],
    ];
    for (const [token, id, partId] of attempts) {
      const answer = await apiClient(token).POST(
        '/trackers/tracked-products/{id}/parts/{partId}/reset',
        { params: { path: { id, partId } } },
      );
      expect(answer.response.status, `${id}/${partId}`).toBe(404);
    }
    expect((await trackerOf(owner.token)).trackedProducts).toEqual([other, product]);
  });
});

describe('installing a filter bought through checkout', () => {
  it('tracks the bought filter once and marks the order installed', async () => {
    const { token } = await newShopper();
    const { order } = await placePaidOrder(token, {
      items: [{ productId: filter._id, quantity: 1 }],
    });
    const item = order.orderItems.find((line) => line.type === 'filter');
    if (!item) throw new Error('the order has no filter item');
    const path = { orderId: order._id, orderItemId: item._id };
    const installed = await unwrap(
      apiClient(token).PUT('/orders/{orderId}/items/{orderItemId}/install', {
        params: { path },
        body: { customFilterName: 'From checkout', additionalData: EMAIL_CONTACT },
      }),
    );
    expect(installed.data).toMatchObject({
      customName: 'From checkout',
      orderItemId: item._id,
      originalSystemProductId: { _id: filter._id },
    });
    expect(lifespans(installed.data)).toEqual([24, 6]);
    const again = await apiClient(token).PUT('/orders/{orderId}/items/{orderItemId}/install', {
      params: { path },
      body: { customFilterName: 'Twice', additionalData: EMAIL_CONTACT },
    });
    expect(again.response.status).toBe(409);
    const intruder = await newShopper();
    const foreign = await apiClient(intruder.token).PUT(
      '/orders/{orderId}/items/{orderItemId}/install',
      { params: { path }, body: { customFilterName: 'Mine now', additionalData: EMAIL_CONTACT } },
    );
    expect(foreign.response.status).toBe(404);
    const orders = await unwrap(apiClient(token).GET('/orders/myorders'));
    expect(orders.data.find((o) => o._id === order._id)?.isInstalled).toBe(true);
    expect((await trackerOf(token)).trackedProducts).toEqual([installed.data]);
  });
});
