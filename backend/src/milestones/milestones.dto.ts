import { ApiProperty } from '@nestjs/swagger';

export class MilestoneDto {
  @ApiProperty({ example: 'first_harvest', description: 'The milestone’s stable id' })
  id: string;

  @ApiProperty({ example: 'Bring in your first harvest' })
  title: string;

  @ApiProperty({ description: 'How to get there, in a sentence' })
  hint: string;

  @ApiProperty({ description: 'Whether the estate has reached it (computed on read from its records)' })
  reached: boolean;
}

export class MilestonesDataDto {
  @ApiProperty({ type: [MilestoneDto], description: 'Every milestone, in the order a new estate meets them' })
  milestones: MilestoneDto[];

  @ApiProperty({
    type: MilestoneDto,
    nullable: true,
    description: 'The first milestone not reached: what to aim for next (null once all are reached)',
  })
  next: MilestoneDto | null;

  @ApiProperty({ type: 'integer', description: 'How many are reached' })
  reached: number;

  @ApiProperty({
    type: [MilestoneDto],
    description: 'The feats of a mature estate, after the milestones (recognition only: none pays money)',
  })
  achievements: MilestoneDto[];

  @ApiProperty({
    type: MilestoneDto,
    nullable: true,
    description: 'The first achievement not reached (null once all are reached)',
  })
  nextAchievement: MilestoneDto | null;

  @ApiProperty({ type: 'integer', description: 'How many achievements are reached' })
  achievementsReached: number;
}
