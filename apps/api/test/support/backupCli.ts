import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { appRoot } from '../../src/paths.js';

const run = promisify(execFile);
const cliPath = join(appRoot, 'src', 'backup', 'cli.ts');

/** `pnpm backup …` / `pnpm restore …` as an operator runs them, typed in `cwd`. */
export function backupCli(args: string[], env: Record<string, string>, cwd: string) {
  return run(process.execPath, ['--import', 'tsx', cliPath, ...args], {
    cwd: appRoot,
    env: { PATH: process.env.PATH ?? '', ...env, INIT_CWD: cwd },
  });
}

/** The same, as a process to kill. */
export function spawnBackupCli(
  args: string[],
  env: Record<string, string>,
  cwd: string,
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', cliPath, ...args], {
    cwd: appRoot,
    env: { PATH: process.env.PATH ?? '', ...env, INIT_CWD: cwd },
    stdio: 'ignore',
  });
}

/** One raw tar entry, as an archive (hostile or not) may hold it. */
export interface RawEntry {
  name: string;
  data: Buffer;
  /** The ustar type flag: '0' a file, '2' a symbolic link, '5' a folder. */
  type?: string;
  linkname?: string;
}

function header(entry: RawEntry): Buffer {
  const block = Buffer.alloc(512);
  block.write(entry.name, 0, 100, 'utf8');
  block.write('0000600\0', 100);
  block.write('0000000\0', 108);
  block.write('0000000\0', 116);
  block.write(`${entry.data.length.toString(8).padStart(11, '0')}\0`, 124);
  block.write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
  );
  block.fill(' ', 148, 156);
  block.write(entry.type ?? '0', 156);
  if (entry.linkname) block.write(entry.linkname, 157, 100, 'utf8');
  block.write('ustar\u000000', 257);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

/** The entries of a (small) gzip'd tar archive, read whole: for tests only. */
export function readEntries(file: string): RawEntry[] {
  const tar = gunzipSync(readFileSync(file));
  const entries: RawEntry[] = [];
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const block = tar.subarray(offset, offset + 512);
    if (block.every((byte) => byte === 0)) break;
    const name = block.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const prefix = block.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
    const size = Number.parseInt(block.subarray(124, 136).toString('utf8').trim(), 8);
    const data = Buffer.from(tar.subarray(offset + 512, offset + 512 + size));
    entries.push({ name: prefix ? `${prefix}/${name}` : name, data });
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

/**
 * Writes `entries` as a gzip'd tar archive. With `manifest`, the last entry (`manifest.json`) is
 * computed again from the entries before it, as a forger would, so that a refusal can only come
 * from what the entries are.
 */
export function writeEntries(file: string, entries: RawEntry[], manifest = true) {
  let list = entries;
  if (manifest) {
    const body = entries.filter((entry) => entry.name !== 'manifest.json');
    const createdAt = JSON.parse(
      (body.find((entry) => entry.name === 'backup.json')?.data ?? Buffer.from('{}')).toString(),
    ).createdAt;
    const described = {
      format: 'wtkit-backup/2',
      createdAt,
      entries: body.map((entry) => ({
        name: entry.name,
        size: entry.data.length,
        sha256: createHash('sha256').update(entry.data).digest('hex'),
      })),
    };
    list = [...body, { name: 'manifest.json', data: Buffer.from(JSON.stringify(described)) }];
  }
  const parts: Buffer[] = [];
  for (const entry of list) {
    parts.push(header(entry), entry.data, Buffer.alloc((512 - (entry.data.length % 512)) % 512));
  }
  parts.push(Buffer.alloc(1024));
  writeFileSync(file, gzipSync(Buffer.concat(parts), { level: 1 }));
}
