import { Module } from '@nestjs/common';
import { NotificationsRepositoryModule } from '../notifications/notifications-repository.module';
import { SeasonsController } from './seasons.controller';
import { SeasonsRepository } from './seasons.repository';
import { SeasonsService } from './seasons.service';
import { SeasonsTick } from './seasons.tick';

/** The seasons (issue 35): the standings on read, the hall of fame table and its yearly tick step. */
@Module({
  imports: [NotificationsRepositoryModule],
  controllers: [SeasonsController],
  providers: [SeasonsRepository, SeasonsService, SeasonsTick],
})
export class SeasonsModule {}
