import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * One entry per component folder (`src/Button/index.ts` → `dist/Button/index.js`, exported as
 * `@wtkit/ui/Button`) besides the whole kit (`dist/index.js`). esbuild's code splitting puts
 * each component's code into its own chunk that both entries import, so an embedding site's
 * bundler sees one module per component and can split it per route, as it would from source.
 */
const componentEntries = Object.fromEntries(
  readdirSync(new URL('./src', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) =>
      readdirSync(new URL(`./src/${entry.name}`, import.meta.url)).includes('index.ts'),
    )
    .map((entry) => [`${entry.name}/index`, `src/${entry.name}/index.ts`]),
);

export default defineConfig({
  entry: { index: 'src/index.ts', ...componentEntries },
  format: ['esm'],
  // Declarations come from tsc (tsconfig.build.json), one .d.ts per module beside the JS.
  dts: false,
  sourcemap: true,
  clean: true,
  splitting: true,
  target: 'es2022',
  // Components use hooks and events: React Server Components hosts must treat the kit as client
  // code. The directive is added after bundling, where esbuild would otherwise drop it.
  banner: { js: "'use client';" },
});
