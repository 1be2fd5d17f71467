import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString } from 'class-validator';
import { CAMPAIGN_KINDS, MESSAGES, type CampaignKind } from '@vineyard/domain';

const c = MESSAGES.campaigns;

export class RunCampaignDto {
  /** The kind of campaign (GET …/campaigns, `kinds[].kind`). */
  @ApiProperty({ enum: CAMPAIGN_KINDS, example: 'tasting' })
  @IsString({ message: c.kindInvalid })
  @IsIn(CAMPAIGN_KINDS, { message: c.kindInvalid })
  kind: CampaignKind;
}

/** A campaign an estate ran. */
export class CampaignDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: CAMPAIGN_KINDS })
  kind: CampaignKind;

  @ApiProperty({ example: 'Trade fair stand' })
  label: string;

  @ApiProperty({ type: 'integer', description: 'The game day it started.' })
  startDay: number;

  @ApiProperty({ type: 'integer', description: 'The first game day it no longer runs.' })
  endDay: number;

  @ApiProperty({ type: 'integer', description: 'Whole euros paid.' })
  cost: number;

  @ApiProperty({ description: 'Whether it runs today.' })
  running: boolean;
}

/** A kind of campaign as the estate could run it today. */
export class CampaignKindDto {
  @ApiProperty({ enum: CAMPAIGN_KINDS })
  kind: CampaignKind;

  @ApiProperty({ example: 'Local tasting events' })
  label: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ description: 'The share of buyers it adds to every pool alone (0.25: +25%).', example: 0.25 })
  boost: number;

  @ApiProperty({
    description: 'What it would add today beside the campaigns running (less than `boost` when others run).',
    example: 0.125,
  })
  addsToday: number;

  @ApiProperty({ type: 'integer', description: 'Game days it runs.' })
  days: number;

  @ApiProperty({ type: 'integer', description: "Whole euros at the estate's planted hectares today." })
  cost: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'When one of this kind runs: its end day.' })
  runningUntil: number | null;
}

export class CampaignsDto {
  @ApiProperty({ type: 'integer' })
  day: number;

  @ApiProperty({ description: "The running campaigns' boost of every pool today (0.5: +50%).", example: 0.5 })
  boost: number;

  @ApiProperty({ type: [CampaignKindDto] })
  kinds: CampaignKindDto[];

  @ApiProperty({ type: [CampaignDto], description: 'Running first (soonest end), then the latest ended.' })
  campaigns: CampaignDto[];
}

export class CampaignsDataDto {
  @ApiProperty({ type: CampaignsDto })
  campaigns: CampaignsDto;
}

export class CampaignRunDataDto {
  @ApiProperty({ type: CampaignDto })
  campaign: CampaignDto;

  @ApiProperty({ type: 'integer', description: "The estate's money afterwards." })
  money: number;

  @ApiProperty({ description: "The running campaigns' boost of every pool afterwards.", example: 0.5 })
  boost: number;
}
