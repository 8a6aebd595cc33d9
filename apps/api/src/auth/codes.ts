import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@wtkit/domain';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { verificationCodes } from '../db/schema.js';
import { CodeError } from './errors.js';

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];

const REFUSED_CODE = {
  expired: 'This code has expired or was replaced. Request a new one.',
  attempts: 'Too many wrong attempts. Request a new code.',
  wrong: 'The code is not correct.',
} as const;

/** The refusal of a code that is not the right, live one. */
export const refusedCode = (reason: keyof typeof REFUSED_CODE) =>
  new CodeError(reason, REFUSED_CODE[reason]);

export const CODE_TTL_MINUTES = 10;
export const MAX_ATTEMPTS = 5;
export const RESEND_AFTER_SECONDS = 60;
export const MAX_CODES_PER_HOUR = 5;

function hashCode(secret: string, id: string, code: string) {
  return createHmac('sha256', secret).update(`${id}:${code}`).digest('base64url');
}

/**
 * Issues a fresh code of VERIFICATION_CODE_LENGTH digits (earlier ones of the same purpose stop
 * working), refused when the last one is under a minute old or five were sent in the past hour.
 */
export async function issueCode(
  app: AppContext,
  secret: string,
  input: { userId: string; purpose: CodePurpose; target: string },
): Promise<string> {
  const now = app.now();
  const recent = await app.db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, input.userId),
        eq(verificationCodes.purpose, input.purpose),
        gt(verificationCodes.createdAt, new Date(now.getTime() - 3600_000)),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt));
  const last = recent[0]?.createdAt;
  if (last && now.getTime() - last.getTime() < RESEND_AFTER_SECONDS * 1000) {
    const wait = Math.ceil((last.getTime() + RESEND_AFTER_SECONDS * 1000 - now.getTime()) / 1000);
    throw new CodeError(
      'too-soon',
      `Please wait ${wait} seconds before requesting another code.`,
      wait,
    );
  }
  if (recent.length >= MAX_CODES_PER_HOUR) {
    throw new CodeError(
      'too-many',
      'Too many codes were requested. Please try again in an hour.',
      3600,
    );
  }
  const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(
    VERIFICATION_CODE_LENGTH,
    '0',
  );
  await app.db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.userId, input.userId),
          eq(verificationCodes.purpose, input.purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        userId: input.userId,
        purpose: input.purpose,
        target: input.target,
        codeHash: 'pending',
        expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
        createdAt: now,
      })
      .returning({ id: verificationCodes.id });
    if (!row) throw new Error('code insert returned no row');
    await tx
      .update(verificationCodes)
      .set({ codeHash: hashCode(secret, row.id, code) })
      .where(eq(verificationCodes.id, row.id));
  });
  return code;
}

/**
 * Checks a code and uses it up. A wrong code counts an attempt; after five the code is dead. The
 * row is locked so two guesses at once cannot both count as the fifth.
 */
export async function consumeCode(
  app: AppContext,
  secret: string,
  input: { userId: string; purpose: CodePurpose; code: string },
): Promise<{ target: string }> {
  const now = app.now();
  type Outcome = { target: string; error?: never } | { error: 'expired' | 'attempts' | 'wrong' };
  const outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.userId, input.userId),
          eq(verificationCodes.purpose, input.purpose),
          isNull(verificationCodes.consumedAt),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1)
      .for('update');
    if (!row || row.expiresAt <= now) return { error: 'expired' as const };
    if (row.attempts >= MAX_ATTEMPTS) return { error: 'attempts' as const };
    const expected = Buffer.from(row.codeHash);
    const given = Buffer.from(hashCode(secret, row.id, input.code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await tx
        .update(verificationCodes)
        .set({ attempts: row.attempts + 1 })
        .where(eq(verificationCodes.id, row.id));
      return {
        error: row.attempts + 1 >= MAX_ATTEMPTS ? ('attempts' as const) : ('wrong' as const),
      };
    }
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(eq(verificationCodes.id, row.id));
    return { target: row.target };
  });
  if (!outcome.error) return { target: outcome.target };
  throw refusedCode(outcome.error);
}
