import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  decideGrapeOffer,
  decideGrapeOfferPurchase,
  decideGrapeOfferWithdrawal,
  grapeColor,
  grapeExchangeQuote,
  grapeGraceEndDay,
  grapeLotKilograms,
  grapeOfferBand,
  grapeReferenceCents,
  maxGrapeOfferDays,
  MESSAGES,
} from '@vineyard/domain';
import { isUuid } from '../common/ids';
import { pagination, type PaginationDto } from '../common/pagination.dto';
import { inTransaction, lockEstates, lockGrapeLot, lockGrapeOffer } from '../common/locks';
import { idempotent, type IdempotencyKey } from '../common/idempotency/idempotency';
import { decided, DomainError } from '../common/errors';
import { EstateAccess } from '../estates/estate-access';
import { GameTimeService } from '../gametime/gametime.service';
import { MoneyService } from '../money/money.service';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { GrapesRepository } from '../grapes/grapes.repository';
import { toGrapeLotDto } from '../grapes/grapes.service';
import type { GrapeLotEntity } from '../grapes/entities/grape-lot.entity';
import { ReadReplica, type ReadFence } from '../database/read-replica';
import type {
  CreateGrapeOfferDto,
  GrapeExchangeQueryDto,
  GrapeExchangeQuoteDto,
  GrapeHistoryDto,
  GrapeHistoryQueryDto,
  GrapeOfferDto,
  GrapePriceBandDto,
} from './dto/grape-exchange.dto';
import type { GrapeLotDto } from '../grapes/dto/grapes.dto';
import { EXCHANGE_COUNT_CAP, ExchangeRepository } from './exchange.repository';
import { GrapeExchangeRepository, type GrapeOfferRow } from './grape-exchange.repository';
import { lockPurchaseEstates, notifyPurchase, postPurchase } from './purchase';

const x = MESSAGES.exchange;
const offerNotFound = () => new DomainError('OFFER_NOT_FOUND');
const lotNotFound = () => new DomainError('GRAPE_LOT_NOT_FOUND');

function toGrapeOfferDto(row: GrapeOfferRow): GrapeOfferDto {
  return {
    id: row.id,
    producer: row.producer,
    blockName: row.block_name,
    region: row.region,
    colour: row.colour,
    variety: row.variety,
    quality: row.quality,
    vintage: row.vintage,
    harvestDay: row.harvest_day,
    soundUntilDay: grapeGraceEndDay(row.harvest_day),
    priceCents: row.price_cents,
    kilograms: row.kilograms,
    kilogramsLeft: row.kilograms_left,
    status: row.status,
    listedDay: row.listed_day,
    expiresDay: row.expires_day,
    own: row.own,
  };
}

/** Whether `userId` may see an offer on `day`: an open one everyone, a closed one only its seller's owners. */
const visible = (row: GrapeOfferRow | undefined, day: number): row is GrapeOfferRow =>
  !!row && (row.own || (row.status === 'open' && row.expires_day > day));

/**
 * Grapes on the exchange (issue 32, item 1): offers of fresh grapes by the kilogram, their search,
 * quotes, exactly-once purchases, withdrawals and the price history of a region and colour. Every
 * change runs in one transaction in the lock order of common/locks.ts (estates 1, grape lot 5,
 * offer 8): lock, load, decide (libs/domain decisions/grape-offers.ts), apply; money moves only
 * through the money module; grape lots are written through the grapes module's repository.
 */
@Injectable()
export class GrapeExchangeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly estates: EstateAccess,
    private readonly gameTime: GameTimeService,
    private readonly money: MoneyService,
    private readonly offers: GrapeExchangeRepository,
    private readonly wineOffers: ExchangeRepository,
    private readonly lots: GrapesRepository,
    private readonly notifications: NotificationsRepository,
    private readonly replica: ReadReplica,
  ) {}

  async search(
    userId: string,
    q: GrapeExchangeQueryDto,
    fence?: ReadFence,
  ): Promise<{ offers: GrapeOfferDto[]; pagination: PaginationDto }> {
    const day = await this.gameTime.currentDayIndex();
    const { rows, matches, page, limit } = await this.replica.read(fence, (ds) =>
      this.offers.search(ds, q, userId, day),
    );
    const capped = matches > EXCHANGE_COUNT_CAP;
    return {
      offers: rows.map(toGrapeOfferDto),
      pagination: pagination(page, limit, Math.min(matches, EXCHANGE_COUNT_CAP), capped),
    };
  }

  async get(userId: string, offerId: string): Promise<GrapeOfferDto> {
    const day = await this.gameTime.currentDayIndex();
    const row = isUuid(offerId) ? await this.offers.offer(this.dataSource.manager, userId, offerId) : undefined;
    if (!visible(row, day)) throw offerNotFound();
    return toGrapeOfferDto(row);
  }

  async mine(userId: string): Promise<GrapeOfferDto[]> {
    return (await this.offers.mine(this.dataSource.manager, userId)).map(toGrapeOfferDto);
  }

  async history(q: GrapeHistoryQueryDto): Promise<GrapeHistoryDto> {
    const rows = await this.offers.history(this.dataSource.manager, q.region, q.colour);
    const kg = rows.reduce((s, r) => s + r.kilograms, 0);
    const cents = rows.reduce((s, r) => s + r.kilograms * r.price_cents, 0);
    return {
      region: q.region,
      colour: q.colour,
      trades: rows.map((r) => ({
        producer: r.producer,
        variety: r.variety,
        quality: r.quality,
        vintage: r.vintage,
        priceCents: r.price_cents,
        kilograms: r.kilograms,
        gameDay: r.game_day,
      })),
      averagePriceCents: kg > 0 ? Math.round((cents / kg) * 100) / 100 : null,
    };
  }

  /** The band a grape lot of the caller's may be offered at today, what it holds and how long an offer may run; 404 when not theirs. */
  async band(userId: string, lotId: string): Promise<GrapePriceBandDto> {
    const day = await this.gameTime.currentDayIndex();
    const lot = isUuid(lotId) ? await this.lots.findOwned(this.dataSource.manager, userId, lotId) : null;
    if (!lot) throw lotNotFound();
    return {
      referenceCents: grapeReferenceCents(lot.region, lot.quality),
      ...grapeOfferBand(lot),
      available: grapeLotKilograms(lot.kilograms, lot.harvestDay, lot.countedDay, day),
      maxDurationDays: maxGrapeOfferDays(lot.harvestDay, day),
    };
  }

  /** Offers kilograms of one of the caller's grape lots: the estate (`money`, 1), the lot (5), re-checked; the kilograms leave the lot at once. */
  async offer(
    userId: string,
    dto: CreateGrapeOfferDto,
  ): Promise<{ offer: GrapeOfferDto; lot: GrapeLotDto; message: string }> {
    const day = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, async (manager) => {
      if (!isUuid(dto.grapeLotId)) throw lotNotFound();
      const seen = await this.lots.findOwned(manager, userId, dto.grapeLotId);
      if (!seen) throw lotNotFound();
      const [estate] = await lockEstates(manager, [seen.estateId], 'money');
      if (!estate || !(await lockGrapeLot(manager, seen.estateId, seen.id))) throw lotNotFound();
      const lot = await this.lots.findOwned(manager, userId, seen.id);
      if (!lot || lot.estateId !== seen.estateId) throw lotNotFound();
      const plan = decided(
        decideGrapeOffer({
          day,
          lot,
          kilograms: dto.kilograms,
          priceCents: dto.priceCents,
          durationDays: dto.durationDays,
        }),
      );
      await this.lots.setKilograms(manager, lot.id, plan.lot.kilograms, plan.lot.countedDay);
      const offerId = await this.offers.insertOffer(manager, {
        sellerEstateId: lot.estateId,
        grapeLotId: lot.id,
        producer: estate.name.slice(0, 80),
        blockName: lot.blockName,
        region: lot.region,
        colour: grapeColor(lot.variety),
        variety: lot.variety,
        quality: lot.quality,
        vintage: lot.vintage,
        harvestDay: lot.harvestDay,
        priceCents: plan.priceCents,
        kilograms: plan.kilograms,
        kilogramsLeft: plan.kilograms,
        listedDay: day,
        expiresDay: plan.expiresDay,
      });
      return {
        offer: await this.offerDto(manager, userId, offerId),
        lot: toGrapeLotDto({ ...lot, ...plan.lot }, day),
        message: plan.message,
      };
    });
  }

  /** Withdraws an open grape offer of the caller's: estate (`money`), lot (5), offer (8); the unsold kilograms go back to the lot. */
  async withdraw(
    userId: string,
    offerId: string,
  ): Promise<{ offer: GrapeOfferDto; lot: GrapeLotDto; message: string }> {
    const day = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, async (manager) => {
      if (!isUuid(offerId)) throw offerNotFound();
      const seen = await this.offers.offerSeller(manager, offerId);
      if (!seen || !(await this.estates.isOwner(manager, userId, seen.sellerEstateId))) throw offerNotFound();
      await lockEstates(manager, [seen.sellerEstateId], 'money');
      await lockGrapeLot(manager, seen.sellerEstateId, seen.grapeLotId);
      const offer = await lockGrapeOffer(manager, offerId, day);
      if (!offer || !(await this.estates.isOwner(manager, userId, offer.sellerEstateId))) throw offerNotFound();
      const lot = await this.lots.findById(manager, offer.grapeLotId);
      const plan = decided(
        decideGrapeOfferWithdrawal({ day, status: offer.status, kilogramsLeft: offer.kilogramsLeft, lot }),
      );
      await this.lots.setKilograms(manager, lot.id, plan.lot.kilograms, plan.lot.countedDay);
      await this.offers.setOffer(manager, offerId, { kilogramsLeft: 0, status: 'withdrawn', closedDay: day });
      return {
        offer: await this.offerDto(manager, userId, offerId),
        lot: toGrapeLotDto({ ...lot, ...plan.lot }, day),
        message: plan.message,
      };
    });
  }

  /** What buying `kilograms` of an offer would cost and pay, and whether it would go through now (changes nothing). */
  async quote(
    userId: string,
    offerId: string,
    estateId: string,
    kilograms: number,
  ): Promise<{ quote: GrapeExchangeQuoteDto; money: number; refusal: string | null }> {
    const day = await this.gameTime.currentDayIndex();
    const manager = this.dataSource.manager;
    await this.estates.requireOwner(manager, userId, estateId);
    const row = isUuid(offerId) ? await this.offers.offer(manager, userId, offerId) : undefined;
    if (!visible(row, day)) throw offerNotFound();
    const standing = await this.wineOffers.buyerStanding(manager, estateId, day);
    const decision = decideGrapeOfferPurchase({
      day,
      buyer: {
        ...standing,
        ownsSeller: row.seller_estate_id === estateId || row.own,
      },
      offer: this.offerFacts(row, row.expires_day > day),
      kilograms,
    });
    return {
      quote: grapeExchangeQuote(row.price_cents, kilograms),
      money: standing.money,
      refusal: decision.ok ? null : (decision.message ?? decision.code),
    };
  }

  /**
   * Buys kilograms of a grape offer for one of the caller's estates, exactly once: both estates
   * (`money`, by id), then the offer (8), decided under the locks; the buyer pays, the seller is
   * paid and pays the fee, the grapes become a new lot in the buyer's stock of the same harvest.
   */
  async buy(
    userId: string,
    offerId: string,
    estateId: string,
    kilograms: number,
    idempotencyKey?: IdempotencyKey,
    expectedPriceCents?: number,
  ): Promise<{
    quote: GrapeExchangeQuoteDto;
    offer: GrapeOfferDto;
    lot: GrapeLotDto;
    money: number;
    estateId: string;
    message: string;
  }> {
    if (!estateId) throw new DomainError('ESTATE_REQUIRED', { message: x.estateRequired });
    const day = await this.gameTime.currentDayIndex();
    const request = { op: 'exchange-buy-grapes', offerId, estateId, kilograms, expectedPriceCents };
    return inTransaction(this.dataSource, async (manager) =>
      idempotent(manager, userId, idempotencyKey, request, async () => {
        await this.estates.requireOwner(manager, userId, estateId);
        if (!isUuid(offerId)) throw offerNotFound();
        const seen = await this.offers.offerSeller(manager, offerId);
        if (!seen) throw offerNotFound();
        const seller = seen.sellerEstateId;
        const { ownsSeller } = await lockPurchaseEstates(
          manager,
          this.estates,
          userId,
          estateId,
          seller,
          offerNotFound,
        );
        const offer = await lockGrapeOffer(manager, offerId, day);
        if (!offer || offer.sellerEstateId !== seller) throw offerNotFound();
        const row = (await this.offers.offer(manager, userId, offerId))!;
        const plan = decided(
          decideGrapeOfferPurchase({
            day,
            buyer: {
              ...(await this.wineOffers.buyerStanding(manager, estateId, day)),
              ownsSeller,
            },
            offer: this.offerFacts({ ...row, status: offer.status, kilograms_left: offer.kilogramsLeft }, offer.live),
            kilograms,
            expectedPriceCents,
          }),
        );
        const balances = await postPurchase(this.money, manager, day, plan, { buyer: estateId, seller, offerId });
        const lot: GrapeLotEntity = await this.lots.insertLot(manager, {
          estateId,
          blockId: null,
          blockName: x.boughtLotName(row.producer, row.block_name),
          region: row.region,
          variety: row.variety,
          kilograms: plan.lot.kilograms,
          harvestedKg: plan.lot.kilograms,
          quality: row.quality,
          vintage: row.vintage,
          harvestDay: row.harvest_day,
          countedDay: plan.lot.countedDay,
          pendingPlan: null,
        });
        await this.offers.setOffer(manager, offerId, {
          kilogramsLeft: plan.offer.kilogramsLeft,
          status: plan.offer.status,
          closedDay: plan.offer.status === 'open' ? null : day,
        });
        await this.offers.recordTrade(manager, {
          offerId,
          sellerEstateId: seller,
          buyerEstateId: estateId,
          buyerLotId: lot.id,
          producer: row.producer,
          region: row.region,
          colour: row.colour,
          variety: row.variety,
          quality: row.quality,
          vintage: row.vintage,
          priceCents: plan.quote.priceCents,
          kilograms: plan.quote.kilograms,
          total: String(plan.quote.total),
          fee: String(plan.quote.fee),
          gameDay: day,
        });
        await notifyPurchase(this.notifications, manager, day, plan, {
          buyer: estateId,
          seller,
          offerId,
          buyerLotId: lot.id,
        });
        return {
          quote: plan.quote,
          offer: await this.offerDto(manager, userId, offerId),
          lot: toGrapeLotDto(lot, day),
          money: balances.get(estateId)!,
          estateId,
          message: plan.message,
        };
      }),
    );
  }

  private offerFacts(row: GrapeOfferRow, live: boolean) {
    return {
      status: row.status,
      live,
      kilogramsLeft: row.kilograms_left,
      priceCents: row.price_cents,
      variety: row.variety,
      producer: row.producer,
      harvestDay: row.harvest_day,
    };
  }

  private async offerDto(manager: EntityManager, userId: string, offerId: string): Promise<GrapeOfferDto> {
    return toGrapeOfferDto((await this.offers.offer(manager, userId, offerId))!);
  }
}
