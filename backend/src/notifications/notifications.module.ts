import { Module } from '@nestjs/common';
import { EstatesModule } from '../estates/estates.module';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/** An estate's notifications (written with `notify` by the services and the tick that cause them). */
@Module({
  imports: [EstatesModule],
  controllers: [NotificationsController],
  providers: [NotificationsService],
})
export class NotificationsModule {}
