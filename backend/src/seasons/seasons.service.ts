import { Injectable } from '@nestjs/common';
import { currentSeasonYear, seasonWindow, type RegionKey } from '@vineyard/domain';
import { GameTimeService } from '../gametime/gametime.service';
import { ReadReplica, type ReadFence } from '../database/read-replica';
import { pagination } from '../common/pagination.dto';
import { SeasonsRepository, type StandingRow } from './seasons.repository';
import {
  SEASON_PAGE_SIZE,
  type HallOfFameDataDto,
  type SeasonDataDto,
  type SeasonStandingDto,
} from './dto/seasons.dto';

const standing = (r: StandingRow): SeasonStandingDto => ({
  rank: r.rank,
  estateId: r.id,
  estateName: r.name,
  revenue: Number(r.revenue),
  criticScore: r.critic_score,
  reputation: r.reputation,
  score: r.score,
  honours: r.honours,
});

/**
 * The seasons (issue 35): a region's standings of the season under way, computed on read (one
 * statement), and the hall of fame the `season-honours` step writes. Both public and lag-tolerant:
 * on the read replica when there is one.
 */
@Injectable()
export class SeasonsService {
  constructor(
    private readonly gameTime: GameTimeService,
    private readonly seasons: SeasonsRepository,
    private readonly replica: ReadReplica,
  ) {}

  async current(
    region: RegionKey,
    page = 1,
    estateId: string | null = null,
    fence?: ReadFence,
  ): Promise<SeasonDataDto> {
    const day = await this.gameTime.currentDayIndex();
    const year = currentSeasonYear(day);
    const { total, rows, own } = await this.replica.read(fence, ({ manager }) =>
      this.seasons.standings(
        manager,
        region,
        year,
        Math.max(0, day),
        SEASON_PAGE_SIZE,
        (page - 1) * SEASON_PAGE_SIZE,
        estateId,
      ),
    );
    return {
      year,
      region,
      day,
      endsOnDay: seasonWindow(year).untilDay,
      standings: rows.map(standing),
      estate: own === null ? null : standing(own),
      pagination: pagination(page, SEASON_PAGE_SIZE, total),
    };
  }

  async hallOfFame(page = 1, fence?: ReadFence): Promise<HallOfFameDataDto> {
    const { total, rows } = await this.replica.read(fence, ({ manager }) =>
      this.seasons.hallOfFame(manager, SEASON_PAGE_SIZE, (page - 1) * SEASON_PAGE_SIZE),
    );
    return {
      honours: rows.map((h) => ({
        id: h.id,
        year: h.year,
        region: h.region,
        rank: h.rank,
        estateId: h.estate_id,
        estateName: h.estate_name,
        score: h.score,
        revenue: Number(h.revenue),
        criticScore: h.critic_score,
        reputation: h.reputation,
        day: h.game_day,
      })),
      pagination: pagination(page, SEASON_PAGE_SIZE, total),
    };
  }
}
