import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@vineyard/domain';
import { Authenticated, CurrentAuth } from '../auth/guards';
import type { AuthenticatedUser } from '../auth/auth.types';
import { ApiDataResponse, ApiErrors, Envelope, IDEMPOTENCY_ERRORS, INPUT_ERRORS, ok } from '../common/api-docs';
import { ApiIdempotencyKey, IdempotencyKeyHeader, type IdempotencyKey } from '../common/idempotency/idempotency';
import { EstateOwnerGuard } from '../estates/estate-owner.guard';
import {
  NotificationDataDto,
  NotificationsDataDto,
  NotificationsQueryDto,
  ReadAllDataDto,
} from './dto/notification.dto';
import { NotificationsService } from './notifications.service';

@ApiTags('notifications')
@Controller()
@Authenticated()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get('estates/:estateId/notifications')
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'listEstateNotifications',
    summary: "An estate's notifications",
    description:
      'Newest first, paginated (`page`, `limit`; `pagination` beside the items like every paged list), only the unread ones with `?unread`, and the unread count. Written by real events: harvests, grape sales, the annual upkeep. Owners only (404 otherwise).',
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(NotificationsDataDto)
  @ApiErrors(...INPUT_ERRORS, 'ESTATE_NOT_FOUND')
  async list(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('estateId') estateId: string,
    @Query() q: NotificationsQueryDto,
  ): Promise<Envelope<NotificationsDataDto>> {
    return ok(await this.notifications.list(auth.user.id, estateId, q));
  }

  @Post('notifications/:id/read')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'markNotificationRead',
    summary: 'Mark a notification read',
    description:
      'Marking one already read changes nothing. Owners of its estate only (404 otherwise). Accepts an Idempotency-Key: the same key replays the first answer.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiIdempotencyKey()
  @ApiDataResponse(NotificationDataDto)
  @ApiErrors('UNSAFE_INPUT', ...IDEMPOTENCY_ERRORS, 'NOTIFICATION_NOT_FOUND')
  async read(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @IdempotencyKeyHeader() key: IdempotencyKey | undefined,
  ): Promise<Envelope<NotificationDataDto>> {
    return ok(await this.notifications.markRead(auth.user.id, id, key), MESSAGES.notification.markedRead);
  }

  @Post('estates/:estateId/notifications/read-all')
  @HttpCode(200)
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'markAllNotificationsRead',
    summary: "Mark all of an estate's notifications read",
    description: 'Owners only (404 otherwise). Accepts an Idempotency-Key: the same key replays the first answer.',
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiIdempotencyKey()
  @ApiDataResponse(ReadAllDataDto)
  @ApiErrors('UNSAFE_INPUT', ...IDEMPOTENCY_ERRORS, 'ESTATE_NOT_FOUND')
  async readAll(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('estateId') estateId: string,
    @IdempotencyKeyHeader() key: IdempotencyKey | undefined,
  ): Promise<Envelope<ReadAllDataDto>> {
    return ok(await this.notifications.readAll(auth.user.id, estateId, key), MESSAGES.notification.allRead);
  }
}
