import { Module } from '@nestjs/common';
import { NotificationsRepositoryModule } from '../notifications/notifications-repository.module';
import { AwardsModule } from '../awards/awards.module';
import { EstateAccessModule } from '../estates/estate-access.module';
import { ReputationModule } from '../reputation/reputation.module';
import { WineMarketController } from './wine-market.controller';
import { WineMarketService } from './wine-market.service';
import { WineMarketRepository } from './wine-market.repository';
import { CriticReviewsTick } from './critic-reviews.tick';
import { CampaignsController } from './campaigns.controller';
import { CampaignsRepository } from './campaigns.repository';
import { CampaignsService } from './campaigns.service';
import { CellarDoorController } from './cellar-door.controller';
import { CellarDoorRepository } from './cellar-door.repository';
import { CellarDoorService } from './cellar-door.service';

/**
 * The wine market (issue 19): the estates' bottled wines (the lots the cellar bottled), their
 * quotes and sales into the demand pools, the sales record, the critics' reviews and the marketing
 * campaigns that boost the pools (issue 35, item 3), and the cellar door's own channel (issue 35, item 1). It sits above the cellar (it reads the
 * cellar's lots; the cellar imports nothing of it). The contracts module uses its repository: a
 * delivery takes its bottles out of the estate's pool.
 */
@Module({
  imports: [NotificationsRepositoryModule, EstateAccessModule, ReputationModule, AwardsModule],
  controllers: [WineMarketController, CampaignsController, CellarDoorController],
  providers: [
    WineMarketRepository,
    WineMarketService,
    CriticReviewsTick,
    CampaignsRepository,
    CampaignsService,
    CellarDoorRepository,
    CellarDoorService,
  ],
  // the merchants' contracts take a delivery's bottles out of the estate's pool (its market facts, setPool)
  exports: [WineMarketRepository],
})
export class WineMarketModule {}
