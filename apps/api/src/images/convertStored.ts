import { StorageError } from '../storage/index.js';
import {
  currentImageCount,
  type OutdatedImage,
  outdatedImages,
  remakeVariants,
} from './remakeVariants.js';
import { recordedImage, storeImageVariants, type VariantContext } from './storeVariants.js';

export interface ConversionProgress {
  /** Photos handled so far (converted, re-made or refused) of `total`. */
  done: number;
  total: number;
  url: string;
  /** Variants made (for a photo that had some, `remade`), or why the photo was refused. */
  outcome: { variants: number; remade?: boolean } | { refused: string };
}

export interface ConversionCounts {
  converted: number;
  /** Recorded photos whose variants were made again with the current widths and qualities. */
  remade: number;
  refused: number;
  /** Recorded photos whose variants are already the current set. */
  alreadyDone: number;
}

/** One photo to handle: stored as uploaded (to convert), or recorded with another set. */
type Job = { url: string } | { outdated: OutdatedImage };

/**
 * Makes the missing variants of every photo the storage still holds as uploaded, and makes again
 * those of every recorded photo whose variants are another set of widths or qualities,
 * `IMAGE_CONCURRENCY` at a time. Each photo is recorded as it is done, so a run that stops can
 * simply be run again: it skips what is current and picks up the rest. A photo that cannot be
 * decoded is refused and reported, and the others go on.
 */
export async function convertStoredUploads(
  app: VariantContext,
  onProgress: (progress: ConversionProgress) => void,
): Promise<ConversionCounts> {
  const pending: Job[] = [];
  for await (const url of app.storage.storedUploads()) {
    if (!(await recordedImage(app.db, url))) pending.push({ url });
  }
  for (const outdated of await outdatedImages(app.db)) pending.push({ outdated });
  const counts: ConversionCounts = {
    converted: 0,
    remade: 0,
    refused: 0,
    alreadyDone: await currentImageCount(app.db),
  };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < pending.length) {
      const job = pending[next++] as Job;
      const url = 'url' in job ? job.url : job.outdated.uploadUrl;
      let outcome: ConversionProgress['outcome'];
      try {
        if ('url' in job) {
          const upload = await app.storage.fetchUpload(url);
          if (!upload) continue;
          const image = await storeImageVariants(app, upload);
          counts.converted += 1;
          outcome = { variants: image.variants.length };
        } else {
          const image = await remakeVariants(app, job.outdated);
          counts.remade += 1;
          outcome = { variants: image.variants.length, remade: true };
        }
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
