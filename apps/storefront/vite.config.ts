import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { devPages } from './devPages';

// `pnpm dev` (`react-router dev`) serves the pages with hot reload and forwards the API and the
// seed images to a running server (`pnpm start`, or API_URL).
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

// The storefront in React Router's framework mode (decision 0042): `react-router build` writes
// the browser's files to dist-framework/client and the server build the API imports to
// dist-framework/server. No patched dependencies: React Router's and react-aria's modules are
// bundled as they are published.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    devPages(apiUrl),
    reactRouter(),
    // react-aria ships its components' strings (close buttons, announcements) in 30-odd
    // languages; the shop is in US English.
    optimizeLocales.vite({ locales: ['en-US'] }),
  ],
  // The workspace packages are read from their sources (the `@wtkit/source` condition of their
  // exports), so each route's chunk takes only the components, rules and queries it uses, and
  // `pnpm dev` hot-reloads an edit in any of them, CSS included. Published builds have no such
  // condition: other sites get the packages' dist.
  resolve: { conditions: ['@wtkit/source', ...defaultClientConditions] },
  server: { proxy: { '/api': apiUrl, '/images': apiUrl } },
  // Read from the packages' sources, their dependencies are found only as a page imports them:
  // Vite would bundle them then and reload the first page. Named here, they are bundled first.
  optimizeDeps: {
    include: [
      '@tanstack/react-query',
      'react-aria-components',
      '@wtkit/api-client > openapi-fetch',
      '@wtkit/domain > zod',
    ],
  },
  ssr: {
    resolve: {
      conditions: ['@wtkit/source', ...defaultServerConditions],
      externalConditions: ['@wtkit/source'],
    },
    // The build is one self-contained module tree: the API imports it with no node_modules
    // beside it. `pnpm dev` leaves the dependencies to Node (React is CommonJS), as Vite does.
    noExternal: command === 'build' ? true : undefined,
  },
  build: {
    target: isSsrBuild ? 'node20' : undefined,
    modulePreload: { polyfill: false },
    // Kept for measuring what a page loads (React Router deletes it otherwise).
    manifest: true,
    // The server build's entry is ours: it exports the request handler the API mounts.
    rolldownOptions: isSsrBuild
      ? { input: './src/server.ts' }
      : {
          output: {
            // React, React Router and the query client in one chunk (about 2 kB gz less on home
            // than the bundler's own split), then the frame.
            codeSplitting: {
              groups: [
                {
                  name: 'runtime',
                  // The kit's foundation (its layer order, tokens and base) rides with it: the
                  // root's stylesheets then start with the order statement, before any layer.
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|turbo-stream|cookie|set-cookie-parser)[\\/]|[\\/]packages[\\/]ui[\\/]src[\\/](foundation\.css|styles[\\/](tokens|base)\.css)/,
                },
                // The frame every page draws (Layout and the kit's header and footer, the head
                // builders `meta` needs, the early requests): a group takes its modules'
                // dependencies along, so this is one chunk instead of ~25 small shared ones
                // (home 168.6 → 164.3 kB gz, 41 → 16 files). After `runtime`, which keeps React.
                {
                  name: 'frame',
                  test: /[\\/]apps[\\/]storefront[\\/]src[\\/](Layout\.tsx|adoptEarlyRequests\.ts|apiClient\.ts|earlyRequests\.ts|hydrated\.ts|PageStylesheets\.tsx|navigationPreloads\.ts|pageMeta\.ts)$/,
                },
              ],
            },
          },
        },
  },
}));
