import { Injectable } from '@nestjs/common';
import { readTogether } from '../common/sql';
import type { EntityManager } from 'typeorm';
import {
  batchQualityOn,
  bottleQuality,
  STARTER_CELLARS,
  VESSELS,
  WINE_LOT_STATUS_LABELS,
  WINE_STAGE_LABELS,
  wineLotStatus,
  wineStage,
  wineBatchName,
  type BlendComponent,
  type EstateTemplate,
  type GrapeVariety,
  type VesselKind,
  type WinePlan,
} from '@vineyard/domain';

/** A vessel with what it holds on a day (tanks: litres of batches still in tanks; barrels: any active batch). */
export interface VesselUse {
  id: string;
  kind: VesselKind;
  capacityLitres: number;
  fills: number;
  usedLitres: number;
  batchIds: string[];
}

/**
 * The cellar's table SQL (vessels and what they hold). Every change to an estate's vessels or
 * their contents happens under that estate's row lock (`money`, level 1 of common/locks.ts), so
 * capacity is checked serially per estate.
 */
@Injectable()
export class CellarRepository {
  /** The template's starter cellar: tanks and a few used barrels. */
  async addStarter(manager: EntityManager, estateId: string, template: EstateTemplate): Promise<void> {
    const starter = STARTER_CELLARS[template];
    await this.add(manager, estateId, 'tank', starter.tanks, 0);
    await this.add(manager, estateId, starter.barrels.kind, starter.barrels.count, starter.barrels.fills);
  }

  /** Adds `count` new vessels of a kind (one statement). */
  async add(manager: EntityManager, estateId: string, kind: VesselKind, count: number, fills = 0): Promise<void> {
    if (count <= 0) return;
    await manager.query(
      `INSERT INTO vessels (estate_id, kind, capacity_litres, fills) SELECT $1, $2, $3, $4 FROM generate_series(1, $5)`,
      [estateId, kind, VESSELS[kind].litres, fills, count],
    );
  }

  /**
   * Every vessel of the estate with its use on `day`: a tank counts the litres of active batches
   * still in tanks (steel élevage, or oak before the malolactic end; a blend's rows are all where
   * it is); a barrel counts any active batch's litres (reserved from the crush until bottled or
   * sold out).
   */
  async use(manager: EntityManager, estateId: string, day: number): Promise<VesselUse[]> {
    const rows: {
      id: string;
      kind: VesselKind;
      capacity_litres: number;
      fills: number;
      used: string;
      batch_ids: string[] | null;
    }[] = await manager.query(
      `SELECT v.id, v.kind, v.capacity_litres, v.fills,
              COALESCE(SUM(bv.litres) FILTER (WHERE b.id IS NOT NULL), 0) AS used,
              array_agg(b.id) FILTER (WHERE b.id IS NOT NULL) AS batch_ids
         FROM vessels v
         LEFT JOIN batch_vessels bv ON bv.vessel_id = v.id
         LEFT JOIN wine_batches b ON b.id = bv.batch_id AND b.status = 'active'
              AND (v.kind <> 'tank' OR b.blend IS NOT NULL OR b.plan->>'elevage' = 'steel' OR b.malolactic_end_day > $2)
        WHERE v.estate_id = $1
        GROUP BY v.id
        ORDER BY v.kind DESC, v.created_at, v.id`,
      [estateId, day],
    );
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      capacityLitres: r.capacity_litres,
      fills: r.fills,
      usedLitres: Number(r.used),
      batchIds: r.batch_ids ?? [],
    }));
  }

  /** Replaces a batch's vessel rows (empty: the batch left the cellar). */
  async setContents(
    manager: EntityManager,
    batchId: string,
    contents: readonly { vesselId: string; litres: number }[],
  ): Promise<void> {
    await manager.query('DELETE FROM batch_vessels WHERE batch_id = $1', [batchId]);
    const rows = contents.filter((c) => c.litres > 0);
    if (rows.length === 0) return;
    await manager.query(
      `INSERT INTO batch_vessels (batch_id, vessel_id, litres)
       SELECT $1, v, l FROM unnest($2::uuid[], $3::int[]) AS t(v, l)`,
      [batchId, rows.map((r) => r.vesselId), rows.map((r) => r.litres)],
    );
  }

  async contents(
    manager: EntityManager,
    batchId: string,
  ): Promise<{ vesselId: string; kind: VesselKind; litres: number }[]> {
    const rows: { vessel_id: string; kind: VesselKind; litres: number }[] = await manager.query(
      `SELECT bv.vessel_id, v.kind, bv.litres FROM batch_vessels bv JOIN vessels v ON v.id = bv.vessel_id
        WHERE bv.batch_id = $1 ORDER BY v.kind DESC, bv.litres DESC, bv.vessel_id`,
      [batchId],
    );
    return rows.map((r) => ({ vesselId: r.vessel_id, kind: r.kind, litres: r.litres }));
  }

  /**
   * The estates' wines on `day`, for the inventory: bottled lots with bottles left (newest first,
   * quality after bottle ageing) and batches in the making (their stage, days since the crush).
   */
  async estateWines(manager: EntityManager, estateIds: readonly string[], day: number): Promise<EstateWine[]> {
    if (estateIds.length === 0) return [];
    const [lots, batches]: [
      {
        id: string;
        estate_id: string;
        name: string;
        variety: GrapeVariety;
        bottles: number;
        quality: number;
        bottled_day: number;
      }[],
      {
        id: string;
        estate_id: string;
        variety: GrapeVariety;
        vintage: number;
        grape_quality: number;
        plan: WinePlan;
        blend: BlendComponent[] | null;
        oak_strength: number;
        start_day: number;
        fermentation_end_day: number;
        malolactic_end_day: number;
        ready_day: number;
      }[],
    ] = await readTogether(
      manager,
      () =>
        manager.query(
          `SELECT id, estate_id, name, variety, bottles, quality, bottled_day FROM wine_lots
            WHERE estate_id = ANY($1) AND bottles > 0 ORDER BY created_at DESC, id`,
          [estateIds],
        ),
      () =>
        manager.query(
          `SELECT id, estate_id, variety, vintage, grape_quality, plan, blend, oak_strength, start_day,
                  fermentation_end_day, malolactic_end_day, ready_day
             FROM wine_batches WHERE estate_id = ANY($1) AND status = 'active' ORDER BY start_day, created_at, id`,
          [estateIds],
        ),
    );
    return [
      ...lots.map((l) => ({
        estateId: l.estate_id,
        id: l.id,
        name: l.name,
        status: WINE_LOT_STATUS_LABELS[wineLotStatus(l.variety, day - l.bottled_day)],
        bottles: l.bottles,
        quality: bottleQuality(l.quality, l.variety, day - l.bottled_day),
      })),
      ...batches.map((b) => {
        const schedule = {
          startDay: b.start_day,
          fermentationEndDay: b.fermentation_end_day,
          malolacticEndDay: b.malolactic_end_day,
          readyDay: b.ready_day,
        };
        return {
          estateId: b.estate_id,
          id: b.id,
          name: wineBatchName(b.variety, b.blend, b.vintage),
          status: WINE_STAGE_LABELS[wineStage(schedule, day)],
          age: Math.max(0, day - b.start_day),
          quality: batchQualityOn(
            {
              grapeQuality: b.grape_quality,
              variety: b.variety,
              plan: b.plan,
              oakStrength: b.oak_strength,
              blend: b.blend,
            },
            schedule,
            day,
          ),
        };
      }),
    ];
  }

  /** The estates' cellar equipment as supplies: how many vessels of each kind. */
  async supplies(
    manager: EntityManager,
    estateIds: readonly string[],
  ): Promise<{ estateId: string; item: string; amount: number }[]> {
    if (estateIds.length === 0) return [];
    const rows: { estate_id: string; kind: VesselKind; n: number }[] = await manager.query(
      `SELECT estate_id, kind, count(*)::int AS n FROM vessels WHERE estate_id = ANY($1)
        GROUP BY estate_id, kind ORDER BY estate_id, kind DESC`,
      [estateIds],
    );
    return rows.map((r) => ({ estateId: r.estate_id, item: VESSELS[r.kind].label, amount: r.n }));
  }

  /** One more fill for each of these barrels (their oak flavour fades). */
  async addFill(manager: EntityManager, vesselIds: readonly string[]): Promise<void> {
    if (vesselIds.length === 0) return;
    await manager.query('UPDATE vessels SET fills = fills + 1 WHERE id = ANY($1::uuid[])', [vesselIds]);
  }
}

/** One line of an estate's wine inventory (the spec's wines: name, status, age or bottles, quality). */
export interface EstateWine {
  estateId: string;
  id: string;
  name: string;
  status: string;
  age?: number;
  bottles?: number;
  quality: number;
}
