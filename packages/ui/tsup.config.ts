import { cpSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Options } from 'tsup';

const src = fileURLToPath(new URL('./src/', import.meta.url));
const dist = fileURLToPath(new URL('./dist/', import.meta.url));

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

/**
 * Components import their own stylesheets (and the foundation before them), and those imports
 * must reach the host's bundler, which then gives each of its chunks the rules of the components
 * in it. esbuild would pull them into one stylesheet per entry instead, so they stay imports here,
 * of `#stylesheet/<path in src>`: the package's `imports` map sends a bundler to the stylesheet,
 * copied into dist as laid out in src, and Node (a server rendering the kit, which has no use for
 * CSS and cannot load it) to an empty module.
 */
const stylesheetImports: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'stylesheet-imports',
  setup(build) {
    build.onResolve({ filter: /\.css$/ }, (args) =>
      args.kind === 'import-statement'
        ? {
            path: `#stylesheet/${relative(src, resolve(args.resolveDir, args.path)).replace(/\\/g, '/')}`,
            external: true,
          }
        : undefined,
    );
  },
};

/** Copies the stylesheets into dist, and writes the module Node gets for any of them. */
function withStylesheets() {
  for (const entry of readdirSync(src, { recursive: true })) {
    const sheet = String(entry);
    // styles.css is an entry: esbuild has written it as one file.
    if (sheet.endsWith('.css') && sheet !== 'styles.css')
      cpSync(join(src, sheet), join(dist, sheet));
  }
  writeFileSync(
    join(dist, 'no-stylesheet.js'),
    "// What Node imports for a component's stylesheet (package.json `imports`): a server renders no CSS.\nexport {};\n",
  );
}

export default defineConfig({
  // `styles` is the whole kit's stylesheet in one file (`@wtkit/ui/styles.css`).
  entry: { index: 'src/index.ts', styles: 'src/styles.css', ...componentEntries },
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
  esbuildPlugins: [stylesheetImports],
  onSuccess: async () => withStylesheets(),
});
