import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';

/** 256 bits from the CSPRNG, URL-safe. Only its SHA-256 hash is ever stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const signingKeys = new Map<string, KeyObject>();

/**
 * The HS256 key as a KeyObject, made once per secret. jsonwebtoken treats a string secret as a
 * possible PEM key on every sign and verify (a failed `createPublicKey` each time), which cost
 * over a third of the CPU of an authenticated request.
 */
export function jwtSigningKey(secret: string): KeyObject {
  let key = signingKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    signingKeys.set(secret, key);
  }
  return key;
}
