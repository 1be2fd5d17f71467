import { Module } from '@nestjs/common';
import { NotificationsRepositoryModule } from '../notifications/notifications-repository.module';
import { EstateAccessModule } from '../estates/estate-access.module';
import { ReputationModule } from '../reputation/reputation.module';
import { WineMarketModule } from '../wine-market/wine-market.module';
import { ContractsController } from './contracts.controller';
import { ContractsRepository } from './contracts.repository';
import { ContractsService } from './contracts.service';
import { ContractsTick } from './contracts.tick';

/**
 * Merchants' contracts (issue 31, item 3): the monthly board (computed on read), accepting,
 * delivering from the cellar's bottled lots, and the daily defaults. It sits above the cellar
 * (whose lots it delivers from), the wine market (whose pools a delivery draws on: the merchants
 * sell to the estate's buyers) and reputation; nothing imports it.
 */
@Module({
  imports: [NotificationsRepositoryModule, EstateAccessModule, ReputationModule, WineMarketModule],
  controllers: [ContractsController],
  providers: [ContractsRepository, ContractsService, ContractsTick],
})
export class ContractsModule {}
