import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EstateTemplate } from '@vineyard/domain';

/** What the bottle store reads of an estate. */
export interface BottleStoreFacts {
  template: EstateTemplate;
  extensions: number;
  bottles: number;
}

/**
 * The bottle store (issue 35, item 1): the extensions an estate built (estates.bottle_store_extensions,
 * a column the cellar owns, table-owners.ts) and the bottles its lots hold. Written only under the
 * estate's `money` lock (common/locks.ts, level 1); the monthly charge is the money module's
 * (money/storage-charge.tick.ts).
 */
@Injectable()
export class BottleStoreRepository {
  /** The estate's template, extensions and bottles held today (null when there is no such estate). */
  async facts(manager: EntityManager, estateId: string): Promise<BottleStoreFacts | null> {
    const [row]: { template: EstateTemplate; extensions: number; bottles: string }[] = await manager.query(
      `SELECT e.template, e.bottle_store_extensions AS extensions,
              COALESCE((SELECT SUM(l.bottles) FROM wine_lots l WHERE l.estate_id = e.id), 0) AS bottles
         FROM estates e WHERE e.id = $1`,
      [estateId],
    );
    return row ? { template: row.template, extensions: Number(row.extensions), bottles: Number(row.bottles) } : null;
  }

  /** Sets the extensions built (the caller holds the estate's `money` lock). */
  async setExtensions(manager: EntityManager, estateId: string, extensions: number): Promise<void> {
    await manager.query(`UPDATE estates SET bottle_store_extensions = $2 WHERE id = $1`, [estateId, extensions]);
  }
}
