import { describe, expect, it } from 'vitest';
import { createTokenService } from '../src/auth/tokens.js';

const SECRET = 'token-test-secret-that-is-long-enough-for-hs256';

describe('session tokens', () => {
  it('answers a token it verified before until the token expires, then refuses it', async () => {
    let now = Date.now();
    const tokens = createTokenService(SECRET, 60, () => now);
    const token = await tokens.sign({ userId: 'user-1', sessionVersion: 2 });
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1', sessionVersion: 2 });
    now += 30_000;
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1', sessionVersion: 2 });
    now += 31_000;
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret, and a changed token, although a valid one was seen', async () => {
    const tokens = createTokenService(SECRET, 60);
    const other = createTokenService(`${SECRET}-other`, 60);
    const good = await tokens.sign({ userId: 'user-1', sessionVersion: 0 });
    expect(await tokens.verify(good)).not.toBeNull();
    expect(
      await tokens.verify(await other.sign({ userId: 'user-1', sessionVersion: 0 })),
    ).toBeNull();
    expect(await tokens.verify(`${good.slice(0, -2)}xx`)).toBeNull();
  });
});
