import {
  type DehydratedState,
  dehydrate,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { createApiClient, createQueries } from '@wtkit/api-client';
import { API_BASE_PATH, escapeHtml, renderHeadTags } from '@wtkit/domain';
import type { ImagePreload } from '@wtkit/ui';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router-dom';
import { company } from './config';
import { documentParts, type Stylesheets, scriptLoader, stylesheetTags } from './document';
import { EVERY_PAGE, earlyRequestsScript } from './earlyRequests';
import { type HydrationState, stateScript } from './hydrationState';
import { serverLoaderContext } from './loaderContext';
import { errorHead, type HeadArgs, headFor, notFoundHead, type RouteHead } from './pageHead';
import { type RouteHandle, routes } from './router';

/** One chunk of Vite's build manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export interface PageRendererOptions {
  /** Answers an API request in the same process (the server's own router, no network). */
  fetchApi: (request: Request) => Response | Promise<Response>;
  /** The shop's public address (`PUBLIC_URL`): canonical links and JSON-LD are absolute. */
  baseUrl: string;
  /** The built `index.html`. */
  template: string;
  /** The build's manifest: the chunks of the page's routes are preloaded with it. */
  manifest: Record<string, ManifestChunk>;
  /** Where render failures are reported. */
  onError?: (error: unknown) => void;
  /** The build's stylesheets by address, written into the page instead of linked. */
  stylesheets?: Stylesheets;
}

export interface RenderedPage {
  status: number;
  /** The page, streamed as React renders it. */
  body: ReadableStream<Uint8Array>;
  /** The same for every visitor (no error of ours, not a private page): it may be cached. */
  isPublic: boolean;
}

const encoder = new TextEncoder();

/**
 * The storefront rendered on the server: the route's loaders read the catalogue in-process, the
 * page streams with its head (title, description, canonical, previews, JSON-LD) and the data the
 * browser hydrates from, so it asks for nothing the HTML already has.
 */
export function createPageRenderer(options: PageRendererOptions) {
  const handler = createStaticHandler(routes);
  const document = documentParts(options.template, options.stylesheets);
  const assetsOf = routeAssets(options.manifest);
  const api = createApiClient({
    baseUrl: `http://storefront.internal${API_BASE_PATH}`,
    fetch: (input, init) =>
      Promise.resolve(
        options.fetchApi(input instanceof Request && !init ? input : new Request(input, init)),
      ),
  });
  const queries = createQueries(api);

  return async function render(request: Request): Promise<Response | RenderedPage> {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    const context = await handler.query(request, {
      requestContext: serverLoaderContext(queryClient, queries),
    });
    // A loader's redirect, answered as it is.
    if (context instanceof Response) return context;

    for (const error of Object.values(context.errors ?? {}))
      if (!isRouteErrorResponse(error)) options.onError?.(error);

    const url = new URL(request.url);
    const head = routeHead(context, {
      pathname: url.pathname,
      search: url.searchParams,
      queryClient,
      queries,
      baseUrl: options.baseUrl,
    });
    const state: HydrationState = {
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeErrors(context.errors),
      },
      queries: withoutTimes(dehydrate(queryClient)),
    };
    const router = createStaticRouter(handler.dataRoutes, context);
    const stream = await renderToReadableStream(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </StrictMode>,
      { onError: options.onError },
    );
    // Crawlers and link previews read the whole page: it is sent once nothing is left to render.
    await stream.allReady;

    const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined);
    const routes = handles.map((handle) => assetsOf(handle));
    const styles = new Set(routes.flatMap((route) => route.styles));
    const early = [
      ...new Set([...EVERY_PAGE, ...handles.flatMap((handle) => handle?.early ?? [])]),
    ];
    const modules = new Set([
      ...document.entryModules,
      ...routes.flatMap((route) => route.modules),
    ]);
    const headHtml = [
      renderHeadTags(head.meta, { baseUrl: options.baseUrl, siteName: company.name }),
      head.preloadImage ? preloadImageTag(head.preloadImage) : '',
      `<script>${earlyRequestsScript(early)}</script>`,
    ]
      .filter(Boolean)
      .join('\n');
    const routeStyles = [...styles]
      .map((href) => stylesheetTags(href, options.stylesheets))
      .join('\n');
    const loader = `<script>${scriptLoader(document.entryScripts, [...modules])}</script>`;

    return {
      status: context.statusCode,
      isPublic: context.statusCode < 500 && !head.meta.noindex,
      body: concatStreams([
        encoder.encode(
          document.beforeHead + headHtml + document.headRest + routeStyles + document.afterHead,
        ),
        stream,
        encoder.encode(document.afterApp + stateScript(state) + loader + document.afterState),
      ]),
    };
  };
}

type HeadInput = Omit<HeadArgs, 'params'>;

/**
 * The query cache without the times of its answers, which the browser sets to its own clock when
 * it hydrates: a page rendered twice from the same catalogue is the same bytes, so its entity
 * tag is too, and a cache's revalidation is answered 304.
 */
function withoutTimes(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
    })),
  };
}

/** The head of the deepest route that has one; an error's own head when a route failed. */
function routeHead(context: StaticHandlerContext, input: HeadInput): RouteHead {
  const error = Object.values(context.errors ?? {})[0];
  if (error !== undefined)
    return isRouteErrorResponse(error) && error.status === 404 ? notFoundHead() : errorHead();
  for (const match of [...context.matches].reverse()) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle?.head) return headFor(handle.head, { ...input, params: match.params });
  }
  return notFoundHead();
}

/** Route errors for the browser: a 404 as it is, anything else without our internals. */
function serializeErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : { message: 'The page could not be loaded.', __type: 'Error' },
    ]),
  );
}

/**
 * What a route module needs beyond the entry: its stylesheets (in the head: without them a page
 * rendered on the server would show unstyled until its chunk had run) and the files of
 * its chunk and what that imports (loaded with the app after the first paint), with the lazily
 * loaded chunks its handle names (`alsoLoads`) and what they import.
 */
function routeAssets(manifest: Record<string, ManifestChunk>) {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  const closure = (key: string, into = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return into;
    into.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const dynamicByName = new Map(
    Object.entries(manifest).flatMap(([key, chunk]) =>
      chunk.isDynamicEntry && chunk.name ? [[chunk.name, key] as const] : [],
    ),
  );
  const loadedWithEntry = entry ? closure(entry) : new Set<string>();
  const cache = new Map<RouteHandle, { styles: string[]; modules: string[] }>();
  return (handle: RouteHandle | undefined) => {
    if (!handle) return { styles: [], modules: [] };
    let assets = cache.get(handle);
    if (!assets) {
      const chunks = new Set<string>();
      closure(`src/${handle.module}`, chunks);
      for (const name of handle.alsoLoads ?? []) {
        const key = dynamicByName.get(name);
        if (key) closure(key, chunks);
      }
      const own = [...chunks].filter((key) => !loadedWithEntry.has(key));
      assets = {
        styles: [...new Set(own.flatMap((key) => manifest[key]?.css ?? []))].map((f) => `/${f}`),
        modules: own.flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : [])),
      };
      cache.set(handle, assets);
    }
    return assets;
  };
}

function concatStreams(parts: (Uint8Array | ReadableStream<Uint8Array>)[]) {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        for (const part of parts) {
          if (part instanceof Uint8Array) {
            controller.enqueue(part);
            continue;
          }
          const reader = part.getReader();
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            controller.enqueue(value);
          }
        }
        controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
}

/** The largest paint's `<link rel="preload">`: the same candidates and sizes as the page's image. */
function preloadImageTag(preload: ImagePreload): string {
  const attributes = [
    ['href', preload.href],
    ['imagesrcset', preload.imageSrcSet],
    ['imagesizes', preload.imageSizes],
    ['type', preload.type],
  ]
    .filter(([, value]) => value)
    .map(([name, value]) => ` ${name}="${escapeHtml(value ?? '')}"`)
    .join('');
  return `<link rel="preload" as="image"${attributes} fetchpriority="high">`;
}
