import { Injectable, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  generateRegistryOffer,
  MESSAGES,
  REGIONS,
  REGISTRY_SUPPLY,
  registryShortfall,
  type RegistryOffer,
} from '@vineyard/domain';
import { AppLogger } from '../common/logger';
import { named, runSql, sql, sqlFormat, sqlMoney, type Sql } from '../common/sql';
import { IDEMPOTENCY_TTL_HOURS } from '../common/idempotency/idempotency';
import { TickHandlerRegistry } from '../gametime/tick-handlers';

/** Serialises registry top-ups across instances (pg_advisory_xact_lock key). */
const REGISTRY_LOCK_KEY = 0x56560001;

/**
 * The marketplace's share of the game tick, as set-based SQL with a fixed number of statements:
 * listings whose time ran out close (the plot simply stays with its owner), registry land that is
 * no longer offered goes back to the registry (its plot row is removed), each region's registry
 * offers are topped back up (see REGISTRY_SUPPLY in libs/domain), and old idempotency keys go.
 * The top-up also runs at start-up, so a new world's market is never empty.
 */
@Injectable()
export class LandRegistryTick implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: TickHandlerRegistry,
    private readonly logger: AppLogger,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      kind: 'daily',
      name: 'marketplace-expiry',
      order: 30,
      run: (m, day) => this.expire(m, day),
    });
    this.registry.register({
      kind: 'daily',
      name: 'land-registry',
      order: 40,
      run: async (m) => void (await this.replenish(m)),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    const added = await this.dataSource.transaction((manager) => this.replenish(manager));
    if (added > 0) this.logger.info('land registry stocked', { plots: added });
  }

  /**
   * Closes the listings whose time ran out. A player's listing closes as `expired` and its seller
   * is told (a `listing_expired` notification; the plot stays theirs): the sellers' estates are
   * locked `keep` first, in id order (level 1 of common/locks.ts), for the notifications' foreign
   * key, so the tick never waits on an estate while it holds a listing. A registry offer that ran
   * out is not closed first and removed after: its plot goes back to the registry at once (the
   * plot row is removed, its listing with it), one delete instead of an update of every index of
   * the listings and then a delete.
   */
  async expire(manager: EntityManager, day: number): Promise<void> {
    await manager.query(
      `SELECT e.id FROM estates e
        WHERE e.id IN (SELECT seller_estate_id FROM plot_listings WHERE status = 'active' AND expires_at <= now())
        ORDER BY e.id FOR KEY SHARE`,
    );
    await manager.query(
      `WITH expired AS (
         UPDATE plot_listings SET status = 'expired', closed_at = expires_at
          WHERE status = 'active' AND expires_at <= now() AND seller_estate_id IS NOT NULL
          RETURNING plot_id, seller_estate_id, price)
       INSERT INTO notifications (estate_id, kind, title, body, ref_id, game_day)
       SELECT x.seller_estate_id, 'listing_expired', left(format($2::text, p.name), 120),
              left(format($3::text, p.name, ${sqlMoney('x.price')}), 500),
              x.plot_id, $1::int
         FROM expired x JOIN plots p ON p.id = x.plot_id`,
      [
        day,
        sqlFormat(MESSAGES.notice.listingExpiredTitle, ['plot']),
        sqlFormat(MESSAGES.notice.listingExpiredBody, ['plot', 'price']),
      ],
    );
    // registry plots a purchase holds right now are skipped (they go on a later tick if still
    // unsold): the tick holds listings here, and must not wait on a plot (see common/locks.ts).
    // A registry offer ends either here, its time run out while still active, or when a buyer
    // found it stale (status expired; those are few, found through their own partial index).
    // A registry plot has one offer, so either way no live offer is left on it.
    await manager.query(
      `DELETE FROM plots WHERE id IN (
         SELECT p.id FROM plot_listings x JOIN plots p ON p.id = x.plot_id
          WHERE x.seller_estate_id IS NULL AND p.estate_id IS NULL
            AND ((x.status = 'active' AND x.expires_at <= now()) OR x.status = 'expired')
            AND NOT EXISTS (SELECT 1 FROM plot_listings l
                             WHERE l.plot_id = p.id AND l.status = 'active' AND l.expires_at > now())
            FOR UPDATE OF p SKIP LOCKED)`,
    );
    await manager.query(`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)`, [
      IDEMPOTENCY_TTL_HOURS,
    ]);
  }

  /** Tops up every region holding fewer than the minimum of live registry offers; returns how many were added. */
  async replenish(manager: EntityManager, rng: () => number = Math.random): Promise<number> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [REGISTRY_LOCK_KEY]);
    // only whether a region holds its minimum matters (registryShortfall): each region's count
    // stops at the most it can hold, so it reads a few index entries, not every active listing
    const counts: { region: string; n: number }[] = await manager.query(
      `SELECT r.region, (SELECT count(*) FROM (
                SELECT 1 FROM plot_listings l
                 WHERE l.region = r.region AND l.status = 'active' AND l.seller_estate_id IS NULL
                   AND l.expires_at > now()
                 LIMIT $2) held)::int AS n
         FROM unnest($1::text[]) AS r(region)`,
      [REGIONS, REGISTRY_SUPPLY.maxOffersPerRegion],
    );
    const held = new Map(counts.map((c) => [c.region, c.n]));
    const offers: (RegistryOffer & { region: string })[] = [];
    for (const region of REGIONS) {
      const missing = registryShortfall(held.get(region) ?? 0, rng);
      for (let i = 0; i < missing; i++) offers.push({ ...generateRegistryOffer(region, rng), region });
    }
    if (offers.length === 0) return 0;
    // one statement: the plots (held by nobody) and their listings, from arrays
    await runSql(manager, registryOffersSql(offers));
    return offers.length;
  }
}

/** The registry's new offers, one column each (`offers`: what generateRegistryOffer made, with the region). */
export function registryOffersSql(offers: readonly (RegistryOffer & { region: string })[]): Sql {
  const col = <K extends keyof (typeof offers)[number]>(key: K) => offers.map((o) => o[key]);
  const v = named({
    names: col('name'),
    descriptions: col('description'),
    regions: col('region'),
    sizes: col('size'),
    prices: col('price'),
    maintenanceCosts: col('maintenanceCost'),
    soilTypes: col('soilType'),
    elevations: col('elevation'),
    orientations: col('orientation'),
    sunExposures: col('sunExposure'),
    waterAccess: col('waterAccess'),
    terrains: col('terrain'),
    listingDays: REGISTRY_SUPPLY.listingDays,
  });
  return sql`WITH input AS (
         SELECT * FROM unnest(${v.names}::text[], ${v.descriptions}::text[], ${v.regions}::text[], ${v.sizes}::numeric[],
                              ${v.prices}::bigint[], ${v.maintenanceCosts}::int[], ${v.soilTypes}::text[], ${v.elevations}::int[],
                              ${v.orientations}::text[], ${v.sunExposures}::smallint[], ${v.waterAccess}::smallint[], ${v.terrains}::text[])
           AS t(name, description, region, size, price, maintenance_cost, soil_type, elevation, orientation,
                sun_exposure, water_access, terrain)),
       plots_in AS (
         INSERT INTO plots (estate_id, name, description, notes, region, size, price, maintenance_cost,
                            purchase_date, purchase_game_day, soil_type, elevation, orientation, sun_exposure,
                            water_access, terrain)
         SELECT NULL, name, description, '', region, size, price, maintenance_cost, now(),
                (SELECT day_index FROM game_clock WHERE id = 1), soil_type, elevation, orientation,
                sun_exposure, water_access, terrain
           FROM input
         RETURNING id, region, soil_type, size, price, description)
       INSERT INTO plot_listings (plot_id, seller_estate_id, region, soil_type, size, price, description, listed_at, expires_at)
       SELECT id, NULL, region, soil_type, size, price, description, now(), now() + make_interval(days => ${v.listingDays})
         FROM plots_in`;
}
