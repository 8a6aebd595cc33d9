import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.ico']);

/**
 * Compressed copies of the storefront's files, made on the first request for each and kept while
 * the file is unchanged (its size and modification time). The build's files are few and
 * immutable, so this costs a few hundred kilobytes of memory once.
 */
const compressedFiles = new Map<string, Uint8Array>();

type Encoding = 'br' | 'gzip';

/**
 * `bytes` compressed for the answer: Brotli at `quality` (0–11) or gzip at `level` (1–9). Files
 * that are compressed once and kept take the highest; pages compressed on every answer, less.
 */
export function compress(
  bytes: string | Uint8Array,
  encoding: Encoding,
  effort: { quality: number; level: number },
): Uint8Array {
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: effort.quality,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(bytes),
        },
      })
    : gzipSync(bytes, { level: effort.level });
}

/** The best encoding the client accepts (`br`, then `gzip`), or none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q === undefined || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * A file under `root`, never outside it. Text files are sent compressed (Brotli or gzip) when
 * the client accepts it: the storefront's JavaScript is about three times smaller on the wire.
 */
export async function serveFile(
  root: string,
  relative: string,
  cacheControl: string,
  acceptEncoding?: string,
): Promise<Response | undefined> {
  const path = normalize(join(root, relative));
  if (!path.startsWith(root)) return undefined;
  try {
    const info = await stat(path);
    if (!info.isFile()) return undefined;
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
    };
    if (!COMPRESSIBLE.has(extname(path))) return new Response(await readFile(path), { headers });
    headers.vary = 'accept-encoding';
    const encoding = preferredEncoding(acceptEncoding);
    if (encoding === null) return new Response(await readFile(path), { headers });
    const key = `${encoding}:${path}:${info.size}:${info.mtimeMs}`;
    let body = compressedFiles.get(key);
    if (!body) {
      body = compress(await readFile(path), encoding, { quality: 9, level: 9 });
      compressedFiles.set(key, body);
    }
    headers['content-encoding'] = encoding;
    return new Response(body, { headers });
  } catch {
    return undefined;
  }
}
