import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

// `pnpm --filter @wtkit/storefront dev` serves the app with hot reload and forwards the API and
// the seed images to a running server (`pnpm start`, or API_URL).
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

/**
 * React Router's modules assign `displayName` to every component at the top level and call
 * `React.forwardRef` without a pure annotation, so a bundler must keep `Link`, `NavLink`, `Form`
 * and what they use (prefetching, form submission) although this app uses none of them. Without
 * the assignments and with the annotation, they are left out (about 4 kB gzipped). The names
 * only serve React's developer tools.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/].*\.mjs$/.test(id)) return null;
      return {
        code: code
          .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
          .replace(/= React(\d*)\.(forwardRef|memo)\(/g, '= /* @__PURE__ */ React$1.$2('),
        map: null,
      };
    },
  };
}

/**
 * react-aria-components' Button reads `ProgressBarContext` from the module of `ProgressBar`, so
 * every page that has a button loads that module, and a bundler that places code by module puts
 * the ProgressBar component there too (with its number formatting, about 1.3 kB gzipped) as soon
 * as any screen shows one. Here the context is a module of its own, which both read: one
 * context, as before, and the ProgressBar goes with the screens that show it.
 */
function progressBarContextApart(): Plugin {
  const specifier = 'virtual:rac-progress-bar-context';
  const id = `\0${specifier}`;
  const module = /[\\/]react-aria-components[\\/]dist[\\/]private[\\/](ProgressBar|Button)\.mjs$/;
  const definition = /^const (\$[\w$]+) = \/\*#__PURE__\*\/ \(0, \$\w+\$createContext\)\(null\);$/m;
  return {
    name: 'progress-bar-context-apart',
    apply: 'build',
    resolveId: (source) => (source === specifier ? id : null),
    load: (loaded) =>
      loaded === id
        ? "import { createContext } from 'react';\nexport const ProgressBarContext = /*#__PURE__*/ createContext(null);\n"
        : null,
    transform(code, moduleId) {
      const which = module.exec(moduleId)?.[1];
      if (!which) return null;
      const next =
        which === 'Button'
          ? code.replace('from "./ProgressBar.mjs"', `from "${specifier}"`)
          : code.replace(definition, `import { ProgressBarContext as $1 } from "${specifier}";`);
      if (next === code) this.error(`${which}.mjs changed: the ProgressBar context was not found`);
      return { code: next, map: null };
    },
  };
}

// `vite build` makes the browser's bundle (dist/, with the manifest the server preloads route
// chunks from); `vite build --ssr src/entry.server.tsx` makes the server's renderer
// (dist-server/), which the API process imports to render pages.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // react-aria ships its components' strings (close buttons, announcements) in 30-odd
    // languages; the shop is in US English.
    optimizeLocales.vite({ locales: ['en-US'] }),
    reactRouterTreeShaking(),
    progressBarContextApart(),
  ],
  resolve: {
    // The workspace packages are read from their sources (the `@wtkit/source` condition of their
    // exports), so each route's chunk takes only the components, rules and queries it uses, and
    // `pnpm dev` hot-reloads an edit in any of them, CSS included. Published builds have no such
    // condition: other sites get the packages' dist.
    conditions: ['@wtkit/source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/api': apiUrl,
      '/images': apiUrl,
    },
  },
  ssr: {
    resolve: {
      conditions: ['@wtkit/source', ...defaultServerConditions],
      externalConditions: ['@wtkit/source'],
    },
    // The server renderer is one self-contained module tree (React, React Router, react-aria and
    // the kit included): the API imports it from wherever the build was written, with no
    // node_modules beside it.
    noExternal: true,
  },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, target: 'node20' }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        // Every browser the shop supports has <link rel="modulepreload">.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // Chunks shared by several screens are named by their hash alone: the entry lists every
            // chunk a screen needs (to preload them together), and their names would only repeat
            // the first module's (about 0.5 kB gzipped on every page). Screens keep their names.
            // Stylesheets too: the app's chunk lists every chunk's stylesheets for client-side
            // navigation, and the names would only repeat the chunks'.
            assetFileNames: (asset) =>
              asset.names.some((name) => name.endsWith('.css'))
                ? 'assets/[hash][extname]'
                : 'assets/[name]-[hash][extname]',
            chunkFileNames: (chunk) =>
              chunk.isDynamicEntry || chunk.name === 'app'
                ? 'assets/[name]-[hash].js'
                : 'assets/[hash].js',
            codeSplitting: {
              // Every module the entry loads goes into one chunk beside the entry's own: left to
              // itself the bundler cuts what the entry shares with route chunks into some twenty
              // files, which compress worse apart (about 7 kB gzipped more on every page).
              groups: [
                {
                  name: 'app',
                  tags: ['$initial'],
                  // The entry itself stays the entry chunk (index.html loads it by name).
                  test: (id) => !/[\\/]src[\\/]main\.tsx$|[\\/]index\.html/.test(id),
                },
              ],
            },
          },
        },
      },
}));
