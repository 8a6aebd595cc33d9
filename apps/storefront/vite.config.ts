import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// `pnpm --filter @wtkit/storefront dev` serves the app with hot reload and forwards the API and
// the seed images to a running server (`pnpm start`, or API_URL).
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

const packageSource = (name: string) =>
  fileURLToPath(new URL(`../../packages/${name}/src/index.ts`, import.meta.url));
const uiSource = fileURLToPath(new URL('../../packages/ui/src/', import.meta.url));

/**
 * The styles come once, from `@wtkit/ui/styles.css` (the kit's built stylesheet, imported by
 * main.tsx before app.css so the app's rules win ties). The kit's source modules also import
 * their own CSS; in this build those imports are empty, so no rule ships twice and the order
 * of the cascade is the one the built stylesheet has. Editing the kit's CSS therefore needs
 * `pnpm --filter @wtkit/ui build` (`pnpm build` builds the kit before the storefront).
 */
function kitCssFromBuiltStylesheet(): Plugin {
  const empty = '\0wtkit-ui-source-css';
  return {
    name: 'wtkit-ui-css-from-built-stylesheet',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id.endsWith('.css') && importer?.startsWith(uiSource)) return empty;
      return null;
    },
    load(id) {
      return id === empty ? 'export {};' : null;
    },
  };
}

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

// `vite build` makes the browser's bundle (dist/, with the manifest the server preloads route
// chunks from); `vite build --ssr src/entry.server.tsx` makes the server's renderer
// (dist-server/), which the API process imports to render pages.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    kitCssFromBuiltStylesheet(),
    // react-aria ships its components' strings (close buttons, announcements) in 30-odd
    // languages; the shop is in US English.
    optimizeLocales.vite({ locales: ['en-US'] }),
    reactRouterTreeShaking(),
  ],
  resolve: {
    // The workspace packages are built from source, so each route's chunk takes only the
    // components, rules and queries it uses (the packages' single-file builds would put
    // everything any route uses into one chunk shared by all). Exact names and component
    // entry points only: `@wtkit/ui/styles.css` still resolves to the built stylesheet.
    alias: [
      { find: /^@wtkit\/ui$/, replacement: packageSource('ui') },
      // A component's own entry point (`@wtkit/ui/TrackerDialog`), for the dialogs a page loads
      // on first open: from source too, so the lazy chunk shares the page's modules.
      { find: /^@wtkit\/ui\/([A-Z][A-Za-z]*)$/, replacement: `${uiSource}$1/index.ts` },
      { find: /^@wtkit\/domain$/, replacement: packageSource('domain') },
      { find: /^@wtkit\/api-client$/, replacement: packageSource('api-client') },
    ],
  },
  server: {
    proxy: {
      '/api': apiUrl,
      '/images': apiUrl,
    },
  },
  ssr: {
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
      },
}));
