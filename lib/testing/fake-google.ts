import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export const TEST_CLIENT_ID = 'staynaija-test.apps.googleusercontent.com';
const KID = 'fake-google-1';

export interface TokenOptions {
  key?: CryptoKey;
  kid?: string;
  issuer?: string;
  audience?: string;
  /** Seconds since the epoch. */
  expiresAt?: number;
}

/**
 * Google's half of one-tap, on loopback: a JWKS at /certs (a 500 at /down) and ID tokens signed with its key,
 * plus a second key Google never published, for forgeries.
 */
export async function startFakeGoogle() {
  const [google, rogue] = await Promise.all([
    generateKeyPair('RS256', { extractable: true }),
    generateKeyPair('RS256', { extractable: true }),
  ]);
  const jwk = { ...(await exportJWK(google.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  let keySetRequests = 0;
  const server: Server = createServer((req, res) => {
    if (req.url === '/certs') {
      keySetRequests += 1;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    res.writeHead(req.url === '/down' ? 500 : 404, { 'Content-Type': 'text/plain' });
    res.end('unavailable');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** An ID token as Google would issue it for `claims`; options forge or spoil it. */
  async function idToken(claims: JWTPayload, options: TokenOptions = {}) {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = options.expiresAt ?? now + 3600;
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID, typ: 'JWT' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? TEST_CLIENT_ID)
      .setIssuedAt(Math.min(now, expiresAt - 60))
      .setExpirationTime(expiresAt)
      .sign(options.key ?? google.privateKey);
  }

  return {
    jwksUrl: `${base}/certs`,
    brokenJwksUrl: `${base}/down`,
    rogueKey: rogue.privateKey,
    idToken,
    keySetRequests: () => keySetRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
