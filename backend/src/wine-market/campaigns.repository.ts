import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CampaignKind } from '@vineyard/domain';

/** A marketing campaign row. */
export interface CampaignRow {
  id: string;
  kind: CampaignKind;
  start_day: number;
  end_day: number;
  cost: number;
}

/** The estate's latest ended campaigns the list shows beside those running. */
const ENDED_SHOWN = 10;

/**
 * Marketing campaigns (`marketing_campaigns`, issue 35 item 3): written only under the estate's
 * `money` lock (common/locks.ts, level 1), read by the list, the decision and (as a column of
 * the market facts, wine-market.repository.ts) every quote and sale.
 */
@Injectable()
export class CampaignsRepository {
  /** The estate's running campaigns on `day` (soonest end first) and its latest ended ones. */
  list(manager: EntityManager, estateId: string, day: number): Promise<CampaignRow[]> {
    return manager.query(
      `(SELECT id, kind, start_day, end_day, cost FROM marketing_campaigns
         WHERE estate_id = $1 AND end_day > $2 AND start_day <= $2 ORDER BY end_day, id)
       UNION ALL
       (SELECT id, kind, start_day, end_day, cost FROM marketing_campaigns
         WHERE estate_id = $1 AND end_day <= $2 ORDER BY end_day DESC, id LIMIT ${ENDED_SHOWN})`,
      [estateId, day],
    );
  }

  /** Planted hectares of the estate (the price's scale). */
  async plantedHectares(manager: EntityManager, estateId: string): Promise<number> {
    const [row]: { ha: string }[] = await manager.query(
      `SELECT COALESCE(SUM(b.size), 0) AS ha FROM plots p JOIN blocks b ON b.plot_id = p.id WHERE p.estate_id = $1`,
      [estateId],
    );
    return Number(row?.ha ?? 0);
  }

  /** A new campaign (the caller holds the estate's `money` lock). */
  async insert(
    manager: EntityManager,
    c: { estateId: string; kind: CampaignKind; startDay: number; endDay: number; cost: number },
  ): Promise<CampaignRow> {
    const [row]: CampaignRow[] = await manager.query(
      `INSERT INTO marketing_campaigns (estate_id, kind, start_day, end_day, cost) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, kind, start_day, end_day, cost`,
      [c.estateId, c.kind, c.startDay, c.endDay, c.cost],
    );
    return row!;
  }
}
