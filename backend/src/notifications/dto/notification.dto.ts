import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean } from 'class-validator';
import {
  MAX_PAGE_NUMBER,
  MESSAGES,
  NOTIFICATION_KINDS,
  NOTIFICATION_LIMITS,
  type NotificationKind,
} from '@vineyard/domain';
import { PaginationDto } from '../../common/pagination.dto';
import { LimitQuery, Optional, PageQuery } from '../../common/validation';

export class NotificationsQueryDto {
  /** Only unread notifications (`?unread` or `?unread=true`). */
  @ApiPropertyOptional({ type: 'boolean' })
  @Optional()
  @Transform(({ value }) =>
    value === '' || value === 'true' || value === true ? true : value === 'false' ? false : value,
  )
  @IsBoolean({ message: MESSAGES.notification.unreadInvalid })
  unread?: boolean;

  @PageQuery(MAX_PAGE_NUMBER, { type: 'integer' })
  page?: number;

  @LimitQuery(NOTIFICATION_LIMITS.max, NOTIFICATION_LIMITS.default)
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
  /** Newest first: page `page` of `limit` (the first page unless asked). */
  @ApiProperty({ type: [NotificationDto] })
  notifications: NotificationDto[];

  // the page among the notifications listed (only the unread ones with `?unread`)
  @ApiProperty({ type: PaginationDto })
  pagination: PaginationDto;

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
