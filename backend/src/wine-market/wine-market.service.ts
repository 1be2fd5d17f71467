import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  decideWineSale,
  lotMarket,
  POOL_REFILL_DAYS,
  quoteCurve,
  reputationMonthStart,
  quoteLotSale,
  WINE_TIER_INFO,
  type LotMarket,
  type WinePoolsQuote,
} from '@vineyard/domain';
import { AwardsService } from '../awards/awards.service';
import { toWineLotDto } from '../cellar/wine-lot.mapper';
import { isUuid } from '../common/ids';
import { idempotent, type IdempotencyKey } from '../common/idempotency/idempotency';
import { inTransaction } from '../common/locks';
import { EstateAccess } from '../estates/estate-access';
import { GameTimeService } from '../gametime/gametime.service';
import { MoneyService } from '../money/money.service';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { ReputationService } from '../reputation/reputation.service';
import { pointsEventCte, pointsSet } from '../reputation/reputation.sql';
import type {
  WineMarketDto,
  WineQuoteDataDto,
  WineQuotePointDto,
  WineSaleDataDto,
  WineSalesDataDto,
  WinesDataDto,
} from './dto/wine-market.dto';
import { WineMarketRepository, type SaleFacts } from './wine-market.repository';
import type { TokenSession } from '../auth/auth.types';
import { decided, DomainError } from '../common/errors';

const notFound = () => new DomainError('WINE_LOT_NOT_FOUND');

const cents = (euros: number) => Math.round(euros * 100) / 100;

const point = (q: WinePoolsQuote): WineQuotePointDto => ({
  bottles: q.bottles,
  money: q.money,
  gross: q.gross ?? q.money,
  distribution: q.distribution ?? 0,
  averagePrice: cents(q.averagePrice),
  marginalPriceAfter: cents(q.marginalPriceAfter),
  poolAfter: q.poolAfter,
  pools: q.pools.map((p) => ({ tier: p.tier, bottles: p.bottles, money: p.money })),
});

/**
 * The wine market: an estate's bottled wines (the lots the cellar bottled, with their medals) and
 * selling them into the estate's demand pools (issue 19; the rule is decideWineSale): a quote
 * shows what the pool would pay before the player commits, and a sale takes money through the
 * ledger (`wine_sale`), lowers the pool and records the sale — under the estate's `money` lock
 * (level 1), then the wine lot's (level 7), so two sales of one estate meet the pool one after
 * the other.
 */
@Injectable()
export class WineMarketService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly estates: EstateAccess,
    private readonly gameTime: GameTimeService,
    private readonly money: MoneyService,
    private readonly reputation: ReputationService,
    private readonly notifications: NotificationsRepository,
    private readonly awards: AwardsService,
    private readonly wine: WineMarketRepository,
  ) {}

  async wines(userId: string, estateId: string): Promise<WinesDataDto> {
    const manager = this.dataSource.manager;
    await this.estates.requireOwner(manager, userId, estateId);
    const day = await this.gameTime.currentDayIndex();
    const lots = await this.wine.lots(manager, estateId);
    const medals = await this.awards.medalsOf(
      manager,
      lots.map((l) => l.id),
    );
    return { wines: lots.map((l) => toWineLotDto(l, day, medals.get(l.id) ?? null)), day };
  }

  /**
   * One round trip (WineMarketRepository.quoteFacts): the session check, the clock, the lot and its
   * owner, its market; 401 when the session is not live, 404 when the caller does not own the lot.
   */
  async quote(session: TokenSession, lotId: string, bottles?: number): Promise<WineQuoteDataDto> {
    const { live, day, lot, facts } = await this.wine.quoteFacts(
      this.dataSource,
      isUuid(lotId) ? lotId : null,
      session.userId,
      session.sessionId,
    );
    // an API key's request was checked live by the guard (its id is no session)
    if (!live && !session.apiKeyId) throw new DomainError('UNAUTHORIZED');
    if (!lot) throw notFound();
    const market = lotMarket(lot, facts, day);
    const dto = marketDto(market, lot.bottles);
    const wanted = Math.min(bottles ?? lot.bottles, lot.bottles);
    const curve = quoteCurve(market.pools, lot.bottles, market);
    // a curve point that sold `wanted` bottles is the quote for them (quoteWinePools reads the count only)
    const same = curve.find((q) => q.bottles === wanted);
    const quote = point(same ?? quoteLotSale(market, wanted));
    return {
      bottles: quote.bottles,
      revenue: quote.money,
      pricePerBottle: quote.averagePrice,
      poolLevel: dto.level,
      poolSize: dto.capacity,
      reputation: market.reputation,
      market: dto,
      quote,
      curve: curve.map((q) => (q === same ? quote : point(q))),
    };
  }

  /**
   * A sale, five statements in two round trips (tests/service/round-trips.test.ts), all in its
   * transaction (pipelined, common/transaction.ts): its start with the lot's estate when the user
   * owns it, locked (1), with its funds and the game day (WineMarketRepository.lockSaleEstate), and
   * behind it the lot's lock with its market, points and the month's reputation from sales (7,
   * lockForSale; `lockSale`); one
   * statement for the rest: the lot, the pools and sale rows, the estate's money with its ledger
   * rows and arrears (MoneyService.planPostings) in one UPDATE with its points (reputation.sql.ts),
   * their event, and the day's sales notice (NotificationsRepository.addCtes), with the commit.
   */
  async sell(
    session: TokenSession,
    lotId: string,
    bottles: number,
    idempotencyKey?: IdempotencyKey,
    expectedRevenue?: number,
  ): Promise<WineSaleDataDto> {
    const { userId } = session;
    return inTransaction(this.dataSource, async (manager) => {
      // a repeated key answers what it answered before: only to a live session
      if (idempotencyKey && !(await this.wine.sessionLive(manager, session))) throw new DomainError('UNAUTHORIZED');
      return idempotent(
        manager,
        userId,
        idempotencyKey,
        { op: 'sell-wine', lotId, bottles, expectedRevenue },
        async () => {
          // 1. the session, then the lot's estate when the caller owns it, with the game day; 7. the
          // lot, when the caller still owns it, with what the decision reads
          const { live, estate, held } = await this.lockSale(manager, lotId, userId, session);
          if (!live) throw new DomainError('UNAUTHORIZED');
          if (!estate) throw notFound();
          const { day } = estate;
          if (!held) throw notFound();
          const { lot, facts, earnedFromSalesThisMonth } = held;
          const plan = decided(decideWineSale({ day, lot, facts, bottles, expectedRevenue, earnedFromSalesThisMonth }));
          // the points as read under the estate's lock; written with the money in one UPDATE of the estate
          const standing = this.reputation.planChange(lot.estateId, day, plan.reputationPoints, 'wine_sale', lot.id, {
            points: facts.reputationPoints,
            day: facts.reputationPointsDay,
          });
          const posted = this.money.planPostings(
            estate,
            day,
            lot.estateId,
            plan.postings,
            lot.id,
            pointsSet(standing.write),
          );
          // every pool the bottles went to (the estate's money lock keeps its pools to this sale)
          await this.wine.applySale(
            manager,
            lot.id,
            plan.lot.bottles,
            plan.pools.map((pool) => ({ estateId: lot.estateId, colour: lot.colour, ...pool })),
            // Object.assign, not a spread followed by keys: on Node 20 that made a hidden class afresh (~1 us)
            plan.sales.map((sale) =>
              Object.assign(
                { estateId: lot.estateId, wineLotId: lot.id, region: lot.region, colour: lot.colour },
                sale,
                { gameDay: day },
              ),
            ),
            [
              posted.ctes,
              pointsEventCte(standing.write, 'money_set'),
              this.notifications.addCtes(
                Object.assign({ estateId: lot.estateId }, plan.notice, { refId: lot.id, gameDay: day }),
              ),
            ],
          );
          const dto = marketDto(plan.market, lot.bottles, plan.quote);
          return {
            money: posted.money,
            received: plan.quote.money,
            bottlesSold: bottles,
            wine: toWineLotDto({ ...lot, ...plan.lot }, day, dto.award),
            market: dto,
            reputation: standing.reputation,
            reputationChange: Math.round(standing.change * 100) / 100,
          };
        },
      );
    });
  }

  /** The game day the last sale read on the clock: the next sale's lot is read on it (`lockSale`). */
  private saleDay = -1;

  /**
   * A sale's locks and reads, sent in one write: the session and the lot's estate, locked (1,
   * WineMarketRepository.lockSaleEstate), then the lot, locked, with what the decision reads (7,
   * lockForSale) on the day the last sale read. PostgreSQL runs them in turn: the lot's statement
   * starts (and takes its snapshot) once the estate's lock is held, as when it was sent after the
   * first's answer. When the clock has moved since (or the lot's estate is not the one locked), the
   * lot's reads run again on the day read under the lock: a round trip more, once a game day.
   */
  private async lockSale(
    manager: EntityManager,
    lotId: string,
    userId: string,
    session: TokenSession,
  ): Promise<{
    live: boolean;
    estate: { id: string; money: number; arrears: number; day: number } | undefined;
    held: SaleFacts | undefined;
  }> {
    const guess = this.saleDay;
    const first = this.wine.lockSaleEstate(manager, lotId, userId, session);
    // settled here: behind a failed first statement the second fails too, and the first's error is the sale's
    const second = this.wine.lockForSale(manager, null, lotId, userId, guess, reputationMonthStart(guess)).then(
      (held) => ({ held }),
      (error: unknown) => ({ error }),
    );
    const { live, estate } = await first.catch(async (error: unknown) => {
      await second;
      throw error;
    });
    const read = await second;
    if (!live || !estate) return { live, estate: undefined, held: undefined };
    if ('error' in read) throw read.error;
    this.saleDay = estate.day;
    if (estate.day === guess && (!read.held || read.held.lot.estateId === estate.id))
      return { live, estate, held: read.held };
    const held = await this.wine.lockForSale(
      manager,
      estate.id,
      lotId,
      userId,
      estate.day,
      reputationMonthStart(estate.day),
    );
    return { live, estate, held };
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
        byStaff: r.by_staff,
      })),
    };
  }
}

/**
 * The market a lot meets today as the API shows it (`available`: the lot's bottles before a sale):
 * its market tier's pool, and every pool it sells into — after `sold` when a sale went through.
 */
function marketDto(m: LotMarket, available: number, sold?: WinePoolsQuote): WineMarketDto {
  const pools = m.pools.map((p) => {
    const after = sold?.pools.find((s) => s.tier === p.tier);
    return {
      tier: p.tier,
      label: WINE_TIER_INFO[p.tier].label,
      listPrice: cents(p.price),
      capacity: Math.round(p.capacity),
      level: Math.floor(after ? after.levelAfter : p.level),
      index: Math.round(p.index * 1000) / 1000,
    };
  });
  return {
    tier: m.tier,
    marketTier: m.marketTier,
    marketTierLabel: WINE_TIER_INFO[m.marketTier].label,
    quality: m.quality,
    listPrice: cents(m.market.price),
    capacity: Math.round(m.market.capacity),
    level: pools[0]!.level,
    buyers: pools.reduce((sum, p) => sum + p.level, 0),
    pools,
    refillDays: POOL_REFILL_DAYS,
    available,
    boost: Math.round(m.boost * 1000) / 1000,
    receipts: m.salesRevenue,
    freeReceipts: m.freeReceipts,
    criticScore: m.criticScore,
    award: m.award,
    index: Math.round(m.index * 1000) / 1000,
  };
}
