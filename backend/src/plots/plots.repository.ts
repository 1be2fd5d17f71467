import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { liveSessionCondition } from '../auth/sessions.sql';
import { poolQuery } from '../common/sql';
import { PlotEntity } from './entities/plot.entity';

/** The facts of a plot's live listing (active and not yet expired), as PlotDto shows them. */
export interface LiveListing {
  price: number;
  listedAt: Date;
  expiresAt: Date;
  description: string;
}

/** A plots row (snake_case) with its live listing's columns, as the estate's list reads it. */
interface PlotRow {
  id: string;
  estate_id: string;
  name: string;
  description: string;
  notes: string;
  region: PlotEntity['region'];
  size: string;
  price: string;
  maintenance_cost: number;
  purchase_date: Date;
  purchase_game_day: number;
  soil_type: PlotEntity['soilType'];
  elevation: number;
  orientation: PlotEntity['orientation'];
  sun_exposure: number;
  water_access: number;
  terrain: PlotEntity['terrain'];
  created_at: Date;
  listing_price: string | null;
  listed_at: Date | null;
  listing_expires_at: Date | null;
  listing_description: string | null;
}

/** A row as json_agg renders it: timestamps become strings. */
type JsonRow<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** A plot with its live listing (null when it is not offered). */
export interface PlotWithListing {
  plot: PlotEntity;
  listing: LiveListing | null;
}

function fromJsonRow(json: JsonRow<PlotRow>): PlotWithListing {
  const plot = {
    id: json.id,
    estateId: json.estate_id,
    name: json.name,
    description: json.description,
    notes: json.notes,
    region: json.region,
    size: Number(json.size),
    price: Number(json.price),
    maintenanceCost: json.maintenance_cost,
    purchaseDate: new Date(json.purchase_date),
    purchaseGameDay: json.purchase_game_day,
    soilType: json.soil_type,
    elevation: json.elevation,
    orientation: json.orientation,
    sunExposure: json.sun_exposure,
    waterAccess: json.water_access,
    terrain: json.terrain,
    createdAt: new Date(json.created_at),
  } as PlotEntity;
  const listing =
    json.listing_price === null
      ? null
      : {
          price: Number(json.listing_price),
          listedAt: new Date(json.listed_at as string),
          expiresAt: new Date(json.listing_expires_at as string),
          description: json.listing_description ?? '',
        };
  return { plot, listing };
}

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
   * One round trip (the hottest read of the game screens): whether the session is live, whether
   * the user owns the estate, and the estate's plots with their live listings, oldest first.
   */
  async listForSession(
    dataSource: DataSource,
    estateId: string | null,
    userId: string,
    sessionId: string,
  ): Promise<{ live: boolean; owner: boolean; plots: PlotWithListing[] }> {
    // the plots come back as one JSON value: one field to decode instead of ~20 per row
    const [row] = await poolQuery<{ live: boolean; owner: boolean; plots: JsonRow<PlotRow>[] }>(
      dataSource,
      `SELECT ${liveSessionCondition('$3', '$2')} AS live,
              EXISTS (SELECT 1 FROM estate_owners WHERE estate_id = $1::uuid AND user_id = $2) AS owner,
              (SELECT COALESCE(json_agg(x ORDER BY x.created_at, x.name), '[]'::json) FROM (
                 SELECT p.*, l.price AS listing_price, l.listed_at, l.expires_at AS listing_expires_at,
                        l.description AS listing_description
                   FROM plots p
                   LEFT JOIN plot_listings l ON l.plot_id = p.id AND l.status = 'active' AND l.expires_at > now()
                  WHERE p.estate_id = $1::uuid) x) AS plots`,
      [estateId, userId, sessionId],
      // prepared once per connection: three columns of fixed types whatever the tables hold
      'plots_list_for_session',
    );
    return { live: !!row?.live, owner: !!row?.owner, plots: (row?.plots ?? []).map(fromJsonRow) };
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
