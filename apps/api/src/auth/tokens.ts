import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.js';

/** Who a token speaks for, and which of their sessions (see `users.sessionVersion`). */
export interface TokenSubject {
  userId: string;
  sessionVersion: number;
}

export interface TokenService {
  sign(subject: TokenSubject): Promise<string>;
  /** The subject of a valid token, or null for a missing, forged, expired or incomplete one. */
  verify(token: string): Promise<TokenSubject | null>;
}

const ISSUER = 'wtkit';

/** How many verified tokens a server remembers (a signature check costs more than a lookup). */
const VERIFIED_TOKENS = 10_000;

export function createTokenService(
  secret: string,
  ttlSeconds: number,
  now: () => number = Date.now,
): TokenService {
  const key = new TextEncoder().encode(secret);
  // A token cannot change, so once its signature checks out it only needs its expiry checked
  // again. Whether its session still holds is decided on every call (see `authenticate`).
  const verified = new Map<string, { subject: TokenSubject; expiresAt: number }>();
  return {
    sign: ({ userId, sessionVersion }) =>
      new SignJWT({ sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known && known.expiresAt > now()) return known.subject;
      if (known) verified.delete(token);
      try {
        // A token that never expires, or cannot say which session it belongs to, is refused.
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'exp', 'iat', 'sv'],
          currentDate: new Date(now()),
        });
        if (typeof payload.sub !== 'string' || !Number.isInteger(payload.sv)) return null;
        const subject = { userId: payload.sub, sessionVersion: payload.sv as number };
        if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value ?? '');
        verified.set(token, { subject, expiresAt: (payload.exp as number) * 1000 });
        return subject;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/**
 * `JWT_SECRET`, or in embedded mode a secret generated on first start and kept in `DATA_DIR`, so
 * sessions survive restarts without any setup.
 */
export async function resolveJwtSecret(config: Config): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join(config.dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(config.dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, secret, { flag: 'wx', mode: 0o600 }).catch(async () => {});
    await chmod(file, 0o600).catch(() => {});
    return (await readFile(file, 'utf8')).trim();
  }
}
