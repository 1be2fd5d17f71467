import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { landValuation, listingPriceRange, MESSAGES } from '@vineyard/domain';
import type { PlotEntity } from '../plots/entities/plot.entity';
import { firstRow } from '../common/sql';
import { inTransaction, lockActiveListing, lockPlotForChange } from '../common/locks';
import { toPlotDto, type LiveListing } from '../plots/plots.service';
import type { PlotDto } from '../plots/dto/plot.dto';
import type { ListPlotDto, UpdateListingDto } from './dto/marketplace.dto';
import { DomainError, fieldError } from '../common/errors';

const l = MESSAGES.listing;

interface ListingRow {
  id: string;
  price: string;
  listed_at: Date;
  expires_at: Date;
  description: string;
}

const toLive = (row: ListingRow): LiveListing => ({
  price: Number(row.price),
  listedAt: row.listed_at,
  expiresAt: row.expires_at,
  description: row.description,
});

/**
 * The seller's side of the marketplace: offering an owned plot, changing the offer, withdrawing
 * it. Owners only (404 otherwise); each change takes its locks in the order of common/locks.ts
 * (the estate, the plot, then its listing), so it cannot deadlock with a purchase, a block being
 * planted, the estate being deleted or another change: it waits for them or they for it.
 */
@Injectable()
export class ListingsService {
  constructor(private readonly dataSource: DataSource) {}

  /** 400 unless the price lies within the band around the plot's valuation (ECONOMY.md §2). */
  private refuseOutOfBand(plot: PlotEntity, price: number | undefined): void {
    if (price === undefined) return;
    const { min, max } = listingPriceRange(landValuation(plot.region, Number(plot.size), plot));
    if (price < min || price > max) {
      const message = l.priceOutOfBand(min, max);
      throw fieldError('PRICE_OUT_OF_RANGE', 'price', message);
    }
  }

  async list(userId: string, plotId: string, dto: ListPlotDto): Promise<PlotDto> {
    return inTransaction(this.dataSource, async (manager) => {
      const plot = await lockPlotForChange(manager, userId, plotId);
      await lockActiveListing(manager, plot.id);
      await closeStaleListing(manager, plot.id);
      const [{ blocks }] = await manager.query('SELECT count(*)::int AS blocks FROM blocks WHERE plot_id = $1', [
        plot.id,
      ]);
      if (blocks > 0) throw new DomainError('PLOT_HAS_BLOCKS');
      const existing = await manager.query("SELECT 1 FROM plot_listings WHERE plot_id = $1 AND status = 'active'", [
        plot.id,
      ]);
      if (existing.length > 0) throw new DomainError('ALREADY_LISTED');
      this.refuseOutOfBand(plot, dto.price);
      const [row]: ListingRow[] = await manager.query(
        `INSERT INTO plot_listings (plot_id, seller_estate_id, region, soil_type, size, price, description, listed_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now(), now() + make_interval(days => $8))
         RETURNING id, price, listed_at, expires_at, description`,
        [
          plot.id,
          plot.estateId,
          plot.region,
          plot.soilType,
          plot.size,
          dto.price,
          dto.description ?? plot.description,
          dto.expirationDays,
        ],
      );
      return toPlotDto(plot, toLive(row));
    });
  }

  async update(userId: string, plotId: string, dto: UpdateListingDto): Promise<PlotDto> {
    return inTransaction(this.dataSource, async (manager) => {
      const plot = await lockPlotForChange(manager, userId, plotId);
      await lockActiveListing(manager, plot.id);
      await closeStaleListing(manager, plot.id);
      const [active] = await manager.query("SELECT 1 FROM plot_listings WHERE plot_id = $1 AND status = 'active'", [
        plot.id,
      ]);
      if (!active) throw new DomainError('NOT_LISTED');
      this.refuseOutOfBand(plot, dto.price);
      const row = firstRow<ListingRow>(
        await manager.query(
          `UPDATE plot_listings SET
             price = COALESCE($2, price),
             description = COALESCE($3, description),
             expires_at = CASE WHEN $4::int IS NULL THEN expires_at ELSE now() + make_interval(days => $4::int) END
           WHERE plot_id = $1 AND status = 'active'
           RETURNING id, price, listed_at, expires_at, description`,
          [plot.id, dto.price ?? null, dto.description ?? null, dto.expirationDays ?? null],
        ),
      );
      if (!row) throw new DomainError('NOT_LISTED');
      return toPlotDto(plot, toLive(row));
    });
  }

  async cancel(userId: string, plotId: string): Promise<PlotDto> {
    return inTransaction(this.dataSource, async (manager) => {
      const plot = await lockPlotForChange(manager, userId, plotId);
      await lockActiveListing(manager, plot.id);
      await closeStaleListing(manager, plot.id);
      const row = firstRow<{ id: string }>(
        await manager.query(
          `UPDATE plot_listings SET status = 'cancelled', closed_at = now()
            WHERE plot_id = $1 AND status = 'active' RETURNING id`,
          [plot.id],
        ),
      );
      if (!row) throw new DomainError('NOT_LISTED');
      return toPlotDto(plot, null);
    });
  }
}

/** Marks the plot's listing expired when its time ran out before the tick got to it. */
export async function closeStaleListing(manager: EntityManager, plotId: string): Promise<void> {
  await manager.query(
    `UPDATE plot_listings SET status = 'expired', closed_at = expires_at
      WHERE plot_id = $1 AND status = 'active' AND expires_at <= now()`,
    [plotId],
  );
}
