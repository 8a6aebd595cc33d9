import type { Connect, Plugin } from 'vite';

/**
 * `react-router dev` with the load context the API gives the server build: pages are answered
 * by our `createStorefrontHandler` (`src/server.ts`, loaded through Vite so an edit
 * reloads), its API requests sent to the running shop at `apiUrl`. React Router's own dev
 * handler would call the loaders without a context (it has no option for one).
 */
export function devPages(apiUrl: string): Plugin {
  return {
    name: 'wtkit-dev-pages',
    apply: 'serve',
    // After Vite's own middlewares (modules, sources, public files), before React Router's.
    configureServer: (server) => () => {
      const pages: Connect.NextHandleFunction = async (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        try {
          const { createStorefrontHandler } = (await server.ssrLoadModule(
            '/src/server.ts',
          )) as typeof import('./src/server');
          const origin = `http://${req.headers.host ?? 'localhost'}`;
          const handle = createStorefrontHandler({
            fetchApi: (request) => {
              const url = new URL(request.url);
              return fetch(new Request(new URL(url.pathname + url.search, apiUrl), request));
            },
            baseUrl: origin,
          });
          const answer = await handle(new Request(new URL(req.url ?? '/', origin)));
          res.statusCode = answer.status;
          answer.headers.forEach((value, name) => {
            res.setHeader(name, value);
          });
          res.end(Buffer.from(await answer.arrayBuffer()));
        } catch (error) {
          next(error);
        }
      };
      server.middlewares.use(pages);
    },
  };
}
