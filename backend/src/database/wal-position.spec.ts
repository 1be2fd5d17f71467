import type { FastifyRequest } from 'fastify';
import { fenceOf, formatLsn, parseLsn } from './wal-position';

describe('WAL positions', () => {
  it('reads and writes PostgreSQL LSNs, ordered as the WAL is', () => {
    expect(parseLsn('0/3000060')).toBe(0x3000060n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(formatLsn(parseLsn('16/B374D848')!)).toBe('16/B374D848');
    expect(parseLsn('1/0')! > parseLsn('0/FFFFFFFF')!).toBe(true);
    for (const bad of [null, undefined, '', '0/', '/1', '123456789/0', '0/1;', 'x/1']) expect(parseLsn(bad)).toBeNull();
  });

  it("takes a request's fence from its signed-in user and its vv_rw cookie (any other cookie ignored)", () => {
    const request = (cookie?: string, id?: string) =>
      ({ headers: { cookie }, ...(id && { user: { user: { id } } }) }) as unknown as FastifyRequest;
    expect(fenceOf(request())).toEqual({ userId: null, lsn: null });
    expect(fenceOf(request('a=1; vv_rw=0/3000060; b=2', 'u1'))).toEqual({ userId: 'u1', lsn: 0x3000060n });
    expect(fenceOf(request('__Host-vv_rw=1/0'))).toEqual({ userId: null, lsn: 1n << 32n });
    expect(fenceOf(request('xvv_rw=1/0; vv_rw=nonsense'))).toEqual({ userId: null, lsn: null });
  });
});
