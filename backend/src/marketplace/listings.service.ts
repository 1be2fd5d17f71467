import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { decideListing, decideListingChange, type ListedPlotFacts } from '@vineyard/domain';
import type { PlotEntity } from '../plots/entities/plot.entity';
import { inTransaction, lockActiveListing } from '../common/locks';
import { lockPlotForChange } from '../plots/plot-locks';
import { BlocksRepository } from '../blocks/blocks.repository';
import { PlotsService } from '../plots/plots.service';
import type { PlotDto } from '../plots/dto/plot.dto';
import type { ListPlotDto, UpdateListingDto } from './dto/marketplace.dto';
import { ListingsRepository } from './listings.repository';
import { decided, DomainError } from '../common/errors';

/** A plot as the listing decisions read it. */
const listed = (plot: PlotEntity): ListedPlotFacts => ({ region: plot.region, size: Number(plot.size), terroir: plot });

/**
 * The seller's side of the marketplace: offering an owned plot, changing the offer, withdrawing
 * it. Owners only (404 otherwise); each change takes its locks in the order of common/locks.ts
 * (the estate, the plot, then its listing), so it cannot deadlock with a purchase, a block being
 * planted, the estate being deleted or another change: it waits for them or they for it.
 */
@Injectable()
export class ListingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly plots: PlotsService,
    private readonly listings: ListingsRepository,
    private readonly blocks: BlocksRepository,
  ) {}

  async list(userId: string, plotId: string, dto: ListPlotDto): Promise<PlotDto> {
    return inTransaction(this.dataSource, async (manager) => {
      const plot = await lockPlotForChange(manager, userId, plotId);
      await lockActiveListing(manager, plot.id);
      await this.listings.closeStale(manager, plot.id);
      const plan = decided(
        decideListing({
          plot: listed(plot),
          blocks: await this.blocks.countOnPlot(manager, plot.id),
          listed: await this.listings.hasActive(manager, plot.id),
          price: dto.price,
        }),
      );
      const listing = await this.listings.insert(manager, plot, {
        price: plan.price,
        description: dto.description ?? plot.description,
        expirationDays: dto.expirationDays,
      });
      return this.plots.toDto(plot, listing);
    });
  }

  async update(userId: string, plotId: string, dto: UpdateListingDto): Promise<PlotDto> {
    return inTransaction(this.dataSource, async (manager) => {
      const plot = await lockPlotForChange(manager, userId, plotId);
      await lockActiveListing(manager, plot.id);
      await this.listings.closeStale(manager, plot.id);
      const plan = decided(
        decideListingChange({
          plot: listed(plot),
          listed: await this.listings.hasActive(manager, plot.id),
          price: dto.price,
        }),
      );
      const row = await this.listings.update(manager, plot.id, {
        price: plan.price,
        description: dto.description ?? null,
        expirationDays: dto.expirationDays ?? null,
      });
      if (!row) throw new DomainError('NOT_LISTED');
      return this.plots.toDto(plot, row);
    });
  }

  async cancel(userId: string, plotId: string): Promise<PlotDto> {
    return inTransaction(this.dataSource, async (manager) => {
      const plot = await lockPlotForChange(manager, userId, plotId);
      await lockActiveListing(manager, plot.id);
      await this.listings.closeStale(manager, plot.id);
      const row = await this.listings.cancel(manager, plot.id);
      if (!row) throw new DomainError('NOT_LISTED');
      return this.plots.toDto(plot, null);
    });
  }
}
