import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  bottleQuality,
  decideOfferPurchase,
  decideOfferWithdrawal,
  decideWineOffer,
  exchangeBand,
  exchangeQuote,
  exchangeReferencePrice,
  MESSAGES,
  offerableFromDay,
  wineTier,
  type ExchangeWineFacts,
} from '@vineyard/domain';
import { isUuid } from '../common/ids';
import { pagination, type PaginationDto } from '../common/pagination.dto';
import { inTransaction, lockEstates, lockExchangeOffer, lockWineLot } from '../common/locks';
import { idempotent, type IdempotencyKey } from '../common/idempotency/idempotency';
import { decided, DomainError } from '../common/errors';
import { EstateAccess } from '../estates/estate-access';
import { GameTimeService } from '../gametime/gametime.service';
import { MoneyService } from '../money/money.service';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { toWineLotDto, wineLotReview } from '../cellar/wine-lot.mapper';
import { WineRepository } from '../cellar/wine.repository';
import type { WineLotDto } from '../cellar/dto/cellar.dto';
import { ReadReplica, type ReadFence } from '../database/read-replica';
import type {
  CreateOfferDto,
  ExchangeOfferDto,
  ExchangeQueryDto,
  ExchangeQuoteDto,
  PriceBandDto,
  PriceHistoryDto,
  WineHistoryDto,
  SegmentQueryDto,
} from './dto/exchange.dto';
import {
  EXCHANGE_COUNT_CAP,
  ExchangeRepository,
  type OfferedLotRow,
  type OfferRow,
  type TradeRow,
} from './exchange.repository';
import { lockPurchaseEstates, notifyPurchase, postPurchase } from './purchase';

const x = MESSAGES.exchange;

const offerNotFound = () => new DomainError('OFFER_NOT_FOUND');
const lotNotFound = () => new DomainError('WINE_LOT_NOT_FOUND');

/** The wine of a lot as the exchange's price rules read it. */
function wineFacts(lot: OfferedLotRow): ExchangeWineFacts {
  return {
    id: lot.id,
    region: lot.region,
    variety: lot.variety,
    quality: lot.quality,
    bottledDay: lot.bottled_day,
    bottledBottles: lot.bottled_bottles,
    medal: lot.medal,
  };
}

/** An offer as the API shows it on `day`. */
function toOfferDto(row: OfferRow, day: number): ExchangeOfferDto {
  const lot = {
    id: row.wine_lot_id,
    quality: row.quality,
    bottledBottles: row.bottled_bottles,
    bottledDay: row.bottled_day,
  };
  return {
    id: row.id,
    name: row.name,
    producer: row.producer,
    sellerEstateName: row.seller_name,
    region: row.region,
    colour: row.colour,
    variety: row.variety,
    blend: row.blend,
    vintage: row.vintage,
    tier: row.tier,
    quality: bottleQuality(row.quality, row.variety, day - row.bottled_day),
    bottledDay: row.bottled_day,
    review: wineLotReview(lot, day),
    medal: row.medal,
    price: row.price,
    bottles: row.bottles,
    bottlesLeft: row.bottles_left,
    status: row.status,
    listedDay: row.listed_day,
    expiresDay: row.expires_day,
    own: row.own,
  };
}

/**
 * The wine exchange between players (issue 32): offers of bottled wine, their search, quotes and
 * exactly-once purchases, withdrawals, and the price history of a segment. Every change runs in one
 * transaction in the lock order of common/locks.ts: lock, load, decide (libs/domain decisions),
 * apply; money moves only through the money module.
 */
/** Trades as the price histories answer them, with their bottle-weighted average price. */
function tradesOf(rows: TradeRow[]): WineHistoryDto {
  const bottles = rows.reduce((s, r) => s + r.bottles, 0);
  const money = rows.reduce((s, r) => s + r.bottles * r.price, 0);
  return {
    trades: rows.map((r) => ({
      name: r.name,
      producer: r.producer,
      variety: r.variety,
      vintage: r.vintage,
      price: r.price,
      bottles: r.bottles,
      gameDay: r.game_day,
    })),
    averagePrice: bottles > 0 ? Math.round((money / bottles) * 100) / 100 : null,
  };
}

@Injectable()
export class ExchangeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly estates: EstateAccess,
    private readonly gameTime: GameTimeService,
    private readonly money: MoneyService,
    private readonly offers: ExchangeRepository,
    private readonly wines: WineRepository,
    private readonly notifications: NotificationsRepository,
    private readonly replica: ReadReplica,
  ) {}

  /** Open offers matching the filters, one page (lag-tolerant: a sold offer shown a second longer is refused with 409). */
  async search(
    userId: string,
    q: ExchangeQueryDto,
    fence?: ReadFence,
  ): Promise<{ offers: ExchangeOfferDto[]; pagination: PaginationDto }> {
    const day = await this.gameTime.currentDayIndex();
    const { rows, matches, page, limit } = await this.replica.read(fence, (ds) =>
      this.offers.search(ds, q, userId, day),
    );
    const capped = matches > EXCHANGE_COUNT_CAP;
    return {
      offers: rows.map((r) => toOfferDto(r, day)),
      pagination: pagination(page, limit, Math.min(matches, EXCHANGE_COUNT_CAP), capped),
    };
  }

  /** An open offer for anyone signed in; a closed one only for its seller's owners (404 otherwise). */
  async get(userId: string, offerId: string): Promise<ExchangeOfferDto> {
    const day = await this.gameTime.currentDayIndex();
    const row = isUuid(offerId) ? await this.offers.offer(this.dataSource.manager, userId, offerId) : undefined;
    if (!row || (!row.own && (row.status !== 'open' || row.expires_day <= day))) throw offerNotFound();
    return toOfferDto(row, day);
  }

  /** The offers of the caller's estates: open first, then the latest closed. */
  async mine(userId: string): Promise<ExchangeOfferDto[]> {
    const day = await this.gameTime.currentDayIndex();
    return (await this.offers.mine(this.dataSource.manager, userId)).map((r) => toOfferDto(r, day));
  }

  /** The band a lot of the caller's may be offered at today; 404 when it is not theirs. */
  async band(userId: string, lotId: string): Promise<PriceBandDto> {
    const day = await this.gameTime.currentDayIndex();
    const lot = isUuid(lotId) ? await this.offers.ownedLot(this.dataSource.manager, userId, lotId) : undefined;
    if (!lot) throw lotNotFound();
    const wine = wineFacts(lot);
    return {
      referencePrice: exchangeReferencePrice(wine, day),
      ...exchangeBand(wine, day),
      available: lot.bottles,
      offerableFromDay: offerableFromDay(wine),
    };
  }

  /** The last trades of a segment (region × colour × tier), for everyone signed in. */
  async history(q: SegmentQueryDto): Promise<PriceHistoryDto> {
    const rows = await this.offers.history(this.dataSource.manager, q.region, q.colour, q.tier);
    return { region: q.region, colour: q.colour, tier: q.tier, ...tradesOf(rows) };
  }

  /**
   * The last trades of the wine an offer sells (any lot of it, from any seller): for whoever may see
   * the offer (an open one; a closed one only its seller's owners), 404 otherwise.
   */
  async wineHistory(userId: string, offerId: string): Promise<WineHistoryDto> {
    const day = await this.gameTime.currentDayIndex();
    const row = isUuid(offerId) ? await this.offers.offer(this.dataSource.manager, userId, offerId) : undefined;
    if (!row || (!row.own && (row.status !== 'open' || row.expires_day <= day))) throw offerNotFound();
    return tradesOf(await this.offers.wineHistory(this.dataSource.manager, row.origin_lot_id));
  }

  /**
   * Offers bottles of one of the caller's lots: the estate (`money`, level 1), then the lot (7),
   * re-checked under the locks; the bottles leave the lot at once (reserved) and the offer opens.
   */
  async offer(
    userId: string,
    dto: CreateOfferDto,
  ): Promise<{ offer: ExchangeOfferDto; wine: WineLotDto; message: string }> {
    const day = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, async (manager) => {
      if (!isUuid(dto.wineLotId)) throw lotNotFound();
      const seen = await this.offers.ownedLot(manager, userId, dto.wineLotId);
      if (!seen) throw lotNotFound();
      await lockEstates(manager, [seen.estate_id], 'money');
      if (!(await lockWineLot(manager, seen.estate_id, seen.id))) throw lotNotFound();
      const lot = await this.offers.ownedLot(manager, userId, seen.id);
      if (!lot || lot.estate_id !== seen.estate_id) throw lotNotFound();
      const wine = wineFacts(lot);
      const plan = decided(
        decideWineOffer({
          day,
          wine,
          lot: { name: lot.name, bottles: lot.bottles },
          bottles: dto.bottles,
          price: dto.price,
          durationDays: dto.durationDays,
        }),
      );
      await this.offers.setLotBottles(manager, lot.id, plan.lot.bottles);
      const offerId = await this.offers.insertOffer(manager, {
        sellerEstateId: lot.estate_id,
        wineLotId: lot.id,
        originLotId: lot.origin_lot_id,
        name: lot.name,
        producer: lot.producer,
        region: lot.region,
        colour: lot.colour,
        variety: lot.variety,
        blend: lot.blend,
        vintage: lot.vintage,
        tier: wineTier(bottleQuality(lot.quality, lot.variety, day - lot.bottled_day)),
        quality: lot.quality,
        bottledDay: lot.bottled_day,
        bottledBottles: lot.bottled_bottles,
        price: plan.price,
        bottles: plan.bottles,
        bottlesLeft: plan.bottles,
        listedDay: day,
        expiresDay: plan.expiresDay,
      });
      return {
        offer: await this.offerDto(manager, userId, offerId, day),
        wine: toWineLotDto(await this.offers.lot(manager, lot.id), day, lot.medal),
        message: plan.message,
      };
    });
  }

  /**
   * Withdraws an open offer of the caller's: the seller's estate (`money`), the lot (7), the offer
   * (8); its unsold bottles go back to the lot. 404 for an offer that is not the caller's.
   */
  async withdraw(
    userId: string,
    offerId: string,
  ): Promise<{ offer: ExchangeOfferDto; wine: WineLotDto; message: string }> {
    const day = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, async (manager) => {
      if (!isUuid(offerId)) throw offerNotFound();
      const seen = await this.offers.offerSeller(manager, offerId);
      if (!seen || !(await this.estates.isOwner(manager, userId, seen.sellerEstateId))) throw offerNotFound();
      await lockEstates(manager, [seen.sellerEstateId], 'money');
      await lockWineLot(manager, seen.sellerEstateId, seen.wineLotId);
      const offer = await lockExchangeOffer(manager, offerId, day);
      if (!offer || !(await this.estates.isOwner(manager, userId, offer.sellerEstateId))) throw offerNotFound();
      const plan = decided(decideOfferWithdrawal({ status: offer.status, bottlesLeft: offer.bottlesLeft }));
      await this.offers.returnBottles(manager, offer.wineLotId, plan.returned);
      await this.offers.setOffer(manager, offerId, { bottlesLeft: 0, status: 'withdrawn', closedDay: day });
      const dto = await this.offerDto(manager, userId, offerId, day);
      return {
        offer: dto,
        wine: toWineLotDto(await this.offers.lot(manager, offer.wineLotId), day, dto.medal),
        message: plan.message,
      };
    });
  }

  /** What buying `bottles` of an offer would cost and pay, and whether it would go through now (changes nothing). */
  async quote(
    userId: string,
    offerId: string,
    estateId: string,
    bottles: number,
  ): Promise<{ quote: ExchangeQuoteDto; money: number; refusal: string | null }> {
    const day = await this.gameTime.currentDayIndex();
    const manager = this.dataSource.manager;
    await this.estates.requireOwner(manager, userId, estateId);
    const row = isUuid(offerId) ? await this.offers.offer(manager, userId, offerId) : undefined;
    if (!row || (!row.own && (row.status !== 'open' || row.expires_day <= day))) throw offerNotFound();
    const standing = await this.offers.buyerStanding(manager, estateId, day);
    const ownsSeller = row.seller_estate_id === estateId || row.own;
    const decision = decideOfferPurchase({
      day,
      buyer: { ...standing, ownsSeller },
      offer: this.offerFacts(row, row.expires_day > day),
      bottles,
    });
    return {
      quote: exchangeQuote(row.price, bottles),
      money: standing.money,
      refusal: decision.ok ? null : (decision.message ?? decision.code),
    };
  }

  /**
   * Buys bottles of an offer for one of the caller's estates, exactly once: look at the offer
   * without locks (to learn its seller), lock both estates (`money`, by id), then the offer (8),
   * and decide under the locks; the buyer pays, the seller is paid and pays the fee (which leaves
   * the economy), the bottles become a new lot in the buyer's cellar keeping the wine's identity,
   * the trade is recorded and both sides are told. Racing buyers queue on the seller's estate;
   * each finds the bottles the ones before it left.
   */
  async buy(
    userId: string,
    offerId: string,
    estateId: string,
    bottles: number,
    idempotencyKey?: IdempotencyKey,
    expectedPrice?: number,
  ): Promise<{
    quote: ExchangeQuoteDto;
    offer: ExchangeOfferDto;
    wine: WineLotDto;
    money: number;
    estateId: string;
    message: string;
  }> {
    if (!estateId) throw new DomainError('ESTATE_REQUIRED', { message: x.estateRequired });
    const day = await this.gameTime.currentDayIndex();
    const request = { op: 'exchange-buy', offerId, estateId, bottles, expectedPrice };
    return inTransaction(this.dataSource, async (manager) =>
      idempotent(manager, userId, idempotencyKey, request, async () => {
        await this.estates.requireOwner(manager, userId, estateId);
        if (!isUuid(offerId)) throw offerNotFound();
        const seen = await this.offers.offerSeller(manager, offerId);
        if (!seen) throw offerNotFound();
        const seller = seen.sellerEstateId;
        // 1. both estates, by id
        const { ownsSeller } = await lockPurchaseEstates(
          manager,
          this.estates,
          userId,
          estateId,
          seller,
          offerNotFound,
        );
        // 8. the offer
        const offer = await lockExchangeOffer(manager, offerId, day);
        if (!offer || offer.sellerEstateId !== seller) throw offerNotFound();
        const row = (await this.offers.offer(manager, userId, offerId))!;
        const plan = decided(
          decideOfferPurchase({
            day,
            buyer: {
              ...(await this.offers.buyerStanding(manager, estateId, day)),
              ownsSeller,
            },
            offer: this.offerFacts({ ...row, status: offer.status, bottles_left: offer.bottlesLeft }, offer.live),
            bottles,
            expectedPrice,
          }),
        );
        const balances = await postPurchase(this.money, manager, day, plan, { buyer: estateId, seller, offerId });
        const lotId = await this.wines.insertTradedLot(manager, {
          estateId,
          originLotId: row.origin_lot_id,
          producer: row.producer,
          name: row.name,
          region: row.region,
          colour: row.colour,
          variety: row.variety,
          blend: row.blend_components,
          vintage: row.vintage,
          bottles: plan.lot.bottles,
          bottledBottles: row.bottled_bottles,
          quality: row.quality,
          bottledDay: row.bottled_day,
        });
        await this.offers.setOffer(manager, offerId, {
          bottlesLeft: plan.offer.bottlesLeft,
          status: plan.offer.status,
          closedDay: plan.offer.status === 'open' ? null : day,
        });
        await this.offers.recordTrade(manager, {
          offerId,
          sellerEstateId: seller,
          buyerEstateId: estateId,
          buyerLotId: lotId,
          originLotId: row.origin_lot_id,
          name: row.name,
          producer: row.producer,
          region: row.region,
          colour: row.colour,
          variety: row.variety,
          vintage: row.vintage,
          tier: row.tier,
          price: plan.quote.price,
          bottles: plan.quote.bottles,
          total: String(plan.quote.total),
          fee: String(plan.quote.fee),
          gameDay: day,
        });
        await notifyPurchase(this.notifications, manager, day, plan, {
          buyer: estateId,
          seller,
          offerId,
          buyerLotId: lotId,
        });
        return {
          quote: plan.quote,
          offer: await this.offerDto(manager, userId, offerId, day),
          wine: toWineLotDto(await this.offers.lot(manager, lotId), day, row.medal),
          money: balances.get(estateId)!,
          estateId,
          message: plan.message,
        };
      }),
    );
  }

  private offerFacts(row: OfferRow, live: boolean) {
    return {
      status: row.status,
      live,
      bottlesLeft: row.bottles_left,
      price: row.price,
      wine: row.name,
      producer: row.producer,
    };
  }

  private async offerDto(manager: EntityManager, userId: string, offerId: string, day: number) {
    return toOfferDto((await this.offers.offer(manager, userId, offerId))!, day);
  }
}
