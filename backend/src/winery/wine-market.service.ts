import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  bottleQuality,
  formatMoney,
  indexPriceFactor,
  lotPrice,
  marketTier,
  MESSAGES,
  POOL_REFILL_DAYS,
  poolCapacity,
  poolLevel,
  quoteCurve,
  quoteWineSale,
  reputationFromPoints,
  reputationPointsOn,
  WINE_TIER_INFO,
  wineTier,
  type WineMarket,
  type WineQuote,
} from '@vineyard/domain';
import { isUuid } from '../common/ids';
import { idempotent, type IdempotencyKey } from '../common/idempotency/idempotency';
import { inTransaction, lockEstates, lockWineLot } from '../common/locks';
import { EstatesService } from '../estates/estates.service';
import { GameTimeService } from '../gametime/gametime.service';
import { MoneyService } from '../money/money.service';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { ReputationService } from '../reputation/reputation.service';
import type {
  WineMarketDto,
  WineQuoteDataDto,
  WineQuotePointDto,
  WineSaleDataDto,
  WineSalesDataDto,
} from './dto/winery.dto';
import type { WineLotEntity } from './entities/wine-lot.entity';
import { WineRepository, type LotMarketFacts } from './wine.repository';
import type { TokenSession } from '../auth/auth.types';
import { toWineLotDto, wineLotReview } from './winery.service';
import { DomainError, fieldError } from '../common/errors';

const w = MESSAGES.winery;
const notFound = () => new DomainError('WINE_LOT_NOT_FOUND');

interface LotMarket {
  dto: WineMarketDto;
  market: WineMarket;
  reputation: number;
}

const point = (q: WineQuote): WineQuotePointDto => ({
  bottles: q.bottles,
  money: q.money,
  averagePrice: Math.round(q.averagePrice * 100) / 100,
  marginalPriceAfter: Math.round(q.marginalPriceAfter * 100) / 100,
  poolAfter: q.poolAfter,
});

/**
 * Selling bottled wine into the estate's demand pools (issue 19, libs/domain market.ts): a quote
 * shows what the pool would pay before the player commits, and a sale takes money through the
 * ledger (`wine_sale`), lowers the pool and records the sale — under the estate's `money` lock
 * (level 1), then the wine lot's (level 7), so two sales of one estate meet the pool one after
 * the other.
 */
@Injectable()
export class WineMarketService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly estates: EstatesService,
    private readonly gameTime: GameTimeService,
    private readonly money: MoneyService,
    private readonly reputation: ReputationService,
    private readonly notifications: NotificationsRepository,
    private readonly wine: WineRepository,
  ) {}

  /**
   * One round trip (WineRepository.quoteFacts): the session check, the clock, the lot and its
   * owner, its market; 401 when the session is not live, 404 when the caller does not own the lot.
   */
  async quote(session: TokenSession, lotId: string, bottles?: number): Promise<WineQuoteDataDto> {
    const { live, day, lot, facts } = await this.wine.quoteFacts(
      this.dataSource,
      isUuid(lotId) ? lotId : null,
      session.userId,
      session.sessionId,
    );
    if (!live) throw new DomainError('UNAUTHORIZED');
    if (!lot) throw notFound();
    const { dto, market, reputation } = this.marketFrom(lot, facts, day);
    const wanted = Math.min(bottles ?? lot.bottles, lot.bottles);
    const quote = point(quoteWineSale(market, wanted));
    return {
      bottles: quote.bottles,
      revenue: quote.money,
      pricePerBottle: quote.averagePrice,
      poolLevel: dto.level,
      poolSize: dto.capacity,
      reputation,
      market: dto,
      quote,
      curve: quoteCurve(market, lot.bottles).map(point),
    };
  }

  async sell(
    userId: string,
    lotId: string,
    bottles: number,
    idempotencyKey?: IdempotencyKey,
    expectedRevenue?: number,
  ): Promise<WineSaleDataDto> {
    const day = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, (manager) =>
      idempotent(manager, userId, idempotencyKey, { op: 'sell-wine', lotId, bottles, expectedRevenue }, async () => {
        const seen = await this.ownedLot(manager, userId, lotId);
        // 1. the estate; 7. the lot — then re-check the caller still owns it
        const [estate] = await lockEstates(manager, [seen.estateId], 'money');
        if (!estate || !(await lockWineLot(manager, seen.estateId, lotId))) throw notFound();
        await this.estates.requireOwner(manager, userId, seen.estateId).catch(() => {
          throw notFound();
        });
        const lot = await this.wine.lot(manager, lotId);
        if (bottles > lot.bottles) throw fieldError('NOT_ENOUGH_WINE', 'bottles', w.bottlesTooMany(lot.bottles));
        const { dto, market } = await this.marketOf(manager, lot, day);
        if (bottles > Math.floor(market.level))
          throw fieldError('DEMAND_EXHAUSTED', 'bottles', w.poolTooSmall(Math.floor(market.level)));
        const q = quoteWineSale(market, bottles);
        // the quote the player saw no longer holds: nothing is sold
        if (expectedRevenue !== undefined && q.money < expectedRevenue)
          throw new DomainError('QUOTE_CHANGED', { message: w.quoteChanged(formatMoney(q.money)) });
        const balances = await this.money.post(manager, day, [
          {
            estateId: lot.estateId,
            amount: q.money,
            kind: 'wine_sale',
            description: MESSAGES.ledger.wineSale(bottles, lot.name, lot.vintage, dto.marketTierLabel.toLowerCase()),
            refId: lot.id,
          },
        ]);
        const left = lot.bottles - bottles;
        await this.wine.setBottles(manager, lot.id, left);
        await this.wine.setPool(manager, {
          estateId: lot.estateId,
          colour: lot.colour,
          tier: dto.marketTier,
          level: market.level - bottles,
          countedDay: day,
        });
        await this.wine.recordSale(manager, {
          estateId: lot.estateId,
          wineLotId: lot.id,
          region: lot.region,
          colour: lot.colour,
          tier: dto.marketTier,
          quality: dto.quality,
          bottles,
          revenue: q.money,
          gameDay: day,
        });
        const standing = await this.reputation.recordSale(manager, lot.estateId, day, dto.quality, bottles, lot.id);
        await this.notifications.add(manager, {
          estateId: lot.estateId,
          kind: 'wine_sale',
          title: MESSAGES.notice.wineSoldTitle(formatMoney(q.money)),
          body: MESSAGES.notice.wineSoldBody(
            bottles,
            lot.name,
            dto.marketTierLabel.toLowerCase(),
            formatMoney(q.averagePrice),
            left,
          ),
          refId: lot.id,
          gameDay: day,
        });
        const after = { ...market, level: market.level - bottles };
        return {
          money: balances.get(lot.estateId) ?? estate.money,
          received: q.money,
          bottlesSold: bottles,
          wine: toWineLotDto({ ...lot, bottles: left }, day, dto.award),
          market: { ...dto, level: Math.floor(after.level) },
          reputation: standing.reputation,
          reputationChange: Math.round(standing.change * 100) / 100,
        };
      }),
    );
  }

  /** The estate's latest sales of bottled wine, newest first (the caller checked ownership). */
  async recentSales(estateId: string): Promise<WineSalesDataDto> {
    const rows = await this.wine.recentSales(this.dataSource.manager, estateId);
    return {
      sales: rows.map((r) => ({
        id: r.id,
        wineLotId: r.wine_lot_id,
        name: r.name ?? 'Wine',
        tier: r.tier,
        quality: r.quality,
        bottles: r.bottles,
        revenue: Number(r.revenue),
        gameDay: r.game_day,
      })),
    };
  }

  /**
   * The pool a lot meets today: its tier by quality and reputation, capacity, level and price — the
   * price with the regional index of the lot's region, colour and market tier — from the facts
   * WineRepository.marketFacts reads in one statement (the quote's and the sale's alike).
   */
  private async marketOf(manager: EntityManager, lot: WineLotEntity, day: number): Promise<LotMarket> {
    return this.marketFrom(lot, await this.wine.marketFacts(manager, lot, day), day);
  }

  private marketFrom(lot: WineLotEntity, facts: LotMarketFacts | undefined, day: number): LotMarket {
    const reputation = facts
      ? reputationFromPoints(reputationPointsOn(facts.reputationPoints, facts.reputationPointsDay, day))
      : 0;
    const quality = bottleQuality(lot.quality, lot.variety, day - lot.bottledDay);
    const tier = marketTier(quality, reputation);
    const capacity = poolCapacity(tier, reputation, facts?.hectares ?? 0);
    const inTier = facts?.tiers.find((t) => t.tier === tier);
    const level = poolLevel(capacity, inTier?.level ?? null, inTier?.countedDay ?? day, day);
    const review = wineLotReview(lot, day);
    const award = facts?.medal ?? null;
    const index = indexPriceFactor(inTier?.index ?? null);
    const price = lotPrice(quality, lot.region, lot.variety, reputation, review?.score ?? null, { award, index });
    return {
      market: { price, capacity, level },
      dto: {
        tier: wineTier(quality),
        marketTier: tier,
        marketTierLabel: WINE_TIER_INFO[tier].label,
        quality,
        listPrice: Math.round(price * 100) / 100,
        capacity,
        level: Math.floor(level),
        refillDays: POOL_REFILL_DAYS,
        available: lot.bottles,
        criticScore: review?.score ?? null,
        award,
        index: Math.round(index * 1000) / 1000,
      },
      reputation,
    };
  }

  private async ownedLot(manager: EntityManager, userId: string, lotId: string): Promise<WineLotEntity> {
    if (!isUuid(lotId)) throw notFound();
    const lot = await this.wine.findLot(manager, lotId);
    if (!lot) throw notFound();
    await this.estates.requireOwner(manager, userId, lot.estateId).catch(() => {
      throw notFound();
    });
    return lot;
  }
}
