import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema.js';
import { createTwilioSender } from './twilio.js';

export interface Message {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
}

export interface Messenger {
  /** Records the message in the outbox, then delivers it through the configured provider. */
  send(message: Message): Promise<{ id: string; status: 'sent' | 'failed' | 'logged' }>;
}

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
}): Messenger {
  const { db, config, logger, now } = options;
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  const providers: Record<Message['channel'], Deliver | undefined> = {
    email: transport
      ? async (message) => {
          await transport.sendMail({
            from: config.mailFrom,
            to: message.to,
            subject: message.subject,
            text: message.text,
          });
        }
      : undefined,
    sms: config.sms ? createTwilioSender(config.sms) : undefined,
  };
  const outboxFile = join(config.dataDir, 'outbox.jsonl');

  return {
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({
          channel: message.channel,
          recipient: message.to,
          subject: message.subject,
          body: message.text,
        })
        .returning({ id: outbox.id, createdAt: outbox.createdAt });
      if (!row) throw new Error('outbox insert returned no row');
      const deliver = providers[message.channel];
      let status: 'sent' | 'failed' | 'logged';
      let error: string | null = null;
      if (!deliver) {
        await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
        await appendFile(
          outboxFile,
          `${JSON.stringify({ channel: message.channel, to: message.to, subject: message.subject, text: message.text, createdAt: row.createdAt.toISOString() })}\n`,
          { mode: 0o600 },
        );
        status = 'logged';
      } else {
        try {
          await deliver(message);
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
      await db
        .update(outbox)
        .set({ status, error, sentAt: status === 'sent' ? now() : null })
        .where(eq(outbox.id, row.id));
      return { id: row.id, status };
    },
  };
}
