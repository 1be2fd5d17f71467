import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { Optional } from '../../common/validation';
import {
  GRAPE_COLORS,
  MESSAGES,
  REGIONS,
  WINE_TIERS,
  type GrapeColor,
  type RegionKey,
  type WineTier,
} from '@vineyard/domain';

const choice = MESSAGES.common.invalidChoice;

export class MarketIndexQueryDto {
  @ApiProperty({ enum: REGIONS, description: 'The region whose index to read (required)' })
  @IsIn(REGIONS, { message: choice('Region', REGIONS) })
  region: RegionKey;

  @ApiPropertyOptional({ enum: GRAPE_COLORS, description: 'One colour only; both colours when absent' })
  @Optional()
  @IsIn(GRAPE_COLORS, { message: choice('Color', GRAPE_COLORS) })
  color?: GrapeColor;

  @ApiPropertyOptional({ enum: WINE_TIERS, description: 'One market tier only; every tier when absent' })
  @Optional()
  @IsIn(WINE_TIERS, { message: choice('Tier', WINE_TIERS) })
  tier?: WineTier;
}

export class MarketIndexPointDto {
  @ApiProperty({ type: 'integer', description: 'The game day the index was computed for' })
  gameDay: number;

  @ApiProperty({ example: 1.042, description: 'The index that day (3 decimals)' })
  index: number;
}

export class MarketIndexSegmentDto {
  @ApiProperty({ enum: GRAPE_COLORS })
  color: GrapeColor;

  @ApiProperty({ enum: WINE_TIERS, description: 'The market tier (where the wines sell)' })
  tier: WineTier;

  @ApiProperty({
    example: 1.042,
    description:
      'The current index (3 decimals): the factor on the list price of every wine of this region, colour and market tier; 1 before the first computation',
  })
  index: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The game day of the current index; null before the first',
  })
  gameDay: number | null;

  @ApiProperty({ type: 'integer', description: 'Bottles everyone sold in the segment over the window (current index)' })
  soldBottles: number;

  @ApiProperty({
    description: "The segment's normal demand over the window (bottles; current index; 0 before the first)",
  })
  normalBottles: number;

  @ApiProperty({ type: [MarketIndexPointDto], description: 'One point per game day, oldest first, at most 360 days' })
  history: MarketIndexPointDto[];
}

export class MarketIndexDataDto {
  @ApiProperty({ enum: REGIONS })
  region: RegionKey;

  @ApiProperty({ type: 'integer', description: "Today's game day" })
  gameDay: number;

  @ApiProperty({ type: 'integer', example: 90, description: 'Game days of sales the index counts' })
  windowDays: number;

  @ApiProperty({ example: 0.7, description: 'The lowest the index goes' })
  min: number;

  @ApiProperty({ example: 1.3, description: 'The highest the index goes' })
  max: number;

  @ApiProperty({ type: [MarketIndexSegmentDto], description: 'Red before white, tiers from table to icon' })
  segments: MarketIndexSegmentDto[];
}
