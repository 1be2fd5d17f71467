import { Module } from '@nestjs/common';
import { NotificationsRepositoryModule } from '../notifications/notifications-repository.module';
import { ReputationRepositoryModule } from '../reputation/reputation-repository.module';
import { AwardsController } from './awards.controller';
import { AwardsRepository } from './awards.repository';
import { AwardsService } from './awards.service';
import { AwardsTick } from './awards.tick';

/** The yearly awards (issue 19): the medals table, its yearly tick step and the public list. */
@Module({
  imports: [ReputationRepositoryModule, NotificationsRepositoryModule],
  controllers: [AwardsController],
  providers: [AwardsRepository, AwardsService, AwardsTick],
  exports: [AwardsService],
})
export class AwardsModule {}
