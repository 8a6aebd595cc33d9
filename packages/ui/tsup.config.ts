import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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

/** Marks a component's stylesheet import in the bundle until its path from the chunk is known. */
const STYLESHEET = 'wtkit-stylesheet:';

/**
 * Components import their own stylesheets (and the foundation before them), and those imports
 * must reach the host's bundler, which then gives each of its chunks the rules of the components
 * in it. esbuild would pull them into one stylesheet per entry instead, so they stay imports here,
 * marked, and `withStylesheets` below points them at the stylesheets copied into dist.
 */
const stylesheetImports: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'stylesheet-imports',
  setup(build) {
    build.onResolve({ filter: /\.css$/ }, (args) =>
      args.kind === 'import-statement'
        ? {
            path: `${STYLESHEET}${relative(src, resolve(args.resolveDir, args.path))}`,
            external: true,
          }
        : undefined,
    );
  },
};

/** Copies the stylesheets into dist as laid out in src and points the marked imports at them. */
function withStylesheets() {
  for (const entry of readdirSync(src, { recursive: true })) {
    const sheet = String(entry);
    // styles.css is an entry: esbuild has written it as one file.
    if (sheet.endsWith('.css') && sheet !== 'styles.css')
      cpSync(join(src, sheet), join(dist, sheet));
  }
  for (const entry of readdirSync(dist, { recursive: true })) {
    const file = join(dist, String(entry));
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(file, 'utf8');
    const pointed = code.replace(/(["'])wtkit-stylesheet:([^"']+)\1/g, (_, quote, sheet) => {
      const path = relative(dirname(file), join(dist, sheet)).replace(/\\/g, '/');
      return `${quote}${path.startsWith('.') ? path : `./${path}`}${quote}`;
    });
    if (pointed !== code) writeFileSync(file, pointed);
  }
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
