import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';

export interface LocalS3 {
  /** Its address, e.g. `http://127.0.0.1:41234`; the bucket is `product-images`. */
  origin: string;
  /** Stops the server and deletes what it stored. */
  close(): Promise<void>;
}

/**
 * A local server speaking the S3 protocol (s3rver: path-style buckets, presigned PUTs) with one
 * bucket, `product-images`, in a folder of its own.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'wtkit-s3-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'product-images' }],
  });
  const { port } = (await s3.run()) as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
