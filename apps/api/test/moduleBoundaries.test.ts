import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceRoot = fileURLToPath(new URL('../src/', import.meta.url));
const sources = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.ts'),
);
const imports = (file: string) =>
  [...readFileSync(join(sourceRoot, file), 'utf8').matchAll(/from '((?:\.\.?\/)+[^']+)'/g)].map(
    (match) => match[1] ?? '',
  );

/** The HTTP edge: the server, its routes and handlers, and the composition root. */
const atTheEdge = (file: string) =>
  /^(http|handlers)\//.test(file) ||
  /(^|\/)(routes|synonymRoutes|main|server|context|cli)\.ts$/.test(file);

/** The folders that are features: each says in its `index.ts` what the others may use. */
const features = readdirSync(sourceRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(sourceRoot, entry.name, 'index.ts')))
  .map((entry) => entry.name);

describe("the server's modules keep to their places", () => {
  it('services speak the domain: nothing outside the HTTP edge imports from http/', () => {
    const offenders = sources
      .filter((file) => !atTheEdge(file))
      .filter((file) => imports(file).some((path) => /^(\.\.?\/)+http\//.test(path)));
    expect(offenders).toEqual([]);
  });

  it("a feature reaches another only through that feature's index.ts", () => {
    expect(features).toEqual(expect.arrayContaining(['cart', 'products', 'storage']));
    const offenders = sources.flatMap((file) => {
      const own = file.split('/')[0];
      return imports(file)
        .filter((path) => {
          const match = /^(?:\.\.?\/)+([^/]+)\/([^/]+)\.js$/.exec(path);
          return (
            match !== null &&
            match[1] !== own &&
            features.includes(match[1] ?? '') &&
            match[2] !== 'index'
          );
        })
        .map((path) => `${file} imports ${path}`);
    });
    expect(offenders).toEqual([]);
  });
});
