import { Inject, Injectable, SetMetadata, applyDecorators } from '@nestjs/common';
import { MESSAGES } from '@vineyard/domain';
import { ApiErrors } from '../common/api-docs';
import { ConcurrencyGate, type Release } from '../common/concurrency-gate';
import { DomainError } from '../common/errors';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { metrics } from '../metrics/metrics.registry';

/**
 * A player's costly requests — every write (POST, PUT, PATCH, DELETE) and the reads marked
 * @Costly() (the sale quotes) — are handled at most `PLAYER_REQUESTS_IN_FLIGHT` at a time per
 * player (the access token's user) in this process; the next `PLAYER_REQUESTS_QUEUED` (64) wait their
 * turn in order, holding no database connection, and any beyond them (or waiting over 5 s) get
 * 429 `RATE_LIMITED` with `Retry-After: 1`. One player flooding their own estate then holds at most
 * that many of the pool's connections while everyone else's requests go on (docs/decisions.md,
 * "One player cannot stall the others"). The slot is taken after the token's signature is checked
 * and before anything touches the database; it is given back when the answer is sent (app.factory.ts's
 * onSend hook calls `releasePlayerSlot`), not when the client hangs up.
 */
export const COSTLY = 'vv:costly';

/** A read that costs about what a write does (a quote): counted against the player's bound like writes. */
export const Costly = (): MethodDecorator => applyDecorators(SetMetadata(COSTLY, true), ApiErrors('RATE_LIMITED'));

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Whether a request is counted against its player's bound: a write, or a read marked @Costly(). */
export const isCostly = (method: string, marked: boolean | undefined): boolean => marked === true || WRITES.has(method);

const SLOT = Symbol('playerSlot');
type WithSlot = { [SLOT]?: Release };

/** Gives back the request's slot, if it took one (idempotent). */
export function releasePlayerSlot(request: object): void {
  const slot = (request as WithSlot)[SLOT];
  if (slot) {
    delete (request as WithSlot)[SLOT];
    slot();
  }
}

@Injectable()
export class PlayerRequests {
  private readonly gate: ConcurrencyGate;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.gate = new ConcurrencyGate({
      perKey: config.concurrency.perPlayer,
      queuePerKey: config.concurrency.queuedPerPlayer,
      maxWaitMs: 5000,
    });
  }

  /** Takes a slot of `userId` for `request` (waiting its turn), or throws 429 when none comes. */
  async admit(request: object, userId: string): Promise<void> {
    let slot = this.gate.tryEnter(userId);
    if (!slot) {
      slot = await this.gate.enter(userId);
      if (!slot) {
        metrics.observePlayerRequest('refused');
        throw new DomainError('RATE_LIMITED', { retryAfter: 1, message: MESSAGES.common.busy });
      }
      metrics.observePlayerRequest('waited');
    }
    (request as WithSlot)[SLOT] = slot;
  }
}
