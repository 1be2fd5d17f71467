import { Module } from '@nestjs/common';
import { EstateAccessModule } from '../estates/estate-access.module';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepositoryModule } from './notifications-repository.module';
import { NotificationsService } from './notifications.service';

/** An estate's notifications (written through NotificationsRepository by the services that cause them, and by tick steps). */
@Module({
  imports: [EstateAccessModule, NotificationsRepositoryModule],
  controllers: [NotificationsController],
  providers: [NotificationsService],
  exports: [NotificationsRepositoryModule],
})
export class NotificationsModule {}
