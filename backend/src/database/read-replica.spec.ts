import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/env';
import { DomainError } from '../common/errors';
import { ReadReplica } from './read-replica';

/** A primary at WAL position `primaryLsn` and a standby that has replayed `replayLsn`. */
function setUp(config: Partial<AppConfig> = {}) {
  const state = { primaryLsn: '0/100', replayLsn: '0/100' as string | null, standby: true, replicaDown: false };
  const primary = {
    query: async (sql: string) => (sql.includes('pg_current_wal_lsn') ? [{ lsn: state.primaryLsn }] : []),
  } as unknown as DataSource;
  const replica = {
    isInitialized: true,
    destroy: async () => undefined,
    query: async () => {
      if (state.replicaDown) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      return [{ standby: state.standby, lsn: state.replayLsn }];
    },
  } as unknown as DataSource;
  const logger = { write: jest.fn() };
  const reads = new ReadReplica(
    {
      databaseReplicaUrl: 'postgres://standby/vineyard',
      dbReplicaMaxLagMs: 1000,
      dbPoolSize: 2,
      isProduction: false,
      ...config,
    } as AppConfig,
    primary,
    logger,
    async () => replica,
  );
  /** Where a read with this fence runs. */
  const where = (fence?: { userId: string | null; lsn: bigint | null }) =>
    reads.read(fence, async (ds) => (ds === primary ? 'primary' : 'replica'));
  return { state, primary, replica, reads, logger, where };
}

const NO_FENCE = { userId: null, lsn: null };
let now = 1_000_000;
beforeEach(() => {
  now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

describe('ReadReplica', () => {
  it('reads from the primary when no replica is configured', async () => {
    const { reads, where } = setUp({ databaseReplicaUrl: null });
    await reads.poll();
    expect(await where(NO_FENCE)).toBe('primary');
  });

  it('reads from the standby once it has replayed what the primary wrote, and not before the first poll', async () => {
    const { reads, where } = setUp();
    expect(await where(NO_FENCE)).toBe('primary');
    await reads.poll();
    expect(await where(NO_FENCE)).toBe('replica');
    await reads.stop();
  });

  it('sends a reader whose fence the standby has not replayed to the primary', async () => {
    const { reads, where } = setUp();
    await reads.poll();
    expect(await where({ userId: null, lsn: 0x100n })).toBe('replica');
    expect(await where({ userId: null, lsn: 0x101n })).toBe('primary');
  });

  it('fences a signed-in writer on this instance and in the vv_rw cookie; the fence lifts once replayed', async () => {
    const { state, reads, where } = setUp();
    await reads.poll();
    state.primaryLsn = '0/200';
    const header = jest.fn();
    const request = { method: 'POST', headers: {}, user: { user: { id: 'u1' } } } as unknown as FastifyRequest;
    await reads.noteWrite(request, { statusCode: 201, header } as unknown as FastifyReply);
    expect(header).toHaveBeenCalledWith(
      'set-cookie',
      expect.stringMatching(/^vv_rw=0\/200; Max-Age=6; Path=\/; HttpOnly; SameSite=Strict$/),
    );
    expect(await where({ userId: 'u1', lsn: null })).toBe('primary');
    expect(await where({ userId: 'u2', lsn: null })).toBe('replica');
    state.replayLsn = '0/200';
    await reads.poll();
    expect(await where({ userId: 'u1', lsn: null })).toBe('replica');
  });

  it('sets no fence (and asks the primary nothing) for an anonymous write', async () => {
    const { state, reads, primary } = setUp();
    await reads.poll();
    state.primaryLsn = '0/200';
    const asked = jest.spyOn(primary, 'query');
    const header = jest.fn();
    const request = { method: 'POST', headers: {} } as unknown as FastifyRequest;
    await reads.noteWrite(request, { statusCode: 202, header } as unknown as FastifyReply);
    expect(header).not.toHaveBeenCalled();
    expect(asked).not.toHaveBeenCalled();
  });

  it('sets no fence for reads and for refused or failed writes', async () => {
    const { reads } = setUp();
    const header = jest.fn();
    for (const [method, statusCode] of [
      ['GET', 200],
      ['POST', 409],
      ['DELETE', 503],
    ] as const) {
      const request = { method, headers: {}, user: { user: { id: 'u1' } } } as unknown as FastifyRequest;
      await reads.noteWrite(request, { statusCode, header } as unknown as FastifyReply);
    }
    expect(header).not.toHaveBeenCalled();
  });

  it('leaves a standby more than DB_REPLICA_MAX_LAG_MS behind for the primary', async () => {
    const { state, reads, where } = setUp();
    await reads.poll();
    state.primaryLsn = '0/300'; // written; the standby replays nothing more
    now += 500;
    await reads.poll();
    expect(await where(NO_FENCE)).toBe('replica'); // caught up with the primary of 500 ms ago
    now += 600;
    expect(await where(NO_FENCE)).toBe('primary'); // 1,100 ms behind: past the bound, even between polls
    state.replayLsn = '0/300';
    await reads.poll();
    expect(await where(NO_FENCE)).toBe('replica');
  });

  it('answers from the primary when a read fails on the standby, and keeps off it until a poll finds it well', async () => {
    const { state, reads, primary } = setUp();
    await reads.poll();
    let calls = 0;
    const answer = await reads.read(NO_FENCE, async (ds) => {
      calls++;
      if (ds !== primary) throw new Error('Connection terminated unexpectedly');
      return 'primary';
    });
    expect([answer, calls]).toEqual(['primary', 2]);
    expect(reads.usableFor(NO_FENCE)).toBe(false);
    state.replicaDown = true;
    await reads.poll();
    expect(reads.usableFor(NO_FENCE)).toBe(false);
    state.replicaDown = false;
    await reads.poll();
    expect(reads.usableFor(NO_FENCE)).toBe(true);
  });

  it("does not retry a player's refusal on the primary", async () => {
    const { reads } = setUp();
    await reads.poll();
    const work = jest.fn(async () => {
      throw new DomainError('SUGGESTION_NOT_FOUND');
    });
    await expect(reads.read(NO_FENCE, work)).rejects.toBeInstanceOf(DomainError);
    expect(work).toHaveBeenCalledTimes(1);
    expect(reads.usableFor(NO_FENCE)).toBe(true);
  });

  it('never reads from a server that is not a standby, and says so', async () => {
    const { state, reads, where, logger } = setUp();
    state.standby = false;
    state.replayLsn = null;
    await reads.poll();
    expect(await where(NO_FENCE)).toBe('primary');
    expect(logger.write).toHaveBeenCalledWith('warn', 'read replica not used', {
      reason: expect.stringContaining('not a standby'),
    });
  });
});
