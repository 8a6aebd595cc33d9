import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { StorageError } from './errors.js';
import { looksLike } from './imageSignature.js';
import {
  assertImageType,
  IMAGE_TOO_LARGE,
  isRasterUpload,
  MAX_CONCURRENT_UPLOADS,
  MAX_UPLOAD_BYTES,
  type SignedUpload,
  type Storage,
  storageKey,
  typeOfKey,
  UPLOAD_URL_TTL_SECONDS,
} from './storage.js';

export type LocalStorage = Required<Storage>;

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Files under `DATA_DIR/uploads`, uploaded with HMAC-signed, expiring PUT URLs on this server. */
export function createLocalStorage(options: {
  dataDir: string;
  secret: string;
  /** Origin prefixed to URLs (empty for same-origin relative URLs). */
  origin: string;
  basePath: string;
  now: () => Date;
}): LocalStorage {
  const directory = join(options.dataDir, 'uploads');
  // Originals of photos: private (admins reach them through a backup), never served.
  const originals = join(options.dataDir, 'upload-originals');
  const signingKey = createHmac('sha256', options.secret).update('wtkit-uploads').digest();
  const sign = (key: string, contentType: string, expires: number) =>
    createHmac('sha256', signingKey)
      .update(`${key}\n${contentType}\n${expires}`)
      .digest('base64url');
  const publicUrl = (key: string) => `${options.origin}${options.basePath}/files/${key}`;
  let receiving = 0;

  return {
    async signUpload({ fileName, fileType }): Promise<SignedUpload> {
      assertImageType(fileType);
      const key = storageKey(randomUUID(), fileName, fileType);
      const expiresAt = new Date(options.now().getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const query = new URLSearchParams({
        expires: String(expires),
        contentType: fileType,
        signature: sign(key, fileType, expires),
      });
      return {
        signedUrl: `${options.origin}${options.basePath}/upload/local/${key}?${query}`,
        publicUrl: publicUrl(key),
        expiresAt,
        maxBytes: MAX_UPLOAD_BYTES,
      };
    },

    async receive({ key, expires, contentType, signature, requestType, body }) {
      const expected = Buffer.from(sign(key, contentType, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new StorageError('invalid-link', 'This upload link is not valid. Request a new one.');
      }
      if (expires * 1000 < options.now().getTime()) {
        throw new StorageError('expired-link', 'This upload link has expired. Request a new one.');
      }
      if ((requestType ?? '').split(';')[0]?.trim() !== contentType) {
        throw new StorageError(
          'type-mismatch',
          `Send the file with Content-Type ${contentType}, as signed.`,
        );
      }
      if (receiving >= MAX_CONCURRENT_UPLOADS) {
        throw new StorageError('busy', 'Too many uploads at once. Please try again in a moment.');
      }
      receiving += 1;
      try {
        await mkdir(directory, { recursive: true, mode: 0o700 });
        const temporary = join(directory, `.${key}.${randomUUID()}.part`);
        try {
          const head = await streamToFile(body, temporary);
          if (head.byteLength === 0 || !looksLike(contentType, head)) {
            throw new StorageError('not-an-image', `The file is not a valid ${contentType} image.`);
          }
          if (contentType === 'image/svg+xml') {
            await rename(temporary, join(directory, key));
            return { publicUrl: publicUrl(key) };
          }
          await mkdir(originals, { recursive: true, mode: 0o700 });
          await rename(temporary, join(originals, key));
        } catch (error) {
          await rm(temporary, { force: true });
          throw error;
        }
        return {
          publicUrl: publicUrl(key),
          original: { key, bytes: await readFile(join(originals, key)) },
        };
      } finally {
        receiving -= 1;
      }
    },

    async putPublic(key, bytes) {
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const temporary = join(directory, `.${key}.${randomUUID()}.part`);
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, join(directory, key));
      return publicUrl(key);
    },

    async fetchUpload(url) {
      const prefix = publicUrl('');
      const key = url.startsWith(prefix) ? url.slice(prefix.length) : '';
      if (!isRasterUpload(key)) return null;
      const contentType = typeOfKey(key) ?? '';
      const original = join(originals, key);
      // Made before photos had variants, it is still public: private from now on.
      const stored = join(directory, key);
      if (existsSync(stored)) {
        await mkdir(originals, { recursive: true, mode: 0o700 });
        await rename(stored, original);
      } else if (!existsSync(original)) return null;
      if ((await stat(original)).size > MAX_UPLOAD_BYTES) {
        throw new StorageError('too-large', IMAGE_TOO_LARGE);
      }
      const bytes = await readFile(original);
      if (!looksLike(contentType, bytes)) {
        throw new StorageError('not-an-image', `The file is not a valid ${contentType} image.`);
      }
      return { publicUrl: url, original: { key, bytes } };
    },

    async *storedUploads() {
      for (const folder of [directory, originals]) {
        const names = await readdir(folder).catch(() => [] as string[]);
        for (const name of names.sort()) if (isRasterUpload(name)) yield publicUrl(name);
      }
    },

    async retireOriginal(key, keep) {
      if (!keep && KEY.test(key)) await rm(join(originals, key), { force: true });
    },

    async readOriginal(key) {
      return KEY.test(key) ? readFile(join(originals, key)).catch(() => null) : null;
    },

    async readPublic(url) {
      const prefix = publicUrl('');
      const key = url.startsWith(prefix) ? url.slice(prefix.length) : '';
      return KEY.test(key) ? readFile(join(directory, key)).catch(() => null) : null;
    },

    async read(key) {
      if (!KEY.test(key)) return null;
      const contentType = typeOfKey(key);
      if (!contentType) return null;
      try {
        const file = join(directory, key);
        if (!(await stat(file)).isFile()) return null;
        return { bytes: await readFile(file), contentType };
      } catch {
        return null;
      }
    },
  };
}

/** How many leading bytes the type check looks at. */
const HEAD_BYTES = 4096;

/** Writes `body` to a new file at `path` (owner-only) and returns its first bytes. */
async function streamToFile(body: AsyncIterable<Uint8Array>, path: string): Promise<Buffer> {
  const file = await open(path, 'wx', 0o600);
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of body) {
      if (head.byteLength < HEAD_BYTES) head = Buffer.concat([head, chunk]).subarray(0, HEAD_BYTES);
      await file.write(chunk);
    }
  } finally {
    await file.close();
  }
  return head;
}
