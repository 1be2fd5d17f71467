import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  annualMaintenance,
  DEFAULT_MARKETPLACE_SORT,
  formatMoney,
  isMarketplaceSort,
  landSaleFee,
  landValuation,
  MARKETPLACE_PAGE_LIMITS,
  MARKETPLACE_SORT_ORDER,
  MESSAGES,
  REGION_BASE_PRICES,
  suitableVarieties,
  terroirFactor,
  type RegionKey,
  type Terroir,
} from '@vineyard/domain';
import { isUuid } from '../common/ids';
import { pagination, type PaginationDto } from '../common/pagination.dto';
import { inTransaction, lockActiveListing, lockEstates, lockPlot } from '../common/locks';
import { idempotent } from '../common/idempotency/idempotency';
import { EstatesService } from '../estates/estates.service';
import { GameTimeService } from '../gametime/gametime.service';
import { MoneyService } from '../money/money.service';
import { notify } from '../notifications/notify';
import { PlotEntity } from '../plots/entities/plot.entity';
import { liveListings, toPlotDto } from '../plots/plots.service';
import {
  type MarketPlotDetailsDto,
  type MarketPlotDto,
  type MarketplaceQueryDto,
  type PurchaseDataDto,
  type ValuationDto,
} from './dto/marketplace.dto';
import { DomainError } from '../common/errors';

const m = MESSAGES.marketplace;

/** Counting matches stops here: past it the page says "10,000+" instead of scanning everything. */
const MARKETPLACE_COUNT_CAP = MARKETPLACE_PAGE_LIMITS.countCap;

const SORT_COLUMNS = { listingDate: 'listed_at', listingPrice: 'price', size: 'size' } as const;

interface MarketRow {
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

function toMarketPlot(row: MarketRow): MarketPlotDto {
  const price = Number(row.price);
  return {
    id: row.plot_id,
    listingId: row.listing_id,
    name: row.name,
    description: row.description || m.defaultDescription,
    region: row.region,
    size: Number(row.size),
    soilType: row.soil_type,
    elevation: row.elevation,
    orientation: row.orientation,
    sunExposure: row.sun_exposure,
    waterAccess: row.water_access,
    terrain: row.terrain,
    forSale: true,
    listingPrice: price,
    listingDate: row.listed_at.toISOString(),
    listingExpirationDate: row.expires_at.toISOString(),
    listingDescription: row.description,
    maintenanceCost: annualMaintenance(price),
    sellerEstateName: row.seller_estate_id === null ? m.registrySeller : (row.seller_name ?? ''),
    fromRegistry: row.seller_estate_id === null,
    own: row.own,
  };
}

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

/**
 * The buyer's side of the marketplace: server-side search over live listings, a listing's public
 * view and valuation, and exactly-once purchases.
 */
@Injectable()
export class MarketplaceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly estates: EstatesService,
    private readonly gameTime: GameTimeService,
    private readonly money: MoneyService,
  ) {}

  /** Live listings matching the filters, one page, sorted on the server (see marketplaceSearchSql). */
  async search(userId: string, q: MarketplaceQueryDto): Promise<{ plots: MarketPlotDto[]; pagination: PaginationDto }> {
    const sql = marketplaceSearchSql(q, userId);
    const rows: MarketRow[] = await this.dataSource.query(sql.select.text, sql.select.values);
    const [{ n }]: { n: number }[] = await this.dataSource.query(sql.count.text, sql.count.values);
    const { page, limit } = sql;
    const capped = n > MARKETPLACE_COUNT_CAP;
    const total = Math.min(n, MARKETPLACE_COUNT_CAP);
    return {
      plots: rows.map(toMarketPlot),
      pagination: pagination(page, limit, total, capped),
    };
  }

  /** A live listing's public view with the suitability model's scores; 404 when not for sale. */
  async get(userId: string, plotId: string): Promise<MarketPlotDetailsDto> {
    const row = await this.liveRow(this.dataSource.manager, userId, plotId);
    if (!row) throw new DomainError('LISTING_NOT_FOUND');
    const plot = toMarketPlot(row);
    return { ...plot, suitableVarieties: suitableVarieties(row.region, plot as unknown as Terroir) };
  }

  /** Market value of a plot that is for sale or the caller's own; 404 otherwise. */
  async valuation(userId: string, plotId: string): Promise<ValuationDto> {
    if (!isUuid(plotId)) throw new DomainError('PLOT_NOT_FOUND');
    const [plot]: (PlotEntity & { owned: boolean })[] = await this.dataSource.query(
      `SELECT p.region, p.size, p.sun_exposure AS "sunExposure", p.water_access AS "waterAccess",
              p.orientation, p.terrain,
              EXISTS (SELECT 1 FROM estate_owners o WHERE o.estate_id = p.estate_id AND o.user_id = $2) AS owned
         FROM plots p WHERE p.id = $1`,
      [plotId, userId],
    );
    const listing = (await liveListings(this.dataSource.manager, [plotId])).get(plotId) ?? null;
    if (!plot || (!plot.owned && !listing)) throw new DomainError('PLOT_NOT_FOUND');
    const size = Number(plot.size);
    return {
      marketValue: landValuation(plot.region, size, plot),
      basePricePerHectare: REGION_BASE_PRICES[plot.region],
      size,
      terroirFactor: terroirFactor(plot),
      listingPrice: listing?.price ?? null,
    };
  }

  /**
   * Buys a listed plot for one of the caller's estates, in one transaction that follows the lock
   * order of common/locks.ts: look at the listing without locks (to learn the seller), lock both
   * estates by id, the plot, then the listing, and re-check everything under the locks; move the
   * money (to nobody when the registry sells), the ownership (the seller's private notes stay
   * behind: they are cleared), close the listing and write the sale. Racing buyers queue on the
   * estate and plot locks; all but the first find the listing no longer active. When the buyer
   * sends `expectedPrice` and the listing asks another, nothing happens (409 priceChanged).
   */
  async purchase(
    userId: string,
    plotId: string,
    estateId: string,
    idempotencyKey?: string,
    expectedPrice?: number,
  ): Promise<PurchaseDataDto & { message: string }> {
    if (!estateId) throw new DomainError('ESTATE_REQUIRED');
    const day = await this.gameTime.currentDayIndex();
    const request = { op: 'purchase', plotId, estateId, expectedPrice };
    return inTransaction(this.dataSource, async (manager) =>
      idempotent(manager, userId, idempotencyKey, request, async () => {
        await this.estates.requireOwner(manager, userId, estateId);
        if (!isUuid(plotId)) throw new DomainError('PLOT_NOT_FOUND');
        // a look without locks: which listing, which seller
        const [seen]: { seller_estate_id: string | null }[] = await manager.query(
          `SELECT seller_estate_id FROM plot_listings WHERE plot_id = $1 AND status = 'active'`,
          [plotId],
        );
        if (!seen) {
          const [ever] = await manager.query('SELECT 1 FROM plot_listings WHERE plot_id = $1 LIMIT 1', [plotId]);
          if (ever) throw new DomainError('LISTING_NOT_FOR_SALE');
          throw new DomainError('PLOT_NOT_FOUND');
        }
        const seller = seen.seller_estate_id;
        await this.refuseOwnPlot(manager, userId, estateId, seller);

        // 1. estates, by id
        const locked = await lockEstates(manager, [estateId, seller], 'money');
        const buyer = locked.find((e) => e.id === estateId);
        if (!buyer) throw new DomainError('ESTATE_NOT_FOUND');
        if (seller !== null && !locked.some((e) => e.id === seller)) throw new DomainError('LISTING_NOT_FOR_SALE');
        // 2. the plot: still the seller's?
        const plot = await lockPlot(manager, plotId);
        if (!plot || plot.estateId !== seller) throw new DomainError('LISTING_NOT_FOR_SALE');
        // 3. the listing: still active, from the same seller?
        const listing = await lockActiveListing<{
          id: string;
          seller_estate_id: string | null;
          price: string;
          live: boolean;
        }>(manager, plotId, 'id, seller_estate_id, price, expires_at > now() AS live');
        if (!listing || listing.seller_estate_id !== seller) throw new DomainError('LISTING_NOT_FOR_SALE');
        if (!listing.live) throw new DomainError('LISTING_EXPIRED');
        const price = Number(listing.price);
        if (expectedPrice !== undefined && expectedPrice !== price) throw new DomainError('PRICE_CHANGED');
        // an estate in arrears buys nothing (409), whatever it holds
        await this.money.refuseInArrears(manager, estateId);
        if (buyer.money < price) throw new DomainError('INSUFFICIENT_FUNDS', { message: m.insufficientFunds });

        // through the ledger: the buyer pays; a player seller is paid and pays the 2% fee, which leaves the economy
        const balances = await this.money.post(
          manager,
          day,
          seller
            ? [
                {
                  estateId,
                  amount: -price,
                  kind: 'land_purchase',
                  description: 'Land bought on the marketplace',
                  refId: plotId,
                },
                {
                  estateId: seller,
                  amount: price,
                  kind: 'land_sale',
                  description: 'Land sold on the marketplace',
                  refId: plotId,
                },
                {
                  estateId: seller,
                  amount: -landSaleFee(price),
                  kind: 'fee',
                  description: '2% market fee on the sale',
                  refId: plotId,
                },
              ]
            : [
                {
                  estateId,
                  amount: -price,
                  kind: 'registry_purchase',
                  description: 'Land bought from the registry',
                  refId: plotId,
                },
              ],
          m.insufficientFunds,
        );
        await manager.query(
          `UPDATE plots SET estate_id = $2, price = $3, maintenance_cost = $4, purchase_date = now(),
                  purchase_game_day = $5, notes = ''
            WHERE id = $1`,
          [plotId, estateId, price, annualMaintenance(price), day],
        );
        await manager.query(`UPDATE plot_listings SET status = 'sold', closed_at = now() WHERE id = $1`, [listing.id]);
        await manager.query(
          `INSERT INTO plot_sales (listing_id, plot_id, seller_estate_id, buyer_estate_id, buyer_user_id, price)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [listing.id, plotId, seller, estateId, userId, price],
        );
        const bought = await manager.findOneByOrFail(PlotEntity, { id: plotId });
        if (seller) {
          // the seller's estate is locked `money` above: the notification's foreign key waits on nothing
          const fee = landSaleFee(price);
          await notify(manager, {
            estateId: seller,
            kind: 'plot_sold',
            title: `Plot sold: ${bought.name}`,
            body: `${bought.name} (${bought.size} ha) was bought on the marketplace for ${formatMoney(price)}. After the 2% market fee of ${formatMoney(fee)}, ${formatMoney(price - fee)} went to the estate.`,
            refId: plotId,
            gameDay: day,
          });
        }
        return {
          plot: toPlotDto(bought, null),
          money: balances.get(estateId) ?? buyer.money - price,
          estateId,
          message: m.purchased(bought.name, price),
        };
      }),
    );
  }

  /** 409 when the buyer owns the selling estate (or buys with it). */
  private async refuseOwnPlot(
    manager: EntityManager,
    userId: string,
    estateId: string,
    seller: string | null,
  ): Promise<void> {
    if (seller === null) return;
    if (seller === estateId) throw new DomainError('OWN_PLOT');
    const [mine] = await manager.query('SELECT 1 FROM estate_owners WHERE estate_id = $1 AND user_id = $2', [
      seller,
      userId,
    ]);
    if (mine) throw new DomainError('OWN_PLOT');
  }

  private async liveRow(manager: EntityManager, userId: string, plotId: string): Promise<MarketRow | undefined> {
    if (!isUuid(plotId)) return undefined;
    const [row]: MarketRow[] = await manager.query(
      `SELECT ${marketColumns('$1')}
         FROM plot_listings l JOIN plots p ON p.id = l.plot_id LEFT JOIN estates e ON e.id = l.seller_estate_id
        WHERE l.plot_id = $2 AND l.status = 'active' AND l.expires_at > now()`,
      [userId, plotId],
    );
    return row;
  }
}
