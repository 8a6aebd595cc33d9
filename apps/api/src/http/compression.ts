import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

/** Answer compression: which encoding a client takes, and bytes compressed in it. */
export type Encoding = 'br' | 'gzip';

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
