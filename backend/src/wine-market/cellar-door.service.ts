import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  CELLAR_DOOR,
  cellarDoorDemand,
  cellarDoorDemandLeft,
  cellarDoorMonthStart,
  cellarDoorPrice,
  cellarDoorUpkeep,
  DAYS_PER_MONTH,
  decideCellarDoorBuild,
  decideCellarDoorSale,
  reputationFromPoints,
  reputationMonthStart,
  reputationPointsOn,
} from '@vineyard/domain';
import { decided, DomainError } from '../common/errors';
import { idempotent, type IdempotencyKey } from '../common/idempotency/idempotency';
import { inTransaction, lockEstates } from '../common/locks';
import { GameTimeService } from '../gametime/gametime.service';
import { MoneyService } from '../money/money.service';
import type { CellarDoorBuiltDataDto, CellarDoorDto, CellarDoorSaleDataDto } from './dto/cellar-door.dto';
import { CellarDoorRepository, type CellarDoorEstateFacts, type CellarDoorRow } from './cellar-door.repository';
import { WineMarketRepository } from './wine-market.repository';

/** The cellar door as the API shows it on `day`. */
export function toCellarDoorDto(
  estate: CellarDoorEstateFacts,
  door: CellarDoorRow | null,
  sold: number,
  day: number,
): CellarDoorDto {
  const reputation = reputationFromPoints(reputationPointsOn(estate.reputationPoints, estate.reputationPointsDay, day));
  const demand = cellarDoorDemand(estate.region, reputation, day);
  const price = door?.price ?? cellarDoorPrice(estate.plantedHectares);
  return {
    day,
    built: door !== null,
    price,
    monthlyUpkeep: door?.monthlyUpkeep ?? cellarDoorUpkeep(price),
    builtDay: door?.builtDay ?? null,
    demand,
    sold,
    demandLeft: cellarDoorDemandLeft(demand, sold),
    premium: CELLAR_DOOR.premium,
    nextMonthDay: cellarDoorMonthStart(day) + DAYS_PER_MONTH,
  };
}

/**
 * The cellar door (issue 35, item 1): building it and selling a lot's bottles to its visitors.
 * Each is one transaction in the lock order of common/locks.ts: the estate (`money`, level 1: the
 * door and the month's sales are read under it, so concurrent sales never pass the month's
 * demand), for a sale then the lot (level 7, as a pool sale locks it); the decision
 * (decideCellarDoorBuild, decideCellarDoorSale); the money through the ledger (`cellar_door_build`,
 * `cellar_door_sale`, which the distribution window counts with the pool sales); the rows. The
 * routes check ownership first (EstateOwnerGuard): another player's estate is a 404, and a lot not
 * of this estate is a 404 too.
 */
@Injectable()
export class CellarDoorService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gameTime: GameTimeService,
    private readonly money: MoneyService,
    private readonly rows: CellarDoorRepository,
    private readonly wine: WineMarketRepository,
  ) {}

  private async read(manager: EntityManager, estateId: string, day: number): Promise<CellarDoorDto> {
    const estate = await this.rows.estate(manager, estateId);
    if (!estate) throw new DomainError('ESTATE_NOT_FOUND');
    const door = await this.rows.door(manager, estateId);
    return toCellarDoorDto(estate, door, await this.rows.soldSince(manager, estateId, cellarDoorMonthStart(day)), day);
  }

  async get(estateId: string): Promise<CellarDoorDto> {
    return this.read(this.dataSource.manager, estateId, await this.gameTime.currentDayIndex());
  }

  async build(
    userId: string,
    estateId: string,
    idempotencyKey?: IdempotencyKey,
  ): Promise<CellarDoorBuiltDataDto & { message: string }> {
    const day = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, async (manager) =>
      idempotent(manager, userId, idempotencyKey, { op: 'build-cellar-door', estateId }, async () => {
        const [estate] = await lockEstates(manager, [estateId], 'money');
        const facts = estate ? await this.rows.estate(manager, estateId) : null;
        if (!estate || !facts) throw new DomainError('ESTATE_NOT_FOUND');
        const plan = decided(
          decideCellarDoorBuild({
            estate: { ...(await this.money.funds(manager, estateId)), plantedHectares: facts.plantedHectares },
            built: (await this.rows.door(manager, estateId)) !== null,
            day,
          }),
        );
        await this.rows.insert(manager, estateId, plan.door);
        const balances = await this.money.postPlanned(manager, day, estateId, plan.postings, null);
        return {
          door: await this.read(manager, estateId, day),
          cost: plan.door.price,
          money: balances.get(estateId) ?? estate.money,
          message: plan.message,
        };
      }),
    );
  }

  async sell(
    userId: string,
    estateId: string,
    lotId: string,
    bottles: unknown,
    idempotencyKey?: IdempotencyKey,
  ): Promise<CellarDoorSaleDataDto & { message: string }> {
    return inTransaction(this.dataSource, async (manager) =>
      idempotent(manager, userId, idempotencyKey, { op: 'cellar-door-sale', estateId, lotId, bottles }, async () => {
        // 1. the lot's estate, locked `money`, when the caller owns it; 7. the lot, with its market facts
        const { estate } = await this.wine.lockSaleEstate(manager, lotId, userId);
        if (!estate || estate.id !== estateId) throw new DomainError('WINE_LOT_NOT_FOUND');
        const { day } = estate;
        const held = await this.wine.lockForSale(manager, estateId, lotId, userId, day, reputationMonthStart(day));
        const facts = await this.rows.estate(manager, estateId);
        if (!held || !facts) throw new DomainError('WINE_LOT_NOT_FOUND');
        const plan = decided(
          decideCellarDoorSale({
            day,
            region: facts.region,
            built: (await this.rows.door(manager, estateId)) !== null,
            lot: held.lot,
            facts: held.facts,
            bottles,
            soldThisMonth: await this.rows.soldSince(manager, estateId, cellarDoorMonthStart(day)),
          }),
        );
        const balances = await this.money.postPlanned(manager, day, estateId, plan.postings, lotId);
        await this.wine.setBottles(manager, lotId, plan.lot.bottles);
        await this.rows.recordSale(manager, { estateId, wineLotId: lotId, ...plan.sale, gameDay: day });
        return {
          door: await this.read(manager, estateId, day),
          bottlesSold: plan.sale.bottles,
          gross: plan.gross,
          received: plan.money,
          bottlesLeft: plan.lot.bottles,
          money: balances.get(estateId) ?? estate.money,
          message: plan.message,
        };
      }),
    );
  }
}
