import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown when a screen fails to load or render (for example a chunk missing after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <main className="sf-notice">
      <h1>Something went wrong</h1>
      <p>{message}</p>
      <a href="/">Reload the home page</a>
    </main>
  );
}
