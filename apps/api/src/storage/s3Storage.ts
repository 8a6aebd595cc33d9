import { randomUUID } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { StorageError } from './errors.js';
import { looksLike } from './imageSignature.js';
import {
  assertImageType,
  IMAGE_TOO_LARGE,
  IMMUTABLE,
  isRasterUpload,
  MAX_UPLOAD_BYTES,
  type SignedUpload,
  type Storage,
  storageKey,
  typeOfKey,
  UPLOAD_KEY,
  UPLOAD_URL_TTL_SECONDS,
} from './storage.js';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** For R2, MinIO and other S3-compatible services; unset for AWS S3. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where objects are publicly readable, e.g. an R2 public bucket or CDN origin. */
  publicUrl: string;
  forcePathStyle: boolean;
}

/**
 * Product images in S3-compatible storage: the browser PUTs straight to the bucket with a URL
 * presigned for one key and content type, and the image is then read from `publicUrl`.
 *
 * A presigned PUT cannot carry a size limit (only a presigned POST can); the 10 MB cap is enforced
 * by the local adapter, and for a bucket by its own policy or a lifecycle rule.
 */
export function createS3Storage(config: S3StorageConfig, now: () => Date): Storage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const base = config.publicUrl.replace(/\/+$/, '');

  const uploadedKey = (publicUrl: string) => {
    const prefix = `${base}/products/`;
    if (!publicUrl.startsWith(prefix)) return null;
    const key = publicUrl.slice(prefix.length);
    return UPLOAD_KEY.test(key) ? key : null;
  };

  /** An object's bytes, or null when there is none. */
  const readObject = async (Key: string): Promise<Buffer | null> => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key }));
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
        return null;
      throw error;
    }
  };

  return {
    async readOriginal(key) {
      return UPLOAD_KEY.test(key) ? readObject(`originals/${key}`) : null;
    },

    async readPublic(url) {
      const prefix = `${base}/products/`;
      const key = url.startsWith(prefix) ? url.slice(prefix.length) : '';
      return /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(key) ? readObject(`products/${key}`) : null;
    },

    async fetchUpload(publicUrl) {
      const key = uploadedKey(publicUrl);
      if (!key) return null;
      const contentType = typeOfKey(key);
      if (!contentType) return null;
      let object: GetObjectCommandOutput;
      try {
        object = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: `products/${key}` }),
        );
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
          return null;
        throw error;
      }
      if ((object.ContentLength ?? 0) > MAX_UPLOAD_BYTES) {
        await client.send(
          new DeleteObjectCommand({ Bucket: config.bucket, Key: `products/${key}` }),
        );
        throw new StorageError('too-large', IMAGE_TOO_LARGE);
      }
      const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      if (bytes.byteLength === 0 || !looksLike(contentType, bytes)) {
        throw new StorageError('not-an-image', `The file is not a valid ${contentType} image.`);
      }
      // An SVG is served as sent, from where it was uploaded.
      return contentType === 'image/svg+xml'
        ? { publicUrl }
        : { publicUrl, original: { key, bytes } };
    },

    async *storedUploads() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: config.bucket,
            Prefix: 'products/',
            ContinuationToken,
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice('products/'.length) ?? '';
          if (isRasterUpload(key)) yield `${base}/products/${key}`;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async retireOriginal(key, keep) {
      if (!UPLOAD_KEY.test(key)) return;
      // Originals keep their metadata: out of the public `products/` prefix, or gone.
      if (keep) {
        await client.send(
          new CopyObjectCommand({
            Bucket: config.bucket,
            CopySource: `${config.bucket}/products/${key}`,
            Key: `originals/${key}`,
          }),
        );
      }
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: `products/${key}` }));
    },

    async putPublic(key, bytes, contentType) {
      const objectKey = `products/${key}`;
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey,
          Body: bytes,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
      return `${base}/${objectKey}`;
    },

    async signUpload({ fileName, fileType }): Promise<SignedUpload> {
      assertImageType(fileType);
      const key = `products/${storageKey(randomUUID(), fileName, fileType)}`;
      const signedUrl = await getSignedUrl(
        client,
        new PutObjectCommand({ Bucket: config.bucket, Key: key, ContentType: fileType }),
        { expiresIn: UPLOAD_URL_TTL_SECONDS, signableHeaders: new Set(['content-type']) },
      );
      return {
        signedUrl,
        publicUrl: `${base}/${key}`,
        expiresAt: new Date(now().getTime() + UPLOAD_URL_TTL_SECONDS * 1000),
        maxBytes: MAX_UPLOAD_BYTES,
      };
    },
  };
}
