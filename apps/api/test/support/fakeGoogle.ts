import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';

const KID = 'wtkit-test-key';

/**
 * Google's key-set endpoint, offline: a locally generated RSA key pair whose public half is served
 * as a JWKS, the way https://www.googleapis.com/oauth2/v3/certs serves Google's.
 */
export async function startFakeGoogleKeys() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid: KID, alg: 'RS256' };
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    privateJwk: privateJwk as Record<string, unknown>,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An ID token as Google issues them, signed with the given key (or a stranger's). */
export async function googleIdToken(
  privateJwk: Record<string, unknown>,
  claims: Record<string, unknown>,
  options: { audience: string; issuer?: string; expiresIn?: string | number },
) {
  const key = await importJWK(privateJwk as JWK, 'RS256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(key);
}

export async function strangerJwk() {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return (await exportJWK(privateKey)) as Record<string, unknown>;
}
