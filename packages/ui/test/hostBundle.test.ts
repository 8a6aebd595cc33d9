// @vitest-environment node
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const kit = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'wtkit-host-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** An app that draws the kit's Badge and imports no stylesheet itself. */
const BADGE_ONLY = [
  "import { createElement } from 'react';",
  "import { createRoot } from 'react-dom/client';",
  "import { Badge } from '@wtkit/ui/Badge';",
  "createRoot(document.getElementById('root')).render(createElement(Badge, { tone: 'info' }, 'New'));",
].join('\n');

/**
 * A plain Vite app outside the workspace (`main` is its entry module), built with no plugin;
 * returns the stylesheets of its build.
 */
async function buildHost(
  name: string,
  conditions: readonly string[],
  main = BADGE_ONLY,
): Promise<string> {
  const app = join(work, name);
  mkdirSync(join(app, 'node_modules', '@wtkit'), { recursive: true });
  symlinkSync(kit, join(app, 'node_modules', '@wtkit', 'ui'), 'dir');
  for (const dependency of ['react', 'react-dom'])
    symlinkSync(
      join(kit, 'node_modules', dependency),
      join(app, 'node_modules', dependency),
      'dir',
    );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>\n',
  );
  writeFileSync(join(app, 'main.js'), main);
  await build({
    root: app,
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: [...conditions] },
    build: { outDir: 'dist', emptyOutDir: true },
  });
  const assets = join(app, 'dist', 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}

/** The kit's layer order, as `foundation.css` declares it. */
const kitLayerOrder = layerNames(
  readFileSync(join(kit, 'src', 'foundation.css'), 'utf8').match(/@layer ([^;{]+);/)?.[1] ?? '',
);

function layerNames(list: string): string[] {
  return list.split(',').map((name) => name.trim());
}

/** The cascade layers a stylesheet names, in the order they are first named (their rank). */
function layersByFirstMention(css: string): string[] {
  const names = [...css.matchAll(/@layer\s+([^;{]+)[;{]/g)].flatMap((match) =>
    layerNames(match[1] ?? ''),
  );
  return [...new Set(names)];
}

describe('a host that imports one component gets its rules from the kit, with no plugin', () => {
  it.each([
    // As published: the kit's dist, as `pnpm build` wrote it.
    ['published', defaultClientConditions],
    // From the kit's source, as the storefront reads it.
    ['source', ['@wtkit/source', ...defaultClientConditions]],
  ])(
    '%s build',
    async (name, conditions) => {
      const css = await buildHost(name, conditions);
      // Every one of the kit's layers is named, in the kit's order, before any of its rules (a
      // minifier may fold the order statement into the blocks that follow it), so the rules of
      // chunks that come later cascade in that order too; then the tokens and the base.
      expect(css).toMatch(/^@layer wtkit\.tokens\b/);
      expect(layersByFirstMention(css)).toEqual(kitLayerOrder);
      expect(css).toContain('--wt-color-primary:');
      expect(css).toContain('.wt-base');
      expect(css).toMatch(/@layer wtkit\.kit\.Badge\s*\{\s*\.wt-Badge\s*\{/);
      for (const other of [
        '.wt-Button',
        '.wt-ProductCard',
        '.wt-SiteHeader',
        '.wt-Dialog',
        '.wt-Form',
      ])
        expect(css, other).not.toContain(other);
    },
    60_000,
  );
});

it('a host that wants one file gets the whole kit’s rules from styles.css, in the same layers', async () => {
  const css = await buildHost(
    'one-file',
    defaultClientConditions,
    "import '@wtkit/ui/styles.css';",
  );
  expect(css).toMatch(/^@layer wtkit\.tokens\b/);
  expect(layersByFirstMention(css)).toEqual(kitLayerOrder);
  for (const rule of ['.wt-Badge', '.wt-Button', '.wt-ProductCard', '.wt-SiteHeader', '.wt-Form'])
    expect(css, rule).toContain(rule);
}, 60_000);

it('plain Node imports the published kit, its stylesheet imports resolving to nothing', () => {
  // A server renders the kit with no bundler in front (package.json `imports`, `node` condition).
  const script =
    "const { Badge } = await import('@wtkit/ui/Badge'); const ui = await import('@wtkit/ui'); console.log(typeof Badge, ui.Badge === Badge);";
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: kit,
    encoding: 'utf8',
  });
  expect(out.trim()).toBe('function true');
}, 30_000);
