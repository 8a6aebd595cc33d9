import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api app's folder, found by walking up from this module: the same answer when running the
 * bundled `dist/main.js` and the sources under Vitest.
 */
function findAppRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@wtkit/api') {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @wtkit/api package folder');
    dir = parent;
  }
}

export const appRoot = findAppRoot();
export const repoRoot = join(appRoot, '..', '..');
export const openapiPath = join(repoRoot, 'openapi.yaml');
export const migrationsDir = join(appRoot, 'drizzle');
export const assetsDir = join(appRoot, 'assets');
/** The browser's half of the storefront's build (its server half beside it, in `../server`). */
export const defaultStorefrontDir = join(
  repoRoot,
  'apps',
  'storefront',
  'dist-framework',
  'client',
);
