import { HttpError } from './errors.js';

/**
 * Requests whose body was read to its end. An error answered before that closes the connection
 * (see `mustCloseAfter`), so a client cannot keep streaming bytes we will never read.
 */
const fullyRead = new WeakSet<Request>();

/** Whether answering `request` now leaves part of its body unread on the socket. */
export function mustCloseAfter(request: Request): boolean {
  return request.body !== null && !fullyRead.has(request);
}

export const tooLarge = (message = 'The request body is too large.') =>
  new HttpError(413, message, undefined, { Connection: 'close' });

/**
 * The body's chunks as they arrive, never more than `limit` bytes in all: the chunk that passes
 * the limit stops the read with 413, so nothing past it is buffered. A declared Content-Length
 * over the limit is refused before a byte is read.
 */
export async function* boundedChunks(
  request: Request,
  limit: number,
  message?: string,
): AsyncGenerator<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw tooLarge(message);
  if (!request.body) {
    fullyRead.add(request);
    return;
  }
  const reader = request.body.getReader();
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > limit) throw tooLarge(message);
      yield value;
    }
    fullyRead.add(request);
  } finally {
    if (!fullyRead.has(request)) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

/** The whole body, up to `limit` bytes (413 past it). */
export async function readBounded(request: Request, limit: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of boundedChunks(request, limit)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Whether `text` (JSON) nests arrays and objects deeper than `max`. Checked before parsing, so
 * neither the parser nor the validators that walk the value can run out of stack.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c /* \ */) i += 1;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) depth -= 1;
  }
  return false;
}
