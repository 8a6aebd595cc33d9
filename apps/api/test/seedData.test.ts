import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type SeedProduct, seedCatalogue } from '../src/seed/catalogue.js';
import { findTdsRegion, TDS_SOURCE, tdsRegions } from '../src/waterQuality/tdsRegions.js';

const productsDir = fileURLToPath(new URL('../assets/products/', import.meta.url));
const bannersDir = fileURLToPath(new URL('../assets/banners/', import.meta.url));
const MAX_IMAGE_BYTES = 6 * 1024;

const byKey = new Map(seedCatalogue.map((p) => [p.key, p]));
const ofType = (type: SeedProduct['type']) => seedCatalogue.filter((p) => p.type === type);

/**
 * A light well-formedness check without an XML parser: an optional XML declaration, then an
 * <svg> root whose tags nest and close properly, with nothing after it.
 */
function checkSvg(text: string): string[] {
  const problems: string[] = [];
  const body = text.replace(/^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?/, '');
  if (!/^<svg[\s>]/.test(body)) problems.push('root element is not <svg>');
  const stack: string[] = [];
  let roots = 0;
  for (const m of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)(?:\s[^<>]*?)?(\/?)>|<!--[\s\S]*?-->/g)) {
    const [, closing, name, selfClosing] = m;
    if (name === undefined) continue; // comment
    if (stack.length === 0 && !closing) roots++;
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
    } else if (!selfClosing) {
      stack.push(name);
    }
  }
  if (stack.length > 0) problems.push(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  if (!/<\/svg>\s*$/.test(body)) problems.push('content after </svg>');
  if (/<(image|script|foreignObject)[\s>]/i.test(body)) problems.push('raster, script or HTML');
  if (/(?:href|src)\s*=\s*"(?!#)/i.test(body)) problems.push('external reference');
  if (/url\((?!#)/i.test(body) || /@import|@font-face/i.test(body)) problems.push('external url');
  if (/font-family="(?!sans-serif")/.test(body)) problems.push('font other than sans-serif');
  if (!/<title>[^<]*\S[^<]*<\/title>/.test(body)) problems.push('no <title>');
  return problems;
}

describe('the SVG check', () => {
  it('accepts a minimal titled SVG and rejects broken or external ones', () => {
    expect(checkSvg('<svg viewBox="0 0 8 8"><title>t</title><rect/></svg>\n')).toEqual([]);
    expect(checkSvg('<svg><title>t</title><g></svg>')).not.toEqual([]);
    expect(checkSvg('<svg><rect/></svg>')).toEqual(['no <title>']);
    expect(checkSvg('<html><title>t</title></html>')).not.toEqual([]);
    expect(checkSvg('<svg><title>t</title><use href="http://x/y.svg"/></svg>')).toEqual([
      'external reference',
    ]);
    expect(checkSvg('<svg><title>t</title><image href="#a"/></svg>')).toEqual([
      'raster, script or HTML',
    ]);
  });
});

describe('seed catalogue', () => {
  it('has at least 28 products covering all three categories and types', () => {
    expect(seedCatalogue.length).toBeGreaterThanOrEqual(28);
    const categories = new Set(seedCatalogue.map((p) => p.category));
    expect([...categories].sort()).toEqual(['commercial', 'residential', 'test kit']);
    expect(new Set(seedCatalogue.map((p) => p.type))).toEqual(new Set(['none', 'part', 'filter']));
    for (const filterType of ['undersink', 'wholehouse'] as const) {
      expect(ofType('filter').some((p) => p.filterType === filterType)).toBe(true);
    }
    expect(
      seedCatalogue.filter((p) => p.category === 'test kit').every((p) => p.type === 'none'),
    ).toBe(true);
  });

  it('has unique slug keys, unique SKUs and filled-in text', () => {
    expect(byKey.size).toBe(seedCatalogue.length);
    expect(new Set(seedCatalogue.map((p) => p.sku)).size).toBe(seedCatalogue.length);
    for (const p of seedCatalogue) {
      expect(p.key, p.key).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(p.name.trim(), p.key).not.toBe('');
      expect(p.name.length, p.key).toBeLessThanOrEqual(200);
      expect(p.sku, p.key).toMatch(/^[A-Z0-9][A-Z0-9-]{2,63}$/);
      expect(p.description.trim().length, p.key).toBeGreaterThan(60);
      expect(p.tags.length, p.key).toBeGreaterThan(0);
      for (const tag of p.tags) expect(tag, p.key).toBe(tag.trim());
      expect(typeof p.additional, p.key).toBe('string');
    }
  });

  it('has prices in dollars and cents and whole-number stock', () => {
    for (const p of seedCatalogue) {
      expect(Number.isFinite(p.price) && p.price >= 0, p.key).toBe(true);
      expect(Math.round(p.price * 100) / 100, p.key).toBe(p.price);
      expect(Number.isInteger(p.stock) && p.stock >= 0, p.key).toBe(true);
    }
    expect(seedCatalogue.some((p) => p.stock > 0 && p.stock <= 5)).toBe(true);
  });

  it('links every filter to 2-5 existing parts and nothing else has parts', () => {
    for (const p of seedCatalogue) {
      if (p.type === 'filter') {
        expect(p.filterType, p.key).not.toBe('none');
        expect(p.partKeys.length, p.key).toBeGreaterThanOrEqual(2);
        expect(p.partKeys.length, p.key).toBeLessThanOrEqual(5);
        expect(new Set(p.partKeys).size, p.key).toBe(p.partKeys.length);
        for (const key of p.partKeys)
          expect(byKey.get(key)?.type, `${p.key} → ${key}`).toBe('part');
      } else {
        expect(p.filterType, p.key).toBe('none');
        expect(p.partKeys, p.key).toEqual([]);
      }
    }
  });

  it('uses every part in some filter and shares some parts', () => {
    const uses = new Map<string, number>();
    for (const f of ofType('filter')) {
      for (const key of f.partKeys) uses.set(key, (uses.get(key) ?? 0) + 1);
    }
    for (const part of ofType('part')) expect(uses.get(part.key) ?? 0, part.key).toBeGreaterThan(0);
    expect([...uses.values()].filter((n) => n > 1).length).toBeGreaterThanOrEqual(3);
  });

  it('gives replacement months to parts only, quick at most slow', () => {
    for (const p of seedCatalogue) {
      if (p.type === 'part') {
        const { quickReplaceMonths: quick, slowReplaceMonths: slow } = p;
        expect(Number.isInteger(quick) && Number.isInteger(slow), p.key).toBe(true);
        expect(quick as number, p.key).toBeGreaterThanOrEqual(1);
        expect(slow as number, p.key).toBeGreaterThanOrEqual(1);
        expect(quick as number, p.key).toBeLessThanOrEqual(slow as number);
        expect(slow as number, p.key).toBeLessThanOrEqual(240);
      } else {
        expect(p.quickReplaceMonths, p.key).toBeNull();
        expect(p.slowReplaceMonths, p.key).toBeNull();
      }
    }
  });

  it('ranks exactly one product each as important 1, 2 and 3 and features 6-8', () => {
    const ranks = seedCatalogue.map((p) => p.important).filter((r) => r !== null);
    expect(ranks.sort()).toEqual([1, 2, 3]);
    const featured = seedCatalogue.filter((p) => p.isFeatured).length;
    expect(featured).toBeGreaterThanOrEqual(6);
    expect(featured).toBeLessThanOrEqual(8);
  });
});

describe('product images', () => {
  const referenced = seedCatalogue.flatMap((p) => [p.image, ...p.extraImages]);

  it('names 0-3 distinct extra images per product and no image twice', () => {
    for (const p of seedCatalogue) {
      expect(p.extraImages.length, p.key).toBeLessThanOrEqual(3);
    }
    expect(new Set(referenced).size).toBe(referenced.length);
  });

  it.each(referenced.concat('placeholder.svg'))(
    '%s exists, is small and is a self-contained SVG with a title',
    (file) => {
      expect(file).toMatch(/^[a-z0-9-]+\.svg$/);
      const path = `${productsDir}${file}`;
      expect(statSync(path).size).toBeLessThan(MAX_IMAGE_BYTES);
      const text = readFileSync(path, 'utf8');
      expect(checkSvg(text)).toEqual([]);
      expect(text).toContain('viewBox="0 0 800 800"');
    },
  );

  it('has no image file that no product uses', () => {
    const onDisk = readdirSync(productsDir).filter((f) => f.endsWith('.svg'));
    expect(onDisk.sort()).toEqual([...referenced, 'placeholder.svg'].sort());
  });

  it('titles each main picture with its product name, and extra views with it too', () => {
    const titleOf = (file: string) =>
      (
        /<title>([^<]*)<\/title>/.exec(readFileSync(`${productsDir}${file}`, 'utf8'))?.[1] ?? ''
      ).replaceAll('&amp;', '&');
    for (const p of seedCatalogue) {
      expect(titleOf(p.image), p.key).toBe(p.name);
      for (const extra of p.extraImages) expect(titleOf(extra), extra).toContain(p.name);
    }
  });
});

describe('banners', () => {
  const slides = [
    'banner-1-welcome.svg',
    'banner-2-residential.svg',
    'banner-3-water-testing.svg',
    'banner-4-commercial.svg',
  ];

  it.each(slides)('%s is a 2700×1000 SVG without text', (file) => {
    const text = readFileSync(`${bannersDir}${file}`, 'utf8');
    expect(checkSvg(text)).toEqual([]);
    expect(text).toContain('viewBox="0 0 2700 1000"');
    expect(text).not.toMatch(/<text[\s>]/);
  });

  it('has a placeholder reading Image Not Found', () => {
    const text = readFileSync(`${bannersDir}banner-placeholder.svg`, 'utf8');
    expect(checkSvg(text)).toEqual([]);
    expect(text).toContain('viewBox="0 0 2700 1000"');
    expect(text).toMatch(/<text[^>]*>Image Not Found<\/text>/);
  });
});

describe('regional TDS table', () => {
  it('says where its figures come from', () => {
    expect(TDS_SOURCE).toMatch(/USGS/);
    expect(TDS_SOURCE).toMatch(/not a measurement/);
  });

  it('has well-formed, non-overlapping prefix ranges and plausible values', () => {
    const owner = new Map<string, string>();
    expect(new Set(tdsRegions.map((r) => r.region)).size).toBe(tdsRegions.length);
    for (const r of tdsRegions) {
      expect(r.prefixes.length, r.region).toBeGreaterThan(0);
      expect(Number.isInteger(r.tdsPpm), r.region).toBe(true);
      expect(r.tdsPpm, r.region).toBeGreaterThanOrEqual(20);
      expect(r.tdsPpm, r.region).toBeLessThanOrEqual(1000);
      for (const [from, to] of r.prefixes) {
        expect(from, r.region).toMatch(/^\d{3}$/);
        expect(to, r.region).toMatch(/^\d{3}$/);
        expect(from <= to, `${r.region} ${from}-${to}`).toBe(true);
        for (let p = Number(from); p <= Number(to); p++) {
          const prefix = String(p).padStart(3, '0');
          expect(owner.get(prefix), `${prefix} in ${r.region}`).toBeUndefined();
          owner.set(prefix, r.region);
        }
      }
    }
    // Nearly every allocated prefix is covered.
    expect(owner.size).toBeGreaterThan(900);
  });

  it('spreads from soft to hard water', () => {
    const values = tdsRegions.map((r) => r.tdsPpm);
    expect(Math.min(...values)).toBeLessThanOrEqual(70);
    expect(Math.max(...values)).toBeGreaterThanOrEqual(500);
  });

  it.each([
    ['10001', 'New York'],
    ['02108', 'Massachusetts'],
    ['60601', 'Illinois'],
    ['75001', 'Texas'],
    ['79901', 'Texas'],
    ['85001', 'Arizona'],
    ['90001', 'California'],
    ['94102', 'California'],
    ['98101', 'Washington'],
    ['33101', 'Florida'],
    ['80202', 'Colorado'],
    ['00901', 'Puerto Rico'],
    ['20001', 'District of Columbia'],
    ['99501', 'Alaska'],
    ['96813', 'Hawaii'],
  ])('finds the region of %s (%s)', (zip, state) => {
    expect(findTdsRegion(zip)?.region.startsWith(state)).toBe(true);
  });

  const stateZips: Array<[string, string]> = [
    ['Alabama', '35203'],
    ['Alaska', '99501'],
    ['Arizona', '85701'],
    ['Arkansas', '72201'],
    ['California', '95814'],
    ['Colorado', '81501'],
    ['Connecticut', '06103'],
    ['Delaware', '19801'],
    ['District of Columbia', '20500'],
    ['Florida', '32801'],
    ['Georgia', '30303'],
    ['Hawaii', '96720'],
    ['Idaho', '83702'],
    ['Illinois', '62701'],
    ['Indiana', '46204'],
    ['Iowa', '50309'],
    ['Kansas', '67202'],
    ['Kentucky', '40202'],
    ['Louisiana', '70112'],
    ['Maine', '04101'],
    ['Maryland', '21201'],
    ['Massachusetts', '01103'],
    ['Michigan', '48226'],
    ['Minnesota', '55401'],
    ['Mississippi', '39201'],
    ['Missouri', '63101'],
    ['Montana', '59601'],
    ['Nebraska', '68102'],
    ['Nevada', '89501'],
    ['New Hampshire', '03301'],
    ['New Jersey', '07102'],
    ['New Mexico', '87102'],
    ['New York', '14202'],
    ['North Carolina', '27601'],
    ['North Dakota', '58501'],
    ['Ohio', '43215'],
    ['Oklahoma', '73102'],
    ['Oregon', '97204'],
    ['Pennsylvania', '19103'],
    ['Puerto Rico', '00602'],
    ['Rhode Island', '02903'],
    ['South Carolina', '29201'],
    ['South Dakota', '57104'],
    ['Tennessee', '37203'],
    ['Texas', '78701'],
    ['Utah', '84111'],
    ['Vermont', '05401'],
    ['Virginia', '23219'],
    ['Washington', '99201'],
    ['West Virginia', '25301'],
    ['Wisconsin', '53703'],
    ['Wyoming', '82001'],
  ];

  it('covers every state, DC and Puerto Rico', () => {
    expect(stateZips).toHaveLength(52);
    for (const [state, zip] of stateZips) {
      const region = findTdsRegion(zip)?.region ?? '(none)';
      expect(region === state || region.startsWith(`${state},`), `${zip} → ${region}`).toBe(true);
    }
  });

  it('splits large states where the water differs', () => {
    const ppm = (zip: string) => findTdsRegion(zip)?.tdsPpm ?? Number.NaN;
    expect(ppm('79901')).toBeGreaterThan(ppm('75001')); // El Paso vs Dallas
    expect(ppm('90001')).toBeGreaterThan(ppm('94102')); // Los Angeles vs San Francisco
    expect(ppm('99201')).toBeGreaterThan(ppm('98101')); // Spokane vs Seattle
  });

  it('answers undefined for unassigned prefixes and malformed ZIPs', () => {
    for (const zip of [
      '00012',
      '00401',
      '09001',
      '96201',
      '96910',
      '1234',
      '123456',
      'abcde',
      '',
    ]) {
      expect(findTdsRegion(zip), zip).toBeUndefined();
    }
    expect(findTdsRegion(' 10001-1234 ')?.region).toBe(findTdsRegion('10001')?.region);
  });
});
