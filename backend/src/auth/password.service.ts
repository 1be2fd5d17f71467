import { Inject, Injectable } from '@nestjs/common';
import { Algorithm } from '@node-rs/argon2';
import { Argon2Pool } from './argon2-pool';
import { metrics } from '../metrics/metrics.registry';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';

/**
 * argon2id hashing with configurable cost (at least 19 MiB, 2 passes); rehash when costs change.
 * The work runs in a pool of low-priority worker threads (see Argon2Pool). Its idle workers never
 * hold the process open, and it is not closed on module destroy: that runs before the HTTP server
 * drains, and in-flight sign-ins must finish.
 */
@Injectable()
export class PasswordService {
  private readonly pool = new Argon2Pool();
  private readonly options: { algorithm: Algorithm; memoryCost: number; timeCost: number; parallelism: number };
  private dummyHash: Promise<string> | null = null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.options = {
      algorithm: Algorithm.Argon2id,
      memoryCost: config.argon2.memoryKiB,
      timeCost: config.argon2.timeCost,
      parallelism: config.argon2.parallelism,
    };
  }

  hash(password: string): Promise<string> {
    metrics.passwordWork.hash++;
    return this.pool.hash(password, this.options);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    metrics.passwordWork.verify++;
    try {
      return await this.pool.verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real verification, for sign-ins of accounts that do not exist. */
  async verifyDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hash('dummy-password-for-timing-Aa1!');
    await this.verify(await this.dummyHash, password);
    return false;
  }

  needsRehash(passwordHash: string): boolean {
    const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
    if (!m) return true;
    return (
      Number(m[1]) !== this.options.memoryCost ||
      Number(m[2]) !== this.options.timeCost ||
      Number(m[3]) !== this.options.parallelism
    );
  }
}
