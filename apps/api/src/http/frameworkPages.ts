import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { AppContext } from '../context.js';
import { defaultStorefrontDir } from '../paths.js';
import { modulePreloadsAfterPaint } from './modulePreloadsAfterPaint.js';
import { htmlPolicy, inlineScriptHashes } from './securityHeaders.js';
import { serveFile } from './staticFiles.js';
import { routeStylesheets } from './storefrontPages.js';

/** What the storefront's framework-mode server build (`dist-framework/server/index.js`) exports. */
interface FrameworkServerBuild {
  createStorefrontHandler(options: {
    fetchApi: (request: Request) => Response | Promise<Response>;
    baseUrl: string;
    stylesheets?: Readonly<Record<string, string>>;
  }): (request: Request) => Promise<Response>;
}

/**
 * The storefront in React Router's framework mode (`STOREFRONT_RENDERER=framework`, decision
 * 0042, in progress): the client build's files, and every other address answered by the
 * framework's request handler, its inline scripts allowed by hash. Not yet here: the page cache,
 * compression of pages, render slots and the address rules of `storefrontPages.ts`.
 */
export function serveFrameworkStorefront(
  app: AppContext,
  fetchApi: (request: Request) => Response | Promise<Response>,
) {
  const root = join(app.config.storefrontDir ?? defaultStorefrontDir, '..', 'dist-framework');
  const clientDir = join(root, 'client');
  const serverEntry = join(root, 'server', 'index.js');
  const policy = htmlPolicy(app.config);
  let handler: Promise<(request: Request) => Promise<Response>> | undefined;

  return async (c: Context) => {
    const path = c.req.path;
    const acceptEncoding = c.req.header('accept-encoding');
    if (extname(path) !== '' && !path.split('/').some((part) => part.startsWith('.'))) {
      const immutable = path.startsWith('/assets/');
      const asset = await serveFile(
        clientDir,
        path,
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        acceptEncoding,
      );
      if (asset) return asset;
      if (immutable) return c.text('No such file.', 404);
    }
    if (!existsSync(serverEntry)) return c.text('The framework build is missing.', 503);
    handler ??= (async () => {
      const build = (await import(pathToFileURL(serverEntry).href)) as FrameworkServerBuild;
      // The client build's manifest names every stylesheet, which pages are sent with written in.
      const manifest = await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8').then(
        (text) => JSON.parse(text) as Record<string, unknown>,
        () => ({}),
      );
      return build.createStorefrontHandler({
        fetchApi,
        baseUrl: app.publicUrl,
        stylesheets: await routeStylesheets(manifest, clientDir),
      });
    })();
    const answer = await (await handler)(c.req.raw);
    if (!answer.headers.get('content-type')?.startsWith('text/html')) return answer;
    const html = modulePreloadsAfterPaint(await answer.text());
    const headers = new Headers(answer.headers);
    for (const [name, value] of Object.entries(policy.headers(inlineScriptHashes(html))))
      headers.set(name, value);
    headers.set('cache-control', 'no-cache');
    return new Response(html, { status: answer.status, headers });
  };
}
