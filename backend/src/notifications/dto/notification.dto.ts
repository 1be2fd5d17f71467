import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MESSAGES, NOTIFICATION_KINDS, NOTIFICATION_LIMITS, type NotificationKind } from '@vineyard/domain';

export class NotificationsQueryDto {
  /** Only unread notifications (`?unread` or `?unread=true`). */
  @ApiPropertyOptional({ type: 'boolean' })
  @IsOptional()
  @Transform(({ value }) =>
    value === '' || value === 'true' || value === true ? true : value === 'false' ? false : value,
  )
  @IsBoolean({ message: MESSAGES.notification.unreadInvalid })
  unread?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: NOTIFICATION_LIMITS.max,
    default: NOTIFICATION_LIMITS.default,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: MESSAGES.common.limitRange(NOTIFICATION_LIMITS.max) })
  @Min(1, { message: MESSAGES.common.limitRange(NOTIFICATION_LIMITS.max) })
  @Max(NOTIFICATION_LIMITS.max, { message: MESSAGES.common.limitRange(NOTIFICATION_LIMITS.max) })
  limit?: number;
}

export class NotificationDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: NOTIFICATION_KINDS })
  kind: NotificationKind;

  @ApiProperty()
  title: string;

  @ApiProperty()
  body: string;

  /** What it is about (e.g. a grape lot), when there is one. */
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true })
  refId: string | null;

  /** The game day it happened on. */
  @ApiProperty({ type: 'integer' })
  gameDay: number;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  readAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class NotificationsDataDto {
  /** Newest first, at most `limit`. */
  @ApiProperty({ type: [NotificationDto] })
  notifications: NotificationDto[];

  /** How many of the estate's notifications are unread (all of them, not only this page). */
  @ApiProperty({ type: 'integer' })
  unreadCount: number;
}

export class NotificationDataDto {
  @ApiProperty({ type: NotificationDto })
  notification: NotificationDto;

  @ApiProperty({ type: 'integer' })
  unreadCount: number;
}

export class ReadAllDataDto {
  /** How many were marked read now. */
  @ApiProperty({ type: 'integer' })
  marked: number;

  @ApiProperty({ type: 'integer' })
  unreadCount: number;
}
