import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { appRoot } from '../../src/paths.js';

const run = promisify(execFile);
const cliPath = join(appRoot, 'src', 'catalogueCsv', 'cli.ts');

/** `pnpm catalogue:import FILE` as an operator types it in `cwd` (no terminal: plain lines). */
export async function importCli(file: string, env: Record<string, string>, cwd: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cliPath, file], {
      cwd: appRoot,
      env: { PATH: process.env.PATH ?? '', ...env, INIT_CWD: cwd },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const HEADER =
  'name,sku,price,stock,category,imageUrl,imageUrls,description,isFeatured,important,tags,type,filterType,parts,quickReplaceMonths,slowReplaceMonths,additional';
/** A file of one good product. */
export const goodFile = (sku: string, price: string) =>
  `${HEADER}\nCLI product,${sku},${price},4,residential,,,"Imported, from the command",false,,,none,none,,,,\n`;
