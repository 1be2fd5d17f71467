import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsUUID } from 'class-validator';
import { MESSAGES, REGIONS, SEASON_SCORE_MAX, type RegionKey } from '@vineyard/domain';
import { Optional, PageQuery } from '../../common/validation';
import { PaginationDto } from '../../common/pagination.dto';

const m = MESSAGES.seasons;

/** Estates a page of the standings holds, and honours a page of the hall of fame. */
export const SEASON_PAGE_SIZE = 20;

export class SeasonQueryDto {
  @ApiProperty({ enum: REGIONS, example: 'tuscany', description: 'The region whose standings to show' })
  @IsNotEmpty({ message: m.regionRequired })
  @IsIn(REGIONS, { message: MESSAGES.common.invalidChoice('Region', REGIONS) })
  region: RegionKey;

  @ApiPropertyOptional({ format: 'uuid', description: "An estate whose place to give in `estate` (the player's own)" })
  @Optional()
  @IsUUID('all', { message: m.estateIdInvalid })
  estateId?: string;

  @PageQuery()
  page?: number;
}

export class HallOfFameQueryDto {
  @PageQuery()
  page?: number;
}

export class SeasonStandingDto {
  @ApiProperty({ type: 'integer', description: '1 for the first.', example: 1 })
  rank: number;

  @ApiProperty({ format: 'uuid' })
  estateId: string;

  @ApiProperty({ example: 'Castello di Prova' })
  estateName: string;

  @ApiProperty({ type: 'integer', description: 'Whole euros its bottled wines earned from buyers this season' })
  revenue: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 50,
    maximum: 100,
    description: "The best critics' score of its wines reviewed this season (null: none yet)",
  })
  criticScore: number | null;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100, description: 'Reputation today' })
  reputation: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: SEASON_SCORE_MAX,
    description: 'The season score (seasonScore)',
  })
  score: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Season honours the estate holds in the hall of fame' })
  honours: number;
}

export class SeasonDataDto {
  @ApiProperty({ type: 'integer', description: 'The season (game year) under way' })
  year: number;

  @ApiProperty({ enum: REGIONS })
  region: RegionKey;

  @ApiProperty({ type: 'integer', description: 'The game day the standings were computed on' })
  day: number;

  @ApiProperty({ type: 'integer', description: 'The game day the season ends and its honours are given' })
  endsOnDay: number;

  @ApiProperty({ type: [SeasonStandingDto], description: 'A page of 20 estates, best first' })
  standings: SeasonStandingDto[];

  @ApiProperty({
    type: SeasonStandingDto,
    nullable: true,
    description: 'The place of the estate asked for with `estateId` (null: not asked, or it does not take part yet)',
  })
  estate: SeasonStandingDto | null;

  @ApiProperty({ type: PaginationDto })
  pagination: PaginationDto;
}

export class SeasonHonourDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: 'integer', description: 'The season (game year) honoured' })
  year: number;

  @ApiProperty({ enum: REGIONS })
  region: RegionKey;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 3, description: '1 champion, 2 runner-up, 3 third place' })
  rank: number;

  @ApiProperty({ format: 'uuid' })
  estateId: string;

  @ApiProperty()
  estateName: string;

  @ApiProperty({ type: 'integer', description: 'The season score as the season ended' })
  score: number;

  @ApiProperty({ type: 'integer', description: 'Whole euros of wine revenue in the season' })
  revenue: number;

  @ApiProperty({ type: 'integer', nullable: true, description: "The season's best critics' score (null: none)" })
  criticScore: number | null;

  @ApiProperty({ type: 'integer', description: 'Reputation as the season ended' })
  reputation: number;

  @ApiProperty({ type: 'integer', description: 'The game day the honour was given' })
  day: number;
}

export class HallOfFameDataDto {
  @ApiProperty({
    type: [SeasonHonourDto],
    description: 'A page of 20 honours: the latest season first, by region and place',
  })
  honours: SeasonHonourDto[];

  @ApiProperty({ type: PaginationDto })
  pagination: PaginationDto;
}
