// `pnpm release`: publishes the kit's packages with the versions Changesets gave them.
//
//   pnpm changeset                 describe a change (written to .changeset/, reviewed with the code)
//   pnpm version-packages          apply the pending changesets: versions and CHANGELOG.md files
//   pnpm release --dry-run         build, pack every public package as npm would publish it, and
//                                  check each tarball with publint and are-the-types-wrong
//   pnpm release                   the same checks, then `changeset publish` (npm, with provenance)
//
// The dry run is part of `pnpm test`, so a package that would publish broken fails the build.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dryRun = process.argv.includes('--dry-run');
const skipBuild = process.argv.includes('--no-build');

/** The published packages and what are-the-types-wrong should leave out (files without types). */
const PACKAGES = [
  { dir: 'packages/domain', attwExclude: [] },
  { dir: 'packages/api-client', attwExclude: [] },
  { dir: 'packages/ui', attwExclude: ['./styles.css', './foundation.css'] },
];

const run = (command, args, cwd = root) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });

if (!skipBuild) run('pnpm', ['--filter', './packages/*', 'run', 'build']);

const work = mkdtempSync(join(tmpdir(), 'wtkit-release-'));
try {
  for (const { dir, attwExclude } of PACKAGES) {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    if (manifest.private) throw new Error(`${manifest.name} is private: it cannot be released.`);
    if (manifest.publishConfig?.access !== 'public' || manifest.publishConfig?.provenance !== true)
      throw new Error(
        `${manifest.name}: publishConfig must say access public and provenance true.`,
      );
    if (!dryRun && !manifest.repository?.url)
      throw new Error(
        `${manifest.name}: set "repository" to the public repository before publishing (npm checks provenance against it).`,
      );

    const before = new Set(readdirSync(work));
    // pnpm pack writes what npm would publish, with workspace: ranges replaced by versions.
    run('pnpm', ['pack', '--pack-destination', work], join(root, dir));
    const tarball = readdirSync(work).find((file) => file.endsWith('.tgz') && !before.has(file));
    if (!tarball) throw new Error(`pnpm pack made no tarball for ${manifest.name}`);
    const file = join(work, tarball);
    console.log(`release: ${manifest.name}@${manifest.version} (${tarball})`);
    run('pnpm', ['exec', 'publint', 'run', file, '--strict']);
    run('pnpm', [
      'exec',
      'attw',
      file,
      '--profile',
      'esm-only',
      ...(attwExclude.length ? ['--exclude-entrypoints', ...attwExclude] : []),
    ]);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (dryRun) {
  console.log(
    'release: dry run: every package packs and passes publint and attw; nothing published.',
  );
} else {
  run('pnpm', ['exec', 'changeset', 'publish']);
}
