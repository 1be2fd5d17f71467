import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  CRITIC_REVIEWS,
  criticName,
  criticPriceFactor,
  criticScore,
  criticVerdict,
  MESSAGES,
  reputationMonthStart,
  reviewReputationPointsCapped,
} from '@vineyard/domain';
import { TickHandlerRegistry } from '../gametime/tick-handlers';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { ReputationRepository } from '../reputation/reputation.repository';
import { criticPointsSinceSql } from '../reputation/reputation.sql';

const notice = MESSAGES.notice;

/**
 * The critics' daily work on bottled wine (the `critic-reviews` step): the reviews of the day told
 * to the producers, and what they do to the estates' reputation. A good review also raises the
 * wine's price (`criticPriceFactor`), computed on read like the review itself.
 */
@Injectable()
export class CriticReviewsTick implements OnModuleInit {
  constructor(
    private readonly registry: TickHandlerRegistry,
    private readonly reputation: ReputationRepository,
    private readonly notifications: NotificationsRepository,
  ) {}

  onModuleInit(): void {
    this.registry.register({ kind: 'daily', name: 'critic-reviews', order: 55, run: (m, day) => this.reviews(m, day) });
  }

  /**
   * The critics' reviews of the day told to their producers: the lots bottled CRITIC_REVIEWS.afterDays
   * ago with enough bottles (the review itself is computed on read, `wineLotReview`), and what it
   * does to their reputation (`reviewReputationPointsCapped`: below 80 points a review costs, and
   * an estate's reviews earn at most `criticsMonthlyCap` a game month). Three
   * statements whatever their number: read them (through wine_lots_bottled_day_idx), write the
   * notices, change the estates' points (ReputationRepository.applyMany). The step runs once a day
   * (tick_steps), so a review counts once.
   */
  async reviews(manager: EntityManager, day: number): Promise<void> {
    const lots: { id: string; estate_id: string; name: string; quality: number; earned: number }[] =
      await manager.query(
        `SELECT l.id, l.estate_id, l.name, l.quality, ${criticPointsSinceSql('l.estate_id', '$3::int')}::float8 AS earned
           FROM wine_lots l WHERE l.bottled_day = $1 AND l.bottled_bottles >= $2
          ORDER BY l.estate_id, l.id`,
        [day - CRITIC_REVIEWS.afterDays, CRITIC_REVIEWS.minBottles, reputationMonthStart(day)],
      );
    if (lots.length === 0) return;
    const scores = lots.map((l) => criticScore(l.id, l.quality));
    // each estate's reviews of the day share what the month's cap leaves (reviewReputationPointsCapped)
    const points: number[] = [];
    for (let i = 0; i < lots.length;) {
      let end = i;
      while (end < lots.length && lots[end]!.estate_id === lots[i]!.estate_id) end++;
      points.push(...reviewReputationPointsCapped(scores.slice(i, end), Number(lots[i]!.earned)));
      i = end;
    }
    await this.notifications.addMany(
      manager,
      'critic_review',
      day,
      lots.map((l, i) => ({
        estateId: l.estate_id,
        title: notice.reviewTitle(scores[i]!, l.name),
        body: notice.reviewBody(
          criticName(l.id),
          l.name,
          scores[i]!,
          criticVerdict(scores[i]!),
          criticPriceFactor(scores[i]!) > 1,
        ),
        refId: l.id,
      })),
    );
    await this.reputation.applyMany(
      manager,
      day,
      lots.map((l, i) => ({
        estateId: l.estate_id,
        points: points[i]!,
        reason: 'critic_review' as const,
        refId: l.id,
      })),
    );
  }
}
