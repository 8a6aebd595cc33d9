import { StorageError } from './errors.js';

export interface SignedUpload {
  signedUrl: string;
  publicUrl: string;
  expiresAt: Date;
  maxBytes: number;
}

/**
 * A stored upload: an SVG is served as sent; a raster photo's original is kept private, and its
 * bytes are handed back to be turned into variants.
 */
export interface ReceivedUpload {
  publicUrl: string;
  original?: { key: string; bytes: Buffer };
}

/** Immutable answers: a variant's name carries the hash of its bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Where product images live: local disk by default, S3-compatible storage when configured. */
export interface Storage {
  signUpload(input: { fileName: string; fileType: string }): Promise<SignedUpload>;
  /**
   * Local adapter only: stores a signed upload sent to this server. The link (signature, expiry,
   * content type) is checked before the first byte of `body` is read; the body then streams to
   * disk and stops at MAX_UPLOAD_BYTES.
   */
  receive?(input: {
    key: string;
    expires: number;
    contentType: string;
    signature: string;
    requestType: string | undefined;
    body: AsyncIterable<Uint8Array>;
  }): Promise<ReceivedUpload>;
  /** Stores a file made by the server (a photo's variant) where it is publicly served; its URL. */
  putPublic(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /**
   * A raster photo stored as uploaded at `publicUrl` (a presigned PUT to S3, or a local upload made
   * before photos had variants), once its bytes are checked (10 MB, first bytes of its type): its
   * original is out of public reach from here on. Null when there is none.
   */
  fetchUpload(publicUrl: string): Promise<ReceivedUpload | null>;
  /**
   * The public URLs of every raster photo still stored as uploaded (never turned into variants),
   * and locally of originals whose variants were interrupted: what `pnpm images:variants` converts.
   */
  storedUploads(): AsyncIterable<string>;
  /**
   * After a photo's variants are stored (or it was refused): keeps its original privately, or
   * deletes it.
   */
  retireOriginal(key: string, keep: boolean): Promise<void>;
  /** A photo's kept original (its recorded `originalKey`), to make its variants again; or null. */
  readOriginal(key: string): Promise<Buffer | null>;
  /** A file this storage serves at `url` (a variant), to make a photo's variants again; or null. */
  readPublic(url: string): Promise<Buffer | null>;
  /** Local adapter only: an uploaded file, served at its public URL. */
  read?(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
}

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'The image is larger than 10 MB.';
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
/** Uploads one process receives at once; more wait for a slot's answer (429, Retry-After). */
export const MAX_CONCURRENT_UPLOADS = 4;

/** The image types we accept and the file extension each is stored under. */
export const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};

/** A key `signUpload` made: `<uuid>-<safe-name>.<ext>` (never a variant's `<hash>-<width>w`). */
export const UPLOAD_KEY =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[A-Za-z0-9_-]+\.[a-z]+$/;

/** The image type a stored key's extension names. */
export function typeOfKey(key: string): string | undefined {
  const extension = key.split('.').pop() ?? '';
  return Object.entries(IMAGE_TYPES).find(([, ext]) => ext === extension)?.[0];
}

/** A photo uploaded under `key` is turned into variants (an SVG is served as it is). */
export function isRasterUpload(key: string): boolean {
  const type = typeOfKey(key);
  return UPLOAD_KEY.test(key) && type !== undefined && type !== 'image/svg+xml';
}

/** Refuses anything but the image types we store. */
export function assertImageType(fileType: string): void {
  if (!IMAGE_TYPES[fileType]) {
    throw new StorageError(
      'unsupported-type',
      `Only images can be uploaded (${Object.keys(IMAGE_TYPES).join(', ')}).`,
    );
  }
}

/** A storage key from a user's file name: `<uuid>-<safe-name>.<ext>`, never a path. */
export function storageKey(id: string, fileName: string, fileType: string): string {
  const extension = IMAGE_TYPES[fileType] ?? 'bin';
  const baseName = fileName.split(/[\\/]/).pop() ?? '';
  const stem = baseName
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return `${id}-${stem || 'image'}.${extension}`;
}
