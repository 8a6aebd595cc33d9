import { realpath } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';
import { BACKUPS, BackupError, PART_SUFFIX } from './format.js';

/** `path` with every link of its existing part followed, so a link cannot smuggle it inside. */
async function realLocation(path: string): Promise<string> {
  const missing: string[] = [];
  let existing = path;
  for (;;) {
    try {
      return join(await realpath(existing), ...missing.reverse());
    } catch {
      const parent = dirname(existing);
      if (parent === existing) return path;
      missing.push(basename(existing));
      existing = parent;
    }
  }
}

const isInside = (path: string, dir: string) => {
  const rel = relative(dir, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
};

/**
 * Where an archive may be written: outside the data folder, or in its `backups/` folder, which
 * no backup packs and no upload is served from. Anywhere else in the folder the archive (the
 * password hashes, the token secret) would be packed into the next backup, or served as an upload.
 */
export async function checkOutputPath(out: string, dataDir: string): Promise<void> {
  if (!isAbsolute(out)) throw new BackupError(`The backup's path must be absolute (${out}).`);
  const real = await realLocation(out);
  const realDataDir = await realLocation(dataDir);
  if (!isInside(real, realDataDir)) return;
  const backups = await realLocation(join(dataDir, BACKUPS));
  const name = basename(real);
  if (
    dirname(real) === backups &&
    !name.startsWith('.') &&
    !name.endsWith('.json') &&
    !name.endsWith(PART_SUFFIX)
  )
    return;
  throw new BackupError(
    `Refusing to write the backup to ${out}: it is inside the data folder ${dataDir}, where it would be packed into every later backup or served to the public. Write it outside the data folder, or directly in ${join(dataDir, BACKUPS)}/.`,
  );
}
