import pino, { type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './observability/requestContext.js';

/** Fields of an error that say what went wrong without carrying anyone's data. */
const SAFE_ERROR_FIELDS = ['code', 'constraint', 'table', 'column', 'routine', 'status'] as const;

/** Query parameters that a failed-query message appends (e-mails, password hashes, phones). */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
const withoutParams = (text: string) => text.replace(QUERY_PARAMS, '\nparams: [redacted]');

interface SafeError {
  type: string;
  message: string;
  stack?: string;
  cause?: SafeError;
  [field: string]: unknown;
}

/**
 * An error as the log may show it: its type, message, stack and the codes that explain it, and
 * the same for its cause. Everything else an error carries (query parameters, a row's `detail`
 * such as `Key (email)=(…)`, request bodies) stays out of the log.
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'a non-Error value was thrown' };
  const safe: SafeError = {
    type: error.constructor?.name ?? error.name,
    message: withoutParams(error.message),
    ...(error.stack ? { stack: withoutParams(error.stack) } : {}),
  };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') safe[field] = value;
  }
  if (error.cause !== undefined && depth < 5) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}

/** Secrets that must never reach the log, wherever they appear one level down. */
const REDACT = [
  '*.authorization',
  '*.Authorization',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.params',
];

/** `logger` with errors logged by `safeError` and secrets redacted, whoever created it. */
export function withRedaction(logger: Logger): Logger {
  return logger.child(
    {},
    { serializers: { err: safeError }, redact: { paths: REDACT, censor: '[redacted]' } },
  );
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return withRedaction(
    pino(
      {
        level,
        base: { service: 'wtkit-api' },
        // Every line written while a request is being answered names it.
        mixin: () => {
          const reqId = currentRequestId();
          return reqId ? { reqId } : {};
        },
      },
      destination,
    ),
  );
}
