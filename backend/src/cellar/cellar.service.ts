import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  barrelOakStrength,
  batchQualityOn,
  bottlesFromLitres,
  bottlingCost,
  bulkWinePrice,
  canSellBulk,
  decideBlend,
  decideBottling,
  decideBulkWineSale,
  decideCrush,
  decideVesselPurchase,
  resolveWineChoice,
  isBarrel,
  MESSAGES,
  shrinkShares,
  VESSELS,
  WINE_STAGE_LABELS,
  wineProgress,
  wineStage,
  type VesselKind,
  type BlendPartFacts,
  type WineSchedule,
  apiPrice,
} from '@vineyard/domain';
import { isUuid } from '../common/ids';
import { idempotent, type IdempotencyKey } from '../common/idempotency/idempotency';
import { inTransaction, lockEstates, lockGrapeLot, lockWineBatch, lockWineBatches } from '../common/locks';
import { EstateAccess } from '../estates/estate-access';
import { GameTimeService } from '../gametime/gametime.service';
import { GrapesRepository } from '../grapes/grapes.repository';
import { MoneyService } from '../money/money.service';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { CellarRepository, type VesselUse } from './cellar.repository';
import { EquipmentRepository } from './equipment.repository';
import { WineRepository } from './wine.repository';
import { toWineLotDto } from './wine-lot.mapper';
import type {
  BlendedDataDto,
  BottledDataDto,
  BulkSaleDataDto,
  CellarDataDto,
  CellarTotalsDto,
  CreatedWineBatchDataDto,
  CreateWineBatchDto,
  VesselDto,
  VesselsBoughtDataDto,
  WineBatchDto,
} from './dto/cellar.dto';
import type { WineBatchEntity } from './entities/wine-batch.entity';
import { decided, DomainError, fieldError } from '../common/errors';

const w = MESSAGES.winery;
const batchNotFound = () => new DomainError('BATCH_NOT_FOUND');
const lotNotFound = () => new DomainError('GRAPE_LOT_NOT_FOUND');

function scheduleOf(b: WineBatchEntity): WineSchedule {
  return {
    startDay: b.startDay,
    fermentationEndDay: b.fermentationEndDay,
    malolacticEndDay: b.malolacticEndDay,
    readyDay: b.readyDay,
  };
}

/** A batch as the cellar's decisions read it. */
function batchFacts(b: WineBatchEntity): BlendPartFacts {
  return { ...b, blend: b.blend ?? null, schedule: scheduleOf(b) };
}

const STATUS_LABELS: Record<Exclude<WineBatchEntity['status'], 'active'>, string> = {
  bottled: 'Bottled',
  sold: 'Sold',
  blended: 'Blended',
};

export function toWineBatchDto(b: WineBatchEntity, day: number): WineBatchDto {
  const schedule = scheduleOf(b);
  const stage = wineStage(schedule, day);
  const active = b.status === 'active';
  const quality = batchQualityOn(b, schedule, day);
  const bottles = bottlesFromLitres(b.litres);
  const blend = b.blend ?? null;
  return {
    id: b.id,
    grapeLotId: b.grapeLotId,
    blockName: b.blockName,
    region: b.region,
    colour: b.colour,
    variety: b.variety,
    vintage: b.vintage,
    kilograms: b.kilograms,
    initialLitres: b.initialLitres,
    litres: b.litres,
    grapeQuality: b.grapeQuality,
    quality,
    readyQuality: batchQualityOn(b, schedule, b.readyDay),
    preset: b.preset,
    plan: { ...b.plan, oak: b.plan.oak ?? null },
    stage,
    stageLabel: b.status === 'active' ? WINE_STAGE_LABELS[stage] : STATUS_LABELS[b.status],
    progress: wineProgress(schedule, day),
    stages: blend
      ? [{ stage: 'ready', label: WINE_STAGE_LABELS.ready, startDay: b.readyDay, endDay: null }]
      : [
          {
            stage: 'fermentation',
            label: WINE_STAGE_LABELS.fermentation,
            startDay: b.startDay,
            endDay: b.fermentationEndDay,
          },
          ...(b.plan.malolactic
            ? [
                {
                  stage: 'malolactic' as const,
                  label: WINE_STAGE_LABELS.malolactic,
                  startDay: b.fermentationEndDay,
                  endDay: b.malolacticEndDay,
                },
              ]
            : []),
          { stage: 'elevage', label: WINE_STAGE_LABELS.elevage, startDay: b.malolacticEndDay, endDay: b.readyDay },
          { stage: 'ready', label: WINE_STAGE_LABELS.ready, startDay: b.readyDay, endDay: null },
        ],
    startDay: b.startDay,
    readyDay: b.readyDay,
    daysLeft: Math.max(0, b.readyDay - day),
    status: b.status,
    blend,
    canBottle: active && stage === 'ready' && b.litres > 0,
    canBlend: active && stage === 'ready' && b.litres > 0 && !blend,
    canSellBulk: active && canSellBulk(stage) && b.litres > 0,
    bulkPricePerLitre: apiPrice(bulkWinePrice(b.region, quality)),
    bottles,
    bottlingCost: bottlingCost(bottles),
    createdAt: b.createdAt.toISOString(),
  };
}

function toVesselDto(v: VesselUse): VesselDto {
  return {
    id: v.id,
    kind: v.kind,
    label: VESSELS[v.kind].label,
    capacityLitres: v.capacityLitres,
    usedLitres: v.usedLitres,
    fills: v.fills,
    oakStrength: Math.round(barrelOakStrength(v.kind, v.fills) * 100) / 100,
    batchIds: v.batchIds,
  };
}

function totalsOf(vessels: readonly VesselUse[]): CellarTotalsDto {
  const tanks = vessels.filter((v) => !isBarrel(v.kind));
  const barrels = vessels.filter((v) => isBarrel(v.kind));
  const capacity = tanks.reduce((s, v) => s + v.capacityLitres, 0);
  const used = tanks.reduce((s, v) => s + v.usedLitres, 0);
  return {
    tanks: tanks.length,
    tankCapacityLitres: capacity,
    tankUsedLitres: used,
    tankFreeLitres: Math.max(0, capacity - used),
    barrels: barrels.length,
    freeBarrels: barrels.filter((v) => v.batchIds.length === 0).length,
  };
}

/**
 * The cellar (issue 18, ECONOMY.md §3): its vessels, wine batches from the crush to bottling
 * (which makes a wine lot; selling it is the wine market's), blends, bulk sales and vessel
 * purchases. Every change locks the estate first (`money`, level 1 of common/locks.ts) — the
 * crush, bottling and purchases cost money, bulk sales earn it, and the one lock makes capacity
 * checks serial per estate — then the grape lot (5) and the batch (6). Stages and quality are
 * computed on read from the schedule fixed at the crush.
 */
@Injectable()
export class CellarService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly estates: EstateAccess,
    private readonly gameTime: GameTimeService,
    private readonly money: MoneyService,
    private readonly cellar: CellarRepository,
    private readonly grapeLots: GrapesRepository,
    private readonly wine: WineRepository,
    private readonly notifications: NotificationsRepository,
    private readonly equipment: EquipmentRepository,
  ) {}

  async getCellar(userId: string, estateId: string): Promise<CellarDataDto> {
    const manager = this.dataSource.manager;
    await this.estates.requireOwner(manager, userId, estateId);
    const day = await this.gameTime.currentDayIndex();
    const [vessels, batches] = await Promise.all([
      this.cellar.use(manager, estateId, day),
      this.wine.activeBatches(manager, estateId),
    ]);
    return {
      vessels: vessels.map(toVesselDto),
      totals: totalsOf(vessels),
      batches: batches.map((b) => toWineBatchDto(b, day)),
      day,
    };
  }

  async getBatch(userId: string, batchId: string): Promise<WineBatchDto> {
    const batch = await this.ownedBatch(this.dataSource.manager, userId, batchId);
    return toWineBatchDto(batch, await this.gameTime.currentDayIndex());
  }

  /**
   * Crushes kilograms of a grape lot into a new batch: the plan (a preset's or the player's) is
   * checked against the grapes' colour, the lot's kilograms left today, the free tank litres and
   * (for oak) the free barrels — all under the estate's lock — and the crush is paid through the
   * ledger. 400 with the field and the free capacity otherwise; nothing changes.
   */
  async createBatch(
    userId: string,
    estateId: string,
    dto: CreateWineBatchDto,
    idempotencyKey?: IdempotencyKey,
  ): Promise<CreatedWineBatchDataDto> {
    const wine = decided(resolveWineChoice(dto));
    const day = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, (manager) =>
      idempotent(manager, userId, idempotencyKey, { op: 'crush', estateId, ...dto }, async () => {
        await this.estates.requireOwner(manager, userId, estateId);
        // 1. the estate; 5. the lot
        const [estate] = await lockEstates(manager, [estateId], 'money');
        if (!estate) throw new DomainError('ESTATE_NOT_FOUND');
        if (!isUuid(dto.grapeLotId) || !(await lockGrapeLot(manager, estateId, dto.grapeLotId))) throw lotNotFound();
        await this.estates.requireOwner(manager, userId, estateId);
        const lot = await this.grapeLots.findById(manager, dto.grapeLotId);
        const vessels = await this.cellar.use(manager, estateId, day);
        const plan = decided(
          decideCrush({
            day,
            money: estate.money,
            lot,
            kilograms: dto.kilograms,
            ...wine,
            cellar: {
              tanks: vessels
                .filter((v) => v.kind === 'tank')
                .map((v) => ({ id: v.id, freeLitres: Math.max(0, v.capacityLitres - v.usedLitres) })),
              freeBarrels: vessels.filter((v) => isBarrel(v.kind) && v.batchIds.length === 0),
            },
            ...(await this.equipment.crushAids(manager, estateId)),
          }),
        );
        const { schedule, ...columns } = plan.batch;
        const batch = await this.wine.insertBatch(manager, {
          estateId,
          grapeLotId: lot.id,
          ...columns,
          ...schedule,
        });
        await this.cellar.setContents(manager, batch.id, plan.contents);
        await this.cellar.addFill(manager, plan.filledBarrels);
        await this.grapeLots.setKilograms(manager, lot.id, plan.lot.kilograms, plan.lot.countedDay);
        const balances = await this.money.postPlanned(manager, day, estateId, plan.postings, batch.id);
        return {
          batch: toWineBatchDto(batch, day),
          money: balances.get(estateId) ?? estate.money,
          cost: plan.cost,
        };
      }),
    );
  }

  /** Bottles a ready batch into a wine lot (409 before its ready day or when it is gone), paying the bottling. */
  async bottle(
    userId: string,
    batchId: string,
    name: string,
    idempotencyKey?: IdempotencyKey,
  ): Promise<BottledDataDto> {
    if (!name.trim()) throw fieldError('VALIDATION_FAILED', 'name', w.nameRequired);
    const day = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, (manager) =>
      idempotent(manager, userId, idempotencyKey, { op: 'bottle', batchId, name }, async () => {
        const { batch, money } = await this.lockOwnedBatch(manager, userId, batchId);
        const equipment = await this.equipment.kinds(manager, batch.estateId);
        const plan = decided(decideBottling({ day, batch: batchFacts(batch), name, equipment }));
        const balances = await this.money.postPlanned(manager, day, batch.estateId, plan.postings, batch.id);
        const wine = await this.wine.insertLot(manager, {
          estateId: batch.estateId,
          batchId: batch.id,
          region: batch.region,
          colour: batch.colour,
          variety: batch.variety,
          blend: batch.blend ?? null,
          vintage: batch.vintage,
          ...plan.lot,
        });
        await this.wine.updateBatch(manager, batch.id, plan.batch);
        await this.cellar.setContents(manager, batch.id, []);
        await this.notifications.add(manager, {
          estateId: batch.estateId,
          ...plan.notice,
          refId: wine.id,
          gameDay: day,
        });
        return { wine: toWineLotDto(wine, day), money: balances.get(batch.estateId) ?? money, cost: plan.cost };
      }),
    );
  }

  /** Sells litres of a fermented batch to the bulk buyers (an unlimited floor at a thin margin). */
  async sellBulk(
    userId: string,
    batchId: string,
    litres: number,
    idempotencyKey?: IdempotencyKey,
  ): Promise<BulkSaleDataDto> {
    const day = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, (manager) =>
      idempotent(manager, userId, idempotencyKey, { op: 'sell-bulk', batchId, litres }, async () => {
        const { batch, money } = await this.lockOwnedBatch(manager, userId, batchId);
        const plan = decided(decideBulkWineSale({ day, batch: batchFacts(batch), litres }));
        const balances = await this.money.postPlanned(manager, day, batch.estateId, plan.postings, batch.id);
        await this.wine.updateBatch(manager, batch.id, plan.batch);
        const contents = await this.cellar.contents(manager, batch.id);
        const left = plan.batch.litres;
        await this.cellar.setContents(manager, batch.id, left === 0 ? [] : shrinkShares(contents, left));
        await this.notifications.add(manager, {
          estateId: batch.estateId,
          ...plan.notice,
          refId: batch.id,
          gameDay: day,
        });
        return {
          money: balances.get(batch.estateId) ?? money,
          received: plan.received,
          litresSold: litres,
          batch: toWineBatchDto({ ...batch, ...plan.batch }, day),
        };
      }),
    );
  }

  /**
   * Blends ready batches of one colour of the estate into a new batch, at once and free (no
   * ledger row): it is ready to bottle, its quality is the parts' volume-weighted quality (plus a
   * small bonus for a classic blend), fixed, and it takes over the vessels they occupy today (the
   * wine does not move). The parts become `blended`. Levels 1 and 6: the estate (`money`, which
   * every cellar change holds), then the batches by id. 404 when one is not the estate's; 400
   * naming `batchIds` when they cannot be blended; nothing changes then.
   */
  async blend(
    userId: string,
    estateId: string,
    batchIds: readonly string[],
    idempotencyKey?: IdempotencyKey,
  ): Promise<BlendedDataDto> {
    const day = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, (manager) =>
      idempotent(manager, userId, idempotencyKey, { op: 'blend', estateId, batchIds }, async () => {
        await this.estates.requireOwner(manager, userId, estateId);
        // 1. the estate; 6. the batches, by id
        const [estate] = await lockEstates(manager, [estateId], 'money');
        if (!estate) throw new DomainError('ESTATE_NOT_FOUND');
        await this.estates.requireOwner(manager, userId, estateId);
        if (!batchIds.every((id) => isUuid(id))) throw fieldError('VALIDATION_FAILED', 'batchIds', w.blendIdInvalid);
        const unique = [...new Set(batchIds)];
        const locked = await lockWineBatches(manager, estateId, unique);
        if (locked.length !== unique.length) throw batchNotFound();
        const found = await this.wine.batches(manager, unique);
        const byId = new Map(found.map((b) => [b.id, b]));
        const parts = batchIds.map((id) => byId.get(id)!);
        const plan = decided(decideBlend({ day, parts: parts.map(batchFacts) }));
        const blend = await this.wine.insertBatch(manager, { estateId, ...plan.batch });
        // the wine stays where it is: the vessels the parts occupy today pass to the blend
        const held = new Map<string, number>();
        for (const part of plan.vessels) {
          for (const c of await this.cellar.contents(manager, part.batchId)) {
            if (c.kind === 'tank' && !part.tanks) continue;
            held.set(c.vesselId, (held.get(c.vesselId) ?? 0) + c.litres);
          }
          await this.cellar.setContents(manager, part.batchId, []);
        }
        await this.cellar.setContents(
          manager,
          blend.id,
          [...held].map(([vesselId, l]) => ({ vesselId, litres: l })),
        );
        await this.wine.markBlended(manager, [...plan.blended]);
        return {
          batch: toWineBatchDto(blend, day),
          components: parts.map((b) => toWineBatchDto({ ...b, status: 'blended' }, day)),
        };
      }),
    );
  }

  /** Buys new vessels through the ledger. */
  async buyVessels(
    userId: string,
    estateId: string,
    kind: VesselKind,
    count: number,
    idempotencyKey?: IdempotencyKey,
  ): Promise<VesselsBoughtDataDto> {
    const day = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, (manager) =>
      idempotent(manager, userId, idempotencyKey, { op: 'buy-vessels', estateId, kind, count }, async () => {
        await this.estates.requireOwner(manager, userId, estateId);
        const [estate] = await lockEstates(manager, [estateId], 'money');
        if (!estate) throw new DomainError('ESTATE_NOT_FOUND');
        await this.estates.requireOwner(manager, userId, estateId);
        const plan = decided(decideVesselPurchase({ kind, count }));
        const balances = await this.money.postPlanned(manager, day, estateId, plan.postings, null);
        await this.cellar.add(manager, estateId, plan.vessels.kind, plan.vessels.count);
        const vessels = await this.cellar.use(manager, estateId, day);
        return {
          vessels: vessels.map(toVesselDto),
          totals: totalsOf(vessels),
          money: balances.get(estateId) ?? estate.money,
          cost: plan.cost,
        };
      }),
    );
  }

  /** Levels 1 and 6: the batch's estate (`money`), then the batch; 404 unless the caller owns it. */
  private async lockOwnedBatch(
    manager: EntityManager,
    userId: string,
    batchId: string,
  ): Promise<{ batch: WineBatchEntity; money: number }> {
    const seen = await this.ownedBatch(manager, userId, batchId);
    const [estate] = await lockEstates(manager, [seen.estateId], 'money');
    if (!estate || !(await lockWineBatch(manager, seen.estateId, batchId))) throw batchNotFound();
    await this.estates.requireOwner(manager, userId, seen.estateId).catch(() => {
      throw batchNotFound();
    });
    return { batch: await this.wine.batch(manager, batchId), money: estate.money };
  }

  private async ownedBatch(manager: EntityManager, userId: string, batchId: string): Promise<WineBatchEntity> {
    if (!isUuid(batchId)) throw batchNotFound();
    const batch = await this.wine.ownedBatch(manager, userId, batchId);
    if (!batch) throw batchNotFound();
    return batch;
  }
}
