import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import './context';
import { StylesheetTexts } from './PageStylesheets';

/**
 * A page rendered from its loaders' data, read through the request's own query client (the
 * loaders filled it). Crawlers and link previews read the whole page: it is sent once nothing is
 * left to render.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  let failed = false;
  const body = await renderToReadableStream(
    <StrictMode>
      <QueryClientProvider client={loadContext.queryClient}>
        <StylesheetTexts.Provider value={loadContext.stylesheets}>
          <ServerRouter context={routerContext} url={request.url} />
        </StylesheetTexts.Provider>
      </QueryClientProvider>
    </StrictMode>,
    {
      signal: request.signal,
      onError(error: unknown) {
        failed = true;
        console.error(error);
      },
    },
  );
  await body.allReady;
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(body, { headers, status: failed ? 500 : status });
}
