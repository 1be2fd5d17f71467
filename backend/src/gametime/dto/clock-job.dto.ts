import { ApiProperty } from '@nestjs/swagger';
import { CLOCK_JOB_STATES } from '../entities/clock-job.entity';

export class ClockJobErrorDto {
  @ApiProperty({ example: 'canceling statement due to lock timeout' })
  message: string;

  @ApiProperty({ type: String, format: 'date-time' })
  at: string;
}

/** An admin's clock advance, run as a job: poll GET /admin/clock/jobs/{id} for its progress. */
export class ClockJobDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  /** queued (accepted), running, then done or failed. */
  @ApiProperty({ enum: CLOCK_JOB_STATES })
  state: string;

  @ApiProperty({ example: 30 })
  daysRequested: number;

  /** Days applied so far (each in its own batches, exactly once). */
  @ApiProperty({ example: 12 })
  daysDone: number;

  /** Batches (short transactions) done so far over those days, the day in progress included. */
  @ApiProperty({ example: 2640 })
  batchesDone: number;

  /** The game day (days since the game started) when the job was accepted. */
  @ApiProperty()
  fromDay: number;

  /** The game day when it finished (null until then). */
  @ApiProperty({ type: Number, nullable: true })
  toDay: number | null;

  /** What went wrong, oldest first (a failed job says why; a resumed one says its instance stopped). */
  @ApiProperty({ type: [ClockJobErrorDto] })
  errors: ClockJobErrorDto[];

  /** The admin who asked for it. */
  @ApiProperty({ example: 'admin' })
  requestedBy: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  startedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finishedAt: string | null;
}

export class ClockJobDataDto {
  @ApiProperty({ type: ClockJobDto })
  job: ClockJobDto;
}
