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

/** What the client said of each coding: its weight (0 refuses), by name, and for `*`. */
interface Weights {
  named: Map<string, number>;
  wildcard: number | undefined;
}

function weightsOf(acceptEncoding: string): Weights {
  const named = new Map<string, number>();
  let wildcard: number | undefined;
  for (const item of acceptEncoding.split(',')) {
    const [rawName, ...parameters] = item.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.split('=').map((part) => part.trim().toLowerCase());
      if (key !== 'q') continue;
      // A weight that is not a number in 0–1 is not one the client meant: it refuses.
      const parsed = value !== undefined && /^[01](\.\d{0,3})?$/.test(value) ? Number(value) : 0;
      weight = parsed > 1 ? 0 : parsed;
    }
    // "x-gzip" is gzip under its old name (RFC 9110, 8.4.1.3).
    const coding = name === 'x-gzip' ? 'gzip' : name;
    if (coding === '*') wildcard = weight;
    else named.set(coding, Math.max(weight, named.get(coding) ?? 0));
  }
  return { named, wildcard };
}

/**
 * Below the lowest weight a client can state (0.001): identity unnamed is acceptable (RFC 9110,
 * 12.5.3, unless refused by name or by `*;q=0`), but last, so `gzip;q=0.5` still means gzip.
 */
const IMPLIED_IDENTITY = 0.0001;

/** The client's weight for `coding`: named, else through `*`, else (identity only) implied. */
function weightOf(weights: Weights, coding: string): number {
  const named = weights.named.get(coding);
  if (named !== undefined) return named;
  if (weights.wildcard !== undefined) return weights.wildcard;
  return coding === 'identity' ? IMPLIED_IDENTITY : 0;
}

/**
 * The encoding to send, by the client's `Accept-Encoding` (RFC 9110, 12.5.3): the coding it
 * weighs highest among Brotli, gzip and identity (null), never one it gave q=0 or did not name.
 * Ties go to `prefer`'s order. With no header, identity. When the client refuses everything,
 * identity too: an answer it can read with effort beats one it cannot read at all.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  prefer: readonly Encoding[] = ['br', 'gzip'],
): Encoding | null {
  if (acceptEncoding === undefined || acceptEncoding.trim() === '') return null;
  const weights = weightsOf(acceptEncoding);
  let best: Encoding | null = null;
  let bestWeight = weightOf(weights, 'identity');
  for (const coding of prefer) {
    const weight = weightOf(weights, coding);
    // Strictly greater: identity wins a tie it has with a later coding only when nothing beat it.
    if (weight > 0 && (best === null ? weight >= bestWeight : weight > bestWeight)) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
