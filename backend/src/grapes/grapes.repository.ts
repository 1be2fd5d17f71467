import { Injectable } from '@nestjs/common';
import type { DeepPartial, EntityManager } from 'typeorm';
import { GrapeLotEntity } from './entities/grape-lot.entity';

/** A grape lot as an estate's inventory counts it. */
export interface EstateGrapeLotRow {
  estate_id: string;
  variety: string;
  kilograms: number;
  quality: number;
  harvest_day: number;
  counted_day: number;
}

/**
 * The grapes module's tables: `grape_lots` (harvested grapes an estate sells or crushes) and
 * `grape_buyer_sales` (what the grape buyers took per estate and season). Locking a lot is
 * common/locks.ts's (the lock order).
 */
@Injectable()
export class GrapesRepository {
  /** Hectares planted on all the estate's plots (what the grape buyers take from it). */
  async plantedHectares(manager: EntityManager, estateId: string): Promise<number> {
    const [planted]: { ha: string }[] = await manager.query(
      `SELECT COALESCE(SUM(b.size), 0) AS ha FROM blocks b JOIN plots p ON p.id = b.plot_id WHERE p.estate_id = $1`,
      [estateId],
    );
    return Number(planted?.ha ?? 0);
  }

  /** A new lot from a harvest. */
  insertLot(manager: EntityManager, lot: DeepPartial<GrapeLotEntity>): Promise<GrapeLotEntity> {
    return manager.save(manager.create(GrapeLotEntity, lot));
  }

  /** A lot the caller knows is there (it holds its lock): an error when it is not. */
  findById(manager: EntityManager, lotId: string): Promise<GrapeLotEntity> {
    return manager.findOneByOrFail(GrapeLotEntity, { id: lotId });
  }

  /** The estate's lots, newest first (empty ones too). */
  estateLots(manager: EntityManager, estateId: string): Promise<GrapeLotEntity[]> {
    return manager.getRepository(GrapeLotEntity).find({
      where: { estateId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  /** The lot when the user owns its estate (the id must be a UUID). */
  findOwned(manager: EntityManager, userId: string, lotId: string): Promise<GrapeLotEntity | null> {
    return manager
      .getRepository(GrapeLotEntity)
      .createQueryBuilder('l')
      .innerJoin('estate_owners', 'o', 'o.estate_id = l.estate_id AND o.user_id = :userId', { userId })
      .where('l.id = :lotId', { lotId })
      .getOne();
  }

  /** What is left of a lot after a sale or a crush, counted on `day`. */
  async setKilograms(manager: EntityManager, lotId: string, kilograms: number, day: number): Promise<void> {
    await manager.update(GrapeLotEntity, { id: lotId }, { kilograms, countedDay: day });
  }

  /** The estates' lots that hold grapes, by variety then age (their perishing is counted by the caller). */
  inventory(manager: EntityManager, estateIds: string[]): Promise<EstateGrapeLotRow[]> {
    return manager.query(
      `SELECT estate_id, variety, kilograms, quality, harvest_day, counted_day
         FROM grape_lots WHERE estate_id = ANY($1) AND kilograms > 0 ORDER BY variety, created_at`,
      [estateIds],
    );
  }

  /** Adds a sale to the estate's season with the grape buyers and the cooperative. */
  async addBuyerSale(
    manager: EntityManager,
    sale: { estateId: string; season: number; buyersKg: number; cooperativeKg: number; revenue: number },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO grape_buyer_sales (estate_id, season, buyers_kg, cooperative_kg, revenue)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (estate_id, season) DO UPDATE
         SET buyers_kg = grape_buyer_sales.buyers_kg + EXCLUDED.buyers_kg,
             cooperative_kg = grape_buyer_sales.cooperative_kg + EXCLUDED.cooperative_kg,
             revenue = grape_buyer_sales.revenue + EXCLUDED.revenue`,
      [sale.estateId, sale.season, sale.buyersKg, sale.cooperativeKg, sale.revenue],
    );
  }

  /** What the grape buyers took from the estate this season, if anything. */
  async buyerSales(
    manager: EntityManager,
    estateId: string,
    season: number,
  ): Promise<{ buyers_kg: number; revenue: string } | undefined> {
    const [sold]: { buyers_kg: number; revenue: string }[] = await manager.query(
      'SELECT buyers_kg, revenue FROM grape_buyer_sales WHERE estate_id = $1 AND season = $2',
      [estateId, season],
    );
    return sold;
  }
}
