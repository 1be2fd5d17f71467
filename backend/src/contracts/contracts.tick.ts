import { Injectable, OnModuleInit } from '@nestjs/common';
import { TickHandlerRegistry } from '../gametime/tick-handlers';
import { ContractDefaultsTick } from '../money/contract-defaults.tick';

/**
 * The contracts' share of the game tick (issue 31, item 3): every day, in batches of estates, the
 * contracts whose delivery day passed default: a penalty through the ledger, reputation lost and a
 * notice, in one statement per batch whatever the number of contracts (the money module's
 * ContractDefaultsTick, which alone writes estates.money). The board of offers is computed on read
 * and needs no tick.
 */
@Injectable()
export class ContractsTick implements OnModuleInit {
  constructor(
    private readonly registry: TickHandlerRegistry,
    private readonly defaults: ContractDefaultsTick,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      kind: 'batched',
      name: 'contract-defaults',
      order: 32,
      table: 'estates',
      runBatch: (m, day, range) => this.defaults.charge(m, day, range),
    });
  }
}
