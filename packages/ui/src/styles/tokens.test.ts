// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const declared = (css: string) => [...css.matchAll(/(--wt-[a-z0-9-]+):/g)].map((m) => m[1]);

describe('design tokens', () => {
  const tokens = declared(read('./tokens.css'));

  it('covers colour, type, spacing, radius and shadow', () => {
    for (const group of ['color', 'font', 'space', 'radius', 'shadow']) {
      expect(tokens.some((token) => token?.startsWith(`--wt-${group}-`))).toBe(true);
    }
  });

  it('are documented one for one in TOKENS.md', () => {
    const documented = [...read('../../TOKENS.md').matchAll(/^\| `(--wt-[a-z0-9-]+)`\s*\|/gm)].map(
      (m) => m[1],
    );
    expect(documented).toEqual(tokens);
  });
});
