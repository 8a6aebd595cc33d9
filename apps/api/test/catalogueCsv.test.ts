import { request } from 'node:http';
import { unwrap } from '@wtkit/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.js';
import { catalogueNotificationsDuring } from './support/catalogueNotifications.js';
import { apiClient, suiteApi } from './support/client.js';
import { type OwnServer, startOwnServer } from './support/ownServer.js';

const ADMIN = { email: 'csv-admin@test.wtkit', password: 'csv-admin-password' };
/** A shop of its own: the test knows its whole catalogue. */
let own: OwnServer;
let admin: string;
let shopper: string;

beforeAll(async () => {
  own = await startOwnServer({
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  admin = (await suiteApi(own.base).signIn(ADMIN.email, ADMIN.password)).token;
  shopper = (await suiteApi(own.base).newShopper({ name: 'CSV Shopper' })).token;
});
afterAll(async () => {
  await own.close();
});

const HEADER =
  'name,sku,price,stock,category,imageUrl,imageUrls,description,isFeatured,important,tags,type,filterType,parts,quickReplaceMonths,slowReplaceMonths,additional';

async function exportCsv(token = admin) {
  return fetch(`${own.base}/products/export`, { headers: { authorization: `Bearer ${token}` } });
}

interface ImportAnswer {
  success: boolean;
  message: string;
  data?: { created: number; updated: number; unchanged: number };
  errors: { line: number; path: string; message: string }[];
}

async function importCsv(body: string | Uint8Array, token = admin, type = 'text/csv') {
  const response = await fetch(`${own.base}/products/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body,
  });
  return { status: response.status, body: (await response.json()) as ImportAnswer };
}

const timestamps = async () =>
  new Map(
    (
      await own.server.app.db
        .select({ sku: products.sku, updatedAt: products.updatedAt })
        .from(products)
    ).map((row) => [row.sku, row.updatedAt.toISOString()]),
  );

const productBySku = async (sku: string) => {
  const { data } = await unwrap(
    apiClient(undefined, own.base).GET('/products', { params: { query: { q: sku } } }),
  );
  const found = data.find((product) => product.sku === sku);
  if (!found) throw new Error(`no product ${sku}`);
  return found;
};

describe('export', () => {
  it('streams the catalogue as an attached CSV whose header is the ProductInput fields', async () => {
    const response = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
    const text = await response.text();
    expect(text.startsWith(`${HEADER}\r\n`)).toBe(true);
    const count = (await own.server.app.db.select({ id: products.id }).from(products)).length;
    expect(text.trimEnd().split('\r\n').length).toBeGreaterThanOrEqual(count + 1);
  });

  it('is refused without a token (401) and to a shopper (403), as is the import', async () => {
    expect((await fetch(`${own.base}/products/export`)).status).toBe(401);
    expect((await exportCsv(shopper)).status).toBe(403);
    const anonymous = await fetch(`${own.base}/products/import`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: `${HEADER}\r\n`,
    });
    expect(anonymous.status).toBe(401);
    expect((await importCsv(`${HEADER}\r\n`, shopper)).status).toBe(403);
  });
});

describe('import', () => {
  it('export, import, export again: identical bytes and nothing changed', async () => {
    const first = await (await exportCsv()).text();
    const before = await timestamps();
    const imported = await importCsv(first);
    expect(imported.status).toBe(200);
    // The seeded filters list parts: the file names them by SKU.
    expect(first).toMatch(/,filter,[^,]*,[^,|]+\|[^,]+,/);
    expect(imported.body.data).toEqual({ created: 0, updated: 0, unchanged: before.size });
    expect(await (await exportCsv()).text()).toBe(first);
    expect(await timestamps()).toEqual(before);
  });

  it('an unchanged file sends no row to the database: no statement writes, the catalogue generation stays', async () => {
    const file = await (await exportCsv()).text();
    // Any statement that writes products or parts, even of no rows, notifies the catalogue.
    const notifications = await catalogueNotificationsDuring(own, async () => {
      const generation = own.server.app.catalogueCache.generation;
      expect((await importCsv(file)).body.data).toMatchObject({ created: 0, updated: 0 });
      expect(own.server.app.catalogueCache.generation).toBe(generation);
    });
    expect(notifications).toBe(0);
  });

  it('a file of unchanged and changed rows writes only the changed ones, and the caches hear it', async () => {
    const rows = (tags: string) => [
      HEADER,
      'Kept row,CSV-KEPT,7,1,residential,,,Desc,false,,one|two,none,none,,,,',
      `Changed row,CSV-CHANGED,8,1,residential,,,Desc,false,,${tags},none,none,,,,`,
    ];
    expect((await importCsv(rows('one|two').join('\n'))).body.data).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
    });
    const before = await timestamps();
    const generation = own.server.app.catalogueCache.generation;
    // The same tags in another order are another value.
    const changed = await importCsv(rows('two|one').join('\n'));
    expect(changed.body.data).toEqual({ created: 0, updated: 1, unchanged: 1 });
    expect((await productBySku('CSV-CHANGED')).tags).toEqual(['two', 'one']);
    const after = await timestamps();
    expect(after.get('CSV-KEPT')).toBe(before.get('CSV-KEPT'));
    expect(after.get('CSV-CHANGED')).not.toBe(before.get('CSV-CHANGED'));
    expect(own.server.app.catalogueCache.generation).toBeGreaterThan(generation);
  });

  it('adds and updates by SKU, links parts by SKU from the same file, and reads RFC 4180 quoting', async () => {
    const description = 'Line one, with a comma\r\nand "quotes"\nand a third line';
    const file = [
      // A byte-order mark, CRLF and LF line ends, a blank line, columns in another order.
      `\uFEFFsku,name,price,stock,category,description,tags,type,filterType,parts,quickReplaceMonths,important,isFeatured`,
      `CSV-FILTER,"Filter, the ""best""",129.5,3,residential,"${description.replaceAll('"', '""')}",a\\|b|plain,filter,wholehouse,CSV-PART-1|CSV-PART-2,,2,true`,
      '',
      'CSV-PART-2,Part two,5,10,residential,Second part,,part,none,,6,,false\n' +
        'CSV-PART-1,Part one,4.25,8,residential,First part,,part,none,,12,,',
    ].join('\r\n');
    const created = await importCsv(file);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toEqual({ created: 3, updated: 0, unchanged: 0 });

    const filter = await productBySku('CSV-FILTER');
    expect(filter).toMatchObject({
      name: 'Filter, the "best"',
      price: 129.5,
      description,
      tags: ['a|b', 'plain'],
      important: 2,
      isFeatured: true,
      filterType: 'wholehouse',
    });
    const partOne = await productBySku('CSV-PART-1');
    const partTwo = await productBySku('CSV-PART-2');
    expect(filter.parts).toEqual([partOne._id, partTwo._id]);
    expect(partOne.quickReplaceMonths).toBe(12);

    // The export writes it back the same way, and a changed row updates only that product.
    const exported = await (await exportCsv()).text();
    expect(exported).toContain(
      `CSV-FILTER,129.5,3,residential,,,"${description.replaceAll('"', '""')}",true,2,a\\|b|plain,filter,wholehouse,CSV-PART-1|CSV-PART-2,,,\r\n`,
    );
    const cached = await productBySku('CSV-PART-1');
    expect(cached.price).toBe(4.25);
    const changed = await importCsv(
      `${HEADER}\nPart one,CSV-PART-1,4.5,8,residential,,,First part,false,,,part,none,,12,,\n`,
    );
    expect(changed.body.data).toEqual({ created: 0, updated: 1, unchanged: 0 });
    // The catalogue's caches heard the import.
    expect((await productBySku('CSV-PART-1')).price).toBe(4.5);
  });

  it('a filter the file makes another type loses its parts; a new product beside it is added', async () => {
    const file = [
      HEADER,
      'Was filter,CSV-WAS-FILTER,30,2,residential,,,Desc,false,,,filter,undersink,CSV-WAS-PART,,,',
      'Its part,CSV-WAS-PART,3,2,residential,,,Desc,false,,,part,none,,,,',
    ].join('\n');
    expect((await importCsv(file)).status).toBe(200);
    expect((await productBySku('CSV-WAS-FILTER')).parts).toHaveLength(1);
    const retyped = await importCsv(
      `${HEADER}\nWas filter,CSV-WAS-FILTER,30,2,residential,,,Desc,false,,,none,none,,,,\nBeside it,CSV-BESIDE,4,2,residential,,,Desc,false,,,none,none,,,,\n`,
    );
    expect(retyped.body.data).toEqual({ created: 1, updated: 1, unchanged: 0 });
    expect(await productBySku('CSV-WAS-FILTER')).toMatchObject({ type: 'none', parts: [] });
  });

  it('a file with bad rows changes nothing and lists each problem by line, field and message', async () => {
    const before = await (await exportCsv()).text();
    const file = [
      HEADER,
      'Good one,CSV-GOOD,10,1,residential,,,Fine,false,,,none,none,,,,',
      // A quoted description over two lines: the next record starts on line 5.
      'Bad price,CSV-BAD-1,ten,1,residential,,,"Two\nlines",false,,,none,none,,,,',
      'Bad category,CSV-BAD-2,10,1,garden,,,Desc,false,,,none,none,,,,',
      'Dup,CSV-GOOD,10,1,residential,,,Desc,false,,,none,none,,,,',
      'Short row,CSV-BAD-3,10',
      'Ghost parts,CSV-BAD-4,10,1,residential,,,Desc,false,,,filter,none,NO-SUCH-SKU,,,',
    ].join('\n');
    const refused = await importCsv(file);
    expect(refused.status).toBe(422);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toMatch(/nothing was imported/);
    expect(refused.body.errors).toEqual([
      { line: 3, path: 'price', message: expect.any(String) },
      { line: 5, path: 'category', message: expect.any(String) },
      { line: 6, path: 'sku', message: 'The SKU CSV-GOOD is also on line 2.' },
      { line: 7, path: 'row', message: 'has 3 fields where the header names 17.' },
    ]);
    expect(await (await exportCsv()).text()).toBe(before);

    // Parts are checked once every row is written: an unknown SKU refuses the file too.
    const ghost = await importCsv(
      `${HEADER}\nGhost parts,CSV-GHOST,10,1,residential,,,Desc,false,,,filter,none,NO-SUCH-SKU,,,\n`,
    );
    expect(ghost.status).toBe(422);
    expect(ghost.body.errors).toEqual([
      {
        line: 2,
        path: 'parts',
        message: 'NO-SUCH-SKU: Every part must be an existing product of type part.',
      },
    ]);
    expect(await (await exportCsv()).text()).toBe(before);
  });

  it('lists at most 100 problems and counts them all', async () => {
    const rows = Array.from(
      { length: 150 },
      (_, i) => `Row ${i},CSV-MANY-${i},-1,1,residential,,,Desc,false,,,none,none,,,,`,
    );
    const refused = await importCsv([HEADER, ...rows].join('\n'));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveLength(100);
    expect(refused.body.message).toMatch(/150 problems, the first 100 listed/);
  });

  it('refuses a body declared larger than 100 MB with 413 before reading it', async () => {
    const url = new URL(`${own.base}/products/import`);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const sent = request(
        url,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${admin}`,
            'content-type': 'text/csv',
            'content-length': String(100 * 1024 * 1024 + 1),
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode);
          sent.destroy();
        },
      );
      sent.on('error', reject);
      sent.write(`${HEADER}\n`);
    });
    expect(status).toBe(413);
  });

  it('refuses a bad header, bad quoting, non-UTF-8 bytes and another media type', async () => {
    const header = await importCsv('name,sku,colour\n');
    expect(header.status).toBe(422);
    expect(header.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: 1, path: 'colour' }),
        expect.objectContaining({ line: 1, path: 'price', message: 'is a required column.' }),
      ]),
    );
    const unclosed = await importCsv(`${HEADER}\nA,CSV-Q,1,1,residential,,,"open\n\n`);
    expect(unclosed.status).toBe(422);
    expect(unclosed.body.errors[0]).toMatchObject({ line: 2, path: 'file' });
    const stray = await importCsv(
      `${HEADER}\nA,CSV-Q,1,1,resi"dential,,,d,false,,,none,none,,,,\n`,
    );
    expect(stray.body.errors[0]).toMatchObject({ line: 2, path: 'file' });
    const latin1 = await importCsv(
      new Uint8Array([...Buffer.from(`${HEADER}\nCaf`), 0xe9, ...Buffer.from(',X,1,1\n')]),
    );
    expect(latin1.status).toBe(422);
    expect(latin1.body.errors[0]?.message).toBe('The file is not UTF-8 text.');
    expect((await importCsv('', admin)).status).toBe(422);
    expect((await importCsv(`${HEADER}\n`, admin, 'application/json')).status).toBe(415);
  });
});
