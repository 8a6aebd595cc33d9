import { afterAll, beforeAll, describe, it } from 'vitest';
import { startFakeGoogleKeys } from '../support/fakeGoogle.js';
import { type OwnServer, startOwnServer } from '../support/ownServer.js';
import { contract, type FuzzSession, fuzzOperation } from './contractFuzz.js';
import type { Identity } from './requests.js';

/**
 * Requests generated from openapi.yaml, valid and spoiled, for every operation and as a visitor, a
 * shopper and the admin: every answer must be documented for its operation, match its schema and
 * content type, and never be a 5xx. A fixed seed here (FUZZ_SEED to replay one, FUZZ_RUNS for
 * more); `pnpm fuzz` runs longer with a random seed.
 */
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const ADMIN = { email: 'fuzz-admin@test.wtkit', password: 'fuzz-admin-password' };
const SHOPPER = {
  name: 'Fuzz Shopper',
  email: 'fuzz-shopper@example.com',
  password: 'fuzz-shopper-pw',
};

let own: OwnServer;
let google: Awaited<ReturnType<typeof startFakeGoogleKeys>> | undefined;
let session: FuzzSession;
const ids: string[] = [];

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${own.base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  return (await response.json()) as { data?: unknown };
}

beforeAll(async () => {
  // Configured as a shop in production would be: Google sign-in on (against a local key set).
  google = await startFakeGoogleKeys();
  own = await startOwnServer({
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      GOOGLE_CLIENT_ID: 'fuzz.apps.googleusercontent.com',
      GOOGLE_JWKS_URL: google.jwksUrl,
    },
  });
  await call('/auth/register', { method: 'POST', body: JSON.stringify(SHOPPER) });
  const tokens = new Map<Identity, string>();
  const credentials = { shopper: SHOPPER, admin: ADMIN };
  session = {
    base: own.base,
    async token(identity) {
      if (identity === 'anonymous') return undefined;
      const known = tokens.get(identity);
      if (known) return known;
      const { email, password } = credentials[identity];
      const signedIn = (await call('/auth/login', {
        method: 'POST',
        body: JSON.stringify({ credential: email, password }),
      })) as { data: { token: string } };
      tokens.set(identity, signedIn.data.token);
      return signedIn.data.token;
    },
    forget(identity) {
      tokens.delete(identity);
    },
  };
  const products = (await call('/products')) as { data: Array<{ _id: string }> };
  ids.push(...products.data.slice(0, 10).map((product) => product._id));
}, 120_000);

afterAll(async () => {
  await own?.close();
  await google?.close();
});

describe(`contract fuzzing (seed ${SEED}, ${RUNS} runs per operation)`, () => {
  for (const operation of contract.operations) {
    it(
      `${operation.operationId}: ${operation.method} ${operation.path}`,
      async () => {
        await fuzzOperation(session, operation, { seed: SEED, runs: RUNS, ids });
      },
      60_000 + RUNS * 200,
    );
  }
});
