import { partDueDate } from '@wtkit/domain';
import { and, asc, eq, gt, inArray, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { outbox, plans, reminders, trackedParts, trackedProducts, users } from '../db/schema.js';
import type { Message } from '../messaging/index.js';

/** A part is reminded about once its due date is at most this many days away (or past). */
export const REMINDER_LEAD_DAYS = 14;
/** A reminder the provider refused is tried again at each run for this long, then given up. */
export const REMINDER_RETRY_HOURS = 72;
const DEFAULT_BATCH_SIZE = 100;
const DAY_MS = 24 * 3600 * 1000;

export type ReminderContext = Pick<AppContext, 'db' | 'messenger' | 'logger' | 'config'>;

export interface ReminderRunResult {
  /** Reminders recorded and handed to the messenger (including failed deliveries). */
  sent: number;
  /** Of those, deliveries the provider refused (recorded in the outbox as failed). */
  failed: number;
  /** Due parts with no address for their contact method. */
  unreachable: number;
  /** Earlier reminders the provider had refused, sent again (counted in `sent` too). */
  retried: number;
}

/** The part's due date as PostgreSQL computes it: the same calendar arithmetic as `partDueDate`. */
const dueDateSql = sql<string>`(((${trackedParts.clockStartedAt} at time zone 'UTC')::date + make_interval(months => ${trackedParts.lifespanMonths}))::date)`;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function utcDay(date: Date) {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

interface DuePart {
  partId: string;
  partName: string;
  lifespanMonths: number | null;
  clockStartedAt: Date;
  customName: string;
  systemName: string;
  additionalData: Record<string, unknown>;
  userEmail: string | null;
  userPhone: string | null;
}

/** What a reminder is written from: the part, its tracked product and its owner's contacts. */
const duePartColumns = {
  partId: trackedParts.id,
  partName: trackedParts.nameSnapshot,
  lifespanMonths: trackedParts.lifespanMonths,
  clockStartedAt: trackedParts.clockStartedAt,
  customName: trackedProducts.customName,
  systemName: trackedProducts.systemNameSnapshot,
  additionalData: trackedProducts.additionalData,
  userEmail: users.email,
  userPhone: users.phoneNumber,
};

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * Where the tracked product's reminders go: its dialog's contact method (e-mail by default), to
 * the address given in the dialog, else the account's own e-mail or phone number.
 */
export function reminderRecipient(
  part: Pick<DuePart, 'additionalData' | 'userEmail' | 'userPhone'>,
) {
  const data = part.additionalData;
  if (data.contactMethod === 'sms') {
    const to = text(data.sms) ?? text(part.userPhone);
    return to ? { channel: 'sms' as const, to } : null;
  }
  const to = text(data.email) ?? text(part.userEmail);
  return to ? { channel: 'email' as const, to } : null;
}

function reminderMessage(
  part: DuePart,
  due: Date,
  today: Date,
  channel: Message['channel'],
  publicUrl: string | undefined,
): Omit<Message, 'to' | 'channel'> {
  const expired = due.getTime() <= today.getTime();
  const when = expired ? `was due on ${isoDate(due)}` : `is due on ${isoDate(due)}`;
  const dashboard = publicUrl ? ` ${publicUrl.replace(/\/$/, '')}/dashboard` : '';
  const system =
    part.customName === part.systemName
      ? part.customName
      : `${part.customName} (${part.systemName})`;
  const subject = expired
    ? `${part.partName} needs replacing`
    : `${part.partName}: replacement due soon`;
  if (channel === 'sms') {
    return {
      subject,
      text: `wtkit: the ${part.partName} of your ${system} ${when}. After replacing it, press Reset on your filter tracker.${dashboard}`,
    };
  }
  return {
    subject,
    text: [
      `The ${part.partName} of your ${system} ${when}.`,
      '',
      'Once you have replaced it, press Reset beside the part on your filter tracker so its countdown starts again.',
      ...(dashboard ? ['', `Your filter tracker:${dashboard}`] : []),
      '',
      'You receive this because you asked for filter reminders when you started tracking this system.',
    ].join('\n'),
  };
}

/**
 * One pass of the filter-reminder job: every tracked part whose due date (`partDueDate`: clock
 * start + lifespan in calendar months) is at most REMINDER_LEAD_DAYS away, or already past, and
 * that has no reminder for that due date yet, gets one through the messenger. A part with an
 * active filter plan gets none: the plan's notice tells of its order instead (a paused or
 * cancelled plan's part is reminded again).
 *
 * Parts are claimed in batches inside a transaction with `FOR UPDATE SKIP LOCKED`, so several
 * workers (server instances, the CLI) share the work instead of waiting on each other, and the
 * reminder row (unique per part and due date) is written before the transaction commits. A
 * worker that lost a race finds the row and sends nothing; a restart finds the row and sends
 * nothing. Messages go out after the commit, so a crash between the commit and the send loses
 * that one reminder rather than ever sending it twice. Resetting a part moves its due date, so
 * the next due date gets its own reminder. A delivery the provider refused is retried at later
 * runs for REMINDER_RETRY_HOURS.
 */
export async function runReminders(
  app: ReminderContext,
  options: { now: Date; batchSize?: number },
): Promise<ReminderRunResult> {
  const today = utcDay(options.now);
  const horizon = new Date(today.getTime() + REMINDER_LEAD_DAYS * DAY_MS);
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const result: ReminderRunResult = { sent: 0, failed: 0, unreachable: 0, retried: 0 };
  let after: string | undefined;

  for (;;) {
    const batch = await app.db.transaction(async (tx) => {
      const rows = await tx
        .select(duePartColumns)
        .from(trackedParts)
        .innerJoin(trackedProducts, eq(trackedProducts.id, trackedParts.trackedProductId))
        .innerJoin(users, eq(users.id, trackedProducts.userId))
        .where(
          and(
            after ? gt(trackedParts.id, after) : undefined,
            isNotNull(trackedParts.lifespanMonths),
            gt(trackedParts.lifespanMonths, 0),
            sql`${dueDateSql} <= ${isoDate(horizon)}::date`,
            // An active plan orders the part: its notice replaces the reminder.
            notExists(
              tx
                .select({ one: sql`1` })
                .from(plans)
                .where(and(eq(plans.trackedPartId, trackedParts.id), eq(plans.status, 'active'))),
            ),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(reminders)
                .where(
                  and(
                    eq(reminders.trackedPartId, trackedParts.id),
                    sql`${reminders.dueDate} = ${dueDateSql}`,
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(trackedParts.id))
        .limit(batchSize)
        .for('update', { of: trackedParts, skipLocked: true });

      const claimed: Array<{
        reminderId: string;
        part: DuePart;
        due: Date;
        to: string;
        channel: Message['channel'];
      }> = [];
      for (const part of rows) {
        const due = partDueDate({
          installationDate: part.clockStartedAt,
          lifespanMonths: part.lifespanMonths,
        });
        if (!due || due.getTime() > horizon.getTime()) continue;
        const recipient = reminderRecipient(part);
        if (!recipient) {
          result.unreachable += 1;
          app.logger.warn(
            { trackedPartId: part.partId },
            'filter reminder due but no address to send it to',
          );
          continue;
        }
        const [row] = await tx
          .insert(reminders)
          .values({
            trackedPartId: part.partId,
            dueDate: isoDate(due),
            channel: recipient.channel,
            recipient: recipient.to,
            createdAt: options.now,
          })
          .onConflictDoNothing()
          .returning({ id: reminders.id });
        // No row: another worker recorded this reminder first, and sends it.
        if (row) claimed.push({ reminderId: row.id, part, due, ...recipient });
      }
      return { claimed, seen: rows.length, last: rows.at(-1)?.partId };
    });

    for (const { reminderId, part, due, to, channel } of batch.claimed) {
      const message = reminderMessage(part, due, today, channel, app.config.publicUrl);
      const delivery = await app.messenger.send({ channel, to, ...message });
      await app.db
        .update(reminders)
        .set({ outboxId: delivery.id })
        .where(eq(reminders.id, reminderId));
      result.sent += 1;
      if (delivery.status === 'failed') result.failed += 1;
    }

    if (batch.seen < batchSize || !batch.last) break;
    after = batch.last;
  }
  await retryFailedDeliveries(app, options.now, today, result);
  if (result.sent > 0 || result.unreachable > 0) app.logger.info(result, 'filter reminders sent');
  return result;
}

/**
 * Reminders whose delivery the provider refused (outbox status `failed`) within the last
 * REMINDER_RETRY_HOURS are sent again at the following runs (not in the run that first tried).
 * The same claim applies: rows locked with SKIP LOCKED and the reminder's outbox link cleared
 * before the commit, so no other worker retries it too; the new outbox row is linked after the
 * send.
 */
async function retryFailedDeliveries(
  app: ReminderContext,
  now: Date,
  today: Date,
  result: ReminderRunResult,
) {
  const since = new Date(now.getTime() - REMINDER_RETRY_HOURS * 3600 * 1000);
  const claimed = await app.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        reminderId: reminders.id,
        dueDate: reminders.dueDate,
        channel: reminders.channel,
        to: reminders.recipient,
        ...duePartColumns,
      })
      .from(reminders)
      .innerJoin(outbox, eq(outbox.id, reminders.outboxId))
      .innerJoin(trackedParts, eq(trackedParts.id, reminders.trackedPartId))
      .innerJoin(trackedProducts, eq(trackedProducts.id, trackedParts.trackedProductId))
      .innerJoin(users, eq(users.id, trackedProducts.userId))
      .where(
        and(
          eq(outbox.status, 'failed'),
          gt(reminders.createdAt, since),
          // Not the ones this very run just tried.
          lt(reminders.createdAt, now),
        ),
      )
      .orderBy(asc(reminders.id))
      .limit(DEFAULT_BATCH_SIZE)
      .for('update', { of: reminders, skipLocked: true });
    if (rows.length > 0) {
      await tx
        .update(reminders)
        .set({ outboxId: null })
        .where(
          inArray(
            reminders.id,
            rows.map((row) => row.reminderId),
          ),
        );
    }
    return rows;
  });
  for (const row of claimed) {
    const due = new Date(`${row.dueDate}T00:00:00.000Z`);
    const message = reminderMessage(row, due, today, row.channel, app.config.publicUrl);
    const delivery = await app.messenger.send({ channel: row.channel, to: row.to, ...message });
    await app.db
      .update(reminders)
      .set({ outboxId: delivery.id })
      .where(eq(reminders.id, row.reminderId));
    result.sent += 1;
    result.retried += 1;
    if (delivery.status === 'failed') result.failed += 1;
  }
}
