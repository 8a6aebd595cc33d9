import { createRemoteJWKSet, errors, jwtVerify } from 'jose';

export interface GoogleIdentity {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Verifies a Google ID token: signature against Google's key set (fetched and cached by jose),
 * audience = our client id, issuer Google's, not expired. Null when any check fails.
 */
export function createGoogleVerifier(options: { clientId: string; jwksUrl: string }) {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000 });
  return async (token: string): Promise<GoogleIdentity | null> => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        audience: options.clientId,
        issuer: ISSUERS,
        algorithms: ['RS256'],
      });
      if (typeof payload.sub !== 'string') return null;
      return {
        sub: payload.sub,
        email: typeof payload.email === 'string' ? payload.email.toLowerCase() : undefined,
        emailVerified: payload.email_verified === true,
        name: typeof payload.name === 'string' ? payload.name : undefined,
        picture: typeof payload.picture === 'string' ? payload.picture : undefined,
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  };
}
