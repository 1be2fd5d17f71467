import { ApiProperty } from '@nestjs/swagger';
import { GRAPE_VARIETIES, REGIONS, type GrapeVariety, type RegionKey } from '@vineyard/domain';

export class LeaderboardEstateDto {
  @ApiProperty({ type: 'integer', example: 1 })
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
}

export class LeaderboardWineDto {
  @ApiProperty({ type: 'integer', example: 1 })
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
  @ApiProperty({ type: [PublicReviewDto], description: 'The latest 20 reviews, newest first' })
  reviews: PublicReviewDto[];
}
