import { Module } from '@nestjs/common';
import { EstateAccessModule } from '../estates/estate-access.module';
import { NotificationsRepositoryModule } from '../notifications/notifications-repository.module';
import { GrapesRepositoryModule } from '../grapes/grapes-repository.module';
import { PlotsModule } from '../plots/plots.module';
import { BlocksRepositoryModule } from './blocks-repository.module';
import { BlocksController } from './blocks.controller';
import { BlocksService } from './blocks.service';
import { VineyardTickHandlers } from './blocks.tick';

@Module({
  imports: [
    NotificationsRepositoryModule,
    EstateAccessModule,
    PlotsModule,
    BlocksRepositoryModule,
    GrapesRepositoryModule,
  ],
  controllers: [BlocksController],
  providers: [BlocksService, VineyardTickHandlers],
  exports: [BlocksRepositoryModule],
})
export class BlocksModule {}
