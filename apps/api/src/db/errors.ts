/** The PostgreSQL error code of a failure, looking through drizzle's wrapper. */
export function pgCode(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object'; ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';

/**
 * A failure PostgreSQL asks the client to answer by running the whole transaction again: it was
 * chosen as a deadlock's victim (`40P01`) or could not be serialised with another (`40001`).
 */
export const isTransientFailure = (error: unknown) => {
  const code = pgCode(error);
  return code === '40P01' || code === '40001';
};
