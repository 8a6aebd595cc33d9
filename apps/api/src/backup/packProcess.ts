import { writeBackupArchive } from './writeArchive.js';

/*
 * The process a running shop starts for each backup (see `backupInChild`): it reads the data
 * folder, compresses and writes the archive, so the shop's own process only hands over the
 * database snapshot and keeps answering. Its options come over IPC, the snapshot on stdin.
 */

export interface PackOrder {
  dataDir: string;
  out: string;
  createdAt: string;
  databaseBytes: number;
}

export type PackResult = { bytes: number; files: number } | { error: string };

// The shop is gone (killed, crashed): stop rather than finish an archive nobody waits for; the
// part written so far is removed by the next backup.
process.on('disconnect', () => process.exit(1));

process.once('message', (order: PackOrder) => {
  writeBackupArchive(
    {
      dataDir: order.dataDir,
      database: process.stdin,
      databaseBytes: order.databaseBytes,
      createdAt: order.createdAt,
    },
    order.out,
  ).then(
    (result) => process.send?.(result satisfies PackResult, () => process.exit(0)),
    (error: unknown) =>
      process.send?.(
        { error: error instanceof Error ? error.message : String(error) } satisfies PackResult,
        () => process.exit(1),
      ),
  );
});
