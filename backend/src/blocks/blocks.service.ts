import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../common/ids';
import { type EstateLockMode, inTransaction, lockBlock } from '../common/locks';
import { lockPlotForChange } from '../plots/plot-locks';
import {
  blockStatus,
  DAYS_PER_YEAR,
  decideBlockChange,
  decideHarvest,
  decidePlant,
  decideProtect,
  decideVineyardWork,
  vineyardWorkEffects,
  vineyardYear,
  workDueNow,
  workShields,
  workVintage,
  DEFAULT_HARVEST_PLAN,
  FORECAST_DAYS,
  forecastFor,
  forecastThreats,
  isRegionKey,
  formatGameDayShortForm,
  gameTimeFromDayIndex,
  protectionCost,
  recentWeatherEvents,
  vineCount,
  vinesPerHectare,
  WEATHER_EVENTS,
  weatherEventDamage,
  cropLoss,
  vintageWeatherLoss,
  cropVintage,
  yearStartDay,
  weatherEventLabel,
  type WeatherEvent,
  type WorkDone,
} from '@vineyard/domain';
import { GameTimeService } from '../gametime/gametime.service';
import { GrapesRepository } from '../grapes/grapes.repository';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { MoneyService } from '../money/money.service';
import type { PlotEntity } from '../plots/entities/plot.entity';
import { PlotsService } from '../plots/plots.service';
import { BlocksRepository } from './blocks.repository';
import type { BlockDetailsDto, BlockDto, CreateBlockDto, HarvestDto, UpdateBlockDto } from './dto/block.dto';
import type { BlockEntity } from './entities/block.entity';
import type { HarvestEntity } from './entities/harvest.entity';
import type {
  BlockWeatherDto,
  VintageWeatherDto,
  BlockWeatherEventDto,
  EstateWeatherThreatDto,
  ProtectBlockDto,
  ProtectionDataDto,
} from './dto/weather.dto';
import { decided, DomainError } from '../common/errors';
import { idempotent, type IdempotencyKey } from '../common/idempotency/idempotency';
import type { BlockVineyardWorkDto, DoneWorkDataDto, DoVineyardWorkDto, DueWorkDto } from './dto/vineyard-work.dto';

export function toBlockDto(block: BlockEntity, dayIndex: number): BlockDto {
  return {
    id: block.id,
    plotId: block.plotId,
    name: block.name,
    size: block.size,
    grapeVariety: block.grapeVariety,
    vineSpacing: { rowSpacing: block.rowSpacing, vineSpacing: block.vineSpacing },
    orientation: block.orientation,
    trellisSystem: block.trellisSystem,
    harvestPlan: block.harvestPlan,
    notes: block.notes,
    status: block.status,
    vinesPerHectare: Math.round(vinesPerHectare(block.rowSpacing, block.vineSpacing)),
    vines: vineCount(block.size, block.rowSpacing, block.vineSpacing),
    plantingDate: block.plantingDate.toISOString(),
    plantedGameDay: block.plantedGameDay,
    ageDays: Math.max(0, dayIndex - block.plantedGameDay),
    suitability: block.suitability,
    health: block.health,
    quality: block.quality,
  };
}

function toHarvestDto(h: HarvestEntity): HarvestDto {
  return {
    id: h.id,
    variety: h.variety,
    amount: h.amountKg,
    quality: h.quality,
    year: Math.floor(h.gameDay / DAYS_PER_YEAR) + 1,
    gameDay: h.gameDay,
    createdAt: h.createdAt.toISOString(),
  };
}

/** How far back the block page lists the weather events its block went through. */
export const RECENT_EVENT_DAYS = 30;

/** The oldest vintage whose work can shield the block from an event of the last RECENT_EVENT_DAYS days or the forecast. */
const recentWorkVintage = (today: number) => workVintage(Math.max(0, today - RECENT_EVENT_DAYS));

/** The first event day whose protections the block's weather reads: the year's first (its vintage's) or RECENT_EVENT_DAYS ago. */
const protectionsFrom = (today: number) => Math.min(today - RECENT_EVENT_DAYS, yearStartDay(today));

/**
 * The weather events of a block's region as the block sees them (computed on read from the
 * region and the day, weather-events.ts): the coming FORECAST_DAYS days' and the last
 * RECENT_EVENT_DAYS days' since planting, each with its cost to protect this block, the damage it
 * does to the block unprotected (on the block's status that day) and whether it is protected (a
 * protection, or for mildew the season's spraying: workShields).
 */
export function blockWeather(
  block: BlockEntity,
  today: number,
  protectedDays: readonly number[],
  harvestDays: readonly number[],
  work: readonly Pick<WorkDone, 'kind' | 'day'>[],
  since: number,
): BlockWeatherDto {
  const view = (event: WeatherEvent): BlockWeatherEventDto => {
    const { month, year } = gameTimeFromDayIndex(event.day);
    // picked before the event's day (the tick applies a day before anyone picks on it), or this year's picking is done
    const harvested =
      harvestDays.some((h) => h < event.day && gameTimeFromDayIndex(h).year === year) ||
      (event.day > today && block.lastHarvestYear !== null && block.lastHarvestYear >= year);
    const status = blockStatus(event.day - block.plantedGameDay, month, harvested);
    const crop = cropLoss(event, status);
    return {
      day: event.day,
      date: formatGameDayShortForm(event.day),
      kind: event.kind,
      severity: event.severity,
      label: weatherEventLabel(event),
      protection: WEATHER_EVENTS[event.kind].protection,
      cost: protectionCost(event.kind, block.size),
      damage: weatherEventDamage(event, status),
      cropYieldPercent: crop.yieldPercent,
      cropQualityPoints: crop.qualityPoints,
      // protected for the day, or sprayed this season before a mildew day: the tick spares it
      protected: protectedDays.includes(event.day) || workShields(event, work),
      applied: event.day <= block.tickDay,
    };
  };
  return {
    today,
    forecastDays: FORECAST_DAYS,
    forecast: forecastFor(block.region, today).map(view),
    recent: recentWeatherEvents(block.region, today, RECENT_EVENT_DAYS)
      .filter((e) => e.day >= block.plantedGameDay)
      .map(view),
    vintageLoss: vintageLossDto(block, today, protectedDays, work, since),
  };
}

/** What the weather took from the crop on the block's vines so far (vintageWeatherLoss). */
function vintageLossDto(
  block: BlockEntity,
  today: number,
  protectedDays: readonly number[],
  work: readonly Pick<WorkDone, 'kind' | 'day'>[],
  since: number,
): VintageWeatherDto {
  const vintage = cropVintage(block.lastHarvestYear, today);
  const loss = vintageWeatherLoss(
    { region: block.region, plantedDay: block.plantedGameDay, since, protectedDays, work },
    vintage,
    today,
  );
  return {
    vintage,
    yieldPercent: loss.yieldPercent,
    qualityPoints: loss.qualityPoints,
    events: loss.events.map((e) => ({
      day: e.day,
      date: formatGameDayShortForm(e.day),
      label: e.label,
      yieldPercent: e.yieldPercent,
      qualityPoints: e.qualityPoints,
    })),
  };
}

/** Vineyard blocks on the caller's plots; 404 for anyone who does not own the estate. */
@Injectable()
export class BlocksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gameTime: GameTimeService,
    private readonly money: MoneyService,
    private readonly plots: PlotsService,
    private readonly blocks: BlocksRepository,
    private readonly grapeLots: GrapesRepository,
    private readonly notifications: NotificationsRepository,
  ) {}

  async list(userId: string, plotId: string): Promise<BlockDto[]> {
    await this.ownedPlot(this.dataSource.manager, userId, plotId);
    const [blocks, day] = await Promise.all([
      this.blocks.listOnPlot(this.dataSource.manager, plotId),
      this.gameTime.currentDayIndex(),
    ]);
    return blocks.map((block) => toBlockDto(block, day));
  }

  async totalSize(userId: string, plotId: string): Promise<number> {
    await this.ownedPlot(this.dataSource.manager, userId, plotId);
    return this.blocks.totalSize(this.dataSource.manager, plotId);
  }

  /** Lock (the estate for money, the plot) → load → decidePlant (libs/domain) → apply. */
  async create(userId: string, plotId: string, dto: CreateBlockDto): Promise<BlockDto> {
    const day = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, async (manager) => {
      const plot = await lockPlotForChange(manager, userId, plotId, 'money');
      const estateId = plot.estateId as string; // an owned plot always has an estate
      const plan = decided(
        decidePlant({
          day,
          estate: await this.money.funds(manager, estateId),
          plot: {
            name: plot.name,
            size: plot.size,
            usedHectares: await this.blocks.usedArea(manager, plot.id),
            listed: await this.plots.isListed(manager, plot.id),
            region: plot.region,
            terroir: plot,
          },
          block: {
            name: dto.name,
            variety: dto.grapeVariety,
            size: dto.size,
            rowSpacing: dto.vineSpacing?.rowSpacing,
            vineSpacing: dto.vineSpacing?.vineSpacing,
            trellis: dto.trellisSystem,
          },
        }),
      );
      await this.money.postPlanned(manager, day, estateId, plan.postings, plot.id, plan.insufficientFunds);
      const planted = plan.block;
      const [block] = await this.blocks.insert(manager, [
        {
          plotId,
          // the tick's weather is regional: the block carries its plot's region (it never changes)
          region: plot.region,
          name: dto.name,
          size: planted.size,
          grapeVariety: dto.grapeVariety,
          rowSpacing: planted.rowSpacing,
          vineSpacing: planted.vineSpacing,
          orientation: dto.orientation,
          trellisSystem: dto.trellisSystem,
          harvestPlan: dto.harvestPlan ?? DEFAULT_HARVEST_PLAN,
          notes: dto.notes ?? '',
          status: planted.status,
          plantingDate: new Date(),
          plantedGameDay: planted.plantedDay,
          suitability: planted.suitability,
          potential: planted.potential,
          health: planted.health,
          quality: planted.quality,
          lastHarvestYear: planted.lastHarvestYear,
        },
      ]);
      return toBlockDto(block!, day);
    });
  }

  async get(userId: string, blockId: string): Promise<BlockDto> {
    const block = await this.ownedBlock(this.dataSource.manager, userId, blockId);
    return toBlockDto(block, await this.gameTime.currentDayIndex());
  }

  async details(userId: string, blockId: string): Promise<BlockDetailsDto> {
    const block = await this.ownedBlock(this.dataSource.manager, userId, blockId);
    const harvests = await this.blocks.harvests(this.dataSource.manager, blockId);
    return { ...toBlockDto(block, await this.gameTime.currentDayIndex()), harvests: harvests.map(toHarvestDto) };
  }

  async update(userId: string, blockId: string, dto: UpdateBlockDto): Promise<BlockDto> {
    const day = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, async (manager) => {
      // the plot first (as creation does), so concurrent changes to its blocks queue there and
      // each checks the area against what the others committed
      // a new variety is a replanting, which costs money: the estate is locked for it
      // a new variety (a replanting) or more vines (a larger area or denser spacing) cost money:
      // the estate is locked for it
      const mayCost = dto.grapeVariety !== undefined || dto.size !== undefined || dto.vineSpacing !== undefined;
      const { block, plot } = await this.lockBlockForChange(manager, userId, blockId, mayCost ? 'money' : 'keep');
      const estateId = plot.estateId as string; // an owned plot always has an estate
      const plan = decided(
        decideBlockChange({
          day,
          estate: mayCost ? await this.money.funds(manager, estateId) : null,
          plot: {
            name: plot.name,
            size: Number(plot.size),
            region: plot.region,
            terroir: plot,
            otherBlocksHectares: dto.size != null ? await this.blocks.usedArea(manager, plot.id, block.id) : undefined,
          },
          block: {
            name: block.name,
            size: block.size,
            variety: block.grapeVariety,
            rowSpacing: block.rowSpacing,
            vineSpacing: block.vineSpacing,
            trellis: block.trellisSystem,
            health: block.health,
            status: block.status,
            plantedDay: block.plantedGameDay,
            lastHarvestYear: block.lastHarvestYear,
          },
          change: {
            name: dto.name,
            size: dto.size ?? undefined,
            variety: dto.grapeVariety,
            rowSpacing: dto.vineSpacing?.rowSpacing,
            vineSpacing: dto.vineSpacing?.vineSpacing,
            trellis: dto.trellisSystem,
          },
        }),
      );
      await this.money.postPlanned(manager, day, estateId, plan.postings, plot.id);
      const { variety, trellis, plantedDay, ...changed } = plan.block;
      const next: BlockEntity = {
        ...block,
        ...changed,
        grapeVariety: variety,
        trellisSystem: trellis,
        plantedGameDay: plantedDay,
        plantingDate: plan.replanted ? new Date() : block.plantingDate,
        orientation: dto.orientation ?? block.orientation,
        harvestPlan: dto.harvestPlan ?? block.harvestPlan,
        notes: dto.notes ?? block.notes,
      };
      const { plot: _plot, ...columns } = next;
      await this.blocks.update(manager, block.id, columns);
      return toBlockDto(next, day);
    });
  }

  async remove(userId: string, blockId: string): Promise<void> {
    await inTransaction(this.dataSource, async (manager) => {
      const { block } = await this.lockBlockForChange(manager, userId, blockId);
      await this.blocks.delete(manager, block.id);
    });
  }

  /** Puts the crop into the estate's inventory; only while the block is harvesting (409 otherwise). */
  async harvest(userId: string, blockId: string): Promise<{ block: BlockDto; harvest: HarvestDto }> {
    const day = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, async (manager) => {
      // the estate is locked for money from the start: the labour is paid, the harvest row references it
      const { block, plot } = await this.lockBlockForChange(manager, userId, blockId, 'money');
      // the vintage's vineyard work (the harvest's game year): its yield and quality effects
      const vintage = gameTimeFromDayIndex(day).year;
      const done = (await this.blocks.workDone(manager, block.id, vintage)).filter(
        (w) => workVintage(w.day) === vintage,
      );
      const since = await this.blocks.workSince(manager, block);
      const work = vineyardWorkEffects(done, vintage, since);
      // and what the vintage's weather took from the crop where the block was not protected
      const weather = vintageWeatherLoss(
        {
          region: block.region,
          plantedDay: block.plantedGameDay,
          since,
          protectedDays: await this.blocks.protectedDays(manager, block.id, yearStartDay(day)),
          work: done,
        },
        vintage,
        day,
      );
      const plan = decided(
        decideHarvest({
          day,
          block: { ...block, variety: block.grapeVariety, plantedDay: block.plantedGameDay },
          work,
          weather,
        }),
      );
      const estateId = plot.estateId as string; // an owned plot always has an estate
      await this.money.postPlanned(manager, day, estateId, plan.postings, block.id, plan.unaffordable);
      const harvest = await this.blocks.insertHarvest(manager, {
        estateId,
        blockId: block.id,
        blockName: block.name,
        variety: block.grapeVariety,
        amountKg: plan.kilograms,
        quality: plan.quality,
        gameDay: day,
      });
      await this.blocks.update(manager, block.id, plan.block);
      // the grapes become a lot the estate can sell (or crush, later): in the same transaction
      const lot = await this.grapeLots.insertLot(manager, {
        estateId,
        blockId: block.id,
        blockName: block.name,
        region: plot.region,
        variety: block.grapeVariety,
        ...plan.lot,
      });
      await this.notifications.add(manager, { estateId, ...plan.notice, refId: lot.id, gameDay: day });
      return {
        block: toBlockDto({ ...block, ...plan.block }, day),
        harvest: toHarvestDto(harvest),
      };
    });
  }

  /** The block's weather events: the forecast with what protecting costs, and the last days' (blockWeather). */
  async weather(userId: string, blockId: string): Promise<BlockWeatherDto> {
    const block = await this.ownedBlock(this.dataSource.manager, userId, blockId);
    const today = await this.gameTime.currentDayIndex();
    const [days, harvests, work, since] = await Promise.all([
      this.blocks.protectedDays(this.dataSource.manager, blockId, protectionsFrom(today)),
      this.blocks.harvests(this.dataSource.manager, blockId),
      this.blocks.workDone(this.dataSource.manager, blockId, recentWorkVintage(today)),
      this.blocks.workSince(this.dataSource.manager, block),
    ]);
    return blockWeather(
      block,
      today,
      days,
      harvests.map((h) => h.gameDay),
      work,
      since,
    );
  }

  /**
   * The coming events that can harm the estate's blocks, each with those blocks, what protecting
   * each costs and whether it is protected (forecastThreats; the caller checked the estate is theirs).
   */
  async estateThreats(estateId: string): Promise<{ today: number; threats: EstateWeatherThreatDto[] }> {
    const manager = this.dataSource.manager;
    const today = await this.gameTime.currentDayIndex();
    const rows = await this.blocks.estateBlocksProtected(manager, estateId, today + 1, workVintage(today));
    const blocks = rows.flatMap((r) =>
      isRegionKey(r.region)
        ? [
            {
              id: r.id,
              name: r.name,
              size: Number(r.size),
              region: r.region,
              plantedDay: r.planted_game_day,
              lastHarvestYear: r.last_harvest_year,
              protectedDays: r.protected_days,
              work: r.work,
            },
          ]
        : [],
    );
    const threats = forecastThreats(blocks, today).map((t) => ({
      day: t.event.day,
      date: formatGameDayShortForm(t.event.day),
      region: t.event.region,
      kind: t.event.kind,
      severity: t.event.severity,
      label: t.label,
      protection: t.protection,
      blocks: t.blocks,
    }));
    return { today, threats };
  }

  /**
   * Protects the block against a forecast event: lock (the estate for money, the plot, the block,
   * then the clock's share lock: no day is claimed until this commits) → load → decideProtect
   * (libs/domain) → the ledger posting and the protection row, in one transaction.
   */
  async protect(userId: string, blockId: string, dto: ProtectBlockDto): Promise<ProtectionDataDto> {
    return inTransaction(this.dataSource, async (manager) => {
      const { block, plot } = await this.lockBlockForChange(manager, userId, blockId, 'money');
      const estateId = plot.estateId as string; // an owned plot always has an estate
      const day = await this.gameTime.dayIndexHeld(manager);
      const protectedDays = await this.blocks.protectedDays(manager, block.id, protectionsFrom(day));
      const work = await this.blocks.workDone(manager, block.id, recentWorkVintage(day));
      const plan = decided(
        decideProtect({
          day,
          estate: await this.money.funds(manager, estateId),
          block: {
            name: block.name,
            size: block.size,
            region: block.region,
            plantedDay: block.plantedGameDay,
            lastHarvestYear: block.lastHarvestYear,
          },
          eventDay: dto.eventDay,
          protectedDays,
          work,
        }),
      );
      await this.money.postPlanned(manager, day, estateId, plan.postings, block.id, plan.insufficientFunds);
      const row = await this.blocks.insertProtection(manager, {
        blockId: block.id,
        eventDay: plan.protection.eventDay,
        kind: plan.protection.kind,
        cost: plan.cost,
        gameDay: day,
      });
      return {
        protection: {
          id: row.id,
          blockId: block.id,
          eventDay: row.eventDay,
          kind: row.kind,
          cost: row.cost,
          spared: plan.spared,
        },
        weather: blockWeather(
          block,
          day,
          [...protectedDays, row.eventDay],
          (await this.blocks.harvests(manager, block.id)).map((h) => h.gameDay),
          work,
          await this.blocks.workSince(manager, block),
        ),
      };
    });
  }

  /** The block's vineyard year on read (vineyardYear): what is due, done, missed, and what it does to the harvest. */
  async vineyardWork(userId: string, blockId: string): Promise<BlockVineyardWorkDto> {
    const manager = this.dataSource.manager;
    const block = await this.ownedBlock(manager, userId, blockId);
    const today = await this.gameTime.currentDayIndex();
    return this.workView(manager, block, today);
  }

  private async workView(manager: EntityManager, block: BlockEntity, today: number): Promise<BlockVineyardWorkDto> {
    const vintage = workVintage(today);
    const [done, since] = await Promise.all([
      this.blocks.workDone(manager, block.id, vintage),
      this.blocks.workSince(manager, block),
    ]);
    const year = vineyardYear(
      {
        size: block.size,
        region: block.region,
        plantedDay: block.plantedGameDay,
        lastHarvestYear: block.lastHarvestYear,
        since,
      },
      today,
      done,
    );
    return { today, ...year };
  }

  /**
   * Does a kind of the vineyard year's work on the block: lock (the estate for money, the plot, the
   * block, then the clock's share lock: a spraying shields the block from the next day's mildew,
   * which that day's tick statement reads) → load → decideVineyardWork (libs/domain) → the ledger
   * posting and the block_work row, in one transaction; an Idempotency-Key replays the answer.
   */
  async doVineyardWork(
    userId: string,
    blockId: string,
    dto: DoVineyardWorkDto,
    idempotencyKey?: IdempotencyKey,
  ): Promise<DoneWorkDataDto> {
    return inTransaction(this.dataSource, (manager) =>
      idempotent(manager, userId, idempotencyKey, { op: 'vineyard-work', blockId, ...dto }, async () => {
        const { block, plot } = await this.lockBlockForChange(manager, userId, blockId, 'money');
        const estateId = plot.estateId as string; // an owned plot always has an estate
        const day = await this.gameTime.dayIndexHeld(manager);
        const plan = decided(
          decideVineyardWork({
            day,
            estate: await this.money.funds(manager, estateId),
            block: {
              name: block.name,
              size: block.size,
              region: block.region,
              plantedDay: block.plantedGameDay,
              lastHarvestYear: block.lastHarvestYear,
            },
            kind: dto.kind,
            option: dto.option,
            done: await this.blocks.workDone(manager, block.id, workVintage(day)),
          }),
        );
        const balances = await this.money.postPlanned(
          manager,
          day,
          estateId,
          plan.postings,
          block.id,
          plan.insufficientFunds,
        );
        const row = await this.blocks.insertWork(manager, {
          blockId: block.id,
          vintage: plan.work.vintage,
          kind: plan.work.kind,
          option: plan.work.option,
          cost: plan.work.cost,
          gameDay: day,
        });
        return {
          done: {
            id: row.id,
            blockId: block.id,
            blockName: block.name,
            kind: row.kind,
            option: row.option,
            vintage: row.vintage,
            cost: row.cost,
            gameDay: row.gameDay,
            money: balances.get(estateId) ?? 0,
          },
          work: await this.workView(manager, block, day),
        };
      }),
    );
  }

  /** The vineyard work due now on the estate's blocks, the window closing soonest first (the caller checked the estate). */
  async estateWorkDue(estateId: string): Promise<{ today: number; due: DueWorkDto[] }> {
    const manager = this.dataSource.manager;
    const today = await this.gameTime.currentDayIndex();
    const rows = await this.blocks.estateBlocksWork(manager, estateId, workVintage(today));
    const due = rows.flatMap((r) =>
      (isRegionKey(r.region)
        ? workDueNow(
            {
              size: Number(r.size),
              region: r.region,
              plantedDay: r.planted_game_day,
              lastHarvestYear: r.last_harvest_year,
              since: Math.max(r.planted_game_day, r.founded_day ?? r.planted_game_day),
            },
            today,
            r.work,
          )
        : []
      ).map((item) => ({
        blockId: r.id,
        blockName: r.name,
        kind: item.kind,
        name: item.name,
        until: item.window.to,
        untilLabel: formatGameDayShortForm(item.window.to),
        cost: Math.min(...item.options.map((o) => o.cost)),
        ifSkipped: item.ifSkipped,
      })),
    );
    return { today, due: due.sort((a, b) => a.until - b.until) };
  }

  /**
   * Locks in the order of common/locks.ts for a change to one block: finds the block's plot
   * without locks, locks the estate (keep) and the plot, then the block, re-checking ownership.
   */
  private async lockBlockForChange(
    manager: EntityManager,
    userId: string,
    blockId: string,
    estateMode: EstateLockMode = 'keep',
  ): Promise<{ block: BlockEntity; plot: PlotEntity }> {
    const seen = await this.ownedBlock(manager, userId, blockId);
    const plot = await lockPlotForChange(manager, userId, seen.plotId, estateMode).catch((error: unknown) => {
      throw error instanceof DomainError && error.code === 'PLOT_NOT_FOUND'
        ? new DomainError('BLOCK_NOT_FOUND')
        : error;
    });
    if (!(await lockBlock(manager, plot.id, blockId))) throw new DomainError('BLOCK_NOT_FOUND');
    const block = await this.blocks.findById(manager, blockId);
    return { block, plot };
  }

  private ownedPlot(manager: EntityManager, userId: string, plotId: string, lock = false): Promise<PlotEntity> {
    return this.plots.owned(manager, userId, plotId, lock);
  }

  private async ownedBlock(
    manager: EntityManager,
    userId: string,
    blockId: string,
    lock = false,
  ): Promise<BlockEntity> {
    if (!isUuid(blockId)) throw new DomainError('BLOCK_NOT_FOUND');
    const block = await this.blocks.findOwned(manager, userId, blockId, lock);
    if (!block) throw new DomainError('BLOCK_NOT_FOUND');
    return block;
  }
}
