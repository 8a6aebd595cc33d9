// Each route's first load in gzipped JavaScript, from a storefront build's client manifest: the
// client entry, the root route module and the route's module with what they import statically,
// plus React Router's route manifest module. Lazily imported chunks are not counted. Used by
// `pnpm bench:web`; run by itself it prints the workspace's build (after `pnpm build`):
//   node scripts/lib/firstLoads.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Home's first-load budget: 140 kB plus React Router's framework runtime (turbo-stream,
 * HydratedRouter, route discovery, Meta/Scripts: +14 to +18 kB, no patched dependency) and the
 * head builders `meta` runs in the browser (~4 kB). The lead accepted it (decision 0042, "The
 * budget").
 */
export const HOME_BUDGET_KB = 165;

/**
 * The routes of `src/routes.ts` (`index('routes/x.tsx')`, `route('path', 'routes/x.tsx')`)
 * with their first loads from the client build in `dist`.
 */
export function firstLoads(storefront, dist) {
  const table = readFileSync(join(storefront, 'src/routes.ts'), 'utf8');
  const routes = [
    ...table.matchAll(/\b(index|route)\(\s*(?:'([^']*)',\s*)?'(routes\/[^']+)'/g),
  ].map(([, kind, path, module]) => ({
    path: kind === 'index' ? '/' : `/${path}`,
    module,
  }));
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const gzipped = new Map();
  const gz = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file))).length);
    return gzipped.get(file);
  };
  const closure = (key, into) => {
    if (!manifest[key] || into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const routeKey = (module) => `src/${module}?__react-router-build-client-route`;
  const routeManifest = readdirSync(join(dist, 'assets')).find((f) => /^manifest-.*\.js$/.test(f));
  const kb = (keys) =>
    ([...keys]
      .map((key) => manifest[key].file)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gz(file), 0) +
      (routeManifest ? gz(`assets/${routeManifest}`) : 0)) /
    1000;
  const frame = closure(routeKey('root.tsx'), closure('src/entry.client.tsx', new Set()));
  const entryKb = kb(frame);
  const sizes = routes.map(({ path, module }) => {
    const firstLoadKb = kb(closure(routeKey(module), new Set(frame)));
    return { path, module, firstLoadKb, routeKb: firstLoadKb - entryKb };
  });
  return { routes, sizes, entryKb };
}

export function printFirstLoads(sizes, homeBudgetKb = HOME_BUDGET_KB) {
  console.log(
    '\nFirst load per route (gzipped JavaScript, kB: entry, root and route module with their static imports, route manifest)',
  );
  for (const row of sizes)
    console.log(
      `  ${row.path.padEnd(28)}  ${row.firstLoadKb.toFixed(1).padStart(6)}  (+${row.routeKb.toFixed(1)} for ${row.module})`,
    );
  const home = sizes.find((row) => row.path === '/');
  if (home)
    console.log(
      `  home budget: ${home.firstLoadKb.toFixed(1)} kB of ${homeBudgetKb} kB${home.firstLoadKb > homeBudgetKb ? '  (OVER)' : ''}`,
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const storefront = fileURLToPath(new URL('../../apps/storefront/', import.meta.url));
  const { sizes } = firstLoads(storefront, join(storefront, 'dist-framework/client'));
  printFirstLoads(sizes);
}
