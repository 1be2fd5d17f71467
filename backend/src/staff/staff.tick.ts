import { Injectable, type OnModuleInit } from '@nestjs/common';
import { isVineyardManagerDay, isWageDay } from '@vineyard/domain';
import { TickHandlerRegistry } from '../gametime/tick-handlers';
import { WagesTick } from '../money/wages.tick';
import { StaffSalesTick } from './staff-sales.tick';
import { StaffVineyardTick } from './staff-vineyard.tick';

/**
 * The share of TICK_BATCH_SIZE estates a staff-sales or staff-vineyard batch covers: their locks are
 * held for the whole batch (up to a millisecond an estate with a sales manager, a third of one for
 * a vineyard manager with three blocks: bench scenario 14), so a player's own write that meets them
 * waits a fraction of a second, not seconds (the stall goals of scenario 14).
 */
export const STAFF_BATCH_SHARE = 0.2;

/**
 * Staff on the clock (issue 35, item 2), on the first day of each game month, in batches of
 * estates: the sales manager's sale to the player's rule (StaffSalesTick: four statements a batch,
 * one when nothing sells), the vineyard manager's work due (StaffVineyardTick: three statements a
 * batch, one when no estate has one), then the monthly wages (the money module's WagesTick: one statement a
 * batch), right after the bottle store's storage charge.
 */
@Injectable()
export class StaffTick implements OnModuleInit {
  constructor(
    private readonly registry: TickHandlerRegistry,
    private readonly wages: WagesTick,
    private readonly sales: StaffSalesTick,
    private readonly vineyard: StaffVineyardTick,
  ) {}

  onModuleInit(): void {
    // the sales manager's monthly sale, before the month's charges (its money pays them)
    this.registry.register({
      kind: 'batched',
      name: 'staff-sales',
      order: 18,
      table: 'estates',
      // its batch holds the estates' locks from its first statement to its commit, while each sale
      // is decided in TypeScript: a player selling their own wine meanwhile waits for it
      batchShare: STAFF_BATCH_SHARE,
      appliesTo: isWageDay,
      runBatch: (m, day, range) => this.sales.run(m, day, range),
    });
    // the vineyard manager's work due, after the sales (their money pays it), before the month's charges
    this.registry.register({
      kind: 'batched',
      name: 'staff-vineyard',
      order: 19,
      table: 'estates',
      // as the sales: the batch holds its estates' and blocks' locks while the work is planned
      batchShare: STAFF_BATCH_SHARE,
      appliesTo: isVineyardManagerDay,
      runBatch: (m, day, range) => this.vineyard.run(m, day, range),
    });
    this.registry.register({
      kind: 'batched',
      name: 'wages',
      order: 23,
      table: 'estates',
      appliesTo: isWageDay,
      runBatch: (m, day, range) => this.wages.charge(m, day, range),
    });
  }
}
