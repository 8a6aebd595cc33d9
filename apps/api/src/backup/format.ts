/**
 * What a wtkit archive holds, in this order: `backup.json` (which format, when), `pgdata.tar`
 * (the embedded database's snapshot), `files/…` (every other file of the data folder), and last
 * `manifest.json`: each entry's name, size and SHA-256, computed while the entries were packed.
 * A restore accepts nothing else.
 */
export const FORMAT = 'wtkit-backup/2';
export const HEADER = 'backup.json';
export const DATABASE = 'pgdata.tar';
export const FILES = 'files/';
export const MANIFEST = 'manifest.json';
/** The data folder's own folder for `pnpm backup`'s requests and, if the owner likes, archives. */
export const BACKUPS = 'backups';

/**
 * What stays out of an archive: the database's live files (the snapshot stands for them), the
 * lock, and `backups/`, where requests and archives live (packing those would double every
 * archive each night, and a restored request file would be obeyed).
 */
export const LEFT_OUT = new Set(['pgdata', 'server.lock', 'server.lock.takeover', BACKUPS]);

/** The ends of archives being written; never packed, and removed by the next backup. */
export const PART_SUFFIX = '.part';

/** Limits a restore holds every archive to, so that a hostile one cannot fill the disk. */
export const LIMITS = {
  /** `backup.json` and `manifest.json`. */
  metadataBytes: 64 * 1024 * 1024,
  /** The database snapshot is held in memory while it is loaded. */
  databaseBytes: 4 * 1024 ** 3,
  fileBytes: 4 * 1024 ** 3,
  totalBytes: 256 * 1024 ** 3,
  entries: 1_000_000,
};

export interface BackupHeader {
  format: string;
  createdAt: string;
}

export interface ManifestEntry {
  name: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: string;
  createdAt: string;
  entries: ManifestEntry[];
}

export class BackupError extends Error {
  override readonly name: string = 'BackupError';
}
