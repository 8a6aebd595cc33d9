import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/session.js';
import { UserCache } from '../src/auth/userCache.js';

const user = (id: string, name = 'Ada') => ({ id, name }) as unknown as AuthUser;

function counted(rows: Record<string, AuthUser>) {
  let reads = 0;
  return {
    load: (id: string) => async () => {
      reads += 1;
      return rows[id];
    },
    reads: () => reads,
  };
}

describe('the cache of user rows', () => {
  it('reads a row once while changes are heard', async () => {
    const db = counted({ a: user('a') });
    const cache = new UserCache(() => true);
    await cache.get('a', db.load('a'));
    expect(await cache.get('a', db.load('a'))).toMatchObject({ id: 'a' });
    expect(db.reads()).toBe(1);
  });

  it('reads the database every time while changes cannot be heard', async () => {
    const db = counted({ a: user('a') });
    let listening = false;
    const cache = new UserCache(() => listening);
    await cache.get('a', db.load('a'));
    await cache.get('a', db.load('a'));
    expect(db.reads()).toBe(2);
    listening = true;
    await cache.get('a', db.load('a'));
    await cache.get('a', db.load('a'));
    expect(db.reads()).toBe(3);
  });

  it('forgets a changed row, and every row on an empty id', async () => {
    const rows = { a: user('a'), b: user('b') };
    const db = counted(rows);
    const cache = new UserCache(() => true);
    await cache.get('a', db.load('a'));
    await cache.get('b', db.load('b'));
    rows.a = user('a', 'Ada Lovelace');
    cache.forget('a');
    expect(await cache.get('a', db.load('a'))).toMatchObject({ name: 'Ada Lovelace' });
    await cache.get('b', db.load('b'));
    expect(db.reads()).toBe(3);
    cache.forget('');
    expect(cache.size).toBe(0);
  });

  it('does not keep a row read before a change that landed while it was read', async () => {
    const cache = new UserCache(() => true);
    let finish: (row: AuthUser) => void = () => {};
    const stale = cache.get('a', () => new Promise((resolve) => (finish = resolve)));
    cache.forget('a'); // e.g. a Log Out commits while the old row is on its way
    finish(user('a', 'old'));
    expect(await stale).toMatchObject({ name: 'old' });
    const fresh = await cache.get('a', async () => user('a', 'new'));
    expect(fresh).toMatchObject({ name: 'new' });
  });

  it('keeps no unknown user, no entry past its life, and at most its size', async () => {
    let now = 0;
    const cache = new UserCache(
      () => true,
      () => now,
      1000,
      2,
    );
    expect(await cache.get('nobody', async () => undefined)).toBeUndefined();
    expect(cache.size).toBe(0);
    const db = counted({ a: user('a'), b: user('b'), c: user('c') });
    await cache.get('a', db.load('a'));
    now = 1001;
    await cache.get('a', db.load('a'));
    expect(db.reads()).toBe(2);
    await cache.get('b', db.load('b'));
    await cache.get('c', db.load('c'));
    expect(cache.size).toBe(2);
    await cache.get('a', db.load('a'));
    expect(db.reads()).toBe(5); // a was the oldest, so it went when c came
  });
});
