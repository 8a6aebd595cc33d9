// Usage (after `react-router build -c vite.framework.config.ts` in apps/storefront):
//   node scripts/framework-first-load.mjs
// Each framework-mode route's first load in gzipped JavaScript, from the client build's manifest:
// the entry, the root route module and the route module, with what they import statically, plus
// the route manifest module. Lazily imported chunks are not counted. Decision 0042 (in progress).
// Prints home against its framework-mode budget; it never fails on a size.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/storefront/dist-framework/client/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const closure = (key, into = new Set()) => {
  if (!manifest[key] || into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, into);
  return into;
};
const routeKey = (module) => `src/framework/${module}?__react-router-build-client-route`;
const routeManifest = readdirSync(join(dist, 'assets')).find((f) => /^manifest-.*\.js$/.test(f));
/**
 * Home's first-load budget in framework mode: main's 140 kB plus React Router's framework runtime
 * (turbo-stream, HydratedRouter, route discovery, Meta/Scripts: +14 to +18 kB, no tree-shaking
 * patch) and the head builders `meta` runs in the browser (~4 kB). The lead accepted it (decision
 * 0042, "The budget"); `pnpm bench:web` keeps 140 kB for the data router until the switch.
 */
const HOME_BUDGET_KB = 165;
const sizes = new Map();
let homeKb;
for (const module of Object.keys(manifest)
  .filter((key) => key.startsWith('src/framework/routes/'))
  .map((key) => key.replace('src/framework/', '').replace(/\?.*$/, ''))) {
  const keys = new Set();
  for (const key of ['src/framework/entry.client.tsx', routeKey('root.tsx'), routeKey(module)])
    closure(key, keys);
  const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  for (const file of files) sizes.set(file, gz(file));
  const total = files.reduce((sum, file) => sum + gz(file), 0) + gz(`assets/${routeManifest}`);
  if (module === 'routes/home.tsx') homeKb = total / 1000;
  console.log(
    `${module.padEnd(24)} ${(total / 1000).toFixed(1).padStart(6)} kB gz, ${files.length + 1} files`,
  );
}
console.log(
  `\nhome budget: ${homeKb.toFixed(1)} kB of ${HOME_BUDGET_KB} kB${homeKb > HOME_BUDGET_KB ? '  (OVER)' : ''}`,
);
console.log('\nLargest files:');
for (const [file, size] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 8))
  console.log(`  ${(size / 1000).toFixed(1).padStart(5)} kB  ${file}`);
