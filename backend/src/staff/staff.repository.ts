import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DEFAULT_SALES_RULE, type SalesRule, type StaffMember, type StaffRole } from '@vineyard/domain';

interface StaffRow {
  id: string;
  role: StaffRole;
  candidate_id: string;
  name: string;
  skill: number;
  wage: number;
  hired_day: number;
}

const toMember = (r: StaffRow): StaffMember => ({
  id: r.id,
  role: r.role,
  candidateId: r.candidate_id,
  name: r.name,
  skill: Number(r.skill),
  wage: Number(r.wage),
  hiredDay: Number(r.hired_day),
});

/**
 * Staff (issue 35, item 2): the estate's members (`staff`) and the sales manager's rule
 * (`staff_sales_rules`). Written only under the estate's `money` lock (common/locks.ts, level 1);
 * the monthly wages are the money module's (money/wages.tick.ts).
 */
@Injectable()
export class StaffRepository {
  /** The estate's staff, in the order they were hired. */
  async staff(manager: EntityManager, estateId: string): Promise<StaffMember[]> {
    const rows: StaffRow[] = await manager.query(
      `SELECT id, role, candidate_id, name, skill, wage, hired_day FROM staff
        WHERE estate_id = $1 ORDER BY hired_day, created_at, id`,
      [estateId],
    );
    return rows.map(toMember);
  }

  /** The estate's sales rule (the default where the player set none). */
  async salesRule(manager: EntityManager, estateId: string): Promise<SalesRule> {
    const [row]: { share_percent: number; min_quality: number }[] = await manager.query(
      `SELECT share_percent, min_quality FROM staff_sales_rules WHERE estate_id = $1`,
      [estateId],
    );
    return row ? { sharePercent: Number(row.share_percent), minQuality: Number(row.min_quality) } : DEFAULT_SALES_RULE;
  }

  /** The hectares of the estate's blocks (what a vineyard crew would tend). */
  async plantedHectares(manager: EntityManager, estateId: string): Promise<number> {
    const [row]: { hectares: number }[] = await manager.query(
      `SELECT COALESCE(sum(b.size), 0)::float8 AS hectares FROM blocks b JOIN plots p ON p.id = b.plot_id
        WHERE p.estate_id = $1`,
      [estateId],
    );
    return Math.round(Number(row?.hectares ?? 0) * 100) / 100;
  }

  /** A new member (the caller holds the estate's `money` lock). */
  async insert(manager: EntityManager, estateId: string, m: Omit<StaffMember, 'id'>): Promise<StaffMember> {
    const [row]: StaffRow[] = await manager.query(
      `INSERT INTO staff (estate_id, role, candidate_id, name, skill, wage, hired_day) VALUES ($1, $2, $3, $4, $5, $6, $7)
       RETURNING id, role, candidate_id, name, skill, wage, hired_day`,
      [estateId, m.role, m.candidateId, m.name, m.skill, m.wage, m.hiredDay],
    );
    return toMember(row!);
  }

  /** Removes a member (the caller holds the estate's `money` lock). */
  async remove(manager: EntityManager, estateId: string, staffId: string): Promise<void> {
    await manager.query(`DELETE FROM staff WHERE estate_id = $1 AND id = $2`, [estateId, staffId]);
  }

  /** Sets the estate's sales rule (the caller holds the estate's `money` lock). */
  async setSalesRule(manager: EntityManager, estateId: string, rule: SalesRule, day: number): Promise<void> {
    await manager.query(
      `INSERT INTO staff_sales_rules (estate_id, share_percent, min_quality, updated_day) VALUES ($1, $2, $3, $4)
       ON CONFLICT (estate_id) DO UPDATE SET share_percent = EXCLUDED.share_percent,
              min_quality = EXCLUDED.min_quality, updated_day = EXCLUDED.updated_day`,
      [estateId, rule.sharePercent, rule.minQuality, day],
    );
  }
}
