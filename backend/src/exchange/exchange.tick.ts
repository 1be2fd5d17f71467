import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MESSAGES } from '@vineyard/domain';
import { sqlFormat } from '../common/sql';
import { TickHandlerRegistry } from '../gametime/tick-handlers';

/**
 * The exchange's share of the game tick (issue 32): offers whose time ran out close as `expired`,
 * their unsold bottles go back to their lots and their sellers are told, in three set-based
 * statements whatever the number of offers. In the lock order of common/locks.ts: the sellers'
 * estates (`money`, by id: the bottles of a lot change only under it), their lots (7, by id), then
 * the offers (8, in the update). Idempotent per offer and day: an expired offer is no longer open.
 */
@Injectable()
export class ExchangeTick implements OnModuleInit {
  constructor(private readonly registry: TickHandlerRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      kind: 'daily',
      name: 'exchange-expiry',
      order: 31,
      run: (m, day) => this.expire(m, day),
    });
  }

  async expire(manager: EntityManager, day: number): Promise<void> {
    await manager.query(
      `SELECT e.id FROM estates e
        WHERE e.id IN (SELECT seller_estate_id FROM exchange_offers WHERE status = 'open' AND expires_day <= $1)
        ORDER BY e.id FOR NO KEY UPDATE`,
      [day],
    );
    await manager.query(
      `SELECT l.id FROM wine_lots l
        WHERE l.id IN (SELECT wine_lot_id FROM exchange_offers WHERE status = 'open' AND expires_day <= $1)
        ORDER BY l.id FOR UPDATE`,
      [day],
    );
    await manager.query(
      `WITH due AS (
         SELECT id, seller_estate_id, wine_lot_id, name, bottles_left FROM exchange_offers
          WHERE status = 'open' AND expires_day <= $1 ORDER BY id FOR UPDATE),
       expired AS (
         UPDATE exchange_offers o SET status = 'expired', bottles_left = 0, closed_day = $1
           FROM due WHERE o.id = due.id
         RETURNING due.id, due.seller_estate_id, due.wine_lot_id, due.name, due.bottles_left),
       returned AS (
         UPDATE wine_lots l SET bottles = l.bottles + r.n
           FROM (SELECT wine_lot_id, sum(bottles_left)::int AS n FROM expired GROUP BY wine_lot_id) r
          WHERE l.id = r.wine_lot_id)
       INSERT INTO notifications (estate_id, kind, title, body, ref_id, game_day)
       SELECT x.seller_estate_id, 'offer_expired', left(format($2::text, x.name), 120),
              left(format($3::text, x.name, to_char(x.bottles_left, 'FM999,999,999')), 500), x.id, $1::int
         FROM expired x`,
      [
        day,
        sqlFormat(MESSAGES.exchange.expiredTitle, ['wine']),
        sqlFormat(MESSAGES.exchange.expiredBody, ['wine', 'bottles']),
      ],
    );
  }
}
