import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { GRAPE_VARIETIES, MESSAGES, varietyLabel } from '@vineyard/domain';
import { sqlFormat } from '../common/sql';
import { TickHandlerRegistry } from '../gametime/tick-handlers';

/**
 * The exchange's share of the game tick (issue 32): offers of wine and of grapes whose time ran
 * out close as `expired`, their unsold bottles (kilograms) go back to their lots and their sellers
 * are told, in five set-based statements whatever the number of offers. In the lock order of
 * common/locks.ts: the sellers' estates (`money`, by id: the bottles of a lot change only under
 * it), their grape lots (5, by id), their wine lots (7, by id), then the offers (8, in the updates). Idempotent per offer and day: an expired offer is no longer open.
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
        WHERE e.id IN (SELECT seller_estate_id FROM exchange_offers WHERE status = 'open' AND expires_day <= $1
                       UNION SELECT seller_estate_id FROM grape_offers WHERE status = 'open' AND expires_day <= $1)
        ORDER BY e.id FOR NO KEY UPDATE`,
      [day],
    );
    await manager.query(
      `SELECT l.id FROM grape_lots l
        WHERE l.id IN (SELECT grape_lot_id FROM grape_offers WHERE status = 'open' AND expires_day <= $1)
        ORDER BY l.id FOR UPDATE`,
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
    // grapes: an offer ends at the latest on the grapes' last sound day (decideGrapeOffer), so what
    // goes back is whole: the lot's own kilograms are sound too, and are counted from today
    await manager.query(
      `WITH due AS (
         SELECT id, seller_estate_id, grape_lot_id, variety, kilograms_left FROM grape_offers
          WHERE status = 'open' AND expires_day <= $1 ORDER BY id FOR UPDATE),
       expired AS (
         UPDATE grape_offers o SET status = 'expired', kilograms_left = 0, closed_day = $1
           FROM due WHERE o.id = due.id
         RETURNING due.id, due.seller_estate_id, due.grape_lot_id, due.variety, due.kilograms_left),
       returned AS (
         UPDATE grape_lots l SET kilograms = l.kilograms + r.n, counted_day = $1
           FROM (SELECT grape_lot_id, sum(kilograms_left)::int AS n FROM expired GROUP BY grape_lot_id) r
          WHERE l.id = r.grape_lot_id)
       INSERT INTO notifications (estate_id, kind, title, body, ref_id, game_day)
       SELECT x.seller_estate_id, 'offer_expired', left(format($2::text, v.label), 120),
              left(format($3::text, v.label, to_char(x.kilograms_left, 'FM999,999,999')), 500), x.id, $1::int
         FROM expired x JOIN jsonb_each_text($4::jsonb) v(key, label) ON v.key = x.variety`,
      [
        day,
        sqlFormat(MESSAGES.exchange.grapesExpiredTitle, ['variety']),
        sqlFormat(MESSAGES.exchange.grapesExpiredBody, ['variety', 'kilograms']),
        JSON.stringify(Object.fromEntries(GRAPE_VARIETIES.map((v) => [v, varietyLabel(v)]))),
      ],
    );
  }
}
