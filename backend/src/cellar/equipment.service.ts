import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  DAYS_PER_MONTH,
  EQUIPMENT,
  EQUIPMENT_KINDS,
  decideEquipmentPurchase,
  equipmentPrice,
  equipmentUpkeep,
} from '@vineyard/domain';
import { decided, DomainError } from '../common/errors';
import { idempotent, type IdempotencyKey } from '../common/idempotency/idempotency';
import { inTransaction, lockEstates } from '../common/locks';
import { GameTimeService } from '../gametime/gametime.service';
import { MoneyService } from '../money/money.service';
import type { EquipmentBoughtDataDto, EquipmentDto } from './dto/equipment.dto';
import { EquipmentRepository, type EquipmentRow } from './equipment.repository';

/** The equipment as the API shows it on `day`: every kind, owned (what was paid) or not (today's price). */
export function toEquipmentDto(owned: readonly EquipmentRow[], plantedHectares: number, day: number): EquipmentDto {
  const items = EQUIPMENT_KINDS.map((kind) => {
    const row = owned.find((r) => r.kind === kind);
    const price = row?.price ?? equipmentPrice(kind, plantedHectares);
    return {
      kind,
      label: EQUIPMENT[kind].label,
      effect: EQUIPMENT[kind].effect,
      owned: row !== undefined,
      price,
      monthlyUpkeep: row?.monthlyUpkeep ?? equipmentUpkeep(price),
      boughtDay: row?.boughtDay ?? null,
    };
  });
  return {
    day,
    plantedHectares,
    items,
    monthlyUpkeep: owned.reduce((sum, r) => sum + r.monthlyUpkeep, 0),
    nextChargeDay: (Math.floor(day / DAYS_PER_MONTH) + 1) * DAYS_PER_MONTH,
  };
}

/**
 * Winery equipment (issue 35, item 1): what the estate owns and what the rest would cost, and
 * buying a piece. A purchase is one transaction in the lock order of common/locks.ts: the estate
 * (`money`, level 1: what it owns is read under it, so concurrent purchases of one kind buy it
 * once), load, the decision (decideEquipmentPurchase), then the price through the ledger
 * (`equipment_purchase`) and the row. The crush and bottling read the kinds owned
 * (CellarService); the monthly upkeep is the tick's (money/equipment-upkeep.tick.ts). The routes
 * check ownership first (EstateOwnerGuard): another player's estate is a 404.
 */
@Injectable()
export class EquipmentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gameTime: GameTimeService,
    private readonly money: MoneyService,
    private readonly rows: EquipmentRepository,
  ) {}

  async get(estateId: string): Promise<EquipmentDto> {
    const day = await this.gameTime.currentDayIndex();
    const manager = this.dataSource.manager;
    const hectares = await this.rows.plantedHectares(manager, estateId);
    if (hectares === null) throw new DomainError('ESTATE_NOT_FOUND');
    return toEquipmentDto(await this.rows.owned(manager, estateId), hectares, day);
  }

  async buy(
    userId: string,
    estateId: string,
    kind: unknown,
    idempotencyKey?: IdempotencyKey,
  ): Promise<EquipmentBoughtDataDto & { message: string }> {
    const day = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, async (manager) =>
      idempotent(manager, userId, idempotencyKey, { op: 'buy-equipment', estateId, kind }, async () => {
        const [estate] = await lockEstates(manager, [estateId], 'money');
        const hectares = estate ? await this.rows.plantedHectares(manager, estateId) : null;
        if (!estate || hectares === null) throw new DomainError('ESTATE_NOT_FOUND');
        const owned = await this.rows.owned(manager, estateId);
        const plan = decided(
          decideEquipmentPurchase({
            estate: { ...(await this.money.funds(manager, estateId)), plantedHectares: hectares },
            owned: owned.map((r) => r.kind),
            kind,
            day,
          }),
        );
        await this.rows.insert(manager, estateId, plan.equipment);
        const balances = await this.money.postPlanned(manager, day, estateId, plan.postings, null);
        return {
          equipment: toEquipmentDto([...owned, plan.equipment], hectares, day),
          cost: plan.equipment.price,
          money: balances.get(estateId) ?? estate.money,
          message: plan.message,
        };
      }),
    );
  }
}
