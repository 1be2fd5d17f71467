import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  BOTTLE_STORE,
  DAYS_PER_MONTH,
  bottleStoreCapacity,
  bottlesOverCapacity,
  decideBottleStoreBuild,
  extensionsCost,
  storageCharge,
} from '@vineyard/domain';
import { decided, DomainError } from '../common/errors';
import { idempotent, type IdempotencyKey } from '../common/idempotency/idempotency';
import { inTransaction, lockEstates } from '../common/locks';
import { GameTimeService } from '../gametime/gametime.service';
import { MoneyService } from '../money/money.service';
import type { BottleStoreBuiltDataDto, BottleStoreDto } from './dto/bottle-store.dto';
import { BottleStoreRepository, type BottleStoreFacts } from './bottle-store.repository';

/** The store as the API shows it on `day`. */
export function toBottleStoreDto(facts: BottleStoreFacts, day: number): BottleStoreDto {
  const capacity = bottleStoreCapacity(facts.template, facts.extensions);
  return {
    day,
    capacity,
    bottles: facts.bottles,
    overCapacity: bottlesOverCapacity(facts.bottles, capacity),
    monthlyCharge: storageCharge(facts.bottles, capacity),
    nextChargeDay: (Math.floor(day / DAYS_PER_MONTH) + 1) * DAYS_PER_MONTH,
    extensions: facts.extensions,
    extensionBottles: BOTTLE_STORE.extensionBottles,
    nextExtensionCost: extensionsCost(facts.extensions, 1),
    maxPerBuild: BOTTLE_STORE.maxPerBuild,
  };
}

/**
 * The bottle store (issue 35, item 1): what the estate's store holds and would charge, and building
 * extensions. A build is one transaction in the lock order of common/locks.ts: the estate (`money`,
 * level 1: the extensions built are read under it, so concurrent builds pay each its own price),
 * load, the decision (decideBottleStoreBuild), then the price through the ledger (`bottle_store`)
 * and the count. The monthly charge is the tick's (money/storage-charge.tick.ts). The routes check
 * ownership first (EstateOwnerGuard): another player's estate is a 404.
 */
@Injectable()
export class BottleStoreService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gameTime: GameTimeService,
    private readonly money: MoneyService,
    private readonly rows: BottleStoreRepository,
  ) {}

  async get(estateId: string): Promise<BottleStoreDto> {
    const day = await this.gameTime.currentDayIndex();
    const facts = await this.rows.facts(this.dataSource.manager, estateId);
    if (!facts) throw new DomainError('ESTATE_NOT_FOUND');
    return toBottleStoreDto(facts, day);
  }

  async build(
    userId: string,
    estateId: string,
    count: unknown,
    idempotencyKey?: IdempotencyKey,
  ): Promise<BottleStoreBuiltDataDto & { message: string }> {
    const day = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, async (manager) =>
      idempotent(manager, userId, idempotencyKey, { op: 'build-bottle-store', estateId, count }, async () => {
        const [estate] = await lockEstates(manager, [estateId], 'money');
        const facts = estate ? await this.rows.facts(manager, estateId) : null;
        if (!estate || !facts) throw new DomainError('ESTATE_NOT_FOUND');
        const plan = decided(
          decideBottleStoreBuild({
            estate: { ...(await this.money.funds(manager, estateId)), template: facts.template },
            built: facts.extensions,
            count,
          }),
        );
        await this.rows.setExtensions(manager, estateId, plan.built);
        const balances = await this.money.postPlanned(manager, day, estateId, plan.postings, null);
        return {
          store: toBottleStoreDto({ ...facts, extensions: plan.built }, day),
          cost: plan.cost,
          money: balances.get(estateId) ?? estate.money,
          message: plan.message,
        };
      }),
    );
  }
}
