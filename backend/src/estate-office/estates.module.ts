import { Module } from '@nestjs/common';
import { UsersRepositoryModule } from '../auth/users-repository.module';
import { EstateAccessModule } from '../estates/estate-access.module';
import { InvitationClaims } from '../estates/invitation-claims';
import { NotificationsRepositoryModule } from '../notifications/notifications-repository.module';
import { BlocksRepositoryModule } from '../blocks/blocks-repository.module';
import { GrapesRepositoryModule } from '../grapes/grapes-repository.module';
import { PlotsRepositoryModule } from '../plots/plots-repository.module';
import { CellarRepositoryModule } from '../cellar/cellar-repository.module';
import { EstatesController, InvitationsController } from './estates.controller';
import { EstatesService } from './estates.service';

/**
 * The estates' office: founding, renaming and closing estates, co-owners and invitations. It sits
 * above the features it founds an estate with (plots, blocks, grapes, the cellar); the features
 * themselves check ownership through EstateAccessModule, below them all.
 */
@Module({
  imports: [
    EstateAccessModule,
    UsersRepositoryModule,
    NotificationsRepositoryModule,
    CellarRepositoryModule,
    PlotsRepositoryModule,
    BlocksRepositoryModule,
    GrapesRepositoryModule,
  ],
  controllers: [EstatesController, InvitationsController],
  providers: [EstatesService, InvitationClaims],
  exports: [EstatesService],
})
export class EstatesModule {}
