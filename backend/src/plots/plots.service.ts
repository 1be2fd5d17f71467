import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../common/ids';
import { poolQuery } from '../common/sql';
import { inTransaction, lockPlotForChange } from '../common/locks';
import type { TokenSession } from '../auth/auth.types';
import { liveSessionCondition } from '../auth/sessions.service';
import {
  annualMaintenance,
  DAYS_PER_YEAR,
  formatMoney,
  generateTerroir,
  MESSAGES,
  REGION_INFO,
  suitableVarieties,
  undevelopedLandPrice,
} from '@vineyard/domain';
import { EstateEntity } from '../estates/entities/estate.entity';
import { estateNotFound, EstatesService } from '../estates/estates.service';
import { GameTimeService } from '../gametime/gametime.service';
import { MoneyService } from '../money/money.service';
import type { BuyLandDto, PlotDetailsDto, PlotDto, UpdatePlotDto } from './dto/plot.dto';
import { PlotEntity } from './entities/plot.entity';
import { DomainError } from '../common/errors';

const p = MESSAGES.plot;

/** The facts of a plot's live listing (active and not yet expired), as PlotDto shows them. */
export interface LiveListing {
  price: number;
  listedAt: Date;
  expiresAt: Date;
  description: string;
}

/** A plot as its owners see it; `listing` is its live listing, if any. */
export function toPlotDto(plot: PlotEntity, listing?: LiveListing | null): PlotDto {
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

/** A plots row (snake_case) with its live listing's columns, as list() reads it. */
interface PlotRow {
  id: string;
  estate_id: string;
  name: string;
  description: string;
  notes: string;
  region: PlotEntity['region'];
  size: string;
  price: string;
  maintenance_cost: number;
  purchase_date: Date;
  purchase_game_day: number;
  soil_type: PlotEntity['soilType'];
  elevation: number;
  orientation: PlotEntity['orientation'];
  sun_exposure: number;
  water_access: number;
  terrain: PlotEntity['terrain'];
  created_at: Date;
  listing_price: string | null;
  listed_at: Date | null;
  listing_expires_at: Date | null;
  listing_description: string | null;
}

/** A row as json_agg renders it: timestamps become strings. */
type JsonRow<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

function plotRowToDto(r: PlotRow): PlotDto {
  const plot = {
    id: r.id,
    estateId: r.estate_id,
    name: r.name,
    description: r.description,
    notes: r.notes,
    region: r.region,
    size: Number(r.size),
    price: Number(r.price),
    maintenanceCost: r.maintenance_cost,
    purchaseDate: r.purchase_date,
    purchaseGameDay: r.purchase_game_day,
    soilType: r.soil_type,
    elevation: r.elevation,
    orientation: r.orientation,
    sunExposure: r.sun_exposure,
    waterAccess: r.water_access,
    terrain: r.terrain,
    createdAt: r.created_at,
  } as PlotEntity;
  const listing =
    r.listing_price === null
      ? null
      : {
          price: Number(r.listing_price),
          listedAt: r.listed_at as Date,
          expiresAt: r.listing_expires_at as Date,
          description: r.listing_description ?? '',
        };
  return toPlotDto(plot, listing);
}

/** Live listings (active, unexpired) of the given plots, by plot id: one query. */
export async function liveListings(manager: EntityManager, plotIds: string[]): Promise<Map<string, LiveListing>> {
  if (plotIds.length === 0) return new Map();
  const rows: { plot_id: string; price: string; listed_at: Date; expires_at: Date; description: string }[] =
    await manager.query(
      `SELECT plot_id, price, listed_at, expires_at, description FROM plot_listings
        WHERE plot_id = ANY($1::uuid[]) AND status = 'active' AND expires_at > now()`,
      [plotIds],
    );
  return new Map(
    rows.map((r) => [
      r.plot_id,
      { price: Number(r.price), listedAt: r.listed_at, expiresAt: r.expires_at, description: r.description },
    ]),
  );
}

/** Plots with their live listings. */
export async function toPlotDtos(manager: EntityManager, plots: PlotEntity[]): Promise<PlotDto[]> {
  const listings = await liveListings(
    manager,
    plots.map((plot) => plot.id),
  );
  return plots.map((plot) => toPlotDto(plot, listings.get(plot.id)));
}

/** Refuses changes to a plot while it is offered on the marketplace (409). */
export async function assertNotListed(manager: EntityManager, plotId: string): Promise<void> {
  if ((await liveListings(manager, [plotId])).size > 0) throw new DomainError('PLOT_LISTED_FOR_SALE');
}

/** Plots of the caller's estates; 404 for anyone who does not own the plot's estate. */
@Injectable()
export class PlotsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly estates: EstatesService,
    private readonly gameTime: GameTimeService,
    private readonly money: MoneyService,
  ) {}

  /**
   * One round trip (the hottest read of the game screens): the session check, the ownership
   * check, the plots and their live listings together; 401 when the session is not live, 404 when
   * the caller does not own the estate.
   */
  async list(session: TokenSession, estateId: string): Promise<PlotDto[]> {
    // the plots come back as one JSON value: one field to decode instead of ~20 per row
    const [row] = await poolQuery<{ live: boolean; owner: boolean; plots: JsonRow<PlotRow>[] }>(
      this.dataSource,
      `SELECT ${liveSessionCondition('$3', '$2')} AS live,
              EXISTS (SELECT 1 FROM estate_owners WHERE estate_id = $1::uuid AND user_id = $2) AS owner,
              (SELECT COALESCE(json_agg(x ORDER BY x.created_at, x.name), '[]'::json) FROM (
                 SELECT p.*, l.price AS listing_price, l.listed_at, l.expires_at AS listing_expires_at,
                        l.description AS listing_description
                   FROM plots p
                   LEFT JOIN plot_listings l ON l.plot_id = p.id AND l.status = 'active' AND l.expires_at > now()
                  WHERE p.estate_id = $1::uuid) x) AS plots`,
      [isUuid(estateId) ? estateId : null, session.userId, session.sessionId],
    );
    if (!row?.live) throw new DomainError('UNAUTHORIZED');
    if (!row.owner) throw estateNotFound();
    return row.plots.map((r) =>
      plotRowToDto({
        ...r,
        purchase_date: new Date(r.purchase_date),
        created_at: new Date(r.created_at),
        listed_at: r.listed_at === null ? null : new Date(r.listed_at),
        listing_expires_at: r.listing_expires_at === null ? null : new Date(r.listing_expires_at),
      }),
    );
  }

  async totalSize(userId: string, estateId: string): Promise<number> {
    await this.estates.requireOwner(this.dataSource.manager, userId, estateId);
    const [row] = await this.dataSource.query(
      'SELECT COALESCE(SUM(size), 0) AS total FROM plots WHERE estate_id = $1',
      [estateId],
    );
    return Number(row.total);
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
      const estate = await manager.findOneByOrFail(EstateEntity, { id: estateId });
      const size = Math.round(dto.size * 10) / 10;
      const price = undevelopedLandPrice(estate.location, size);
      await this.money.refuseInArrears(manager, estateId);
      const balances = await this.money.post(
        manager,
        dayIndex,
        [{ estateId, amount: -price, kind: 'land_purchase', description: `Undeveloped land bought (${size} ha)` }],
        p.insufficientFundsForLand,
      );
      const [{ n }] = await manager.query('SELECT count(*)::int AS n FROM plots WHERE estate_id = $1', [estateId]);
      const terroir = generateTerroir(estate.location, Math.random);
      const plot = await manager.save(
        manager.create(PlotEntity, {
          estateId,
          name: dto.name ?? `${REGION_INFO[estate.location].name} Plot ${n + 1}`,
          description: '',
          notes: '',
          region: estate.location,
          size,
          price,
          maintenanceCost: annualMaintenance(price),
          purchaseDate: new Date(),
          purchaseGameDay: dayIndex,
          ...terroir,
        }),
      );
      return {
        plot: toPlotDto(plot),
        money: balances.get(estateId) ?? 0,
        message: p.bought(plot.name, formatMoney(price)),
      };
    });
  }

  async get(userId: string, plotId: string): Promise<PlotDto> {
    const [dto] = await toPlotDtos(this.dataSource.manager, [
      await this.owned(this.dataSource.manager, userId, plotId),
    ]);
    return dto;
  }

  async details(userId: string, plotId: string): Promise<PlotDetailsDto> {
    const plot = await this.owned(this.dataSource.manager, userId, plotId);
    const [dto] = await toPlotDtos(this.dataSource.manager, [plot]);
    return { ...dto, suitableVarieties: suitableVarieties(plot.region, plot) };
  }

  async update(userId: string, plotId: string, dto: UpdatePlotDto): Promise<PlotDto> {
    return inTransaction(this.dataSource, async (manager) => {
      const plot = await lockPlotForChange(manager, userId, plotId);
      await assertNotListed(manager, plot.id);
      const changes: Partial<PlotEntity> = {};
      if (dto.name !== undefined) changes.name = dto.name;
      if (dto.description !== undefined) changes.description = dto.description;
      if (dto.notes !== undefined) changes.notes = dto.notes;
      if (Object.keys(changes).length > 0) await manager.update(PlotEntity, { id: plot.id }, changes);
      return toPlotDto({ ...plot, ...changes } as PlotEntity);
    });
  }

  async remove(userId: string, plotId: string): Promise<string> {
    return inTransaction(this.dataSource, async (manager) => {
      const plot = await lockPlotForChange(manager, userId, plotId);
      await assertNotListed(manager, plot.id);
      await manager.delete(PlotEntity, { id: plot.id });
      return plot.name;
    });
  }

  private owned(manager: EntityManager, userId: string, plotId: string, lock = false): Promise<PlotEntity> {
    return findOwnedPlot(manager, userId, plotId, lock);
  }
}

/** The plot when the caller owns its estate; 404 otherwise (also for malformed ids). */
export async function findOwnedPlot(
  manager: EntityManager,
  userId: string,
  plotId: string,
  lock = false,
): Promise<PlotEntity> {
  if (!isUuid(plotId)) throw new DomainError('PLOT_NOT_FOUND');
  const qb = manager
    .getRepository(PlotEntity)
    .createQueryBuilder('p')
    .innerJoin('estate_owners', 'o', 'o.estate_id = p.estate_id AND o.user_id = :userId', { userId })
    .where('p.id = :plotId', { plotId });
  if (lock) qb.setLock('pessimistic_write', undefined, ['p']);
  const plot = await qb.getOne();
  if (!plot) throw new DomainError('PLOT_NOT_FOUND');
  return plot;
}
