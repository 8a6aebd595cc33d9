import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverEntry = join(repoRoot, 'apps/api/dist/main.js');
/** The storefront's build (`react-router build`): the server half the API renders pages with. */
const storefrontRenderer = join(repoRoot, 'apps/storefront/dist-framework/server/index.js');

export const ADMIN = { email: 'admin@e2e.wtkit.local', password: 'e2e-admin-password' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { email: string; password: string };
    /** The server's DATA_DIR: its outbox.jsonl holds the codes it "sent". */
    dataDir: string;
  }
}

/** The port the server prints once it listens (`wtkit shop: http://localhost:PORT`). */
async function announcedPort(child: ChildProcess, log: () => string): Promise<number> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const match = /wtkit shop: http:\/\/[^:\s]+:(\d+)/.exec(log());
    if (match?.[1]) return Number(match[1]);
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not say where it listens in 90 s:\n${log()}`);
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy in 90 s:\n${log()}`);
}

/** A shop server started for the journeys, with what they need to know of it. */
export interface ShopServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the shop the way `pnpm start` does: `node apps/api/dist/main.js`, here on a free port
 * with a throwaway data folder, serving the storefront built in `storefrontDir` (the build's
 * `client` folder, its server build beside it in `server`) or the workspace's, with `env` on top
 * of its settings.
 */
export async function startShop(
  options: { storefrontDir?: string; env?: Record<string, string> } = {},
): Promise<ShopServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wtkit-e2e-'));
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // The server takes a free port itself and prints it: choosing one here and handing it over
      // leaves a moment in which another process can take it.
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...(options.storefrontDir ? { STOREFRONT_DIR: options.storefrontDir } : {}),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      REMINDER_INTERVAL_SECONDS: '0',
      // Two widths of journeys from one address: keep the per-address limit out of the way.
      RATE_LIMIT_PER_IP: '100000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  let stopping = false;
  // A server that stops while the journeys run would otherwise only show as refused connections.
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`The e2e server stopped (${code ?? signal}):\n${output.slice(-4000)}`);
  });
  const port = await announcedPort(child, () => output);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  return {
    baseUrl,
    dataDir,
    async stop() {
      stopping = true;
      child.kill('SIGTERM');
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) resolve();
        else child.once('exit', () => resolve());
        setTimeout(resolve, 10_000).unref();
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The journeys' server. `pnpm test` builds before it runs Vitest; a missing build (or
 * E2E_BUILD=1) builds first.
 */
export default async function setup(project: TestProject) {
  // E2E_STOREFRONT_DIR serves a storefront built elsewhere (the `client` folder of a build made
  // with FRAMEWORK_BUILD_DIR), so parallel work in one checkout does not race on
  // apps/storefront/dist-framework.
  const storefrontDir = process.env.E2E_STOREFRONT_DIR;
  const missingBuild =
    !existsSync(serverEntry) || (storefrontDir === undefined && !existsSync(storefrontRenderer));
  if (process.env.E2E_BUILD === '1' || missingBuild) {
    execFileSync('pnpm', ['build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  const shop = await startShop({ storefrontDir });
  project.provide('baseUrl', shop.baseUrl);
  project.provide('admin', ADMIN);
  project.provide('dataDir', shop.dataDir);
  return () => shop.stop();
}
