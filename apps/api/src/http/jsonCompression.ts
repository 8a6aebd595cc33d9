import { compress, negotiateEncoding } from './compression.js';

/**
 * JSON answers shorter than this go as they are: compressing them saves less than a packet and
 * costs the time to do it.
 */
export const JSON_COMPRESS_MIN_BYTES = 1024;

const isJson = (response: Response) =>
  (response.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json');

/**
 * `response` (a JSON answer of the API) compressed in the coding the client weighs highest, the
 * same negotiation as pages, when it is long enough to be worth it; null to send it as it is.
 * Answers that long say they vary by `Accept-Encoding` whichever coding they go in, and a
 * compressed one carries the weak form of its ETag: the same content, other bytes.
 */
export async function compressJsonAnswer(
  response: Response,
  acceptEncoding: string | undefined,
): Promise<Response | null> {
  if (!response.body || !isJson(response) || response.headers.has('content-encoding')) return null;
  const bytes = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const answer = (body: Uint8Array) =>
    new Response(body, { status: response.status, statusText: response.statusText, headers });
  if (bytes.byteLength < JSON_COMPRESS_MIN_BYTES) return answer(bytes);
  headers.append('vary', 'accept-encoding');
  const encoding = negotiateEncoding(acceptEncoding);
  if (encoding === null) return answer(bytes);
  headers.set('content-encoding', encoding);
  const etag = headers.get('etag');
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
  // Compressed on every answer: the quick settings pages use.
  return answer(compress(bytes, encoding, { quality: 4, level: 6 }));
}
