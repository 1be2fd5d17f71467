import { ClockJobDto } from '../../gametime/dto/clock-job.dto';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { LimitQuery, Optional, PageQuery } from '../../common/validation';
import { PaginationDto } from '../../common/pagination.dto';
import { MESSAGES, USER_ROLES } from '@vineyard/domain';
import { UserDto } from '../../auth/dto/auth.dto';
import { GameTimeDto } from '../../gametime/dto/game-time.dto';

export const ADMIN_PAGE = { default: 25, max: 100 } as const;
export const MAX_ADVANCE_DAYS = 360;

const c = MESSAGES.common;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class PageQueryDto {
  @PageQuery()
  page?: number;

  @LimitQuery(ADMIN_PAGE.max, ADMIN_PAGE.default)
  limit?: number;
}

export class AdminUsersQueryDto extends PageQueryDto {
  /** Part of a username or e-mail address, any case. */
  @ApiPropertyOptional({ maxLength: 100 })
  @Optional()
  @IsString({ message: c.notText('Search') })
  @Transform(trim)
  @MaxLength(100, { message: c.textTooLong('Search', 100) })
  search?: string;

  @ApiPropertyOptional({ enum: USER_ROLES })
  @Optional()
  @IsIn(USER_ROLES as unknown as string[], { message: MESSAGES.auth.roleInvalid })
  role?: string;
}

export class AdminUserDto extends UserDto {
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  disabledAt: string | null;

  /** Sessions neither revoked nor expired. */
  @ApiProperty({ example: 1 })
  liveSessions: number;

  @ApiProperty({ example: 2 })
  estates: number;
}

export class AdminUsersDataDto {
  @ApiProperty({ type: [AdminUserDto] })
  users: AdminUserDto[];

  @ApiProperty({ type: PaginationDto })
  pagination: PaginationDto;
}

export class AdminUserDataDto {
  @ApiProperty({ type: AdminUserDto })
  user: AdminUserDto;
}

export class SetRoleDto {
  @ApiProperty({ enum: USER_ROLES })
  @IsIn(USER_ROLES as unknown as string[], { message: MESSAGES.auth.roleInvalid })
  role: string;
}

export class AdvanceClockDto {
  /** Game days to apply, each once, as the scheduled job would (a job: see POST /admin/clock/advance). */
  @ApiProperty({ minimum: 1, maximum: MAX_ADVANCE_DAYS, example: 30 })
  @IsInt({ message: MESSAGES.common.daysRange(MAX_ADVANCE_DAYS) })
  @Min(1, { message: MESSAGES.common.daysRange(MAX_ADVANCE_DAYS) })
  @Max(MAX_ADVANCE_DAYS, { message: MESSAGES.common.daysRange(MAX_ADVANCE_DAYS) })
  days: number;
}

export class TickDto {
  @ApiProperty({
    description: 'Game day: days since the game started (`formatGameDay` in libs/domain shows it as a date).',
  })
  dayIndex: number;

  /** When the day was claimed. */
  @ApiProperty({ type: String, format: 'date-time' })
  appliedAt: string;

  /** When its last batch was done (null while in progress). */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt: string | null;

  /** From the claim to the last batch (null while in progress). */
  @ApiProperty({ type: Number, nullable: true })
  durationMs: number | null;

  @ApiProperty({ enum: ['schedule', 'admin'] })
  source: string;

  /** SQL statements the tick handlers ran over all the day's batches. */
  @ApiProperty({ type: Number, nullable: true })
  handlerStatements: number | null;

  /** Batches (steps) the day was split into: statements per batch stay constant. */
  @ApiProperty({ type: Number, nullable: true })
  batches: number | null;
}

export class TickInProgressDto {
  @ApiProperty({
    description: 'Game day: days since the game started (`formatGameDay` in libs/domain shows it as a date).',
  })
  dayIndex: number;

  @ApiProperty()
  batchesDone: number;

  @ApiProperty()
  batchesLeft: number;

  /** How long the day has been running, in milliseconds. */
  @ApiProperty()
  runningMs: number;
}

export class AdminClockDto {
  @ApiProperty({ type: GameTimeDto })
  time: GameTimeDto;

  @ApiProperty({ type: [TickDto] })
  recentTicks: TickDto[];

  /** The day being applied right now, if any. */
  @ApiProperty({ type: TickInProgressDto, nullable: true })
  inProgress: TickInProgressDto | null;

  /** How late the next game day is beyond one tick interval, in milliseconds (0 when on time). */
  @ApiProperty()
  lagMs: number;

  /** Whether this instance runs the scheduled clock (GAME_TICK_ENABLED). */
  @ApiProperty()
  scheduled: boolean;

  /** The newest clock advance job (running, or how the last one ended); null before the first. */
  @ApiProperty({ type: ClockJobDto, nullable: true })
  job: ClockJobDto | null;
}

export class AuditQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ maxLength: 40, example: 'user.disable' })
  @Optional()
  @IsString({ message: c.notText('Action') })
  @MaxLength(40, { message: c.textTooLong('Action', 40) })
  action?: string;

  /** Username of the admin who acted. */
  @ApiPropertyOptional({ maxLength: 30 })
  @Optional()
  @IsString({ message: c.notText('Actor') })
  @Transform(trim)
  @MaxLength(30, { message: c.textTooLong('Actor', 30) })
  actor?: string;

  @ApiPropertyOptional({ maxLength: 64 })
  @Optional()
  @IsString({ message: c.notText('Target id') })
  @MaxLength(64, { message: c.textTooLong('Target id', 64) })
  targetId?: string;
}

export class AuditEntryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  actorId: string;

  @ApiProperty()
  actorUsername: string;

  @ApiProperty({ example: 'user.disable' })
  action: string;

  @ApiProperty({ type: String, nullable: true })
  targetType: string | null;

  @ApiProperty({ type: String, nullable: true })
  targetId: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true })
  details: Record<string, unknown>;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class AuditDataDto {
  @ApiProperty({ type: [AuditEntryDto] })
  entries: AuditEntryDto[];

  @ApiProperty({ type: PaginationDto })
  pagination: PaginationDto;
}
