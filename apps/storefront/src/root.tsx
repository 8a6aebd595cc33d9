import './withoutEval';
import '@wtkit/ui/foundation.css';
import './app.css';
import type { DehydratedState } from '@tanstack/react-query';
import { HydrationBoundary } from '@tanstack/react-query';
import { PressableStyle } from '@wtkit/ui';
import type { ReactNode } from 'react';
import {
  type LoaderFunctionArgs,
  Meta,
  Scripts,
  ScrollRestoration,
  useMatches,
} from 'react-router';
import { type EarlyRequest, EVERY_PAGE, earlyRequestsScript } from './earlyRequests';
import { INTL_WARM_UP_SCRIPT } from './intlWarmUp';
import { Layout as Frame } from './Layout';
import { PageStylesheets } from './PageStylesheets';
import { RouteError } from './pages/RouteError';
import './context';

/** The shop's public address, which every route's `meta` makes its links absolute with. */
export const loader = ({ context }: LoaderFunctionArgs) => ({ baseUrl: context.baseUrl });

// The address does not change while the app runs.
export const shouldRevalidate = () => false;

/** What a route module's `handle` may say to the document. */
export interface RouteHandle {
  /** Signed-in answers the page needs first, asked for from its head (besides me and cart). */
  early?: readonly EarlyRequest[];
}

/** The document around every page. */
export function Layout({ children }: { children: ReactNode }) {
  const early = new Set([
    ...EVERY_PAGE,
    ...useMatches().flatMap((match) => (match.handle as RouteHandle | undefined)?.early ?? []),
  ]);
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own.
          dangerouslySetInnerHTML={{ __html: INTL_WARM_UP_SCRIPT }}
        />
        <PressableStyle />
        <meta name="theme-color" content="#0b5394" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* Signed in: the header keeps the avatar's place and the first answers start here. */}
        <script
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, no stored text.
          dangerouslySetInnerHTML={{ __html: earlyRequestsScript([...early]) }}
        />
        <PageStylesheets />
      </head>
      <body>
        <div id="root">{children}</div>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

const adopted = new WeakMap<DehydratedState, DehydratedState>();

/**
 * A server loader's queries as the browser adopts them: rendered a moment ago, and catalogue
 * writes refresh the server's pages, so they count as fresh now (once per server answer).
 */
function adopt(state: DehydratedState): DehydratedState {
  let fresh = adopted.get(state);
  if (!fresh) {
    const now = Date.now();
    fresh = {
      mutations: [],
      queries: state.queries.map((query) => ({
        ...query,
        state: { ...query.state, dataUpdatedAt: now },
      })),
    };
    adopted.set(state, fresh);
  }
  return fresh;
}

/** The query cache each route's server loader filled, which the page renders from. */
function ServerQueries({ children }: { children: ReactNode }) {
  const queries = useMatches().flatMap((match) => {
    const state = (match.loaderData as { queries?: DehydratedState } | undefined)?.queries;
    return state ? adopt(state).queries : [];
  });
  return <HydrationBoundary state={{ queries, mutations: [] }}>{children}</HydrationBoundary>;
}

export default function Root() {
  return (
    <ServerQueries>
      <Frame />
    </ServerQueries>
  );
}

export const ErrorBoundary = RouteError;
