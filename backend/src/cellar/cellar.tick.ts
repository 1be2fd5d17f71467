import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isEquipmentUpkeepDay, isStorageChargeDay, MESSAGES } from '@vineyard/domain';
import { sqlFormat } from '../common/sql';
import { TickHandlerRegistry } from '../gametime/tick-handlers';
import { StorageChargeTick } from '../money/storage-charge.tick';
import { EquipmentUpkeepTick } from '../money/equipment-upkeep.tick';

const notice = MESSAGES.notice;

/**
 * The cellar's daily work (the `winery-notices` step): none on the batches themselves (stages are
 * computed on read), only telling players what happened today — one set-based statement a day,
 * whatever the number of batches (three partial indexes on the stage end days serve it): a stage
 * ended (`wine_stage`), a batch is ready to bottle (`wine_ready`); a blend is ready when it is
 * made, and says nothing. The step runs exactly once per day (tick_steps), so each notice is
 * written once. The bottle store's monthly storage charge is registered here too (`storage-charge`,
 * the money module's statement), and so is the winery equipment's monthly upkeep (`equipment-upkeep`). The critics' reviews of bottled lots are the wine market's (CriticReviewsTick).
 */
@Injectable()
export class CellarTick implements OnModuleInit {
  constructor(
    private readonly registry: TickHandlerRegistry,
    private readonly storage: StorageChargeTick,
    private readonly equipment: EquipmentUpkeepTick,
  ) {}

  onModuleInit(): void {
    // the bottle store's monthly charge (issue 35, item 1): on the first day of each game month, in
    // batches of estates, right after the yearly upkeep (the money module's StorageChargeTick)
    this.registry.register({
      kind: 'batched',
      name: 'storage-charge',
      order: 21,
      table: 'estates',
      appliesTo: isStorageChargeDay,
      runBatch: (m, day, range) => this.storage.charge(m, day, range),
    });
    // the winery equipment's monthly upkeep (issue 35, item 1): the same day, right after the
    // storage charge (the money module's EquipmentUpkeepTick)
    this.registry.register({
      kind: 'batched',
      name: 'equipment-upkeep',
      order: 22,
      table: 'estates',
      appliesTo: isEquipmentUpkeepDay,
      runBatch: (m, day, range) => this.equipment.charge(m, day, range),
    });
    this.registry.register({ kind: 'daily', name: 'winery-notices', order: 50, run: (m, day) => this.notices(m, day) });
  }

  async notices(manager: EntityManager, day: number): Promise<void> {
    await manager.query(
      `INSERT INTO notifications (estate_id, kind, title, body, ref_id, game_day)
       SELECT b.estate_id,
              CASE WHEN b.ready_day = $1 THEN 'wine_ready' ELSE 'wine_stage' END,
              LEFT(format(CASE
                WHEN b.ready_day = $1 THEN $2::text
                WHEN b.malolactic_end_day = $1 AND b.malolactic_end_day > b.fermentation_end_day THEN $3::text
                ELSE $4::text END, initcap(b.variety), b.vintage), 120),
              LEFT(CASE
                WHEN b.ready_day = $1 THEN format($5::text, b.litres, initcap(b.variety), b.block_name)
                ELSE format($6::text, b.litres, initcap(b.variety), b.block_name, CASE
                    WHEN b.malolactic_end_day = $1 AND b.malolactic_end_day > b.fermentation_end_day OR NOT (b.plan->>'malolactic')::boolean
                      THEN CASE WHEN b.plan->>'elevage' = 'oak' THEN $7::text ELSE $8::text END
                    ELSE $9::text END, b.ready_day - $1) END, 500),
              b.id, $1
         FROM wine_batches b
        WHERE b.status = 'active' AND b.blend IS NULL
          AND (b.ready_day = $1 OR b.fermentation_end_day = $1 OR b.malolactic_end_day = $1)`,
      [
        day,
        sqlFormat(notice.wineReadyTitle, ['variety', 'vintage']),
        sqlFormat(notice.malolacticDoneTitle, ['variety', 'vintage']),
        sqlFormat(notice.fermentationDoneTitle, ['variety', 'vintage']),
        sqlFormat(notice.wineReadyBody, ['litres', 'variety', 'block']),
        sqlFormat(notice.wineStageBody, ['litres', 'variety', 'block', 'stage', 'days']),
        notice.stageOak,
        notice.stageSteel,
        notice.stageMalolactic,
      ],
    );
  }
}
