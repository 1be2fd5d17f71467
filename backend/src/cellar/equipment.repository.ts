import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EquipmentKind } from '@vineyard/domain';

/** A piece of equipment an estate owns, as stored (estate_equipment). */
export interface EquipmentRow {
  kind: EquipmentKind;
  price: number;
  monthlyUpkeep: number;
  boughtDay: number;
}

/**
 * Winery equipment (issue 35, item 1): the pieces an estate bought (estate_equipment, the cellar's
 * table) and the planted hectares its prices scale with. Written only under the estate's `money`
 * lock (common/locks.ts, level 1); the monthly upkeep is the money module's
 * (money/equipment-upkeep.tick.ts).
 */
@Injectable()
export class EquipmentRepository {
  /** The estate's pieces, in the order of EQUIPMENT_KINDS' kinds bought first. */
  async owned(manager: EntityManager, estateId: string): Promise<EquipmentRow[]> {
    const rows: { kind: EquipmentKind; price: number; monthly_upkeep: number; bought_day: number }[] =
      await manager.query(
        `SELECT kind, price, monthly_upkeep, bought_day FROM estate_equipment WHERE estate_id = $1 ORDER BY bought_day, kind`,
        [estateId],
      );
    return rows.map((r) => ({
      kind: r.kind,
      price: r.price,
      monthlyUpkeep: r.monthly_upkeep,
      boughtDay: r.bought_day,
    }));
  }

  /** The kinds the estate owns (what the crush and bottling decisions take). */
  async kinds(manager: EntityManager, estateId: string): Promise<EquipmentKind[]> {
    return (await this.owned(manager, estateId)).map((r) => r.kind);
  }

  /**
   * What a crush takes of the estate's winery in one read: the kinds of equipment it owns and the
   * skill of its winemaker (the staff module's `staff` rows, written under the estate's `money`
   * lock, which a crush holds; null without one): decideCrush adds their points.
   */
  async crushAids(
    manager: EntityManager,
    estateId: string,
  ): Promise<{ equipment: EquipmentKind[]; winemakerSkill: number | null }> {
    const [row]: { kinds: EquipmentKind[]; skill: number | null }[] = await manager.query(
      `SELECT COALESCE((SELECT array_agg(kind ORDER BY bought_day, kind) FROM estate_equipment WHERE estate_id = $1),
                       '{}') AS kinds,
              (SELECT max(skill)::int FROM staff WHERE estate_id = $1 AND role = 'winemaker') AS skill`,
      [estateId],
    );
    return { equipment: row?.kinds ?? [], winemakerSkill: row?.skill ?? null };
  }

  /** Planted hectares of the estate (the prices' scale; null when there is no such estate). */
  async plantedHectares(manager: EntityManager, estateId: string): Promise<number | null> {
    const [row]: { ha: string | null }[] = await manager.query(
      `SELECT (SELECT COALESCE(SUM(b.size), 0) FROM plots p JOIN blocks b ON b.plot_id = p.id WHERE p.estate_id = e.id) AS ha
         FROM estates e WHERE e.id = $1`,
      [estateId],
    );
    return row ? Number(row.ha ?? 0) : null;
  }

  /** A piece bought (the caller holds the estate's `money` lock and decided it is not owned). */
  async insert(manager: EntityManager, estateId: string, row: EquipmentRow): Promise<void> {
    await manager.query(
      `INSERT INTO estate_equipment (estate_id, kind, price, monthly_upkeep, bought_day) VALUES ($1, $2, $3, $4, $5)`,
      [estateId, row.kind, row.price, row.monthlyUpkeep, row.boughtDay],
    );
  }
}
