import { Injectable, type OnModuleInit } from '@nestjs/common';
import { isWageDay } from '@vineyard/domain';
import { TickHandlerRegistry } from '../gametime/tick-handlers';
import { WagesTick } from '../money/wages.tick';

/**
 * Staff on the clock (issue 35, item 2): the monthly wages, on the first day of each game month, in
 * batches of estates (the money module's WagesTick: one statement a batch), right after the bottle
 * store's storage charge.
 */
@Injectable()
export class StaffTick implements OnModuleInit {
  constructor(
    private readonly registry: TickHandlerRegistry,
    private readonly wages: WagesTick,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      kind: 'batched',
      name: 'wages',
      order: 22,
      table: 'estates',
      appliesTo: isWageDay,
      runBatch: (m, day, range) => this.wages.charge(m, day, range),
    });
  }
}
