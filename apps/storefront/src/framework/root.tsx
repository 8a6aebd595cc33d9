import '@wtkit/ui/styles.css';
import '../app.css';
import type { DehydratedState } from '@tanstack/react-query';
import { HydrationBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  Links,
  type LoaderFunctionArgs,
  Meta,
  Scripts,
  ScrollRestoration,
  useMatches,
} from 'react-router';
import { EVERY_PAGE, earlyRequestsScript } from '../earlyRequests';
import { Layout as Frame } from '../Layout';
import { RouteError } from '../routes/RouteError';
import './context';

/** The shop's public address, which every route's `meta` makes its links absolute with. */
export const loader = ({ context }: LoaderFunctionArgs) => ({ baseUrl: context.baseUrl });

// The address does not change while the app runs.
export const shouldRevalidate = () => false;

/** The document around every page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5394" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* Signed in: the header keeps the avatar's place and the first answers start here. */}
        <script
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, no stored text.
          dangerouslySetInnerHTML={{ __html: earlyRequestsScript(EVERY_PAGE) }}
        />
        <Links />
      </head>
      <body>
        <div id="root">{children}</div>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The query cache each route's server loader filled, which the page renders from. */
function ServerQueries({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const queries = matches.flatMap(
    (match) =>
      (match.loaderData as { queries?: DehydratedState } | undefined)?.queries?.queries ?? [],
  );
  return <HydrationBoundary state={{ queries, mutations: [] }}>{children}</HydrationBoundary>;
}

export default function Root() {
  return (
    <ServerQueries>
      <Frame framework />
    </ServerQueries>
  );
}

export const ErrorBoundary = RouteError;
