import { API_BASE_PATH } from '@wtkit/domain';
import { configOrStop } from '../config.js';
import { withShopDatabase } from '../dataDir/shopDatabase.js';
import { createStorage } from '../storage/index.js';
import { type ConversionProgress, convertStoredUploads } from './convertStored.js';
import { createImageSlots } from './imageSlots.js';

/*
 * `pnpm images:variants` makes the variants of every photo stored before photos had them (local
 * storage or the S3 bucket the settings name), and makes again those of photos recorded with
 * another set of widths or qualities, IMAGE_CONCURRENCY at a time, recording them in the database
 * the settings name. Run it again after an interruption: it goes on where it stopped.
 */

function fail(message: string, code = 1): never {
  console.error(`\n  ${message}\n`);
  process.exit(code);
}

/** A bar on a terminal, else a line per photo. */
function report({ done, total, url, outcome }: ConversionProgress) {
  const what =
    'variants' in outcome
      ? `${outcome.variants} variants${outcome.remade ? ' (re-made)' : ''}`
      : `refused: ${outcome.refused}`;
  if (process.stderr.isTTY) {
    const width = 30;
    const filled = Math.round((done / total) * width);
    process.stderr.write(
      `\r  [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`,
    );
    if ('refused' in outcome) process.stderr.write(`\n  ${url}: ${what}\n`);
    return;
  }
  console.log(`[${done}/${total}] ${url}: ${what}`);
}

async function main() {
  const config = configOrStop(fail);
  await withShopDatabase(
    config,
    { fail, whenRunning: 'Stop it and run this again.' },
    async (database) => {
      const counts = await convertStoredUploads(
        {
          config,
          db: database.db,
          imageSlots: createImageSlots(config.imageConcurrency),
          // Nothing is signed here: the storage only reads, moves and writes files.
          storage: createStorage(config, {
            secret: '',
            basePath: API_BASE_PATH,
            now: () => new Date(),
          }),
        },
        report,
      );
      if (process.stderr.isTTY) process.stderr.write('\n');
      console.log(
        `Photo variants: ${counts.converted} photos converted, ${counts.remade} re-made, ${counts.refused} refused, ${counts.alreadyDone} already done.`,
      );
      if (counts.refused > 0) process.exitCode = 1;
    },
  );
}

main().catch((error: unknown) => {
  if (error instanceof Error && error.name.endsWith('Error')) fail(error.message);
  throw error;
});
