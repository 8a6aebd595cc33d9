// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDesignTokens } from './designTokens.js';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('parseDesignTokens', () => {
  const tokens = parseDesignTokens(read('../styles/tokens.css'), read('../../TOKENS.md'));

  it('reads every token of the stylesheet in order, with its group, value, kind and use', () => {
    const declared = [...read('../styles/tokens.css').matchAll(/(--wt-[a-z0-9-]+):/g)].map(
      (m) => m[1],
    );
    expect(tokens.map((token) => token.name)).toEqual(declared);
    expect(tokens[0]).toEqual({
      name: '--wt-color-primary',
      value: '#0a5ca8',
      group: 'Colour: brand',
      use: 'Brand colour: primary buttons, links, active states',
      kind: 'color',
    });
    expect(tokens.every((token) => token.use !== '' && token.group !== '')).toBe(true);
  });

  it('joins a value written over several lines and tells the kinds apart', () => {
    const family = tokens.find((token) => token.name === '--wt-font-family');
    expect(family?.value).toMatch(/^system-ui, -apple-system, "Segoe UI"/);
    expect(family?.kind).toBe('font-family');
    const kinds = Object.fromEntries(tokens.map((token) => [token.name, token.kind]));
    expect(kinds['--wt-font-size-md']).toBe('font-size');
    expect(kinds['--wt-shadow-md']).toBe('shadow');
    expect(kinds['--wt-space-4']).toBe('length');
    expect(kinds['--wt-radius-md']).toBe('length');
  });
});
