// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

describe('the kit draws its icons with Icon', () => {
  it('no component has an inline <svg> of its own', () => {
    const components = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
      (path) =>
        path.endsWith('.tsx') &&
        !/\.(stories|test)\.tsx$/.test(path) &&
        !path.startsWith(`Icon${sep}`) &&
        !path.startsWith(`docs${sep}`),
    );
    expect(components.length).toBeGreaterThan(40);
    const withSvg = components.filter((path) =>
      readFileSync(join(SRC, path), 'utf8').includes('<svg'),
    );
    expect(withSvg).toEqual([]);
  });
});
