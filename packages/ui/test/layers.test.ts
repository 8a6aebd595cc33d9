// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const read = (path: string) => readFileSync(join(SRC, path), 'utf8');
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').trim();

/** The layer order `foundation.css` declares, and the stylesheets `styles.css` imports. */
const order = (withoutComments(read('foundation.css')).match(/^@layer ([^;]+);/)?.[1] ?? '')
  .split(',')
  .map((name) => name.trim());
const whole = [...read('styles.css').matchAll(/@import "\.\/([^"]+)";/g)].map(
  (match) => match[1] as string,
);
const sheets = readdirSync(SRC, { recursive: true })
  .map(String)
  .filter((path) => path.endsWith('.css'))
  .filter((path) => !['styles.css', 'foundation.css', 'styles/tokens.css'].includes(path));

const layerOf = (sheet: string) =>
  sheet === 'styles/base.css'
    ? 'wtkit.base'
    : `wtkit.kit.${sheet
        .split('/')
        .pop()
        ?.replace(/\.css$/, '')}`;

describe('every stylesheet of the kit is one layer, in the order foundation.css declares', () => {
  it('declares the order first, then imports the tokens and the base', () => {
    expect(order.slice(0, 2)).toEqual(['wtkit.tokens', 'wtkit.base']);
    const afterOrder = withoutComments(read('foundation.css')).replace(/^@layer [^;]+;/, '');
    expect(afterOrder.trim().split('\n')).toEqual([
      '@import "./styles/tokens.css";',
      '@import "./styles/base.css";',
    ]);
    expect(withoutComments(read('styles/tokens.css'))).toMatch(/^@layer wtkit\.tokens \{/);
  });

  it.each(sheets)('%s wraps all its rules in its layer', (sheet) => {
    const css = withoutComments(read(sheet));
    expect(css.startsWith(`@layer ${layerOf(sheet)} {\n`), sheet).toBe(true);
    expect(css.endsWith('\n}')).toBe(true);
    expect(order).toContain(layerOf(sheet));
  });

  it('styles.css imports the foundation, then every component stylesheet in the layers’ order', () => {
    expect(whole[0]).toBe('foundation.css');
    expect(whole.slice(1).map(layerOf)).toEqual(order.slice(2));
    expect(new Set(whole.slice(1))).toEqual(new Set(sheets.filter((s) => s !== 'styles/base.css')));
  });
});
