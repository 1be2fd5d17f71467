import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the CSPRNG, URL-safe. Only its SHA-256 hash is ever stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
