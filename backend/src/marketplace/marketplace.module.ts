import { Module } from '@nestjs/common';
import { EstatesModule } from '../estates/estates.module';
import { LandRegistryService } from './land-registry.service';
import { ListingsService } from './listings.service';
import { MarketplaceController } from './marketplace.controller';
import { MarketplaceService } from './marketplace.service';

@Module({
  imports: [EstatesModule],
  controllers: [MarketplaceController],
  providers: [MarketplaceService, ListingsService, LandRegistryService],
})
export class MarketplaceModule {}
