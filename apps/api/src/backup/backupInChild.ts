import { fork } from 'node:child_process';
import { once } from 'node:events';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { BackupError } from './format.js';
import type { PackOrder, PackResult } from './packProcess.js';

/** The packing process's niceness (0 normal, 19 the lowest priority). */
const PACKING_PRIORITY = 10;

/**
 * Where the packing process's code is: beside this file when run from the sources, and as its
 * own file beside the bundled server (see tsup.config.ts) when built.
 */
const packScript = fileURLToPath(
  import.meta.url.endsWith('.ts')
    ? new URL('./packProcess.ts', import.meta.url)
    : new URL('./backup-pack.js', import.meta.url),
);

/**
 * Writes an archive of the running shop to `out`. Only the snapshot of the database is taken in
 * this process (only it may open the database); reading, compressing and writing the files is
 * done by a process of its own, so that answers never wait behind a backup and this process's
 * memory does not grow with the data folder.
 */
export async function backupInChild(options: {
  dataDir: string;
  out: string;
  dumpDatabase: () => Promise<Buffer[]>;
  now?: Date;
}): Promise<{ bytes: number; files: number }> {
  const database = await options.dumpDatabase();
  const child = fork(packScript, [], {
    execArgv: process.execArgv,
    stdio: ['pipe', 'inherit', 'inherit', 'ipc'],
    serialization: 'json',
  });
  // Compressing a gigabyte takes a core for most of a minute: the shop's answers come first.
  if (child.pid !== undefined) setPriority(child.pid, PACKING_PRIORITY);
  const exited = once(child, 'exit');
  const answered = new Promise<PackResult>((resolve, reject) => {
    child.once('message', (message) => resolve(message as PackResult));
    void exited.then(([code, signal]) =>
      reject(new BackupError(`The backup process ended (${signal ?? code}) before it answered.`)),
    );
  });
  const order: PackOrder = {
    dataDir: options.dataDir,
    out: options.out,
    createdAt: (options.now ?? new Date()).toISOString(),
    databaseBytes: database.reduce((sum, part) => sum + part.length, 0),
  };
  child.send(order);
  // Awaited below, once the snapshot is handed over; an early end is not unhandled meanwhile.
  answered.catch(() => {});
  const stdin = child.stdin;
  stdin?.on('error', () => {});
  // Piece by piece, each let go once the pipe took it: the snapshot is never held twice.
  for (let part = database.shift(); part && stdin && !stdin.destroyed; part = database.shift())
    if (!stdin.write(part)) await Promise.race([once(stdin, 'drain'), exited]);
  stdin?.end();
  const result = await answered;
  await exited;
  if ('error' in result) throw new BackupError(result.error);
  return result;
}
