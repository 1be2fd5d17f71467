import { ApiProperty } from '@nestjs/swagger';
import { SEASONS } from '@vineyard/domain';

export class GameTimeDto {
  @ApiProperty({ example: 1 })
  year: number;

  /** Calendar month, 1 = January … 12 = December (the game year starts in March). */
  @ApiProperty({ example: 3, minimum: 1, maximum: 12 })
  month: number;

  /** Day of the month, 1-30. */
  @ApiProperty({ example: 1, minimum: 1, maximum: 30 })
  day: number;

  @ApiProperty({ enum: SEASONS, example: 'Spring' })
  season: string;

  @ApiProperty({ example: 'March' })
  monthName: string;

  @ApiProperty({ example: 'Spring, Year 1, Day 1 (March)' })
  formattedTime: string;

  /** Day of the game year, 1-360 (1 = March 1). */
  @ApiProperty({ example: 1 })
  dayOfYear: number;

  /** Days since the world began (0-based). */
  @ApiProperty({ example: 0 })
  dayIndex: number;

  @ApiProperty({ type: String, format: 'date-time', description: 'When the last game day was applied' })
  lastTickAt: string;

  @ApiProperty({ type: Number, nullable: true, description: 'How long the last tick took, in ms' })
  lastTickDurationMs: number | null;

  @ApiProperty({ description: 'Real milliseconds per game day' })
  tickIntervalMs: number;

  @ApiProperty()
  paused: boolean;
}
