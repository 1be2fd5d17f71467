import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TickHandlerRegistry } from '../gametime/tick-handlers';
import { runSql } from '../common/sql';
import { marketIndexSql, marketIndexTrimSql } from './market-index.sql';

/**
 * The regional price index (issue 19): once a game day, every segment's index from everyone's
 * sales of the last MARKET_INDEX.windowDays days — a daily step of two statements whatever the
 * number of sales and estates: write the day's 60 rows (marketIndexSql), delete the rows older
 * than MARKET_INDEX.historyDays. The step runs exactly once per day (tick_steps) and the primary
 * key (region, colour, tier, game_day) makes a second run of the day a no-op.
 *
 * A sale counts on its game day: the index of day D reads the sales of days D − window … D − 1,
 * which are complete once the clock shows D (a sale that read day D − 1 just before the clock
 * moved and commits after the step counts from the next day on, one day late).
 */
@Injectable()
export class MarketIndexTick implements OnModuleInit {
  constructor(private readonly registry: TickHandlerRegistry) {}

  onModuleInit(): void {
    this.registry.register({ kind: 'daily', name: 'market-index', order: 60, run: (m, day) => this.run(m, day) });
  }

  async run(manager: EntityManager, day: number): Promise<void> {
    await runSql(manager, marketIndexSql(day));
    await runSql(manager, marketIndexTrimSql(day));
  }
}
