import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { awardNotice, awardReputationPoints, awardsYearOn } from '@vineyard/domain';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { ReputationRepository } from '../reputation/reputation.repository';
import { TickHandlerRegistry } from '../gametime/tick-handlers';
import { AwardsRepository } from './awards.repository';

/**
 * The yearly awards (issue 19): on the first day of each game year, the previous year's medals
 * are given (one statement, `AwardsRepository.giveYear`), their winners told (one more) and their
 * reputation raised (one more, ReputationRepository.applyMany). The
 * step runs once per awards day across instances (tick_steps); on its own it is idempotent too:
 * the unique keys leave a medal already given alone, and only the medals this run wrote are
 * notified.
 */
@Injectable()
export class AwardsTick implements OnModuleInit {
  constructor(
    private readonly registry: TickHandlerRegistry,
    private readonly awards: AwardsRepository,
    private readonly reputation: ReputationRepository,
    private readonly notifications: NotificationsRepository,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      kind: 'daily',
      name: 'yearly-awards',
      order: 60,
      appliesTo: (day) => awardsYearOn(day) !== null,
      run: (m, day) => this.give(m, day),
    });
  }

  async give(manager: EntityManager, day: number): Promise<void> {
    const year = awardsYearOn(day);
    if (year === null) return;
    const given = await this.awards.giveYear(manager, year, day);
    if (given.length === 0) return;
    const notices = given.map((a) =>
      awardNotice({ medal: a.medal, wineName: a.name, region: a.region, colour: a.colour, year, score: a.score }),
    );
    await this.notifications.addMany(
      manager,
      'award',
      day,
      given.map((a, i) => ({
        estateId: a.estate_id,
        title: notices[i]!.title,
        body: notices[i]!.body,
        refId: a.wine_lot_id,
      })),
    );
    // the winners' reputation (awardReputationPoints): this run's medals only, in this step's transaction
    await this.reputation.applyMany(
      manager,
      day,
      given.map((a) => ({
        estateId: a.estate_id,
        points: awardReputationPoints(a.medal),
        reason: 'award' as const,
        refId: a.wine_lot_id,
      })),
    );
  }
}
