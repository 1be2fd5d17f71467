import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../common/errors';
import { ThrottleRepository } from './throttle.repository';

export interface ThrottleRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL, shared by every instance. A window ends on its own, so a
 * throttled owner is never locked out beyond it.
 */
@Injectable()
export class ThrottleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly buckets: ThrottleRepository,
  ) {}

  /**
   * Counts one event against every rule and throws 429 (with Retry-After) when any count went over
   * its limit — increment and compare in one statement, before the caller's expensive work, so a
   * burst of simultaneous requests cannot all pass a check that has not counted them yet.
   */
  async consume(rules: ThrottleRule[], manager?: EntityManager): Promise<void> {
    if (rules.length === 0) return;
    const rows = await this.buckets.count(manager ?? this.dataSource, rules);
    let retryAfter = 0;
    for (const row of rows) {
      const rule = rules.find((r) => r.key === row.key);
      if (rule && row.count > rule.limit) retryAfter = Math.max(retryAfter, row.retry);
    }
    if (retryAfter > 0) throw tooMany(retryAfter);
  }

  /**
   * Counts the event like `consume` but answers whether it was within every limit instead of
   * throwing. Inside a transaction pass its manager (never a second pool connection).
   */
  async allow(rules: ThrottleRule[], manager?: EntityManager): Promise<boolean> {
    try {
      await this.consume(rules, manager);
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'RATE_LIMITED') return false;
      throw error;
    }
  }

  /** Gives back one counted event (an attempt counted up front that turned out not to count). */
  async release(rules: ThrottleRule[]): Promise<void> {
    if (rules.length === 0) return;
    await this.buckets.release(
      this.dataSource,
      rules.map((r) => r.key),
    );
  }

  async reset(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.buckets.delete(this.dataSource, keys);
  }

  /** Deletes up to `limit` buckets whose window ended over an hour ago (run by the retention tick handler). */
  async purgeExpired(manager: EntityManager, limit: number): Promise<number> {
    return this.buckets.purgeExpired(manager, limit);
  }
}

function tooMany(retryAfter: number): DomainError {
  return new DomainError('RATE_LIMITED', { retryAfter: Math.max(1, retryAfter) });
}
