import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  CAMPAIGN_KINDS,
  CAMPAIGNS,
  campaignBoost,
  campaignCost,
  campaignRuns,
  decideCampaign,
  marginalBoost,
  runningCampaigns,
  type CampaignSpan,
} from '@vineyard/domain';
import { decided, DomainError } from '../common/errors';
import { idempotent, type IdempotencyKey } from '../common/idempotency/idempotency';
import { inTransaction, lockEstates } from '../common/locks';
import { GameTimeService } from '../gametime/gametime.service';
import { MoneyService } from '../money/money.service';
import type { CampaignDto, CampaignRunDataDto, CampaignsDto } from './dto/campaigns.dto';
import { CampaignsRepository, type CampaignRow } from './campaigns.repository';

const span = (r: CampaignRow): CampaignSpan => ({ kind: r.kind, startDay: r.start_day, endDay: r.end_day });

function toCampaignDto(row: CampaignRow, day: number): CampaignDto {
  return {
    id: row.id,
    kind: row.kind,
    label: CAMPAIGNS[row.kind].label,
    startDay: row.start_day,
    endDay: row.end_day,
    cost: Number(row.cost),
    running: campaignRuns(span(row), day),
  };
}

/**
 * Marketing campaigns (issue 35, item 3): what an estate could run today, what runs, and running
 * one. A run is one transaction in the lock order of common/locks.ts: the estate (`money`, level
 * 1: an estate's campaigns change one at a time, so two of one kind cannot both pass), load, the
 * decision (decideCampaign), then the price through the ledger (`marketing_campaign`) and the row.
 * The effect needs no more: quotes and sales read the running campaigns (campaignBoost). The
 * routes check ownership first (EstateOwnerGuard): another player's estate is a 404.
 */
@Injectable()
export class CampaignsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gameTime: GameTimeService,
    private readonly money: MoneyService,
    private readonly rows: CampaignsRepository,
  ) {}

  async list(estateId: string): Promise<CampaignsDto> {
    const day = await this.gameTime.currentDayIndex();
    const manager = this.dataSource.manager;
    const [rows, ha] = [
      await this.rows.list(manager, estateId, day),
      await this.rows.plantedHectares(manager, estateId),
    ];
    const running = runningCampaigns(rows.map(span), day);
    const kinds = running.map((r) => r.kind);
    return {
      day,
      boost: campaignBoost(running, day),
      kinds: CAMPAIGN_KINDS.map((kind) => ({
        kind,
        label: CAMPAIGNS[kind].label,
        description: CAMPAIGNS[kind].description,
        boost: CAMPAIGNS[kind].boost,
        addsToday: marginalBoost(
          kind,
          kinds.filter((k) => k !== kind),
        ),
        days: CAMPAIGNS[kind].days,
        cost: campaignCost(kind, ha),
        runningUntil: running.find((r) => r.kind === kind)?.endDay ?? null,
      })),
      campaigns: rows.map((r) => toCampaignDto(r, day)),
    };
  }

  async run(
    userId: string,
    estateId: string,
    kind: unknown,
    idempotencyKey?: IdempotencyKey,
  ): Promise<CampaignRunDataDto & { message: string }> {
    const day = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, async (manager) =>
      idempotent(manager, userId, idempotencyKey, { op: 'run-campaign', estateId, kind }, async () => {
        const [estate] = await lockEstates(manager, [estateId], 'money');
        if (!estate) throw new DomainError('ESTATE_NOT_FOUND');
        const rows = await this.rows.list(manager, estateId, day);
        const plan = decided(
          decideCampaign({
            day,
            estate: await this.money.funds(manager, estateId),
            kind,
            plantedHectares: await this.rows.plantedHectares(manager, estateId),
            campaigns: rows.map(span),
          }),
        );
        const row = await this.rows.insert(manager, { estateId, ...plan.campaign });
        const balances = await this.money.postPlanned(manager, day, estateId, plan.postings, row.id);
        return {
          campaign: toCampaignDto(row, day),
          money: balances.get(estateId) ?? estate.money,
          boost: plan.boostAfter,
          message: plan.message,
        };
      }),
    );
  }
}
