/**
 * AccessTokenVerifier remembers tokens it verified (backend/src/auth/access-token.verifier.ts): a
 * remembered token still expires on time, a token that failed is never remembered, and the
 * remembered answer is the verified one. The sessions service is not reached here: these routes'
 * own queries check the session (`sessionCheckedInQuery`).
 */
import { randomUUID } from 'node:crypto';
import { backend, backendRequire } from './support/backend';

const { AccessTokenVerifier } = backend('auth/access-token.verifier');
const { jwtSigningKey } = backend('auth/tokens');
const { JWT_AUDIENCE, JWT_ISSUER } = backend('auth/auth.types');
const jwt = backendRequire<typeof import('jsonwebtoken')>('jsonwebtoken');
// the backend's clock (it runs outside jest's sandbox, with its own Date)
const BackendDate = backendRequire<typeof import('node:vm')>('node:vm').runInThisContext('Date') as DateConstructor;

const secret = 'a-test-secret-of-enough-length-0123456789';
const config = { jwtSecret: secret } as ConstructorParameters<typeof AccessTokenVerifier>[0];
const noSessions = {} as ConstructorParameters<typeof AccessTokenVerifier>[1];
const sign = (claims: object, expiresIn: number, key: string = secret) =>
  jwt.sign(claims, jwtSigningKey(key), { algorithm: 'HS256', expiresIn, issuer: JWT_ISSUER, audience: JWT_AUDIENCE });
const ids = () => ({ sub: randomUUID(), sid: randomUUID(), typ: 'access' });

describe('verified access tokens', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers a remembered token as the first time, until it expires', async () => {
    const verifier = new AccessTokenVerifier(config, noSessions);
    const claims = ids();
    const token = sign(claims, 60);
    const verify = jest.spyOn(jwt, 'verify');
    const first = await verifier.authenticate(`Bearer ${token}`, true);
    const second = await verifier.authenticate(`Bearer ${token}`, true);
    expect(first).toEqual({ userId: claims.sub, sessionId: claims.sid });
    expect(second).toEqual(first);
    expect(verify).toHaveBeenCalledTimes(1);
    // 60 s after signing the token has expired, remembered or not
    const now = BackendDate.now();
    jest.spyOn(BackendDate, 'now').mockReturnValue(now + 58_000);
    expect(await verifier.authenticate(`Bearer ${token}`, true)).toEqual(first);
    jest.spyOn(BackendDate, 'now').mockReturnValue(now + 60_000);
    await expect(verifier.authenticate(`Bearer ${token}`, true)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('never remembers a token that failed', async () => {
    const verifier = new AccessTokenVerifier(config, noSessions);
    const forged = sign(ids(), 60, 'another-secret-of-enough-length-0123456789');
    const notAccess = sign({ ...ids(), typ: 'refresh' }, 60);
    const verify = jest.spyOn(jwt, 'verify');
    for (const token of [forged, forged, notAccess, notAccess]) {
      await expect(verifier.authenticate(`Bearer ${token}`, true)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect(verify).toHaveBeenCalledTimes(4);
  });

  it('gives no caller a way to change what it remembers', async () => {
    const verifier = new AccessTokenVerifier(config, noSessions);
    const claims = ids();
    const token = sign(claims, 60);
    const first = (await verifier.authenticate(`Bearer ${token}`, true)) as { userId: string };
    first.userId = randomUUID();
    expect(await verifier.authenticate(`Bearer ${token}`, true)).toEqual({ userId: claims.sub, sessionId: claims.sid });
  });
});
