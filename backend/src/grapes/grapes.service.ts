import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  cooperativePrice,
  decideGrapeSale,
  grapeBuyerCapacity,
  grapeBuyerPrice,
  grapeBuyerSeason,
  grapeGraceDaysLeft,
  grapeLotKilograms,
  quoteGrapeSale,
  type GrapeQuote,
  apiPrice,
} from '@vineyard/domain';
import { isUuid } from '../common/ids';
import { readTogether } from '../common/sql';
import { idempotent, type IdempotencyKey } from '../common/idempotency/idempotency';
import { inTransaction, lockEstates, lockGrapeLot } from '../common/locks';
import { EstateAccess } from '../estates/estate-access';
import { GameTimeService } from '../gametime/gametime.service';
import { MoneyService } from '../money/money.service';
import { NotificationsRepository } from '../notifications/notifications.repository';
import type { GrapeBuyersDto, GrapeLotDto, GrapeLotsDataDto, GrapeQuoteDto, GrapeSaleDataDto } from './dto/grapes.dto';
import type { GrapeLotEntity } from './entities/grape-lot.entity';
import { GrapesRepository } from './grapes.repository';
import { decided, DomainError } from '../common/errors';

const notFound = () => new DomainError('GRAPE_LOT_NOT_FOUND');

export function toGrapeLotDto(lot: GrapeLotEntity, day: number): GrapeLotDto {
  return {
    id: lot.id,
    blockId: lot.blockId,
    blockName: lot.blockName,
    region: lot.region,
    variety: lot.variety,
    kilograms: grapeLotKilograms(lot.kilograms, lot.harvestDay, lot.countedDay, day),
    harvestedKg: lot.harvestedKg,
    quality: lot.quality,
    vintage: lot.vintage,
    harvestDay: lot.harvestDay,
    graceDaysLeft: grapeGraceDaysLeft(lot.harvestDay, day),
    listPricePerKg: apiPrice(grapeBuyerPrice(lot.region, lot.quality)),
    cooperativePricePerKg: apiPrice(cooperativePrice(lot.region)),
    createdAt: lot.createdAt.toISOString(),
  };
}

/**
 * Grape lots and the grape buyers (issue 18): what an estate harvested, what is left of it today
 * (perishing is computed on read), quotes, and sales through the money module. Owners only.
 */
@Injectable()
export class GrapesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly estates: EstateAccess,
    private readonly gameTime: GameTimeService,
    private readonly money: MoneyService,
    private readonly lots: GrapesRepository,
    private readonly notifications: NotificationsRepository,
  ) {}

  async list(userId: string, estateId: string): Promise<GrapeLotsDataDto> {
    const manager = this.dataSource.manager;
    await this.estates.requireOwner(manager, userId, estateId);
    const day = await this.gameTime.currentDayIndex();
    const lots = await this.lots.estateLots(manager, estateId);
    return {
      lots: lots.map((lot) => toGrapeLotDto(lot, day)).filter((lot) => lot.kilograms > 0),
      buyers: await this.buyers(manager, estateId, day),
      day,
    };
  }

  async quote(userId: string, lotId: string, kilograms: number): Promise<GrapeQuoteDto> {
    const manager = this.dataSource.manager;
    const lot = await this.ownedLot(manager, userId, lotId);
    const day = await this.gameTime.currentDayIndex();
    const available = grapeLotKilograms(lot.kilograms, lot.harvestDay, lot.countedDay, day);
    const q = await this.price(manager, lot, day, kilograms);
    return {
      kilograms: q.kilograms,
      money: q.money,
      buyersKg: q.buyersKg,
      cooperativeKg: q.cooperativeKg,
      listPricePerKg: apiPrice(q.listPricePerKg),
      cooperativePricePerKg: apiPrice(q.cooperativePricePerKg),
      marginalPriceAfter: apiPrice(q.marginalPriceAfter),
      available,
    };
  }

  /**
   * Sells kilograms of a lot to the grape buyers (and the cooperative beyond their pool), in one
   * transaction in the lock order of common/locks.ts: the estate (`money`), then the lot. The
   * kilograms are checked against what is left today under the lock, so two sales of the same
   * grapes cannot both pass: the second waits for the first and finds less (400).
   */
  async sell(
    userId: string,
    lotId: string,
    kilograms: number,
    idempotencyKey?: IdempotencyKey,
  ): Promise<GrapeSaleDataDto> {
    const day = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, (manager) =>
      idempotent(manager, userId, idempotencyKey, { op: 'sell-grapes', lotId, kilograms }, async () => {
        // a look without locks: whose lot
        const seen = await this.ownedLot(manager, userId, lotId);
        const estateId = seen.estateId;
        // 1. the estate; 5. the lot — then re-check the caller still owns it
        const [estate] = await lockEstates(manager, [estateId], 'money');
        if (!estate || !(await lockGrapeLot(manager, estateId, lotId))) throw notFound();
        await this.estates.requireOwner(manager, userId, estateId).catch(() => {
          throw notFound();
        });
        const lot = await this.lots.findById(manager, lotId);
        const pool = await this.buyers(manager, estateId, day);
        const plan = decided(
          decideGrapeSale({
            day,
            lot,
            buyers: { plantedHectares: pool.plantedHectares, usedKg: pool.usedKg },
            kilograms,
          }),
        );
        const q = plan.quote;
        const balances = await this.money.postPlanned(manager, day, estateId, plan.postings, lot.id);
        await this.lots.addBuyerSale(manager, { estateId, ...plan.buyerSale });
        await this.lots.setKilograms(manager, lot.id, plan.lot.kilograms, plan.lot.countedDay);
        await this.notifications.add(manager, { estateId, ...plan.notice, refId: lot.id, gameDay: day });
        const money = balances.get(estateId) ?? estate.money;
        return {
          money,
          received: q.money,
          kilogramsSold: kilograms,
          buyersKg: q.buyersKg,
          cooperativeKg: q.cooperativeKg,
          lot: toGrapeLotDto({ ...lot, ...plan.lot }, day),
        };
      }),
    );
  }

  /** The estate's buyer pool this season: its capacity from the planted hectares, what was taken. */
  private async buyers(manager: EntityManager, estateId: string, day: number): Promise<GrapeBuyersDto> {
    const season = grapeBuyerSeason(day);
    const [plantedHectares, sold] = await readTogether(
      manager,
      () => this.lots.plantedHectares(manager, estateId),
      () => this.lots.buyerSales(manager, estateId, season),
    );
    return {
      season,
      plantedHectares,
      capacityKg: grapeBuyerCapacity(plantedHectares),
      usedKg: sold?.buyers_kg ?? 0,
      revenue: Number(sold?.revenue ?? 0),
    };
  }

  private async price(
    manager: EntityManager,
    lot: GrapeLotEntity,
    day: number,
    kilograms: number,
  ): Promise<GrapeQuote> {
    const pool = await this.buyers(manager, lot.estateId, day);
    return quoteGrapeSale(
      { region: lot.region, quality: lot.quality, capacityKg: pool.capacityKg, usedKg: pool.usedKg },
      kilograms,
    );
  }

  private async ownedLot(manager: EntityManager, userId: string, lotId: string): Promise<GrapeLotEntity> {
    if (!isUuid(lotId)) throw notFound();
    const lot = await this.lots.findOwned(manager, userId, lotId);
    if (!lot) throw notFound();
    return lot;
  }
}
