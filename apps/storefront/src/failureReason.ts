import { isApiError } from '@wtkit/api-client';

/**
 * The {message} of the documents' "Error loading ...: {message}" texts: the server's sentence,
 * or what went wrong on the way (a network failure has no server sentence).
 */
export function failureReason(cause: unknown): string {
  if (isApiError(cause) && cause.message) return cause.message;
  if (cause instanceof Error && cause.message) return cause.message;
  return String(cause);
}
