/**
 * WAL positions (LSNs) and a request's read fence, for the read replica's read-your-writes
 * (database/read-replica.ts): framework-free, so that the unit tests can load it.
 */
import type { FastifyRequest } from 'fastify';

/** The cookie that carries a browser's last write position to whichever instance serves it next. */
export const COOKIE = 'vv_rw';

/** What a request knows of its reader's last write: the signed-in user and the cookie's WAL position. */
export interface ReadFence {
  userId: string | null;
  lsn: bigint | null;
}

/** A WAL position as PostgreSQL writes it (`16/B374D848`) as a number; null when it is not one. */
export function parseLsn(text: string | null | undefined): bigint | null {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text ?? '');
  return match ? (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`) : null;
}

export function formatLsn(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

/** The request's fence: its signed-in user (set by the auth guard) and its `vv_rw` cookie. */
export function fenceOf(request: FastifyRequest): ReadFence {
  const user = (request as { user?: { user?: { id?: string } } }).user?.user;
  const cookie = /(?:^|;)\s*(?:__Host-)?vv_rw=([0-9A-Fa-f]{1,8}\/[0-9A-Fa-f]{1,8})/.exec(request.headers.cookie ?? '');
  return { userId: user?.id ?? null, lsn: parseLsn(cookie?.[1]) };
}
