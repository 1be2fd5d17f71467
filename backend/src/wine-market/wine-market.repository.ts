import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import {
  DISTRIBUTION,
  WINE_TIERS,
  type CampaignSpan,
  type Medal,
  type WineLotFacts,
  type WineMarketFacts,
  type WineTier,
  type WineTierFacts,
} from '@vineyard/domain';
import { medalOfLotRowSql, medalOfLotSql } from '../awards/awards.sql';
import { indexOnDaySql } from '../market-index/market-index.sql';
import { liveSessionCondition } from '../auth/sessions.sql';
import type { TokenSession } from '../auth/auth.types';
import { lockEstateOfOwnedWineLot, lockOwnedWineLot } from '../common/locks';
import { salesPointsOfMonthSql } from '../reputation/reputation.sql';
import { join, named, poolQuery, preparedQuery, raw, sql, type Sql } from '../common/sql';
import { writeWithCommit } from '../common/transaction';
import { DAY_INDEX_SQL } from '../gametime/gametime.sql';
import { WineLotEntity } from '../cellar/entities/wine-lot.entity';
import { DemandPoolEntity } from './entities/demand-pool.entity';
import { WineSaleEntity } from './entities/wine-sale.entity';

/** A sale of bottled wine as the estate's recent sales list it. */
export interface WineSaleRow {
  id: string;
  wine_lot_id: string;
  name: string | null;
  tier: WineTier;
  quality: number;
  bottles: number;
  revenue: string;
  game_day: number;
  by_staff: boolean;
}

export interface MarketFactsRow {
  reputation_points: number;
  reputation_points_day: number;
  ha: string;
  medal: Medal | null;
  tiers: WineTierFacts[];
  campaigns: CampaignSpan[];
  sales_revenue: string;
}

/**
 * The columns of a lot's market facts (WineMarketFacts) beside an `estates e` row: the arguments are
 * SQL expressions for the lot's id, region and colour and the game day, and its medal (by default
 * read by the id; medalOfLotRowSql where the lot's row is in scope).
 */
export const marketFactsColumns = (
  lot: string,
  region: string,
  colour: string,
  day: string,
  medal = medalOfLotSql(lot),
): string =>
  `e.reputation_points, e.reputation_points_day,
   (SELECT COALESCE(SUM(b.size), 0) FROM plots p JOIN blocks b ON b.plot_id = p.id WHERE p.estate_id = e.id) AS ha,
   ${medal} AS medal,
   (SELECT json_agg(json_build_object('tier', t.tier, 'level', dp.level, 'countedDay', dp.counted_day,
                                      'index', ${indexOnDaySql(region, colour, 't.tier', day)}))
      FROM unnest('{${WINE_TIERS.join(',')}}'::text[]) t(tier)
      LEFT JOIN demand_pools dp ON dp.estate_id = e.id AND dp.colour = ${colour} AND dp.tier = t.tier) AS tiers,
   (SELECT COALESCE(json_agg(json_build_object('kind', mc.kind, 'startDay', mc.start_day, 'endDay', mc.end_day)), '[]')
      FROM marketing_campaigns mc
     WHERE mc.estate_id = e.id AND mc.end_day > ${day} AND mc.start_day <= ${day}) AS campaigns,
   (SELECT COALESCE(SUM(er.amount), 0) FROM estate_receipts er
     WHERE er.estate_id = e.id AND er.game_day > (${day})::int - ${DISTRIBUTION.windowDays}
       AND er.game_day <= (${day})::int) AS sales_revenue`;

export const toMarketFacts = (row: MarketFactsRow): WineMarketFacts => ({
  reputationPoints: Number(row.reputation_points),
  reputationPointsDay: row.reputation_points_day,
  plantedHectares: Number(row.ha),
  medal: row.medal,
  tiers: row.tiers,
  campaigns: row.campaigns,
  salesRevenue: Number(row.sales_revenue),
});

/** The columns of a wine lot a quote and a sale read (`wine_lots`). */
export interface LotRow {
  id: string;
  estate_id: string;
  batch_id: string | null;
  origin_lot_id: string | null;
  producer: string | null;
  name: string;
  region: WineLotEntity['region'];
  colour: WineLotEntity['colour'];
  variety: WineLotEntity['variety'];
  blend: WineLotEntity['blend'];
  vintage: number;
  bottles: number;
  bottled_bottles: number;
  quality: number;
  bottled_day: number;
  created_at: Date;
}

/** LotRow's columns of `wine_lots l`, named (prepared statements read them). */
export const LOT_COLUMNS = `l.id, l.estate_id, l.batch_id, l.origin_lot_id, l.producer, l.name, l.region, l.colour, l.variety,
   l.blend, l.vintage, l.bottles, l.bottled_bottles, l.quality, l.bottled_day, l.created_at`;

export const toLot = (row: LotRow): WineLotEntity => ({
  id: row.id,
  estateId: row.estate_id,
  batchId: row.batch_id,
  originLotId: row.origin_lot_id,
  producer: row.producer,
  name: row.name,
  region: row.region,
  colour: row.colour,
  variety: row.variety,
  blend: row.blend,
  vintage: row.vintage,
  bottles: row.bottles,
  bottledBottles: row.bottled_bottles,
  quality: row.quality,
  bottledDay: row.bottled_day,
  createdAt: row.created_at,
});

/** A lot to sell, locked, with its market and the points its estate's sales earned this month. */
export interface SaleFacts {
  lot: WineLotEntity;
  facts: WineMarketFacts;
  earnedFromSalesThisMonth: number;
}

/** The columns of a lot a quote reads (WineLotFacts); the id null when it is not the caller's. */
type QuoteLotRow = { id: string | null } & Pick<
  LotRow,
  'name' | 'vintage' | 'region' | 'variety' | 'quality' | 'bottles' | 'bottled_bottles' | 'bottled_day'
>;

/** A wine lot as a quote reads it, with its market, in one statement (WineMarketRepository.quoteFacts). */
export interface QuoteFacts {
  live: boolean;
  day: number;
  /** Null when there is no such lot or the user does not own its estate. */
  lot: WineLotFacts | null;
  facts: WineMarketFacts | undefined;
}

/** A sale's first statement's columns and session check (constants: common/sql.ts composedOnce). */
const SALE_ESTATE_COLUMNS = `e.arrears, COALESCE(${DAY_INDEX_SQL}, 0) AS day`;
const SALE_SESSION_LIVE = liveSessionCondition('$3::uuid', '$2::uuid');
/** What a sale reads of its lot, locked: the lot, its market facts on day $4, the reputation its sales earned from $5. */
const SALE_LOT_COLUMNS = `${LOT_COLUMNS}, ${marketFactsColumns('l.id', 'l.region', 'l.colour', '$4::int', medalOfLotRowSql('l'))}, ${salesPointsOfMonthSql('e', '$5::int')} AS earned`;

/**
 * The wine market's tables: each estate's demand pools (`demand_pools`) and the sales record
 * (`wine_sales`), and the bottled lots as goods for sale: it reads them (`wine_lots` is the
 * cellar's, whose bottling makes them) and writes their `bottles` as a sale takes them (a column
 * it owns, table-owners.ts). Locking a lot is common/locks.ts's (the lock order).
 */
@Injectable()
export class WineMarketRepository {
  /** The estate's bottled lots, newest first. */
  lots(manager: EntityManager, estateId: string): Promise<WineLotEntity[]> {
    return manager.getRepository(WineLotEntity).find({
      where: { estateId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  /** A lot, or null when there is none. */
  findLot(manager: EntityManager, lotId: string): Promise<WineLotEntity | null> {
    return manager.findOneBy(WineLotEntity, { id: lotId });
  }

  /** A lot the caller knows is there (it holds its lock): an error when it is not. */
  lot(manager: EntityManager, lotId: string): Promise<WineLotEntity> {
    return manager.findOneByOrFail(WineLotEntity, { id: lotId });
  }

  /** The bottles left of a lot after a sale. */
  async setBottles(manager: EntityManager, lotId: string, bottles: number): Promise<void> {
    await manager.query('UPDATE wine_lots SET bottles = $2 WHERE id = $1', [lotId, bottles]);
  }

  /**
   * A sale's first statement in its transaction: whether the request's `session` is live (a route
   * that checks it here, @SessionCheckedInQuery(), gives it), and then the estate of the lot when
   * the user owns it, locked `money` (level 1, common/locks.ts), with its funds (money, arrears) and
   * the game day; undefined when there is no such lot or it is not theirs (or the session is not
   * live).
   */
  async lockSaleEstate(
    manager: EntityManager,
    lotId: string,
    userId: string,
    session?: TokenSession,
  ): Promise<{ live: boolean; estate: { id: string; money: number; arrears: number; day: number } | undefined }> {
    // without a session its guard checked it; an API key's request was checked live by its guard
    // (its id is no session)
    const checked = !session || session.apiKeyId !== undefined;
    const { live, row } = await lockEstateOfOwnedWineLot<{ day: number; arrears: string }>(
      manager,
      lotId,
      userId,
      SALE_ESTATE_COLUMNS,
      checked ? [] : [session.sessionId],
      checked ? 'true' : SALE_SESSION_LIVE,
    );
    return { live, estate: row && Object.assign({}, row, { arrears: Number(row.arrears) }) };
  }

  /** Whether the session of a request whose route checks it in its own query is live. */
  async sessionLive(manager: EntityManager, session: TokenSession): Promise<boolean> {
    if (session.apiKeyId !== undefined) return true;
    const [row] = await preparedQuery<{ live: boolean }>(
      manager,
      `SELECT ${liveSessionCondition('$1::uuid', '$2::uuid')} AS live`,
      [session.sessionId, session.userId],
    );
    return row?.live === true;
  }

  /**
   * A sale's reads, in one statement (the estate is locked `money`): the lot, locked (level 7), when
   * the user owns its estate; its market facts (as marketFacts reads them) and what the estate's
   * sales earned in reputation from `monthStart` on. Undefined when the lot is not there or not
   * the user's. `estateId` null: the lot's own estate (`lockSale`).
   */
  async lockForSale(
    manager: EntityManager,
    estateId: string | null,
    lotId: string,
    userId: string,
    day: number,
    monthStart: number,
  ): Promise<SaleFacts | undefined> {
    const row = await lockOwnedWineLot<LotRow & MarketFactsRow & { earned: number }>(
      manager,
      estateId,
      lotId,
      userId,
      SALE_LOT_COLUMNS,
      [day, monthStart],
    );
    return row && { lot: toLot(row), facts: toMarketFacts(row), earnedFromSalesThisMonth: Number(row.earned) };
  }

  /**
   * What a sale writes, in one statement: the lot's bottles left, the estate's pools of the lot's
   * colour that the sale sold into afterwards (each counted on its `countedDay`), one sale row a
   * pool (the regional index counts them), and `alongside`: other modules' writes of the sale as
   * data-modifying `WITH` queries of their own (the estate's money with its ledger rows and points in
   * one UPDATE, the points' event, the day's sales notice), which touch none of these tables. The pools and sales go as arrays (unnest), so the
   * statement's text is the same however many pools a sale reaches.
   */
  async applySale(
    manager: EntityManager,
    lotId: string,
    bottlesLeft: number,
    pools: readonly Omit<DemandPoolEntity, 'estate'>[],
    sales: readonly Omit<WineSaleEntity, 'id' | 'createdAt' | 'estate'>[],
    alongside: readonly Sql[] = [],
  ): Promise<void> {
    const [first] = [...pools, ...sales];
    if (!first) throw new Error('applySale: a sale sells into at least one pool');
    const v = named({
      lotId,
      bottlesLeft,
      estateId: first.estateId,
      colour: first.colour,
      poolTiers: pools.map((p) => p.tier),
      poolLevels: pools.map((p) => p.level),
      poolCountedDays: pools.map((p) => p.countedDay),
      saleRegion: sales[0]?.region ?? '',
      saleTiers: sales.map((s) => s.tier),
      saleQualities: sales.map((s) => s.quality),
      saleBottles: sales.map((s) => s.bottles),
      saleRevenues: sales.map((s) => s.revenue),
      saleGameDays: sales.map((s) => s.gameDay),
    });
    const others = alongside.map((cte) => sql`,\n       ${cte}`);
    // prepared (common/sql.ts preparedQuery): the text is one of a few, its values parameters
    const { text, values } =
      sql`WITH lot AS (UPDATE wine_lots SET bottles = ${v.bottlesLeft}::int WHERE id = ${v.lotId}::uuid),
       pool AS (
         INSERT INTO demand_pools (estate_id, colour, tier, level, counted_day)
         SELECT ${v.estateId}::uuid, ${v.colour}, p.tier, p.level, p.counted_day
           FROM unnest(${v.poolTiers}::text[], ${v.poolLevels}::float8[], ${v.poolCountedDays}::int[])
                AS p(tier, level, counted_day)
         ON CONFLICT (estate_id, colour, tier) DO UPDATE SET level = EXCLUDED.level, counted_day = EXCLUDED.counted_day),
       sale AS (
         INSERT INTO wine_sales (estate_id, wine_lot_id, region, colour, tier, quality, bottles, revenue, game_day)
         SELECT ${v.estateId}::uuid, ${v.lotId}::uuid, ${v.saleRegion}, ${v.colour}, s.tier, s.quality, s.bottles,
                s.revenue, s.game_day
           FROM unnest(${v.saleTiers}::text[], ${v.saleQualities}::int[], ${v.saleBottles}::int[],
                       ${v.saleRevenues}::bigint[], ${v.saleGameDays}::int[])
                AS s(tier, quality, bottles, revenue, game_day))${join(others, raw(''))}
       SELECT 1`.toQuery();
    // the sale's last statement: it goes with the COMMIT
    await writeWithCommit(manager, text, values);
  }

  /**
   * What a lot's market needs on `day`, in one statement (a quote is a read players repeat): the
   * estate's reputation points and planted hectares, the lot's medal (awards), its running marketing
   * campaigns (the pools' boost), and for every
   * market tier the estate's pool of the lot's colour and the regional index of its region and
   * colour (market_index). Undefined when the estate is gone.
   */
  async marketFacts(
    manager: EntityManager,
    lot: Pick<WineLotEntity, 'id' | 'estateId' | 'region' | 'colour'>,
    day: number,
  ): Promise<WineMarketFacts | undefined> {
    const [row]: MarketFactsRow[] = await manager.query(
      `SELECT ${marketFactsColumns('$2::uuid', '$3', '$4', '$5')} FROM estates e WHERE e.id = $1`,
      [lot.estateId, lot.id, lot.region, lot.colour, day],
    );
    return row && toMarketFacts(row);
  }

  /**
   * One round trip for a quote (a read players repeat as they choose how much to sell): whether
   * the session is live, the game day, the lot when the user owns its estate, and its market facts
   * (as marketFacts reads them). `lotId` must be a UUID or null; the user and session ids are the
   * token's (uuids).
   */
  async quoteFacts(
    dataSource: DataSource,
    lotId: string | null,
    userId: string,
    sessionId: string,
  ): Promise<QuoteFacts> {
    const [row] = await poolQuery<MarketFactsRow & QuoteLotRow & { live: boolean; day: number }>(
      dataSource,
      // only the lot's columns the market reads (a timestamp's output and parse cost as much as
      // a subquery); the day read once (OFFSET 0 keeps it one row the subqueries refer to)
      `SELECT ${liveSessionCondition('$3', '$2')} AS live, c.day,
              l.id, l.name, l.vintage, l.region, l.variety, l.quality, l.bottles, l.bottled_bottles, l.bottled_day,
              ${marketFactsColumns('l.id', 'l.region', 'l.colour', 'c.day', medalOfLotRowSql('l'))}
         FROM (SELECT COALESCE(${DAY_INDEX_SQL}, 0) AS day OFFSET 0) c
         LEFT JOIN (wine_lots l
                    JOIN estate_owners o ON o.estate_id = l.estate_id AND o.user_id = $2
                    JOIN estates e ON e.id = l.estate_id) ON l.id = $1::uuid`,
      [lotId, userId, sessionId],
      // prepared once per connection: its columns' types are fixed whatever the tables hold
      'wine_quote_facts',
    );
    if (!row) throw new Error('the quote statement answered no row');
    if (row.id === null) return { live: row.live, day: row.day, lot: null, facts: undefined };
    const lot: WineLotFacts = {
      id: row.id,
      name: row.name,
      vintage: row.vintage,
      region: row.region,
      variety: row.variety,
      quality: row.quality,
      bottles: row.bottles,
      bottledBottles: row.bottled_bottles,
      bottledDay: row.bottled_day,
    };
    return { live: row.live, day: row.day, lot, facts: toMarketFacts(row) };
  }

  /** Writes what a pool holds after a sale, counted on `day`. */
  async setPool(manager: EntityManager, pool: Omit<DemandPoolEntity, 'estate'>): Promise<void> {
    await manager.upsert(DemandPoolEntity, pool, ['estateId', 'colour', 'tier']);
  }

  async recordSale(manager: EntityManager, sale: Omit<WineSaleEntity, 'id' | 'createdAt' | 'estate'>): Promise<void> {
    await manager.insert(WineSaleEntity, sale);
  }

  /** The estate's latest sales of bottled wine, newest first. */
  recentSales(manager: EntityManager, estateId: string): Promise<WineSaleRow[]> {
    return manager.query(
      `SELECT s.id, s.wine_lot_id, l.name, s.tier, s.quality, s.bottles, s.revenue, s.game_day, s.by_staff
         FROM wine_sales s LEFT JOIN wine_lots l ON l.id = s.wine_lot_id
        WHERE s.estate_id = $1 ORDER BY s.created_at DESC, s.id LIMIT 20`,
      [estateId],
    );
  }
}
