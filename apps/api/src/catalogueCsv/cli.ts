import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { configOrStop } from '../config.js';
import { withShopDatabase } from '../dataDir/shopDatabase.js';
import { DomainError } from '../errors.js';
import { importCatalogue } from './importCatalogue.js';

/*
 * `pnpm catalogue:import FILE` does what POST /api/v1/products/import does, against the database
 * the shop's settings name (DATABASE_URL, else the PGlite folder in DATA_DIR), for files of any
 * size. A relative FILE is taken from where the command was typed.
 */

const usage = 'usage: pnpm catalogue:import FILE';
const here = process.env.INIT_CWD ?? process.cwd();

function fail(message: string, code = 1): never {
  console.error(`\n  ${message}\n`);
  process.exit(code);
}

/** Reports how far through the file the import is: a bar on a terminal, else a line per tenth. */
function progressReporter(totalBytes: number) {
  const tty = process.stderr.isTTY;
  let lastTenth = -1;
  return (bytes: number, rows: number) => {
    const share = totalBytes === 0 ? 1 : Math.min(1, bytes / totalBytes);
    if (tty) {
      const width = 30;
      const done = Math.round(share * width);
      process.stderr.write(
        `\r  [${'#'.repeat(done)}${'.'.repeat(width - done)}] ${Math.floor(share * 100)}%  ${rows} rows`,
      );
      return;
    }
    const tenth = Math.floor(share * 10);
    if (tenth === lastTenth) return;
    lastTenth = tenth;
    console.log(`Read ${tenth * 10}% of the file (${rows} rows).`);
  };
}

async function main() {
  const fileArgument = process.argv[2];
  if (!fileArgument) fail(usage, 2);
  const file = resolve(here, fileArgument);
  const size = await stat(file).then(
    (info) => info.size,
    () => fail(`${file} cannot be read.`),
  );
  const config = configOrStop(fail);

  try {
    await withShopDatabase(
      config,
      {
        fail,
        whenRunning:
          'Import through the running shop instead (Import CSV on a listing, as an admin, or POST /api/v1/products/import), or stop it and run this again.',
      },
      async (database) => {
        let bytes = 0;
        let rows = 0;
        const report = progressReporter(size);
        async function* counted() {
          for await (const chunk of createReadStream(file)) {
            bytes += (chunk as Buffer).length;
            report(bytes, rows);
            yield chunk as Uint8Array;
          }
        }
        const counts = await importCatalogue(database.db, counted(), (progress) => {
          rows = progress.rows;
          report(bytes, rows);
        });
        if (process.stderr.isTTY) process.stderr.write('\n');
        // PostgreSQL tells running shops of the change as the import commits (see db/changes.ts).
        console.log(
          `Imported ${file}: ${counts.created} added, ${counts.updated} changed, ${counts.unchanged} unchanged.`,
        );
      },
    );
  } catch (error) {
    if (process.stderr.isTTY) process.stderr.write('\n');
    if (error instanceof DomainError) {
      const lines = (error.errors ?? []).map(
        (problem) => `    line ${problem.line}: ${problem.path} ${problem.message}`,
      );
      fail([error.message, ...lines].join('\n'));
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof Error && error.name.endsWith('Error')) fail(error.message);
  throw error;
});
