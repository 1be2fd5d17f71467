import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  annualMaintenance,
  decideListingPurchase,
  landValuation,
  MESSAGES,
  REGION_BASE_PRICES,
  suitableVarieties,
  terroirFactor,
  type Terroir,
} from '@vineyard/domain';
import { isUuid } from '../common/ids';
import { pagination, type PaginationDto } from '../common/pagination.dto';
import { inTransaction, lockActiveListing, lockEstates, lockPlot } from '../common/locks';
import { idempotent, type IdempotencyKey } from '../common/idempotency/idempotency';
import { EstateAccess } from '../estates/estate-access';
import { GameTimeService } from '../gametime/gametime.service';
import { MoneyService } from '../money/money.service';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { PlotsRepository } from '../plots/plots.repository';
import { PlotsService } from '../plots/plots.service';
import {
  type MarketPlotDetailsDto,
  type MarketPlotDto,
  type MarketplaceQueryDto,
  type PurchaseDataDto,
  type ValuationDto,
} from './dto/marketplace.dto';
import { ListingsRepository, MARKETPLACE_COUNT_CAP, type MarketRow } from './listings.repository';
import { decided, DomainError } from '../common/errors';
import { ReadReplica, type ReadFence } from '../database/read-replica';

const m = MESSAGES.marketplace;

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
 * The buyer's side of the marketplace: server-side search over live listings, a listing's public
 * view and valuation, and exactly-once purchases.
 */
@Injectable()
export class MarketplaceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly estates: EstateAccess,
    private readonly gameTime: GameTimeService,
    private readonly money: MoneyService,
    private readonly plots: PlotsService,
    private readonly plotRows: PlotsRepository,
    private readonly listings: ListingsRepository,
    private readonly notifications: NotificationsRepository,
    private readonly replica: ReadReplica,
  ) {}

  /** Live listings matching the filters, one page, sorted on the server (see marketplaceSearchSql). */
  async search(
    userId: string,
    q: MarketplaceQueryDto,
    fence?: ReadFence,
  ): Promise<{ plots: MarketPlotDto[]; pagination: PaginationDto }> {
    // lag-tolerant: on the read replica when there is one (a sold listing shown a second longer is refused with 409)
    const {
      rows,
      matches: n,
      page,
      limit,
    } = await this.replica.read(fence, (ds) => this.listings.search(ds, q, userId));
    const capped = n > MARKETPLACE_COUNT_CAP;
    const total = Math.min(n, MARKETPLACE_COUNT_CAP);
    return {
      plots: rows.map(toMarketPlot),
      pagination: pagination(page, limit, total, capped),
    };
  }

  /** A live listing's public view with the suitability model's scores; 404 when not for sale. */
  async get(userId: string, plotId: string): Promise<MarketPlotDetailsDto> {
    const row = isUuid(plotId) ? await this.listings.liveRow(this.dataSource.manager, userId, plotId) : undefined;
    if (!row) throw new DomainError('LISTING_NOT_FOUND');
    const plot = toMarketPlot(row);
    return { ...plot, suitableVarieties: suitableVarieties(row.region, plot as unknown as Terroir) };
  }

  /** Market value of a plot that is for sale or the caller's own; 404 otherwise. */
  async valuation(userId: string, plotId: string): Promise<ValuationDto> {
    if (!isUuid(plotId)) throw new DomainError('PLOT_NOT_FOUND');
    const plot = await this.plotRows.valuationFacts(this.dataSource.manager, plotId, userId);
    const listing = (await this.plotRows.liveListings(this.dataSource.manager, [plotId])).get(plotId) ?? null;
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
    idempotencyKey?: IdempotencyKey,
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
        const seen = await this.listings.activeSeller(manager, plotId);
        if (!seen) {
          const ever = await this.listings.everListed(manager, plotId);
          if (ever) throw new DomainError('LISTING_NOT_FOR_SALE');
          throw new DomainError('PLOT_NOT_FOUND');
        }
        const seller = seen.sellerEstateId;
        const ownsSeller = await this.ownsSeller(manager, userId, estateId, seller);

        // 1. estates, by id
        const locked = await lockEstates(manager, [estateId, seller], 'money');
        const buyer = locked.find((e) => e.id === estateId);
        if (!buyer) throw new DomainError('ESTATE_NOT_FOUND');
        if (seller !== null && !locked.some((e) => e.id === seller)) throw new DomainError('LISTING_NOT_FOR_SALE');
        // 2. the plot: still the seller's?
        const plot = await lockPlot(manager, plotId);
        if (!plot || plot.estateId !== seller) throw new DomainError('LISTING_NOT_FOR_SALE');
        // 3. the listing: still active, from the same seller?
        const listing = await lockActiveListing(manager, plotId);
        if (!listing || listing.sellerEstateId !== seller) throw new DomainError('LISTING_NOT_FOR_SALE');
        const offered = await this.plotRows.findById(manager, plotId);
        const plan = decided(
          decideListingPurchase({
            buyer: { ...(await this.money.funds(manager, estateId)), ownsSeller },
            seller: seller === null ? 'registry' : 'player',
            listing: { price: listing.price, live: listing.live },
            plot: { name: offered.name, size: offered.size },
            expectedPrice,
          }),
        );
        const price = plan.price;
        const balances = await this.money.post(
          manager,
          day,
          plan.postings.map((p) => ({
            estateId: p.estate === 'buyer' ? estateId : seller!,
            amount: p.amount,
            kind: p.kind,
            description: p.description,
            refId: plotId,
          })),
          plan.insufficientFunds,
        );
        await this.plotRows.transfer(manager, plotId, estateId, price, plan.plot.maintenanceCost, day);
        await this.listings.recordSale(manager, {
          listingId: listing.id,
          plotId,
          sellerEstateId: seller,
          buyerEstateId: estateId,
          buyerUserId: userId,
          price,
        });
        const bought = await this.plotRows.findById(manager, plotId);
        // the seller's estate is locked `money` above: the notification's foreign key waits on nothing
        if (seller && plan.sellerNotice)
          await this.notifications.add(manager, {
            estateId: seller,
            ...plan.sellerNotice,
            refId: plotId,
            gameDay: day,
          });
        return {
          plot: this.plots.toDto(bought, null),
          money: balances.get(estateId) ?? buyer.money - price,
          estateId,
          message: plan.message,
        };
      }),
    );
  }

  /** Whether the buyer owns the selling estate (or buys with it); never for the registry. */
  private async ownsSeller(
    manager: EntityManager,
    userId: string,
    estateId: string,
    seller: string | null,
  ): Promise<boolean> {
    if (seller === null) return false;
    return seller === estateId || this.estates.isOwner(manager, userId, seller);
  }
}
