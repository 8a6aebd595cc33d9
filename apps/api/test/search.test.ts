import type { ProductInput } from '@wtkit/api-client';
import { unwrap } from '@wtkit/api-client';
import { searchMessages } from '@wtkit/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiClient, newShopper, rawRequest } from './support/client.js';
import { createProduct, uniqueWord } from './support/products.js';

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

const addProduct = (overrides: Partial<ProductInput>) =>
  createProduct(admin, {
    name: 'Search Test Cartridge',
    stock: 5,
    description: 'A cartridge the search tests add.',
    ...overrides,
  });

async function search(q: string) {
  return (await unwrap(apiClient().GET('/products', { params: { query: { q } } }))).data;
}

const names = async (q: string) => (await search(q)).map((p) => p.name);

describe('product search', () => {
  it('finds a misspelt word (arsnic finds the arsenic products)', async () => {
    const cartridge = await addProduct({ name: 'Arsenic Reduction Cartridge' });
    const kit = await addProduct({ name: 'Arsenic Test Kit', category: 'test kit' });
    const ids = (await search('arsnic')).map((p) => p._id);
    expect(ids).toEqual(expect.arrayContaining([cartridge._id, kit._id]));
  });

  it('finds a short misspelt word (blok finds the block products) and nothing unlike it', async () => {
    const found = await search('blok');
    expect(found.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'Carbon Block Cartridge 5 Micron, 10"',
        'Quick-Change Carbon Block Cartridge',
        'Whole-House Carbon Block 20" x 4.5", 10 Micron',
      ]),
    );
    const text = (p: (typeof found)[number]) =>
      [p.name, p.sku, p.description, ...(p.tags ?? [])].join(' ').toLowerCase();
    expect(found.filter((p) => !text(p).includes('block'))).toEqual([]);
  });

  it('widens a word by words like it only when no name word is it or starts with it', async () => {
    const word = uniqueWord();
    const lean = await addProduct({ name: `Lean ${word} Cartridge` });
    // "lead" names products: the word it is, not "lean", one letter away.
    expect((await search(`lead ${word}`)).map((p) => p._id)).not.toContain(lean._id);
    expect((await search(`lean ${word}`)).map((p) => p._id)).toEqual([lean._id]);
    // A word started ("lea") is read as the start of words, as typed: lead and lean both.
    expect((await search(`${word} lea`)).map((p) => p._id)).toEqual([lean._id]);
  });

  it('learns the words of new and renamed products: a misspelling finds them at once', async () => {
    // One letter of a made-up word changed in the middle: a typo of it.
    const typoOf = (word: string) => `${word.slice(0, 4)}q${word.slice(5)}`;
    const added = uniqueWord();
    expect(await search(typoOf(added))).toEqual([]);
    const housing = await addProduct({ name: `Housing for ${added}` });
    expect((await search(typoOf(added))).map((p) => p._id)).toEqual([housing._id]);

    const renamed = uniqueWord();
    const product = await addProduct({ name: 'Vocabulary Test Cartridge' });
    expect(await search(typoOf(renamed))).toEqual([]);
    await unwrap(
      apiClient(admin).PUT('/products/{id}', {
        params: { path: { id: product._id } },
        body: {
          name: `${renamed} Cartridge`,
          sku: product.sku,
          price: product.price,
          stock: product.stock,
          category: product.category,
          description: product.description,
        },
      }),
    );
    expect((await search(typoOf(renamed))).map((p) => p._id)).toEqual([product._id]);
  });

  it('needs every word: membrane 75 finds the 75 GPD membrane first', async () => {
    const found = await search('membrane 75');
    expect(found[0]?.sku).toBe('WT-ROM-75');
    expect(found.map((p) => p.sku)).not.toContain('WT-CROM-4040');
  });

  it('puts the product whose SKU is the query first, over names that mention it', async () => {
    await addProduct({ name: 'Spare O-ring for WT-GAC-10 housings', tags: ['wt-gac-10'] });
    for (const q of ['WT-GAC-10', 'wt-gac-10']) {
      const found = await search(q);
      expect(found.length).toBeGreaterThan(1);
      expect(found[0]?.sku).toBe('WT-GAC-10');
    }
  });

  it('finds products from the start of a word (osmo) and ignores accents (osmósis)', async () => {
    for (const q of ['osmo', 'osmósis', 'OSMOSIS']) {
      const found = await names(q);
      expect(found).toContain('Reverse Osmosis Membrane 75 GPD');
      expect(found).toContain('4-Stage Reverse Osmosis System');
    }
    const accented = await addProduct({ name: 'Système de filtration à osmose inverse' });
    expect((await search('systeme osmose')).map((p) => p._id)).toContain(accented._id);
  });

  it('ranks a name match above a description-only match', async () => {
    const word = uniqueWord();
    const described = await addProduct({ description: `Pairs well with ${word} media.` });
    const named = await addProduct({ name: `${word} Media Cartridge` });
    const ids = (await search(word)).map((p) => p._id);
    expect(ids).toEqual([named._id, described._id]);
  });

  it('matches a partial SKU and finds nothing for text no product holds', async () => {
    expect((await search('ROM-7')).map((p) => p.sku)).toContain('WT-ROM-75');
    expect(await search('%_no-such-thing_%')).toEqual([]);
  });

  it('matches the seeded synonyms both ways', async () => {
    const ro = await names('RO membrane');
    expect(ro).toEqual(
      expect.arrayContaining(['Reverse Osmosis Membrane 75 GPD', 'Commercial RO Membrane 4040']),
    );
    expect(await names('reverse osmosis membrane')).toContain('Commercial RO Membrane 4040');
    expect(await names('GAC')).toContain('Granular Activated Carbon Cartridge, 10"');
    expect(await names('kinetic degradation fluxion')).toContain(
      'Whole-House KDF/GAC Cartridge 20" x 4.5"',
    );
    expect(await names('5 µm sediment')).toContain('Sediment Pre-Filter 5 Micron, 10"');
    // Chained pairs: POE = point of entry = whole house.
    expect(await names('POE sediment')).toContain(
      'Whole-House Sediment Filter 20" x 4.5", 5 Micron',
    );
  });
});

describe('search synonyms (admin)', () => {
  it('lists the seeded synonyms to the admin only (401, 403)', async () => {
    const { data } = await unwrap(apiClient(admin).GET('/search/synonyms'));
    expect(data.map((s) => [s.term, s.synonym])).toEqual(
      expect.arrayContaining([
        ['ro', 'reverse osmosis'],
        ['gac', 'granular activated carbon'],
        ['kdf', 'kinetic degradation fluxion'],
        ['5 micron', '5 µm'],
        ['whole house', 'point of entry'],
        ['point of entry', 'poe'],
      ]),
    );
    const shopper = await newShopper();
    expect((await rawRequest('GET', '/search/synonyms')).status).toBe(401);
    expect((await rawRequest('GET', '/search/synonyms', { token: shopper.token })).status).toBe(
      403,
    );
    const post = { body: JSON.stringify({ term: 'a', synonym: 'b' }) };
    expect((await rawRequest('POST', '/search/synonyms', post)).status).toBe(401);
    expect(
      (await rawRequest('POST', '/search/synonyms', { ...post, token: shopper.token })).status,
    ).toBe(403);
    const id = data[0]?._id ?? '';
    const path = `/search/synonyms/${id}`;
    expect((await rawRequest('DELETE', '/search/synonyms/{id}', { path })).status).toBe(401);
    expect(
      (await rawRequest('DELETE', '/search/synonyms/{id}', { path, token: shopper.token })).status,
    ).toBe(403);
  });

  it('adds a synonym searches use at once, and deletes it', async () => {
    const word = uniqueWord();
    const alias = uniqueWord();
    const product = await addProduct({ name: `${word} Softener Cartridge` });
    expect(await search(`${alias} softener`)).toEqual([]);

    const { data: created } = await unwrap(
      apiClient(admin).POST('/search/synonyms', {
        body: { term: ` ${alias.toUpperCase()} `, synonym: word },
      }),
    );
    expect(created).toMatchObject({ term: alias, synonym: word });
    expect((await search(`${alias} softener`)).map((p) => p._id)).toEqual([product._id]);

    await unwrap(
      apiClient(admin).DELETE('/search/synonyms/{id}', { params: { path: { id: created._id } } }),
    );
    expect(await search(`${alias} softener`)).toEqual([]);
    const again = await rawRequest('DELETE', '/search/synonyms/{id}', {
      path: `/search/synonyms/${created._id}`,
      token: admin,
    });
    expect(again).toMatchObject({ status: 404, body: { message: searchMessages.notFound } });
  });

  it('refuses bad synonyms with a clear message', async () => {
    const send = (body: unknown) =>
      rawRequest('POST', '/search/synonyms', { token: admin, body: JSON.stringify(body) });
    expect(await send({ term: 'Reverse-Osmosis', synonym: 'RO' })).toMatchObject({
      status: 409,
      body: { message: searchMessages.duplicate },
    });
    expect(await send({ term: 'Whole House', synonym: 'whole-house' })).toMatchObject({
      status: 422,
      body: { message: searchMessages.sameMeaning },
    });
    expect(await send({ term: '--', synonym: 'x' })).toMatchObject({
      status: 422,
      body: { message: searchMessages.noWords },
    });
    expect((await send({ term: 'a' })).status).toBe(400);
    expect((await send({ term: 'a', synonym: 'b', extra: 1 })).status).toBe(400);
  });
});
