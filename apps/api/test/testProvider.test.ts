import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { createTestProvider } from '../src/payments/testProvider.js';

describe('the test payment provider', () => {
  it('answers from the intent row the caller just read, without reading it again', async () => {
    // No database at all: reading it would throw.
    const provider = createTestProvider({} as Db);
    expect(
      await provider.retrieve('pi_test_1', { status: 'succeeded', amountCents: 1250 }),
    ).toEqual({ status: 'succeeded', amountCents: 1250 });
    await expect(provider.retrieve('pi_test_1')).rejects.toThrow();
  });
});
