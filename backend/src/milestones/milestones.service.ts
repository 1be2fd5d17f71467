import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { milestoneProgress, reputationFromPoints, reputationPointsOn } from '@vineyard/domain';
import { GameTimeService } from '../gametime/gametime.service';
import type { MilestonesDataDto } from './milestones.dto';
import { MilestonesRepository } from './milestones.repository';

/** An estate's milestones and achievements (libs/domain milestones.ts), computed on read from its records. */
@Injectable()
export class MilestonesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gameTime: GameTimeService,
    private readonly rows: MilestonesRepository,
  ) {}

  /** The estate exists and is the caller's (EstateOwnerGuard ran before). */
  async milestones(estateId: string): Promise<MilestonesDataDto> {
    const manager = this.dataSource.manager;
    const day = await this.gameTime.currentDayIndex(manager);
    const row = await this.rows.progress(manager, estateId);
    const points = reputationPointsOn(Number(row?.reputation_points ?? 0), row?.reputation_points_day ?? day, day);
    return milestoneProgress({
      harvests: row?.harvests ?? 0,
      batches: row?.batches ?? 0,
      bottledWines: row?.bottled_wines ?? 0,
      bottlesSold: Number(row?.bottles_sold ?? 0),
      reviewed: row?.first_review_day != null && row.first_review_day <= day,
      medals: row?.medals ?? 0,
      reputation: reputationFromPoints(points),
      hectares: row?.hectares ?? 0,
      plantedHectares: row?.planted_hectares ?? 0,
      golds: row?.golds ?? 0,
      iconSales: row?.icon_sales ?? false,
      bestSeasonRank: row?.best_season_rank ?? null,
    });
  }
}
