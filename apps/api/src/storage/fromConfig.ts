import type { Config } from '../config.js';
import { createLocalStorage } from './localStorage.js';
import { createS3Storage } from './s3Storage.js';
import type { Storage } from './storage.js';

/** The S3 bucket the settings name, else files under DATA_DIR: for the server and its commands. */
export function createStorage(
  config: Config,
  options: { secret: string; basePath: string; now: () => Date },
): Storage {
  return config.s3
    ? createS3Storage(config.s3, options.now)
    : createLocalStorage({
        dataDir: config.dataDir,
        secret: options.secret,
        origin: config.publicUrl ?? '',
        basePath: options.basePath,
        now: options.now,
      });
}
