import { chmod, lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Makes `dir` and everything in it reachable by its owner only (the database, uploads, the outbox
 * with reset codes, the token secret). New files are covered by the process umask; this fixes
 * what an earlier version, or another tool, left readable. Returns how many entries it changed.
 */
export async function restrictToOwner(dir: string): Promise<number> {
  let changed = 0;
  const visit = async (path: string) => {
    const info = await lstat(path);
    if (info.isSymbolicLink()) return;
    if (info.mode & 0o077) {
      await chmod(path, info.mode & 0o700);
      changed += 1;
    }
    if (info.isDirectory()) {
      for (const name of await readdir(path)) await visit(join(path, name));
    }
  };
  await visit(dir);
  return changed;
}
