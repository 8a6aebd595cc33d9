import { isApiError } from '@wtkit/api-client';

/** A refused token: the session is over. */
export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/**
 * The text a screen shows for a failure.
 *
 * With a fallback: the server's sentence when it sent one, else the screen's fallback; an empty
 * fallback gives the status line (`HTTP error! status: N`) rather than nothing. A failure that is
 * not the server's answer (a network error) shows the fallback.
 *
 * Without one, for the {message} of the "Error loading ...: {message}" texts: the server's
 * sentence or status line, or what went wrong on the way (a network failure has no server
 * sentence).
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (fallback === undefined) {
    return error instanceof Error && error.message ? error.message : String(error);
  }
  if (!isApiError(error)) return fallback;
  return error.serverMessage ?? (fallback || error.message);
}
