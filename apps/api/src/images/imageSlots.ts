import { StorageError } from '../storage/index.js';

/** Photos that may wait for a slot per slot; past that, the upload is answered 429 with Retry-After. */
const WAITING_PER_SLOT = 4;

export interface ImageSlots {
  /** Runs `work` once fewer than `IMAGE_CONCURRENCY` photos are being processed. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Bounds how many photos are decoded and encoded at once: each holds tens of megabytes of pixels
 * and keeps libvips threads busy. Others queue in arrival order, up to a bound.
 */
export function createImageSlots(concurrency: number): ImageSlots {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run(work) {
      if (running >= concurrency) {
        if (waiting.length >= concurrency * WAITING_PER_SLOT) {
          throw new StorageError('busy', 'Too many photos are being processed. Try again shortly.');
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
