/**
 * `pnpm bench:backup`: a running shop (as `pnpm start` runs it, in a process of its own) with a
 * data folder of incompressible uploads, backed up with `pnpm backup` while a client asks for
 * GET /healthz and a product page (HTML) every 10 ms. Prints, for each size: how long the backup
 * took, the worst answer time during it (and how many answers took over 50 ms) beside the same
 * loop run as long again with no backup (the machine's own slow moments), and
 * the peak resident memory of the shop's process and of the packing process it starts (sampled
 * from /proc every 20 ms). Prints figures; asserts nothing.
 *
 *   BENCH_BACKUP_MB=100,1024 pnpm bench:backup     # the sizes, in MB (the default)
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { appRoot } from '../src/paths.js';
import { startServerProcess } from '../test/support/serverProcess.js';
import { createBenchProduct } from './checkouts.js';

const SIZES_MB = (process.env.BENCH_BACKUP_MB ?? '100,1024').split(',').map(Number);
const FILE_MB = 4;
const TICK_MS = 10;
const SAMPLE_MS = 20;
/** The answer time the backup is meant to stay under; slower answers are counted. */
const SLOW_MS = 50;
const ADMIN = { email: 'bench@wtkit.local', password: 'bench-password' };
const run = promisify(execFile);

/** Resident memory now, in kB, of `pid` (null once it is gone). */
function rssKb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  } catch {
    return null;
  }
}

/** The processes `pid` started (directly). */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (text) found.push(...text.split(/\s+/).map(Number));
    }
  } catch {}
  return found;
}

/** The packing process, told apart from others the shop's process may start (esbuild under tsx). */
function isPackingProcess(pid: number): boolean {
  try {
    return /packProcess|backup-pack/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return false;
  }
}

async function fillUploads(dataDir: string, megabytes: number) {
  const dir = join(dataDir, 'uploads');
  await mkdir(dir, { recursive: true });
  for (let i = 0; i * FILE_MB < megabytes; i += 1)
    await writeFile(
      join(dir, `photo-${i}.jpg`),
      randomBytes(Math.min(FILE_MB, megabytes - i * FILE_MB) * 1024 * 1024),
    );
}

/** Asks for the two addresses every TICK_MS until stopped; keeps the worst answer time. */
function requestLoop(urls: string[]) {
  let worst = 0;
  /** The worst answer of each address: /healthz needs no database, the page does. */
  const worstOf = urls.map(() => 0);
  let slow = 0;
  let answers = 0;
  let failures = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const tick = performance.now();
      for (const [index, url] of urls.entries()) {
        const started = performance.now();
        try {
          const response = await fetch(url);
          await response.arrayBuffer();
          if (!response.ok) failures += 1;
        } catch {
          failures += 1;
        }
        const took = performance.now() - started;
        worst = Math.max(worst, took);
        worstOf[index] = Math.max(worstOf[index] ?? 0, took);
        if (took > SLOW_MS) slow += 1;
        answers += 1;
      }
      const wait = TICK_MS - (performance.now() - tick);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { worst, worstOf, slow, answers, failures };
    },
  };
}

function memorySampler(serverPid: number) {
  let serverPeak = 0;
  let packPeak = 0;
  const timer = setInterval(() => {
    serverPeak = Math.max(serverPeak, rssKb(serverPid) ?? 0);
    for (const child of childrenOf(serverPid))
      if (isPackingProcess(child)) packPeak = Math.max(packPeak, rssKb(child) ?? 0);
  }, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      return { serverPeak, packPeak };
    },
  };
}

const mb = (kb: number) => (kb / 1024).toFixed(0);

async function benchSize(megabytes: number) {
  const work = await mkdtemp(join(tmpdir(), 'wtkit-bench-backup-'));
  const dataDir = join(work, 'data');
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
    PAYMENT_PROVIDER: 'test',
  };
  const server = startServerProcess(env);
  try {
    const origin = await server.ready;
    const api = `${origin}/api/v1`;
    const login = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ credential: ADMIN.email, password: ADMIN.password }),
    });
    const admin = ((await login.json()) as { data: { token: string } }).data.token;
    const product = await createBenchProduct(api, admin, 'Bench backup cartridge', 100);
    await fillUploads(dataDir, megabytes);
    const urls = [`${origin}/healthz`, `${origin}/product/${product.id}`];
    const pid = server.child.pid as number;

    // Warm: the first page renders and answers pay for compiling the code.
    for (let i = 0; i < 50; i += 1) for (const url of urls) await (await fetch(url)).arrayBuffer();
    const rssBefore = rssKb(pid) ?? 0;

    const out = join(work, 'backup.tar.gz');
    const loop = requestLoop(urls);
    const memory = memorySampler(pid);
    const started = performance.now();
    await run(
      process.execPath,
      ['--import', 'tsx', join(appRoot, 'src', 'backup', 'cli.ts'), 'backup', out],
      { cwd: appRoot, env: { PATH: process.env.PATH ?? '', ...env, INIT_CWD: work } },
    );
    const seconds = (performance.now() - started) / 1000;
    const during = await loop.stop();
    const { serverPeak, packPeak } = memory.stop();
    const archiveMb = statSync(out).size / 1024 / 1024;
    // Then the same loop for as long again with no backup: a longer loop meets more of the
    // machine's own slow moments, so the backup is compared with a run of the same length.
    const idle = requestLoop(urls);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const quiet = await idle.stop();
    console.log(
      `| ${megabytes} MB | ${seconds.toFixed(1)} s | ${archiveMb.toFixed(0)} MB | ${during.worst.toFixed(1)} ms (healthz ${during.worstOf[0]?.toFixed(1)}, page ${during.worstOf[1]?.toFixed(1)}) | ${during.slow} of ${during.answers} (${during.failures} failed) | ${quiet.worst.toFixed(1)} ms, ${quiet.slow} of ${quiet.answers} over 50 ms | ${mb(rssBefore)} → ${mb(serverPeak)} MB (+${mb(Math.max(0, serverPeak - rssBefore))}) | ${mb(packPeak)} MB |`,
    );
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

console.log(
  '| uploads | backup (pnpm backup, start to end) | archive | worst answer during | answers over 50 ms during | the same loop as long without a backup | shop process RSS before → peak | packing process peak RSS |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const size of SIZES_MB) await benchSize(size);
