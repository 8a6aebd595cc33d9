import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

it('keeps src/generated/schema.ts in step with openapi.yaml (run `pnpm generate`)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'wtkit-generate-'));
  try {
    const fresh = join(dir, 'schema.ts');
    await promisify(execFile)(
      join(packageDir, 'node_modules/.bin/openapi-typescript'),
      ['../../openapi.yaml', '--default-non-nullable', 'false', '--output', fresh],
      { cwd: packageDir },
    );
    const committed = await readFile(join(packageDir, 'src/generated/schema.ts'), 'utf8');
    expect(committed).toBe(await readFile(fresh, 'utf8'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000); // spawns the generator, slow on a busy machine
