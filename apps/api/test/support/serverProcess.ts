import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { appRoot } from '../../src/paths.js';

export interface ServerProcess {
  child: ChildProcess;
  /** The shop's address once it listens (rejects if the process exits first). */
  ready: Promise<string>;
  /** The exit code (or signal name) when the process ends. */
  exited: Promise<number | string>;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** SIGTERM (or `signal`), then waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/**
 * The server as `pnpm start` runs it (`src/main.ts` through tsx, so the sources under test), in a
 * process of its own with `env` on top of a minimal environment (and `nodeArgs` for Node itself,
 * such as `--cpu-prof`).
 */
export function startServerProcess(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): ServerProcess {
  const main = join(appRoot, 'src', 'main.ts');
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', main], {
    cwd: appRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'process-test-secret-that-is-long-enough-for-hs256',
      RATE_LIMIT_PER_IP: '100000',
      REMINDER_INTERVAL_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const match = /wtkit shop: (http:\/\/\S+)/.exec(text);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`the server exited (${code}) before it was ready:\n${text}`)),
    );
  });
  ready.catch(() => {});
  return {
    child,
    ready,
    exited,
    output: () => text,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
