import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../common/ids';
import { inTransaction } from '../common/locks';
import { lockPlotForChange } from './plot-locks';
import type { TokenSession } from '../auth/auth.types';
import {
  decideLandPurchase,
  DAYS_PER_YEAR,
  formatMoney,
  generateTerroir,
  MESSAGES,
  REGION_INFO,
  suitableVarieties,
} from '@vineyard/domain';
import { EstateAccess, estateNotFound } from '../estates/estate-access';
import { GameTimeService } from '../gametime/gametime.service';
import { MoneyService } from '../money/money.service';
import type { BuyLandDto, PlotDetailsDto, PlotDto, UpdatePlotDto } from './dto/plot.dto';
import type { PlotEntity } from './entities/plot.entity';
import { PlotsRepository, type LiveListing } from './plots.repository';
import { decided, DomainError } from '../common/errors';
import type { JsonText } from '../common/json-text';

const p = MESSAGES.plot;

/** Plots of the caller's estates; 404 for anyone who does not own the plot's estate. */
@Injectable()
export class PlotsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly estates: EstateAccess,
    private readonly gameTime: GameTimeService,
    private readonly money: MoneyService,
    private readonly plots: PlotsRepository,
  ) {}

  /** A plot as its owners see it; `listing` is its live listing, if any. */
  toDto(plot: PlotEntity, listing?: LiveListing | null): PlotDto {
    return {
      id: plot.id,
      estateId: plot.estateId ?? '',
      name: plot.name,
      description: plot.description,
      notes: plot.notes,
      region: plot.region,
      size: plot.size,
      price: plot.price,
      maintenanceCost: plot.maintenanceCost,
      purchaseDate: plot.purchaseDate.toISOString(),
      purchaseGameTime: {
        year: Math.floor(plot.purchaseGameDay / DAYS_PER_YEAR) + 1,
        day: (plot.purchaseGameDay % DAYS_PER_YEAR) + 1,
      },
      soilType: plot.soilType,
      elevation: plot.elevation,
      orientation: plot.orientation,
      sunExposure: plot.sunExposure,
      waterAccess: plot.waterAccess,
      terrain: plot.terrain,
      forSale: !!listing,
      listingPrice: listing ? listing.price : null,
      listingDate: listing ? listing.listedAt.toISOString() : null,
      listingExpirationDate: listing ? listing.expiresAt.toISOString() : null,
      listingDescription: listing ? listing.description : null,
    };
  }

  /** Plots with their live listings. */
  async toDtos(manager: EntityManager, plots: PlotEntity[]): Promise<PlotDto[]> {
    const listings = await this.plots.liveListings(
      manager,
      plots.map((plot) => plot.id),
    );
    return plots.map((plot) => this.toDto(plot, listings.get(plot.id)));
  }

  /** Refuses changes to a plot while it is offered on the marketplace (409). */
  async assertNotListed(manager: EntityManager, plotId: string): Promise<void> {
    if (await this.isListed(manager, plotId)) throw new DomainError('PLOT_LISTED_FOR_SALE');
  }

  /** Whether the plot is offered on the marketplace now. */
  async isListed(manager: EntityManager, plotId: string): Promise<boolean> {
    return (await this.plots.liveListings(manager, [plotId])).size > 0;
  }

  /**
   * One round trip (the hottest read of the game screens): the session check, the ownership
   * check, the plots and their live listings together; 401 when the session is not live, 404 when
   * the caller does not own the estate.
   */
  async list(session: TokenSession, estateId: string): Promise<JsonText<PlotDto[]>> {
    const row = await this.plots.listForSession(
      this.dataSource,
      isUuid(estateId) ? estateId : null,
      session.userId,
      session.sessionId,
    );
    // an API key's request was checked live by the guard (its id is no session)
    if (!row?.live && !session.apiKeyId) throw new DomainError('UNAUTHORIZED');
    if (!row.owner) throw estateNotFound();
    return row.plots;
  }

  async totalSize(userId: string, estateId: string): Promise<number> {
    await this.estates.requireOwner(this.dataSource.manager, userId, estateId);
    return this.plots.totalSize(this.dataSource.manager, estateId);
  }

  /** Buys undeveloped land in the estate's region at base price × hectares, charged in the same transaction. */
  async buy(
    userId: string,
    estateId: string,
    dto: BuyLandDto,
  ): Promise<{ plot: PlotDto; money: number; message: string }> {
    const dayIndex = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, async (manager) => {
      await this.estates.requireOwner(manager, userId, estateId, true);
      const estate = await this.estates.find(manager, estateId);
      const plan = decided(
        decideLandPurchase({
          region: estate.location,
          size: dto.size,
          funds: await this.money.funds(manager, estateId),
        }),
      );
      const { size, price } = plan;
      const balances = await this.money.postPlanned(
        manager,
        dayIndex,
        estateId,
        plan.postings,
        null,
        plan.unaffordable,
      );
      const n = await this.plots.count(manager, estateId);
      const terroir = generateTerroir(estate.location, Math.random);
      const [plot] = await this.plots.insert(manager, [
        {
          estateId,
          name: dto.name ?? `${REGION_INFO[estate.location].name} Plot ${n + 1}`,
          description: '',
          notes: '',
          region: estate.location,
          size,
          price,
          maintenanceCost: plan.maintenanceCost,
          purchaseDate: new Date(),
          purchaseGameDay: dayIndex,
          ...terroir,
        },
      ]);
      return {
        plot: this.toDto(plot!),
        money: balances.get(estateId) ?? 0,
        message: p.bought(plot.name, formatMoney(price)),
      };
    });
  }

  async get(userId: string, plotId: string): Promise<PlotDto> {
    const [dto] = await this.toDtos(this.dataSource.manager, [
      await this.owned(this.dataSource.manager, userId, plotId),
    ]);
    return dto!;
  }

  async details(userId: string, plotId: string): Promise<PlotDetailsDto> {
    const plot = await this.owned(this.dataSource.manager, userId, plotId);
    const [dto] = await this.toDtos(this.dataSource.manager, [plot]);
    return { ...dto!, suitableVarieties: suitableVarieties(plot.region, plot) };
  }

  async update(userId: string, plotId: string, dto: UpdatePlotDto): Promise<PlotDto> {
    return inTransaction(this.dataSource, async (manager) => {
      const plot = await lockPlotForChange(manager, userId, plotId);
      await this.assertNotListed(manager, plot.id);
      const changes: Partial<PlotEntity> = {};
      if (dto.name !== undefined) changes.name = dto.name;
      if (dto.description !== undefined) changes.description = dto.description;
      if (dto.notes !== undefined) changes.notes = dto.notes;
      if (Object.keys(changes).length > 0) await this.plots.update(manager, plot.id, changes);
      return this.toDto({ ...plot, ...changes } as PlotEntity);
    });
  }

  async remove(userId: string, plotId: string): Promise<string> {
    return inTransaction(this.dataSource, async (manager) => {
      const plot = await lockPlotForChange(manager, userId, plotId);
      await this.assertNotListed(manager, plot.id);
      await this.plots.delete(manager, plot.id);
      return plot.name;
    });
  }

  /** The plot when the caller owns its estate; 404 otherwise (also for malformed ids). */
  async owned(manager: EntityManager, userId: string, plotId: string, lock = false): Promise<PlotEntity> {
    if (!isUuid(plotId)) throw new DomainError('PLOT_NOT_FOUND');
    const plot = await this.plots.findOwned(manager, userId, plotId, lock);
    if (!plot) throw new DomainError('PLOT_NOT_FOUND');
    return plot;
  }
}
