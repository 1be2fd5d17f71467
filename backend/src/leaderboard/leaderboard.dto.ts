import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { GRAPE_VARIETIES, MESSAGES, REGIONS, type GrapeVariety, type RegionKey } from '@vineyard/domain';
import { Optional, PageQuery } from '../common/validation';
import { PaginationDto } from '../common/pagination.dto';

export const LEADERBOARD_BY = ['reputation', 'netWorth', 'wine'] as const;
export type LeaderboardBy = (typeof LEADERBOARD_BY)[number];

export class LeaderboardQueryDto {
  @ApiPropertyOptional({
    enum: LEADERBOARD_BY,
    default: 'reputation',
    description: 'Which ranking `entries` holds (every ranking is in the answer too)',
  })
  @Optional()
  @IsIn(LEADERBOARD_BY, { message: MESSAGES.winery.leaderboardByInvalid })
  by?: LeaderboardBy;
}

/** Reviews a page of the public feed holds. */
export const REVIEWS_PAGE_SIZE = 20;

export class ReviewsQueryDto {
  @PageQuery()
  page?: number;
}

export class LeaderboardEstateDto {
  @ApiProperty({ description: '1 for the first.', type: 'integer', example: 1 })
  rank: number;

  @ApiProperty({ format: 'uuid' })
  estateId: string;

  @ApiProperty({ example: 'Castello di Prova' })
  name: string;

  @ApiProperty({ enum: REGIONS })
  region: RegionKey;

  @ApiProperty({ type: 'integer', description: 'Reputation, 0-100' })
  reputation: number;

  @ApiProperty({ type: 'integer', description: 'Money plus land at its purchase price (whole euros)' })
  worth: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Season honours in the hall of fame (top three of a region’s season)',
  })
  seasonHonours: number;
}

export class LeaderboardWineDto {
  @ApiProperty({ description: '1 for the first.', type: 'integer', example: 1 })
  rank: number;

  @ApiProperty({ format: 'uuid' })
  wineLotId: string;

  @ApiProperty({ example: 'Valle Joven' })
  name: string;

  @ApiProperty({ enum: GRAPE_VARIETIES, description: 'The variety (of a blend: its largest)' })
  variety: GrapeVariety;

  @ApiProperty({ description: 'Whether the wine is a blend' })
  blend: boolean;

  @ApiProperty({ type: 'integer' })
  vintage: number;

  @ApiProperty({ type: 'integer', description: 'Quality when bottled' })
  quality: number;

  @ApiProperty({ format: 'uuid' })
  estateId: string;

  @ApiProperty()
  estateName: string;

  @ApiProperty({ enum: REGIONS })
  region: RegionKey;
}

export class LeaderboardDataDto {
  @ApiProperty({ type: [LeaderboardEstateDto], description: 'Estates by reputation (then worth)' })
  reputation: LeaderboardEstateDto[];

  @ApiProperty({ type: [LeaderboardEstateDto], description: 'Estates by worth: money plus land' })
  worth: LeaderboardEstateDto[];

  @ApiProperty({ type: [LeaderboardWineDto], description: 'The best wines bottled in the last game year' })
  wines: LeaderboardWineDto[];

  @ApiProperty({ type: 'integer', description: 'The game day the board was computed on' })
  day: number;

  @ApiProperty({ enum: LEADERBOARD_BY, description: 'The ranking asked for (`by`)' })
  by: LeaderboardBy;

  @ApiProperty({
    type: 'array',
    items: {
      oneOf: [
        { $ref: '#/components/schemas/LeaderboardEstateDto' },
        { $ref: '#/components/schemas/LeaderboardWineDto' },
      ],
    },
    description: 'The asked ranking: estates (reputation, netWorth) or wines (wine), best first',
  })
  entries: (LeaderboardEstateDto | LeaderboardWineDto)[];
}

export class PublicReviewDto {
  @ApiProperty({ format: 'uuid' })
  wineLotId: string;

  @ApiProperty({ example: 'Valle Joven' })
  name: string;

  @ApiProperty({ enum: GRAPE_VARIETIES })
  variety: GrapeVariety;

  @ApiProperty()
  blend: boolean;

  @ApiProperty({ type: 'integer' })
  vintage: number;

  @ApiProperty()
  estateName: string;

  @ApiProperty({ enum: REGIONS })
  region: RegionKey;

  @ApiProperty({ type: 'integer', minimum: 50, maximum: 100 })
  score: number;

  @ApiProperty({ example: 'Jancis Vine' })
  critic: string;

  @ApiProperty()
  verdict: string;

  @ApiProperty({ type: 'integer', description: 'The game day of the review' })
  day: number;
}

export class ReviewsDataDto {
  @ApiProperty({ type: [PublicReviewDto], description: 'A page of 20 reviews, newest first' })
  reviews: PublicReviewDto[];

  @ApiProperty({ type: PaginationDto })
  pagination: PaginationDto;
}
