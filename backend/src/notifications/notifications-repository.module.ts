import { Module } from '@nestjs/common';
import { NotificationsRepository } from './notifications.repository';

/** The notifications table, for every module whose changes notify an estate (no imports: no cycles). */
@Module({ providers: [NotificationsRepository], exports: [NotificationsRepository] })
export class NotificationsRepositoryModule {}
