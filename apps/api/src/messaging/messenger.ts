import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Db, Executor } from '../db/client.js';
import { outbox } from '../db/schema.js';
import { MessageDeliveryError } from './errors.js';
import { createTwilioSender } from './twilio.js';

export interface Message {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  /** The same message as simple HTML, sent beside the text by e-mail (SMS takes the text). */
  html?: string;
}

export interface SendOptions {
  /**
   * A failed delivery is tried again (with growing pauses) for this long; for messages that are
   * worth little later, such as a code that expires.
   */
  retryForSeconds?: number;
}

/** A message written to the outbox inside a transaction, held by this process until `heldUntil`. */
export interface QueuedMessage {
  id: string;
  heldUntil: Date;
}

export interface Messenger {
  /** Records the message in the outbox, then delivers it through the configured provider. */
  send(
    message: Message,
    options?: SendOptions,
  ): Promise<{ id: string; status: 'sent' | 'failed' | 'logged' }>;
  /**
   * Writes the message to the outbox as pending with `tx`, the transaction of the change it is
   * about, so the message exists exactly when the change committed. Deliver it after the commit
   * with `deliverQueued`; if this process dies first, `retryFailed` delivers it once
   * `heldUntil` has passed.
   */
  enqueue(tx: Executor, message: Message, options: Required<SendOptions>): Promise<QueuedMessage>;
  /**
   * Delivers messages `enqueue` wrote, once their transaction committed; a message the retry job
   * has taken over meanwhile is left to it.
   */
  deliverQueued(queued: QueuedMessage[]): Promise<void>;
  /**
   * Delivers what is due: failed deliveries that asked to be tried again, and pending messages
   * whose writer did not deliver them in time (it crashed or was killed after the commit).
   */
  retryFailed(): Promise<{ sent: number; failed: number }>;
}

/** A message as the outbox stores it. */
const outboxRow = (message: Message) => ({
  channel: message.channel,
  recipient: message.to,
  subject: message.subject,
  body: message.text,
  html: message.html ?? null,
});

/** Pause before the next try: 30 s, doubling, at most 10 minutes. */
export const retryDelayMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 600_000);
/**
 * How long a worker holds a message it is delivering, claimed from the retry job or written
 * pending by its own transaction; if it dies, another may deliver it after this.
 */
export const DEFAULT_OUTBOX_LEASE_SECONDS = 300;
const RETRY_BATCH = 20;

type Deliver = (message: Message) => Promise<void>;

/**
 * The one way the shop talks to customers. Every message is written to the outbox table first;
 * e-mail goes by SMTP when SMTP_URL is set and SMS by the configured provider. A channel with no
 * provider is appended to DATA_DIR/outbox.jsonl instead, so a developer can read the code.
 */
export function createMessenger(options: {
  db: Db;
  config: Config;
  logger: Logger;
  now: () => Date;
  /** `DEFAULT_OUTBOX_LEASE_SECONDS` unless given (tests of a crash shorten it). */
  leaseSeconds?: number;
}): Messenger {
  const { db, config, logger, now } = options;
  const leaseMs = (options.leaseSeconds ?? DEFAULT_OUTBOX_LEASE_SECONDS) * 1000;
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  const providers: Record<Message['channel'], Deliver | undefined> = {
    email: transport
      ? async (message) => {
          try {
            await transport.sendMail({
              from: config.mailFrom,
              to: message.to,
              subject: message.subject,
              text: message.text,
              ...(message.html ? { html: message.html } : {}),
            });
          } catch (error) {
            throw new MessageDeliveryError(error instanceof Error ? error.message : String(error), {
              cause: error,
            });
          }
        }
      : undefined,
    sms: config.sms ? createTwilioSender(config.sms) : undefined,
  };
  const outboxFile = join(config.dataDir, 'outbox.jsonl');

  /** One delivery of an outbox row, and its outcome recorded on the row. */
  async function deliver(
    row: { id: string; createdAt: Date; attempts: number; retryUntil: Date | null },
    message: Message,
  ) {
    const provider = providers[message.channel];
    let status: 'sent' | 'failed' | 'logged';
    let error: string | null = null;
    if (!provider) {
      await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
      await appendFile(
        outboxFile,
        `${JSON.stringify({ channel: message.channel, to: message.to, subject: message.subject, text: message.text, ...(message.html ? { html: message.html } : {}), createdAt: row.createdAt.toISOString() })}\n`,
        { mode: 0o600 },
      );
      status = 'logged';
    } else {
      try {
        await provider(message);
        status = 'sent';
      } catch (failure) {
        status = 'failed';
        error = failure instanceof Error ? failure.message : String(failure);
        logger.error(
          { err: failure, channel: message.channel, outboxId: row.id },
          'message delivery failed',
        );
      }
    }
    const attempts = row.attempts + 1;
    const retryAt =
      status === 'failed' && row.retryUntil
        ? new Date(now().getTime() + retryDelayMs(attempts))
        : null;
    await db
      .update(outbox)
      .set({
        status,
        error,
        attempts,
        sentAt: status === 'sent' ? now() : null,
        nextAttemptAt: retryAt && row.retryUntil && retryAt < row.retryUntil ? retryAt : null,
      })
      .where(eq(outbox.id, row.id));
    return { id: row.id, status };
  }

  type OutboxRow = typeof outbox.$inferSelect;
  const asMessage = (row: OutboxRow): Message => ({
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    ...(row.html ? { html: row.html } : {}),
  });

  /** Delivers claimed rows one after the other, counting the outcomes. */
  async function deliverAll(rows: OutboxRow[]) {
    const result = { sent: 0, failed: 0 };
    for (const row of rows) {
      const delivery = await deliver(row, asMessage(row));
      if (delivery.status === 'failed') result.failed += 1;
      else result.sent += 1;
    }
    return result;
  }

  return {
    async enqueue(tx, message, options) {
      const at = now();
      const heldUntil = new Date(at.getTime() + leaseMs);
      const [row] = await tx
        .insert(outbox)
        .values({
          ...outboxRow(message),
          retryUntil: new Date(at.getTime() + options.retryForSeconds * 1000),
          nextAttemptAt: heldUntil,
        })
        .returning({ id: outbox.id });
      if (!row) throw new Error('outbox insert returned no row');
      return { id: row.id, heldUntil };
    },

    async deliverQueued(queued) {
      if (queued.length === 0) return;
      // Still this process's while the lease its transaction wrote is unchanged: the retry job
      // moves it when it takes a message over, and a delivery marks it sent or failed. The row is
      // only read here: the message is written once, by the transaction of the change it is about.
      const rows = await db
        .select()
        .from(outbox)
        .where(
          and(
            inArray(
              outbox.id,
              queued.map((message) => message.id),
            ),
            eq(outbox.status, 'pending'),
          ),
        );
      await deliverAll(
        rows.filter((row) =>
          queued.some(
            (message) =>
              message.id === row.id && row.nextAttemptAt?.getTime() === message.heldUntil.getTime(),
          ),
        ),
      );
    },

    async send(message, options = {}) {
      const at = now();
      const retryUntil = options.retryForSeconds
        ? new Date(at.getTime() + options.retryForSeconds * 1000)
        : null;
      // A message worth retrying is held by this process for a lease, as a queued one is: if the
      // process dies before the provider answers, the outbox job sends it once the lease is over.
      const [row] = await db
        .insert(outbox)
        .values({
          ...outboxRow(message),
          retryUntil,
          nextAttemptAt: retryUntil ? new Date(at.getTime() + leaseMs) : null,
        })
        .returning({ id: outbox.id, createdAt: outbox.createdAt });
      if (!row) throw new Error('outbox insert returned no row');
      return deliver({ ...row, attempts: 0, retryUntil }, message);
    },

    async retryFailed() {
      const at = now();
      // Claimed rows are leased, not taken: a worker that dies mid-send leaves them to another.
      const due = await db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(outbox)
          .where(
            and(
              or(eq(outbox.status, 'failed'), eq(outbox.status, 'pending')),
              lte(outbox.nextAttemptAt, at),
              gt(outbox.retryUntil, at),
            ),
          )
          .orderBy(asc(outbox.nextAttemptAt))
          .limit(RETRY_BATCH)
          .for('update', { skipLocked: true });
        if (rows.length > 0)
          await tx
            .update(outbox)
            .set({ nextAttemptAt: new Date(at.getTime() + leaseMs) })
            .where(
              inArray(
                outbox.id,
                rows.map((row) => row.id),
              ),
            );
        return rows;
      });
      return deliverAll(due);
    },
  };
}
