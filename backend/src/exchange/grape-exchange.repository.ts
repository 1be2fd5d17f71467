import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import {
  EXCHANGE_HISTORY_LIMIT,
  EXCHANGE_PAGE_LIMITS,
  type GrapeColor,
  type GrapeVariety,
  type OfferStatus,
  type RegionKey,
} from '@vineyard/domain';
import { GrapeOfferEntity } from './entities/grape-offer.entity';
import { GrapeTradeEntity } from './entities/grape-trade.entity';
import type { GrapeExchangeQueryDto } from './dto/grape-exchange.dto';
import { EXCHANGE_COUNT_CAP } from './exchange.repository';

/** A grape offer as the exchange shows it: its row and whether the caller owns it. */
export interface GrapeOfferRow {
  id: string;
  seller_estate_id: string;
  grape_lot_id: string;
  producer: string;
  block_name: string;
  region: RegionKey;
  colour: GrapeColor;
  variety: GrapeVariety;
  quality: number;
  vintage: number;
  harvest_day: number;
  price_cents: number;
  kilograms: number;
  kilograms_left: number;
  status: OfferStatus;
  listed_day: number;
  expires_day: number;
  own: boolean;
}

export interface GrapeTradeRow {
  producer: string;
  variety: GrapeVariety;
  quality: number;
  vintage: number;
  price_cents: number;
  kilograms: number;
  game_day: number;
}

const columns = (user: string) =>
  `o.id, o.seller_estate_id, o.grape_lot_id, o.producer, o.block_name, o.region, o.colour, o.variety, o.quality,
   o.vintage, o.harvest_day, o.price_cents, o.kilograms, o.kilograms_left, o.status, o.listed_day, o.expires_day,
   EXISTS (SELECT 1 FROM estate_owners w WHERE w.estate_id = o.seller_estate_id AND w.user_id = ${user}) AS own`;

/** The two statements of a grape offers search (the page over the partial indexes of open offers, and the capped count). */
export function grapeSearchSql(q: GrapeExchangeQueryDto, userId: string, day: number) {
  const params: unknown[] = [day];
  const where = [`o.status = 'open'`, 'o.expires_day > $1'];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replace('?', `$${params.length}`));
  };
  if (q.region) add('o.region = ?', q.region);
  if (q.colour) add('o.colour = ?', q.colour);
  const order =
    q.sort === 'price-low'
      ? 'o.price_cents ASC, o.id ASC'
      : q.sort === 'price-high'
        ? 'o.price_cents DESC, o.id DESC'
        : 'o.created_at DESC, o.id DESC';
  const page = q.page ?? 1;
  const limit = q.limit ?? EXCHANGE_PAGE_LIMITS.default;
  const filter = where.join(' AND ');
  return {
    page,
    limit,
    select: {
      text: `SELECT ${columns(`$${params.length + 1}`)} FROM grape_offers o WHERE ${filter} ORDER BY ${order}
              LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      values: [...params, userId],
    },
    count: {
      text: `SELECT count(*)::int AS n FROM (SELECT 1 FROM grape_offers o WHERE ${filter} LIMIT ${EXCHANGE_COUNT_CAP + 1}) c`,
      values: params,
    },
  };
}

/**
 * Grapes on the exchange (issue 32, item 1): the offers (`grape_offers`) and the trades
 * (`grape_trades`). The seller's and buyer's grape lots are written through the grapes module's
 * repository; only the expiry tick returns unsold kilograms itself (a column the exchange owns,
 * table-owners.ts).
 */
@Injectable()
export class GrapeExchangeRepository {
  async insertOffer(
    manager: EntityManager,
    offer: Omit<GrapeOfferEntity, 'id' | 'createdAt' | 'seller' | 'lot' | 'status' | 'closedDay'>,
  ): Promise<string> {
    const result = await manager.insert(GrapeOfferEntity, { ...offer, status: 'open', closedDay: null });
    return (result.identifiers[0] as { id: string }).id;
  }

  async setOffer(
    manager: EntityManager,
    offerId: string,
    change: { kilogramsLeft: number; status: OfferStatus; closedDay: number | null },
  ): Promise<void> {
    await manager.update(GrapeOfferEntity, { id: offerId }, change);
  }

  async recordTrade(manager: EntityManager, trade: Omit<GrapeTradeEntity, 'id' | 'createdAt'>): Promise<void> {
    await manager.insert(GrapeTradeEntity, trade);
  }

  async offer(manager: EntityManager, userId: string, offerId: string): Promise<GrapeOfferRow | undefined> {
    const [row]: GrapeOfferRow[] = await manager.query(`SELECT ${columns('$2')} FROM grape_offers o WHERE o.id = $1`, [
      offerId,
      userId,
    ]);
    return row;
  }

  /** The offer's seller and lot, read without locks (to learn what to lock). */
  async offerSeller(
    manager: EntityManager,
    offerId: string,
  ): Promise<{ sellerEstateId: string; grapeLotId: string } | undefined> {
    const [row]: { seller_estate_id: string; grape_lot_id: string }[] = await manager.query(
      'SELECT seller_estate_id, grape_lot_id FROM grape_offers WHERE id = $1',
      [offerId],
    );
    return row && { sellerEstateId: row.seller_estate_id, grapeLotId: row.grape_lot_id };
  }

  async search(
    dataSource: DataSource,
    q: GrapeExchangeQueryDto,
    userId: string,
    day: number,
  ): Promise<{ rows: GrapeOfferRow[]; matches: number; page: number; limit: number }> {
    const sql = grapeSearchSql(q, userId, day);
    const rows: GrapeOfferRow[] = await dataSource.query(sql.select.text, sql.select.values);
    const [{ n }]: { n: number }[] = await dataSource.query(sql.count.text, sql.count.values);
    return { rows, matches: n, page: sql.page, limit: sql.limit };
  }

  /** The grape offers of the estates `userId` owns, open first, then the latest closed (at most 100). */
  async mine(manager: EntityManager, userId: string): Promise<GrapeOfferRow[]> {
    return manager.query(
      `SELECT ${columns('$1')} FROM grape_offers o
        WHERE o.seller_estate_id IN (SELECT estate_id FROM estate_owners WHERE user_id = $1)
        ORDER BY (o.status = 'open') DESC, o.created_at DESC, o.id DESC LIMIT 100`,
      [userId],
    );
  }

  /** The last grape trades of a region and colour, newest first. */
  async history(manager: EntityManager, region: RegionKey, colour: GrapeColor): Promise<GrapeTradeRow[]> {
    return manager.query(
      `SELECT producer, variety, quality, vintage, price_cents, kilograms, game_day
         FROM grape_trades WHERE region = $1 AND colour = $2
        ORDER BY created_at DESC, id DESC LIMIT $3`,
      [region, colour, EXCHANGE_HISTORY_LIMIT],
    );
  }
}
