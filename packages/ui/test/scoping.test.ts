// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Selectors of the style rules of a stylesheet, outside @keyframes. */
function selectors(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const withoutKeyframes = withoutComments.replace(
    /@keyframes[^{]+\{(?:[^{}]*\{[^{}]*\})*\s*\}/g,
    '',
  );
  return [...withoutKeyframes.matchAll(/([^{};]+)\{/g)]
    .map((m) => (m[1] ?? '').trim())
    .filter((prelude) => prelude !== '' && !prelude.startsWith('@'))
    .flatMap((prelude) => prelude.split(',').map((s) => s.trim()));
}

describe('styles stay inside the kit', () => {
  const files = cssFiles(SRC);

  it('finds the stylesheets', () => {
    expect(files.length).toBeGreaterThan(3);
  });

  it.each(files.map((file) => [file.slice(SRC.length + 1), file]))(
    '%s styles only wt- classes',
    (_name, file) => {
      const css = readFileSync(file, 'utf8');
      for (const selector of selectors(css)) {
        if (file.endsWith('tokens.css')) {
          expect(selector).toBe(':root');
        } else {
          expect(selector, `selector "${selector}"`).toMatch(/^\.wt-[A-Za-z]/);
        }
      }
    },
  );

  it('declares tokens only inside the wtkit.tokens layer', () => {
    const tokens = readFileSync(join(SRC, 'styles/tokens.css'), 'utf8');
    expect(tokens).toMatch(/@layer wtkit\.tokens\s*\{\s*:root\s*\{/);
  });
});
