import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { Optional } from '../../common/validation';
import {
  FIRST_AWARDS_YEAR,
  GRAPE_COLORS,
  GRAPE_VARIETIES,
  MEDALS,
  MESSAGES,
  REGIONS,
  type GrapeColor,
  type GrapeVariety,
  type Medal,
  type RegionKey,
} from '@vineyard/domain';

/** Far beyond any game: keeps the number an integer PostgreSQL takes. */
export const MAX_AWARDS_YEAR = 1_000_000;

export class AwardsQueryDto {
  /** The game year judged; the latest year with medals when left out. */
  @ApiPropertyOptional({ type: 'integer', minimum: FIRST_AWARDS_YEAR, maximum: MAX_AWARDS_YEAR })
  @Optional()
  @Type(() => Number)
  @IsInt({ message: MESSAGES.awards.badYear })
  @Min(FIRST_AWARDS_YEAR, { message: MESSAGES.awards.badYear })
  @Max(MAX_AWARDS_YEAR, { message: MESSAGES.awards.badYear })
  year?: number;
}

export class AwardDto {
  @ApiProperty({ type: 'integer', description: 'The game year judged' })
  year: number;

  @ApiProperty({ enum: REGIONS })
  region: RegionKey;

  @ApiProperty({ enum: GRAPE_COLORS })
  colour: GrapeColor;

  @ApiProperty({ enum: MEDALS })
  medal: Medal;

  @ApiProperty({ type: 'integer', minimum: 50, maximum: 100, description: "The critics' score" })
  score: number;

  @ApiProperty({ type: 'integer', description: 'Quality when bottled' })
  quality: number;

  @ApiProperty({ format: 'uuid' })
  wineLotId: string;

  @ApiProperty({ example: 'Valle Joven' })
  wineName: string;

  @ApiProperty({ enum: GRAPE_VARIETIES, description: 'The variety (of a blend: its largest)' })
  variety: GrapeVariety;

  @ApiProperty({ description: 'Whether the wine is a blend' })
  blend: boolean;

  @ApiProperty({ type: 'integer' })
  vintage: number;

  @ApiProperty({ format: 'uuid' })
  estateId: string;

  @ApiProperty()
  estateName: string;

  @ApiProperty({ type: 'integer', description: 'The game day the medal was given' })
  day: number;
}

export class AwardsDataDto {
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The year shown: the one asked for, else the latest with medals (null when there are none yet)',
  })
  year: number | null;

  @ApiProperty({ type: 'integer', isArray: true, description: 'The years that have medals, latest first' })
  years: number[];

  @ApiProperty({ type: [AwardDto], description: "The year's medals by region, colour, then gold, silver, bronze" })
  awards: AwardDto[];

  @ApiProperty({ type: 'integer', description: 'The year whose medals are given next' })
  nextYear: number;

  @ApiProperty({ type: 'integer', description: 'The game day they are given (the first day of the year after)' })
  nextDay: number;

  @ApiProperty({ type: 'integer', description: 'Today (game day)' })
  day: number;
}
