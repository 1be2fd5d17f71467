import { Module } from '@nestjs/common';
import { NotificationsRepositoryModule } from '../notifications/notifications-repository.module';
import { AwardsModule } from '../awards/awards.module';
import { EstateAccessModule } from '../estates/estate-access.module';
import { GrapesRepositoryModule } from '../grapes/grapes-repository.module';
import { CellarModule } from './cellar.module';
import { ReputationModule } from '../reputation/reputation.module';
import { WineryController } from './winery.controller';
import { WineryService } from './winery.service';
import { WineRepository } from './wine.repository';
import { WineMarketService } from './wine-market.service';
import { WineryTick } from './winery.tick';
import { HarvestPlansTick } from './harvest-plans.tick';

/** The winery: the cellar, wine batches, wine lots and bulk wine (issue 18). */
@Module({
  imports: [
    NotificationsRepositoryModule,
    EstateAccessModule,
    GrapesRepositoryModule,
    CellarModule,
    ReputationModule,
    AwardsModule,
  ],
  controllers: [WineryController],
  providers: [WineRepository, WineryService, WineMarketService, WineryTick, HarvestPlansTick],
})
export class WineryModule {}
