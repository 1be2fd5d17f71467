import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { REPUTATION_REASONS, type ReputationReason } from '@vineyard/domain';

export class ReputationEventDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: 'integer', description: 'The game day of the change' })
  gameDay: number;

  @ApiProperty({ description: 'Points gained (negative: lost), two decimals' })
  change: number;

  @ApiProperty({ description: 'The estate’s points right after the change' })
  pointsAfter: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 100,
    description: 'The reputation (0-100) right after the change',
  })
  reputationAfter: number;

  @ApiProperty({ enum: REPUTATION_REASONS })
  reason: ReputationReason;

  @ApiProperty({ example: 'Wine sold' })
  label: string;

  @ApiPropertyOptional({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'The wine lot sold or reviewed, the award',
  })
  refId: string | null;
}

export class ReputationDataDto {
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 100,
    description: 'The reputation today: round(100 × (1 − e^(−points/800)))',
  })
  reputation: number;

  @ApiProperty({ description: 'Reputation points today (they decay 0.1% a game day), two decimals' })
  points: number;

  @ApiProperty({ type: 'integer', description: 'Today’s game day' })
  day: number;

  @ApiProperty({ description: 'The share of its points an estate loses each game day' })
  decayPerDay: number;

  @ApiProperty({
    description: 'Points earned from wine sales this game month (beyond the soft cap they count a quarter)',
  })
  monthEarnedFromSales: number;

  @ApiProperty({ type: [ReputationEventDto], description: 'The latest 100 changes, newest first' })
  history: ReputationEventDto[];
}
