import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { awardsDay, nextAwardsYear, type Medal } from '@vineyard/domain';
import { GameTimeService } from '../gametime/gametime.service';
import { AwardsRepository } from './awards.repository';
import { ReadReplica, type ReadFence } from '../database/read-replica';
import type { AwardsDataDto } from './dto/awards.dto';

/** The yearly awards (issue 19): the public list, and a lot's medal for its price and its card. */
@Injectable()
export class AwardsService {
  constructor(
    private readonly gameTime: GameTimeService,
    private readonly awards: AwardsRepository,
    private readonly replica: ReadReplica,
  ) {}

  /** Year `year`'s medals (default: the latest year with medals), the years with medals, and when the next are given. */
  async list(year?: number, fence?: ReadFence): Promise<AwardsDataDto> {
    const [day, { years, shown, rows }] = await Promise.all([
      this.gameTime.currentDayIndex(),
      // lag-tolerant: on the read replica when there is one
      this.replica.read(fence, async ({ manager }) => {
        const years = await this.awards.years(manager);
        const shown = year ?? years[0] ?? null;
        return { years, shown, rows: shown === null ? [] : await this.awards.ofYear(manager, shown) };
      }),
    ]);
    const next = nextAwardsYear(day);
    return {
      year: shown,
      years,
      awards: rows.map((r) => ({
        year: r.year,
        region: r.region,
        colour: r.colour,
        medal: r.medal,
        score: r.score,
        quality: r.quality,
        wineLotId: r.wine_lot_id,
        wineName: r.name,
        variety: r.variety,
        blend: r.blend,
        vintage: r.vintage,
        estateId: r.estate_id,
        estateName: r.estate_name,
        day: r.game_day,
      })),
      nextYear: next,
      nextDay: awardsDay(next),
      day,
    };
  }

  /** The medal a lot won, if any. */
  /** The medals of several lots (those without one are absent). */
  medalsOf(manager: EntityManager, lotIds: readonly string[]): Promise<Map<string, Medal>> {
    return this.awards.medalsOf(manager, lotIds);
  }
}
