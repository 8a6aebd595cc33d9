import { StorageError } from '../storage/index.js';
import { recordedImage, storeImageVariants, type VariantContext } from './storeVariants.js';

export interface ConversionProgress {
  /** Photos handled so far (converted or refused) of `total`. */
  done: number;
  total: number;
  url: string;
  /** Variants made, or why the photo was refused. */
  outcome: { variants: number } | { refused: string };
}

export interface ConversionCounts {
  converted: number;
  refused: number;
  /** Stored photos that already had their variants. */
  alreadyDone: number;
}

/**
 * Makes the missing variants of every photo the storage still holds as uploaded, `IMAGE_CONCURRENCY`
 * at a time. Each photo is recorded as it is done, so a run that stops can simply be run again:
 * it skips what has variants and picks up the rest. A photo that cannot be decoded is refused and
 * reported, and the others go on.
 */
export async function convertStoredUploads(
  app: VariantContext,
  onProgress: (progress: ConversionProgress) => void,
): Promise<ConversionCounts> {
  const pending: string[] = [];
  let alreadyDone = 0;
  for await (const url of app.storage.storedUploads()) {
    if (await recordedImage(app.db, url)) alreadyDone += 1;
    else pending.push(url);
  }
  const counts: ConversionCounts = { converted: 0, refused: 0, alreadyDone };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < pending.length) {
      const url = pending[next++] as string;
      let outcome: ConversionProgress['outcome'];
      try {
        const upload = await app.storage.fetchUpload(url);
        if (!upload) continue;
        const image = await storeImageVariants(app, upload);
        counts.converted += 1;
        outcome = { variants: image.variants.length };
      } catch (error) {
        if (!(error instanceof StorageError)) throw error;
        counts.refused += 1;
        outcome = { refused: error.message };
      }
      done += 1;
      onProgress({ done, total: pending.length, url, outcome });
    }
  };
  const workers = Math.min(app.config.imageConcurrency, Math.max(pending.length, 1));
  await Promise.all(Array.from({ length: workers }, worker));
  return counts;
}
