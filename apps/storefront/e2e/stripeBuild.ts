import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The publishable key the Stripe builds are made with: Stripe.js cannot load offline anyway. */
export const E2E_STRIPE_KEY = 'pk_test_e2e_offline';

/**
 * The storefront built with VITE_STRIPE_PUBLISHABLE_KEY into a folder of its own (`client` and
 * `server`, as FRAMEWORK_BUILD_DIR makes them); `remove` deletes it.
 */
export async function buildWithStripeKey(): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'wtkit-stripe-dist-'));
  // Not execFileSync: a worker blocked for the build's seconds would find its kept-alive
  // connections to the server closed under it afterwards ("other side closed").
  await promisify(execFile)('pnpm', ['exec', 'react-router', 'build'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, VITE_STRIPE_PUBLISHABLE_KEY: E2E_STRIPE_KEY, FRAMEWORK_BUILD_DIR: dir },
  });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
