import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { seasonEndingOn, seasonHonourNotice } from '@vineyard/domain';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { TickHandlerRegistry } from '../gametime/tick-handlers';
import { SeasonsRepository } from './seasons.repository';

/**
 * The season's end (issue 35): on the first day of each game year, the year's honours are recorded
 * (one statement for every region, `SeasonsRepository.recordHonours`) and the honoured estates
 * told (one more, only for the honours this run wrote). Two statements whatever the number of
 * estates, once a year. The step runs once per day across instances (tick_steps); on its own it
 * is idempotent too: the unique keys leave a place already recorded alone. Recognition, not money:
 * no ledger entry and no reputation. It is taken after the awards step of the same day (order 60),
 * so an estate's reputation counts the medals its season's wines won.
 */
@Injectable()
export class SeasonsTick implements OnModuleInit {
  constructor(
    private readonly registry: TickHandlerRegistry,
    private readonly seasons: SeasonsRepository,
    private readonly notifications: NotificationsRepository,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      kind: 'daily',
      name: 'season-honours',
      order: 61,
      appliesTo: (day) => seasonEndingOn(day) !== null,
      run: (m, day) => this.honour(m, day),
    });
  }

  async honour(manager: EntityManager, day: number): Promise<void> {
    const year = seasonEndingOn(day);
    if (year === null) return;
    const given = await this.seasons.recordHonours(manager, year, day);
    if (given.length === 0) return;
    await this.notifications.addMany(
      manager,
      'season_honour',
      day,
      given.map((h) => {
        const notice = seasonHonourNotice({
          rank: h.rank,
          estateName: h.estate_name,
          region: h.region,
          year: h.year,
          score: h.score,
        });
        return { estateId: h.estate_id, title: notice.title, body: notice.body, refId: h.id };
      }),
    );
  }
}
