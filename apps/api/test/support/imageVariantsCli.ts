import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { appRoot } from '../../src/paths.js';

const run = promisify(execFile);
const cliPath = join(appRoot, 'src', 'images', 'cli.ts');

/** `pnpm images:variants` as an operator runs it (no terminal: a line per photo). */
export async function imageVariantsCli(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cliPath], {
      cwd: appRoot,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
