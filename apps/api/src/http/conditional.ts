/**
 * Whether an `If-None-Match` header names `etag` or is `*`. For If-None-Match the comparison is
 * the weak one (RFC 9110, 13.1.2): `W/"x"` matches `"x"`.
 */
export function noneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  const wanted = opaque(etag);
  return [...ifNoneMatch.matchAll(/(?:W\/)?"[^"]*"/g)].some((match) => opaque(match[0]) === wanted);
}
