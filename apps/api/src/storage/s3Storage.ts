import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertImageType,
  IMMUTABLE,
  MAX_UPLOAD_BYTES,
  type SignedUpload,
  type Storage,
  storageKey,
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

  return {
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
