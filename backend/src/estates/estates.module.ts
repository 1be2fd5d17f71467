import { Module } from '@nestjs/common';
import { UsersRepositoryModule } from '../auth/users-repository.module';
import { EstatesRepositoryModule } from './estates-repository.module';
import { NotificationsRepositoryModule } from '../notifications/notifications-repository.module';
import { BlocksRepositoryModule } from '../blocks/blocks-repository.module';
import { GrapesRepositoryModule } from '../grapes/grapes-repository.module';
import { PlotsRepositoryModule } from '../plots/plots-repository.module';
import { CellarModule } from '../winery/cellar.module';
import { EstatesController, InvitationsController } from './estates.controller';
import { EstatesService } from './estates.service';
import { InvitationClaims } from './invitation-claims';

@Module({
  imports: [
    EstatesRepositoryModule,
    UsersRepositoryModule,
    NotificationsRepositoryModule,
    CellarModule,
    PlotsRepositoryModule,
    BlocksRepositoryModule,
    GrapesRepositoryModule,
  ],
  controllers: [EstatesController, InvitationsController],
  providers: [EstatesService, InvitationClaims],
  exports: [EstatesService, EstatesRepositoryModule],
})
export class EstatesModule {}
