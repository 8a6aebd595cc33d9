import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { CHANNELS } from '../../src/db/changes.js';
import type { OwnServer } from './ownServer.js';

/**
 * How many notifications the catalogue's channel got while `action` ran: every statement that
 * writes products or their parts sends one when its transaction commits, even a statement of no
 * rows. Counted up to a notification of the test's own, sent after `action`: the database
 * delivers notifications in commit order, so every one committed before it has been heard.
 */
export async function catalogueNotificationsDuring(
  own: OwnServer,
  action: () => Promise<unknown>,
): Promise<number> {
  const sentinel = `sentinel-${randomUUID()}`;
  let heard = 0;
  let sentinelHeard = () => {};
  const arrived = new Promise<void>((resolve) => {
    sentinelHeard = resolve;
  });
  const onPayload = (payload: string | undefined) => {
    if (payload === sentinel) sentinelHeard();
    else heard += 1;
  };
  const notify = `select pg_notify('${CHANNELS.catalogue}', '${sentinel}')`;
  if (own.databaseUrl) {
    const client = new pg.Client({ connectionString: own.databaseUrl });
    await client.connect();
    try {
      client.on('notification', (message) => onPayload(message.payload));
      await client.query(`listen ${CHANNELS.catalogue}`);
      await action();
      await client.query(notify);
      await arrived;
    } finally {
      await client.end();
    }
  } else {
    const embedded = (own.server.app.db as unknown as { $client: PGlite }).$client;
    const stop = await embedded.listen(CHANNELS.catalogue, onPayload);
    try {
      await action();
      await embedded.query(notify);
      await arrived;
    } finally {
      await stop();
    }
  }
  return heard;
}
