import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import {
  EXCHANGE_HISTORY_LIMIT,
  EXCHANGE_NEW_ESTATE,
  EXCHANGE_PAGE_LIMITS,
  type BlendComponent,
  type GrapeColor,
  type GrapeVariety,
  type Medal,
  type OfferStatus,
  type RegionKey,
  type WineTier,
} from '@vineyard/domain';
import { medalOfLotSql } from '../awards/awards.sql';
import { WineLotEntity } from '../cellar/entities/wine-lot.entity';
import { ExchangeOfferEntity } from './entities/exchange-offer.entity';
import { ExchangeTradeEntity } from './entities/exchange-trade.entity';
import type { ExchangeQueryDto } from './dto/exchange.dto';

/** Counting open offers stops here ("1,000+ offers"): a count must not scan a million rows. */
export const EXCHANGE_COUNT_CAP = 1_000;

/** An offer as the exchange shows it: its row, its seller's name, its wine's medal, whether the caller owns it. */
export interface OfferRow {
  id: string;
  seller_estate_id: string;
  wine_lot_id: string;
  origin_lot_id: string;
  name: string;
  producer: string;
  seller_name: string;
  region: RegionKey;
  colour: GrapeColor;
  variety: GrapeVariety;
  blend: boolean;
  blend_components: BlendComponent[] | null;
  vintage: number;
  tier: WineTier;
  quality: number;
  bottled_day: number;
  bottled_bottles: number;
  price: number;
  bottles: number;
  bottles_left: number;
  status: OfferStatus;
  listed_day: number;
  expires_day: number;
  medal: Medal | null;
  own: boolean;
}

/** The columns of an offer row over `exchange_offers o` and `estates e` (its seller); `$user` is the caller. */
const offerColumns = (user: string) =>
  `o.id, o.seller_estate_id, o.wine_lot_id, o.origin_lot_id, o.name, o.producer, e.name AS seller_name, o.region,
   o.colour, o.variety, o.blend IS NOT NULL AS blend, o.blend AS blend_components, o.vintage, o.tier, o.quality, o.bottled_day, o.bottled_bottles,
   o.price, o.bottles, o.bottles_left, o.status, o.listed_day, o.expires_day,
   ${medalOfLotSql('o.origin_lot_id')} AS medal,
   EXISTS (SELECT 1 FROM estate_owners w WHERE w.estate_id = o.seller_estate_id AND w.user_id = ${user}) AS own`;

/** A bottled lot as an offer reads it: the lot, its owner's name, its medal and its origin. */
export interface OfferedLotRow {
  id: string;
  estate_id: string;
  estate_name: string;
  origin_lot_id: string;
  producer: string;
  name: string;
  region: RegionKey;
  colour: GrapeColor;
  variety: GrapeVariety;
  blend: BlendComponent[] | null;
  vintage: number;
  bottles: number;
  bottled_bottles: number;
  quality: number;
  bottled_day: number;
  medal: Medal | null;
}

/** One trade as the price history shows it. */
export interface TradeRow {
  name: string;
  producer: string;
  variety: GrapeVariety;
  vintage: number;
  price: number;
  bottles: number;
  game_day: number;
}

/**
 * The exchange's tables (issue 32): the offers (`exchange_offers`) and the trades
 * (`exchange_trades`); it writes the `bottles` of the sellers' wine lots (a column it owns,
 * table-owners.ts) as an offer reserves them and a withdrawal returns them. Locking an offer is
 * common/locks.ts's (the lock order).
 */
/**
 * The two statements of an exchange search: the page (chosen from exchange_offers alone over its
 * partial indexes of open rows — by segment and price, by price, by date — then joined to the
 * sellers) and the count, which stops at EXCHANGE_COUNT_CAP + 1. Exported so that `npm run bench`
 * can EXPLAIN exactly what the API runs.
 */
export function exchangeSearchSql(q: ExchangeQueryDto, userId: string, day: number) {
  const params: unknown[] = [day];
  const where = [`o.status = 'open'`, 'o.expires_day > $1'];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replace('?', `$${params.length}`));
  };
  if (q.region) add('o.region = ?', q.region);
  if (q.colour) add('o.colour = ?', q.colour);
  if (q.tier) add('o.tier = ?', q.tier);
  if (q.minPrice !== undefined) add('o.price >= ?::int', q.minPrice);
  if (q.maxPrice !== undefined) add('o.price <= ?::int', q.maxPrice);
  const order =
    q.sort === 'price-low'
      ? 'o.price ASC, o.id ASC'
      : q.sort === 'price-high'
        ? 'o.price DESC, o.id DESC'
        : 'o.created_at DESC, o.id DESC';
  const page = q.page ?? 1;
  const limit = q.limit ?? EXCHANGE_PAGE_LIMITS.default;
  const filter = where.join(' AND ');
  return {
    page,
    limit,
    select: {
      text: `WITH page AS (SELECT o.* FROM exchange_offers o WHERE ${filter} ORDER BY ${order}
                            LIMIT ${limit} OFFSET ${(page - 1) * limit})
             SELECT ${offerColumns(`$${params.length + 1}`)} FROM page o JOIN estates e ON e.id = o.seller_estate_id
              ORDER BY ${order}`,
      values: [...params, userId],
    },
    count: {
      text: `SELECT count(*)::int AS n FROM (SELECT 1 FROM exchange_offers o WHERE ${filter} LIMIT ${EXCHANGE_COUNT_CAP + 1}) c`,
      values: params,
    },
  };
}

@Injectable()
export class ExchangeRepository {
  /** The caller's bottled lot with what an offer needs (owner, producer, origin, medal); undefined when not theirs. */
  async ownedLot(manager: EntityManager, userId: string, lotId: string): Promise<OfferedLotRow | undefined> {
    const [row]: OfferedLotRow[] = await manager.query(
      `SELECT l.id, l.estate_id, e.name AS estate_name, COALESCE(l.origin_lot_id, l.id) AS origin_lot_id,
              COALESCE(l.producer, e.name) AS producer, l.name, l.region, l.colour, l.variety, l.blend, l.vintage,
              l.bottles, l.bottled_bottles, l.quality, l.bottled_day, ${medalOfLotSql('l.id')} AS medal
         FROM wine_lots l
         JOIN estate_owners o ON o.estate_id = l.estate_id AND o.user_id = $2
         JOIN estates e ON e.id = l.estate_id
        WHERE l.id = $1`,
      [lotId, userId],
    );
    return row;
  }

  /** A wine lot (the caller knows it is there). */
  lot(manager: EntityManager, lotId: string): Promise<WineLotEntity> {
    return manager.findOneByOrFail(WineLotEntity, { id: lotId });
  }

  /** The bottles left in a lot after an offer took some (the caller holds the lot's lock). */
  async setLotBottles(manager: EntityManager, lotId: string, bottles: number): Promise<void> {
    await manager.query('UPDATE wine_lots SET bottles = $2 WHERE id = $1', [lotId, bottles]);
  }

  /** Unsold bottles back to their lot (the caller holds the lot's lock). */
  async returnBottles(manager: EntityManager, lotId: string, bottles: number): Promise<void> {
    if (bottles > 0) await manager.query('UPDATE wine_lots SET bottles = bottles + $2 WHERE id = $1', [lotId, bottles]);
  }

  async insertOffer(
    manager: EntityManager,
    offer: Omit<ExchangeOfferEntity, 'id' | 'createdAt' | 'seller' | 'lot' | 'status' | 'closedDay'>,
  ): Promise<string> {
    const result = await manager.insert(ExchangeOfferEntity, { ...offer, status: 'open', closedDay: null });
    return (result.identifiers[0] as { id: string }).id;
  }

  /** The offer after a purchase or a withdrawal (the caller holds its lock). */
  async setOffer(
    manager: EntityManager,
    offerId: string,
    change: { bottlesLeft: number; status: OfferStatus; closedDay: number | null },
  ): Promise<void> {
    await manager.update(ExchangeOfferEntity, { id: offerId }, change);
  }

  async recordTrade(manager: EntityManager, trade: Omit<ExchangeTradeEntity, 'id' | 'createdAt'>): Promise<void> {
    await manager.insert(ExchangeTradeEntity, trade);
  }

  /** An offer, whatever its state (the id must be a UUID), as `userId` sees it. */
  async offer(manager: EntityManager, userId: string, offerId: string): Promise<OfferRow | undefined> {
    const [row]: OfferRow[] = await manager.query(
      `SELECT ${offerColumns('$2')} FROM exchange_offers o JOIN estates e ON e.id = o.seller_estate_id WHERE o.id = $1`,
      [offerId, userId],
    );
    return row;
  }

  /** The offer's seller and lot, read without locks (to learn what to lock). */
  async offerSeller(
    manager: EntityManager,
    offerId: string,
  ): Promise<{ sellerEstateId: string; wineLotId: string } | undefined> {
    const [row]: { seller_estate_id: string; wine_lot_id: string }[] = await manager.query(
      'SELECT seller_estate_id, wine_lot_id FROM exchange_offers WHERE id = $1',
      [offerId],
    );
    return row && { sellerEstateId: row.seller_estate_id, wineLotId: row.wine_lot_id };
  }

  /**
   * Open offers whose time has not run out on `day`, matching the filters, one page
   * (`exchangeSearchSql`), and the capped count of all that match.
   */
  async search(
    dataSource: DataSource,
    q: ExchangeQueryDto,
    userId: string,
    day: number,
  ): Promise<{ rows: OfferRow[]; matches: number; page: number; limit: number }> {
    const sql = exchangeSearchSql(q, userId, day);
    const rows: OfferRow[] = await dataSource.query(sql.select.text, sql.select.values);
    const [{ n }]: { n: number }[] = await dataSource.query(sql.count.text, sql.count.values);
    return { rows, matches: n, page: sql.page, limit: sql.limit };
  }

  /**
   * A buying estate as a purchase decision reads it, in one statement: its money and arrears (the
   * money module's columns, read under the estate's `money` lock in a purchase) and what the new
   * estates' limit (EXCHANGE_NEW_ESTATE) reads: the day it was founded and, while it is new, the
   * euros it has spent on the exchange (its trades as buyer, of wine and of grapes).
   */
  async buyerStanding(
    manager: EntityManager,
    estateId: string,
    day: number,
  ): Promise<{ money: number; arrears: number; foundedDay: number | null; exchangeSpent: number }> {
    const [row]: { money: string; arrears: string; founded_day: number | null; spent: string }[] = await manager.query(
      `SELECT e.money, e.arrears, e.founded_day,
              CASE WHEN e.founded_day > $2::int - $3::int
                   THEN (SELECT COALESCE(sum(t.total), 0) FROM exchange_trades t WHERE t.buyer_estate_id = e.id)
                      + (SELECT COALESCE(sum(g.total), 0) FROM grape_trades g WHERE g.buyer_estate_id = e.id)
                   ELSE 0 END AS spent
         FROM estates e WHERE e.id = $1`,
      [estateId, day, EXCHANGE_NEW_ESTATE.days],
    );
    return {
      money: Number(row?.money ?? 0),
      arrears: Number(row?.arrears ?? 0),
      foundedDay: row?.founded_day ?? null,
      exchangeSpent: Number(row?.spent ?? 0),
    };
  }

  /** The offers of the estates `userId` owns, open first, then the latest closed (at most 100). */
  async mine(manager: EntityManager, userId: string): Promise<OfferRow[]> {
    return manager.query(
      `SELECT ${offerColumns('$1')}
         FROM exchange_offers o JOIN estates e ON e.id = o.seller_estate_id
        WHERE o.seller_estate_id IN (SELECT estate_id FROM estate_owners WHERE user_id = $1)
        ORDER BY (o.status = 'open') DESC, o.created_at DESC, o.id DESC LIMIT 100`,
      [userId],
    );
  }

  /** The last trades of a segment, newest first. */
  async history(manager: EntityManager, region: RegionKey, colour: GrapeColor, tier: WineTier): Promise<TradeRow[]> {
    return manager.query(
      `SELECT name, producer, variety, vintage, price, bottles, game_day
         FROM exchange_trades WHERE region = $1 AND colour = $2 AND tier = $3
        ORDER BY created_at DESC, id DESC LIMIT $4`,
      [region, colour, tier, EXCHANGE_HISTORY_LIMIT],
    );
  }

  /** The last trades of one wine (every lot of it: the lot its producer bottled, `originLotId`), newest first. */
  async wineHistory(manager: EntityManager, originLotId: string): Promise<TradeRow[]> {
    return manager.query(
      `SELECT name, producer, variety, vintage, price, bottles, game_day
         FROM exchange_trades WHERE origin_lot_id = $1
        ORDER BY created_at DESC, id DESC LIMIT $2`,
      [originLotId, EXCHANGE_HISTORY_LIMIT],
    );
  }
}
