// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

/** The kit's own modules: every .ts and .tsx file under src except stories, tests and docs. */
function kitModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'docs' ? [] : kitModules(path);
    const isSource = /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts');
    const isStoryOrTest = /\.(stories|test|test-d)\.tsx?$/.test(entry.name);
    return isSource && !isStoryOrTest ? [path] : [];
  });
}

/** The names a module imports from @wtkit/domain. */
function domainImports(source: string): string[] {
  return [
    ...source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@wtkit\/domain'/g),
  ].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim().replace(/^type\s+/, ''))
      .filter(Boolean),
  );
}

const modules = kitModules(SRC);

describe("the kit's copy comes from its catalogue", () => {
  it('finds the modules', () => {
    expect(modules.length).toBeGreaterThan(40);
  });

  it('only the provider reads MESSAGES (the defaults its message overrides replace)', () => {
    const readers = modules
      .filter((path) => domainImports(readFileSync(path, 'utf8')).includes('MESSAGES'))
      .map((path) => relative(SRC, path));
    expect(readers).toEqual([join('strings', 'WtkitProvider.tsx')]);
  });

  it('components read the areas they show, not the whole catalogue (a page loads only those)', () => {
    const whole = modules
      .filter((path) => /\buseStrings\(\)|from '[^']*\/enUS\.js'/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    // The catalogue's index and types name it; the provider's useStrings gives it whole.
    expect(whole.sort()).toEqual([
      join('strings', 'WtkitProvider.tsx'),
      join('strings', 'index.ts'),
      join('strings', 'types.ts'),
    ]);
  });
});
