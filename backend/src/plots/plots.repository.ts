import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { liveSessionCondition } from '../auth/sessions.sql';
import { poolQuery } from '../common/sql';
import { JsonText } from '../common/json-text';
import { DAYS_PER_YEAR } from '@vineyard/domain';
import type { PlotDto } from './dto/plot.dto';
import { PlotEntity } from './entities/plot.entity';

/** The facts of a plot's live listing (active and not yet expired), as PlotDto shows them. */
export interface LiveListing {
  price: number;
  listedAt: Date;
  expiresAt: Date;
  description: string;
}

/** A timestamptz as JavaScript's toISOString() writes it (UTC, milliseconds, `Z`). */
const isoSql = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * PlotDto (PlotsService.toDto) as PostgreSQL renders it, for the list read: the columns of the
 * lateral row `d`, named and ordered as PlotDto's keys, so that `row_to_json(d)` writes the item
 * (compact: json_build_object would write `"key" : value`, ~10% more bytes on the wire); the game
 * date is the row `g`. `$4` is DAYS_PER_YEAR. tests/api/plots.test.ts compares every item with
 * the plot's own read (`GET /plots/{id}`, through toDto), listed and not.
 */
const PLOT_DTO_LATERAL = `
  CROSS JOIN LATERAL (SELECT p.purchase_game_day / $4 + 1 AS year, p.purchase_game_day % $4 + 1 AS day) g
  CROSS JOIN LATERAL (SELECT
    p.id AS "id", COALESCE(p.estate_id::text, '') AS "estateId", p.name AS "name", p.description AS "description",
    p.notes AS "notes", p.region AS "region", p.size::float8 AS "size", p.price AS "price",
    p.maintenance_cost AS "maintenanceCost", ${isoSql('p.purchase_date')} AS "purchaseDate", g AS "purchaseGameTime",
    p.soil_type AS "soilType", p.elevation AS "elevation", p.orientation AS "orientation",
    p.sun_exposure AS "sunExposure", p.water_access AS "waterAccess", p.terrain AS "terrain",
    l.plot_id IS NOT NULL AS "forSale", l.price AS "listingPrice", ${isoSql('l.listed_at')} AS "listingDate",
    ${isoSql('l.expires_at')} AS "listingExpirationDate",
    CASE WHEN l.plot_id IS NULL THEN NULL ELSE COALESCE(l.description, '') END AS "listingDescription") d`;

/** What a plot's valuation needs: its terroir, and whether the caller owns it. */
export type PlotValuationFacts = Pick<
  PlotEntity,
  'region' | 'size' | 'sunExposure' | 'waterAccess' | 'orientation' | 'terrain'
> & { owned: boolean };

/**
 * The `plots` table's SQL and row mapping. Who owns a plot is its estate's owners (estate_owners,
 * joined here for the owner checks); its offers are the marketplace's plot_listings, read here
 * only where a plot is shown with its live listing in the same statement. Locking plots is
 * common/locks.ts's (the lock order).
 */
@Injectable()
export class PlotsRepository {
  /**
   * Live listings (active, unexpired) of the given plots, by plot id: one query (a plot reads its
   * offer here; the marketplace, above plots, writes them).
   */
  async liveListings(manager: EntityManager, plotIds: string[]): Promise<Map<string, LiveListing>> {
    if (plotIds.length === 0) return new Map();
    const rows: { plot_id: string; price: string; listed_at: Date; expires_at: Date; description: string }[] =
      await manager.query(
        `SELECT plot_id, price, listed_at, expires_at, description FROM plot_listings
          WHERE plot_id = ANY($1::uuid[]) AND status = 'active' AND expires_at > now()`,
        [plotIds],
      );
    return new Map(
      rows.map((r) => [
        r.plot_id,
        { price: Number(r.price), listedAt: r.listed_at, expiresAt: r.expires_at, description: r.description },
      ]),
    );
  }

  /**
   * One round trip (the hottest read of the game screens): whether the session is live, whether
   * the user owns the estate, and the estate's plots with their live listings, oldest first, as
   * the answer's JSON (PlotDto[]) rendered by PostgreSQL: the route sends it as it comes.
   */
  async listForSession(
    dataSource: DataSource,
    estateId: string | null,
    userId: string,
    sessionId: string,
  ): Promise<{ live: boolean; owner: boolean; plots: JsonText<PlotDto[]> }> {
    const [row] = await poolQuery<{ live: boolean; owner: boolean; plots: string }>(
      dataSource,
      `SELECT ${liveSessionCondition('$3', '$2')} AS live,
              EXISTS (SELECT 1 FROM estate_owners WHERE estate_id = $1::uuid AND user_id = $2) AS owner,
              (SELECT COALESCE('[' || string_agg(row_to_json(d)::text, ',' ORDER BY p.created_at, p.name) || ']', '[]')
                 FROM plots p
                 LEFT JOIN plot_listings l ON l.plot_id = p.id AND l.status = 'active' AND l.expires_at > now()
                 ${PLOT_DTO_LATERAL}
                WHERE p.estate_id = $1::uuid) AS plots`,
      [estateId, userId, sessionId, DAYS_PER_YEAR],
      // prepared once per connection: three columns of fixed types whatever the tables hold
      'plots_list_for_session',
    );
    return { live: !!row?.live, owner: !!row?.owner, plots: new JsonText(row?.plots ?? '[]') };
  }

  /** Hectares of the estate's plots. */
  async totalSize(manager: EntityManager, estateId: string): Promise<number> {
    const [row] = await manager.query('SELECT COALESCE(SUM(size), 0) AS total FROM plots WHERE estate_id = $1', [
      estateId,
    ]);
    return Number(row.total);
  }

  /** How many plots the estate holds. */
  async count(manager: EntityManager, estateId: string): Promise<number> {
    const [{ n }] = await manager.query('SELECT count(*)::int AS n FROM plots WHERE estate_id = $1', [estateId]);
    return n;
  }

  /** Inserts new plots (ids and creation times filled in on the returned entities). */
  async insert(
    manager: EntityManager,
    plots: Omit<PlotEntity, 'id' | 'createdAt' | 'estate'>[],
  ): Promise<PlotEntity[]> {
    return manager.save(plots.map((plot) => manager.create(PlotEntity, plot)));
  }

  /** A plot the caller knows is there (it holds its lock): an error when it is not. */
  findById(manager: EntityManager, plotId: string): Promise<PlotEntity> {
    return manager.findOneByOrFail(PlotEntity, { id: plotId });
  }

  /** The plot when the user owns its estate (the id must be a UUID); `lock` locks the plot row. */
  findOwned(manager: EntityManager, userId: string, plotId: string, lock = false): Promise<PlotEntity | null> {
    const qb = manager
      .getRepository(PlotEntity)
      .createQueryBuilder('p')
      .innerJoin('estate_owners', 'o', 'o.estate_id = p.estate_id AND o.user_id = :userId', { userId })
      .where('p.id = :plotId', { plotId });
    if (lock) qb.setLock('pessimistic_write', undefined, ['p']);
    return qb.getOne();
  }

  /** A plot's terroir and whether the user owns it (the id must be a UUID); undefined when there is none. */
  async valuationFacts(
    manager: EntityManager,
    plotId: string,
    userId: string,
  ): Promise<PlotValuationFacts | undefined> {
    const [plot]: PlotValuationFacts[] = await manager.query(
      `SELECT p.region, p.size, p.sun_exposure AS "sunExposure", p.water_access AS "waterAccess",
              p.orientation, p.terrain,
              EXISTS (SELECT 1 FROM estate_owners o WHERE o.estate_id = p.estate_id AND o.user_id = $2) AS owned
         FROM plots p WHERE p.id = $1`,
      [plotId, userId],
    );
    return plot;
  }

  /** Changes a plot's name, description or notes. */
  async update(
    manager: EntityManager,
    plotId: string,
    changes: Partial<Pick<PlotEntity, 'name' | 'description' | 'notes'>>,
  ) {
    await manager.update(PlotEntity, { id: plotId }, changes);
  }

  async delete(manager: EntityManager, plotId: string): Promise<void> {
    await manager.delete(PlotEntity, { id: plotId });
  }

  /**
   * A sale: the plot goes to the buyer's estate at the price paid, its upkeep follows the price,
   * and the seller's private notes stay behind (cleared).
   */
  async transfer(
    manager: EntityManager,
    plotId: string,
    estateId: string,
    price: number,
    maintenanceCost: number,
    day: number,
  ): Promise<void> {
    await manager.query(
      `UPDATE plots SET estate_id = $2, price = $3, maintenance_cost = $4, purchase_date = now(),
              purchase_game_day = $5, notes = ''
        WHERE id = $1`,
      [plotId, estateId, price, maintenanceCost, day],
    );
  }

  /** The estates' plots, oldest first, each with the hectares its blocks cover. */
  estateSummaries(
    manager: EntityManager,
    estateIds: string[],
  ): Promise<{ id: string; estate_id: string; name: string; size: string; planted: string }[]> {
    return manager.query(
      `SELECT p.id, p.estate_id, p.name, p.size,
              COALESCE((SELECT SUM(b.size) FROM blocks b WHERE b.plot_id = p.id), 0) AS planted
         FROM plots p WHERE p.estate_id = ANY($1) ORDER BY p.created_at, p.name`,
      [estateIds],
    );
  }
}
