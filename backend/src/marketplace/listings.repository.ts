import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import {
  DEFAULT_MARKETPLACE_SORT,
  isMarketplaceSort,
  MARKETPLACE_PAGE_LIMITS,
  MARKETPLACE_SORT_ORDER,
  type RegionKey,
} from '@vineyard/domain';
import { firstRow } from '../common/sql';
import type { PlotEntity } from '../plots/entities/plot.entity';
import type { LiveListing } from '../plots/plots.repository';
import type { MarketplaceQueryDto } from './dto/marketplace.dto';

/** Counting matches stops here: past it the page says "10,000+" instead of scanning everything. */
export const MARKETPLACE_COUNT_CAP = MARKETPLACE_PAGE_LIMITS.countCap;

const SORT_COLUMNS = { listingDate: 'listed_at', listingPrice: 'price', size: 'size' } as const;

/** A live listing with its plot and seller, as the marketplace shows it. */
export interface MarketRow {
  listing_id: string;
  plot_id: string;
  seller_estate_id: string | null;
  price: string;
  description: string;
  listed_at: Date;
  expires_at: Date;
  name: string;
  region: RegionKey;
  size: string;
  soil_type: string;
  elevation: number;
  orientation: string;
  sun_exposure: number;
  water_access: number;
  terrain: string;
  seller_name: string | null;
  own: boolean;
}

const marketColumns = (userParam: string) => `
  l.id AS listing_id, l.plot_id, l.seller_estate_id, l.price, l.description, l.listed_at, l.expires_at,
  p.name, p.region, p.size, p.soil_type, p.elevation, p.orientation, p.sun_exposure, p.water_access, p.terrain,
  e.name AS seller_name,
  (l.seller_estate_id IS NOT NULL AND EXISTS (
     SELECT 1 FROM estate_owners o WHERE o.estate_id = l.seller_estate_id AND o.user_id = ${userParam})) AS own`;

/**
 * The two statements of a marketplace search: the page (chosen from plot_listings alone, over the
 * partial indexes of active rows that match each sort, then joined to its plots and sellers) and
 * the capped count. Exported so that `npm run bench` can EXPLAIN exactly what the API runs.
 */
export function marketplaceSearchSql(q: MarketplaceQueryDto, userId: string) {
  const params: unknown[] = [];
  const where = [`l.status = 'active'`, 'l.expires_at > now()'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (q.region) add('l.region = ?', q.region);
  // Prices are whole numbers: rounding the bounds inward keeps the column uncast, so the price
  // index can take the range and the planner its statistics (a cast made it guess 0.5%).
  if (q.minPrice !== undefined) add('l.price >= ?::bigint', Math.ceil(q.minPrice));
  if (q.maxPrice !== undefined) add('l.price <= ?::bigint', Math.floor(q.maxPrice));
  if (q.minSize !== undefined) add('l.size >= ?::numeric', q.minSize);
  if (q.maxSize !== undefined) add('l.size <= ?::numeric', q.maxSize);
  if (q.soilType?.length) add('l.soil_type = ANY(?::varchar[])', q.soilType);
  const sort = isMarketplaceSort(q.sort) ? q.sort : DEFAULT_MARKETPLACE_SORT;
  const { field, direction } = MARKETPLACE_SORT_ORDER[sort];
  const order = `l.${SORT_COLUMNS[field]} ${direction}, l.id ${direction}`;
  const page = q.page ?? 1;
  const limit = q.limit ?? MARKETPLACE_PAGE_LIMITS.default;
  const filter = where.join(' AND ');
  return {
    select: {
      text: `WITH page AS (
         SELECT l.* FROM plot_listings l WHERE ${filter}
          ORDER BY ${order} LIMIT ${limit} OFFSET ${(page - 1) * limit})
       SELECT ${marketColumns(`$${params.length + 1}`)}
         FROM page l JOIN plots p ON p.id = l.plot_id LEFT JOIN estates e ON e.id = l.seller_estate_id
        ORDER BY ${order}`,
      values: [...params, userId],
    },
    count: {
      text: `SELECT count(*)::int AS n FROM (SELECT 1 FROM plot_listings l WHERE ${filter} LIMIT ${MARKETPLACE_COUNT_CAP + 1}) c`,
      values: params,
    },
    page,
    limit,
  };
}

interface ListingRow {
  id: string;
  price: string;
  listed_at: Date;
  expires_at: Date;
  description: string;
}

const toLive = (row: ListingRow): LiveListing => ({
  price: Number(row.price),
  listedAt: row.listed_at,
  expiresAt: row.expires_at,
  description: row.description,
});

/** What a new listing says. */
export interface NewListing {
  price: number;
  description: string;
  expirationDays: number;
}

/**
 * The marketplace's tables: `plot_listings` (offers) and `plot_sales` (the sales record). Locking a
 * listing is common/locks.ts's (the lock order); the tick's expiry and the registry's stock are
 * set-based statements of the marketplace's tick steps (land-registry.tick.ts).
 */
@Injectable()
export class ListingsRepository {
  /** One page of live listings and the capped count of all that match (see marketplaceSearchSql). */
  async search(
    dataSource: DataSource,
    q: MarketplaceQueryDto,
    userId: string,
  ): Promise<{ rows: MarketRow[]; matches: number; page: number; limit: number }> {
    const sql = marketplaceSearchSql(q, userId);
    const rows: MarketRow[] = await dataSource.query(sql.select.text, sql.select.values);
    const [{ n }]: { n: number }[] = await dataSource.query(sql.count.text, sql.count.values);
    return { rows, matches: n, page: sql.page, limit: sql.limit };
  }

  /** The plot's live listing with its plot and seller (the id must be a UUID). */
  async liveRow(manager: EntityManager, userId: string, plotId: string): Promise<MarketRow | undefined> {
    const [row]: MarketRow[] = await manager.query(
      `SELECT ${marketColumns('$1')}
         FROM plot_listings l JOIN plots p ON p.id = l.plot_id LEFT JOIN estates e ON e.id = l.seller_estate_id
        WHERE l.plot_id = $2 AND l.status = 'active' AND l.expires_at > now()`,
      [userId, plotId],
    );
    return row;
  }

  /** Marks the plot's listing expired when its time ran out before the tick got to it. */
  async closeStale(manager: EntityManager, plotId: string): Promise<void> {
    await manager.query(
      `UPDATE plot_listings SET status = 'expired', closed_at = expires_at
        WHERE plot_id = $1 AND status = 'active' AND expires_at <= now()`,
      [plotId],
    );
  }

  /** Whether the plot has an active listing (expired or not). */
  async hasActive(manager: EntityManager, plotId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      "SELECT 1 FROM plot_listings WHERE plot_id = $1 AND status = 'active'",
      [plotId],
    );
    return rows.length > 0;
  }

  /** Whether the plot was ever listed. */
  async everListed(manager: EntityManager, plotId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM plot_listings WHERE plot_id = $1 LIMIT 1', [plotId]);
    return rows.length > 0;
  }

  /** The seller of the plot's active listing (null: the registry), read without locks; undefined when none. */
  async activeSeller(manager: EntityManager, plotId: string): Promise<{ sellerEstateId: string | null } | undefined> {
    const [seen]: { seller_estate_id: string | null }[] = await manager.query(
      `SELECT seller_estate_id FROM plot_listings WHERE plot_id = $1 AND status = 'active'`,
      [plotId],
    );
    return seen ? { sellerEstateId: seen.seller_estate_id } : undefined;
  }

  /** Offers the plot: its terroir is copied for the search's indexes. */
  async insert(manager: EntityManager, plot: PlotEntity, listing: NewListing): Promise<LiveListing> {
    const [row]: ListingRow[] = await manager.query(
      `INSERT INTO plot_listings (plot_id, seller_estate_id, region, soil_type, size, price, description, listed_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now(), now() + make_interval(days => $8))
       RETURNING id, price, listed_at, expires_at, description`,
      [
        plot.id,
        plot.estateId,
        plot.region,
        plot.soilType,
        plot.size,
        listing.price,
        listing.description,
        listing.expirationDays,
      ],
    );
    return toLive(row!);
  }

  /** Changes the active listing (null: unchanged); undefined when there is none. */
  async update(
    manager: EntityManager,
    plotId: string,
    changes: { price: number | null; description: string | null; expirationDays: number | null },
  ): Promise<LiveListing | undefined> {
    const row = firstRow<ListingRow>(
      await manager.query(
        `UPDATE plot_listings SET
           price = COALESCE($2, price),
           description = COALESCE($3, description),
           expires_at = CASE WHEN $4::int IS NULL THEN expires_at ELSE now() + make_interval(days => $4::int) END
         WHERE plot_id = $1 AND status = 'active'
         RETURNING id, price, listed_at, expires_at, description`,
        [plotId, changes.price, changes.description, changes.expirationDays],
      ),
    );
    return row ? toLive(row) : undefined;
  }

  /** Withdraws the active listing; false when there is none. */
  async cancel(manager: EntityManager, plotId: string): Promise<boolean> {
    const row = firstRow<{ id: string }>(
      await manager.query(
        `UPDATE plot_listings SET status = 'cancelled', closed_at = now()
          WHERE plot_id = $1 AND status = 'active' RETURNING id`,
        [plotId],
      ),
    );
    return !!row;
  }

  /** Closes a sold listing and records the sale. */
  async recordSale(
    manager: EntityManager,
    sale: {
      listingId: string;
      plotId: string;
      sellerEstateId: string | null;
      buyerEstateId: string;
      buyerUserId: string;
      price: number;
    },
  ): Promise<void> {
    await manager.query(`UPDATE plot_listings SET status = 'sold', closed_at = now() WHERE id = $1`, [sale.listingId]);
    await manager.query(
      `INSERT INTO plot_sales (listing_id, plot_id, seller_estate_id, buyer_estate_id, buyer_user_id, price)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [sale.listingId, sale.plotId, sale.sellerEstateId, sale.buyerEstateId, sale.buyerUserId, sale.price],
    );
  }
}
