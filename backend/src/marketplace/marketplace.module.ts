import { Module } from '@nestjs/common';
import { NotificationsRepositoryModule } from '../notifications/notifications-repository.module';
import { BlocksRepositoryModule } from '../blocks/blocks-repository.module';
import { EstateAccessModule } from '../estates/estate-access.module';
import { PlotsModule } from '../plots/plots.module';
import { LandRegistryTick } from './land-registry.tick';
import { ListingsRepositoryModule } from './listings-repository.module';
import { ListingsService } from './listings.service';
import { MarketplaceController } from './marketplace.controller';
import { MarketplaceService } from './marketplace.service';

@Module({
  imports: [
    NotificationsRepositoryModule,
    EstateAccessModule,
    PlotsModule,
    ListingsRepositoryModule,
    BlocksRepositoryModule,
  ],
  controllers: [MarketplaceController],
  providers: [MarketplaceService, ListingsService, LandRegistryTick],
  exports: [ListingsRepositoryModule],
})
export class MarketplaceModule {}
