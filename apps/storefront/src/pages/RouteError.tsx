import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import NotFound from './NotFound';

/**
 * Shown where a screen could not load or render: the not-found page for a 404 (an unknown address
 * or product), else a short notice (for example a chunk missing after a deploy). The server
 * sends the same with the matching status.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="sf-notice">
      <h1>Something went wrong</h1>
      <p>We could not show this page. Please try again in a moment.</p>
      <a href="/">Reload the home page</a>
    </section>
  );
}
