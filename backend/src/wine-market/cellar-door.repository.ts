import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RegionKey } from '@vineyard/domain';

/** An estate's cellar door as stored (cellar_doors). */
export interface CellarDoorRow {
  price: number;
  monthlyUpkeep: number;
  builtDay: number;
}

/** What the cellar door reads of an estate: its region, reputation and planted hectares. */
export interface CellarDoorEstateFacts {
  region: RegionKey;
  reputationPoints: number;
  reputationPointsDay: number;
  plantedHectares: number;
}

/**
 * The cellar door (issue 35, item 1): the estate's tasting room (cellar_doors) and the bottles sold
 * at it (cellar_door_sales), the wine market's tables. Written only under the estate's `money` lock
 * (common/locks.ts, level 1); its monthly upkeep is the money module's (money/equipment-upkeep.tick.ts).
 */
@Injectable()
export class CellarDoorRepository {
  /** The estate's region, reputation and planted hectares (null when there is no such estate). */
  async estate(manager: EntityManager, estateId: string): Promise<CellarDoorEstateFacts | null> {
    const [row]: { location: RegionKey; reputation_points: string; reputation_points_day: number; ha: string }[] =
      await manager.query(
        `SELECT e.location, e.reputation_points, e.reputation_points_day,
                (SELECT COALESCE(SUM(b.size), 0) FROM plots p JOIN blocks b ON b.plot_id = p.id WHERE p.estate_id = e.id) AS ha
           FROM estates e WHERE e.id = $1`,
        [estateId],
      );
    return row
      ? {
          region: row.location,
          reputationPoints: Number(row.reputation_points),
          reputationPointsDay: row.reputation_points_day,
          plantedHectares: Number(row.ha),
        }
      : null;
  }

  /** The estate's cellar door (null when it has none). */
  async door(manager: EntityManager, estateId: string): Promise<CellarDoorRow | null> {
    const [row]: { price: number; monthly_upkeep: number; built_day: number }[] = await manager.query(
      `SELECT price, monthly_upkeep, built_day FROM cellar_doors WHERE estate_id = $1`,
      [estateId],
    );
    return row ? { price: row.price, monthlyUpkeep: row.monthly_upkeep, builtDay: row.built_day } : null;
  }

  /** Bottles the estate sold at its cellar door from `since` (a month's first day) on. */
  async soldSince(manager: EntityManager, estateId: string, since: number): Promise<number> {
    const [row]: { sold: string }[] = await manager.query(
      `SELECT COALESCE(SUM(bottles), 0) AS sold FROM cellar_door_sales WHERE estate_id = $1 AND game_day >= $2`,
      [estateId, since],
    );
    return Number(row?.sold ?? 0);
  }

  /** The cellar door built (the caller holds the estate's `money` lock and decided it had none). */
  async insert(manager: EntityManager, estateId: string, door: CellarDoorRow): Promise<void> {
    await manager.query(
      `INSERT INTO cellar_doors (estate_id, price, monthly_upkeep, built_day) VALUES ($1, $2, $3, $4)`,
      [estateId, door.price, door.monthlyUpkeep, door.builtDay],
    );
  }

  /** A sale at the cellar door (the caller holds the estate's `money` lock and the lot's). */
  async recordSale(
    manager: EntityManager,
    sale: { estateId: string; wineLotId: string; bottles: number; revenue: number; gameDay: number },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO cellar_door_sales (estate_id, wine_lot_id, bottles, revenue, game_day) VALUES ($1, $2, $3, $4, $5)`,
      [sale.estateId, sale.wineLotId, sale.bottles, sale.revenue, sale.gameDay],
    );
  }
}
