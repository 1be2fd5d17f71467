import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TickHandlerRegistry } from '../gametime/tick-handlers';

/**
 * The winery's daily work: none on the batches themselves (stages are computed on read), only
 * telling players what happened today — one set-based statement a day, whatever the number of
 * batches (three partial indexes on the stage end days serve it): a stage
 * ended (`wine_stage`), a batch is ready to bottle (`wine_ready`); a blend is ready when it is
 * made, and says nothing. The step runs exactly once per
 * day (tick_steps), so each notice is written once.
 */
@Injectable()
export class WineryTick implements OnModuleInit {
  constructor(private readonly registry: TickHandlerRegistry) {}

  onModuleInit(): void {
    this.registry.register({ kind: 'daily', name: 'winery-notices', order: 50, run: (m, day) => this.notices(m, day) });
  }

  async notices(manager: EntityManager, day: number): Promise<void> {
    await manager.query(
      `INSERT INTO notifications (estate_id, kind, title, body, ref_id, game_day)
       SELECT b.estate_id,
              CASE WHEN b.ready_day = $1 THEN 'wine_ready' ELSE 'wine_stage' END,
              LEFT(CASE
                WHEN b.ready_day = $1 THEN 'Ready to bottle: ' || initcap(b.variety) || ' ' || b.vintage
                WHEN b.malolactic_end_day = $1 AND b.malolactic_end_day > b.fermentation_end_day
                  THEN 'Malolactic done: ' || initcap(b.variety) || ' ' || b.vintage
                ELSE 'Fermentation done: ' || initcap(b.variety) || ' ' || b.vintage END, 120),
              LEFT(CASE
                WHEN b.ready_day = $1 THEN 'The ' || b.litres || ' L of ' || initcap(b.variety) || ' from ' || b.block_name
                  || ' are ready to bottle (or to sell as bulk) in the Winery tab.'
                ELSE 'The ' || b.litres || ' L of ' || initcap(b.variety) || ' from ' || b.block_name
                  || ' moved on to ' || CASE
                    WHEN b.malolactic_end_day = $1 AND b.malolactic_end_day > b.fermentation_end_day OR NOT (b.plan->>'malolactic')::boolean
                      THEN 'élevage' || CASE WHEN b.plan->>'elevage' = 'oak' THEN ' in oak barrels' ELSE ' in steel' END
                    ELSE 'malolactic fermentation' END
                  || ' (' || (b.ready_day - $1) || ' days to go).' END, 500),
              b.id, $1
         FROM wine_batches b
        WHERE b.status = 'active' AND b.blend IS NULL
          AND (b.ready_day = $1 OR b.fermentation_end_day = $1 OR b.malolactic_end_day = $1)`,
      [day],
    );
  }
}
