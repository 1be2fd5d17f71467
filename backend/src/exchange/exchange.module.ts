import { Module } from '@nestjs/common';
import { NotificationsRepositoryModule } from '../notifications/notifications-repository.module';
import { EstateAccessModule } from '../estates/estate-access.module';
import { WineRepository } from '../cellar/wine.repository';
import { ExchangeController } from './exchange.controller';
import { ExchangeRepository } from './exchange.repository';
import { ExchangeService } from './exchange.service';
import { ExchangeTick } from './exchange.tick';
import { GrapeExchangeController } from './grape-exchange.controller';
import { GrapeExchangeRepository } from './grape-exchange.repository';
import { GrapeExchangeService } from './grape-exchange.service';
import { GrapesRepositoryModule } from '../grapes/grapes-repository.module';

/**
 * The exchange between players (issue 32): offers of bottled wine and of fresh grapes, purchases,
 * withdrawals, expiry and the price history. It sits above the cellar (whose lots it offers and whose
 * repository makes the buyer's lot) and the awards (a wine's medal); nothing imports it.
 */
@Module({
  imports: [NotificationsRepositoryModule, EstateAccessModule, GrapesRepositoryModule],
  controllers: [ExchangeController, GrapeExchangeController],
  providers: [
    ExchangeRepository,
    ExchangeService,
    ExchangeTick,
    WineRepository,
    GrapeExchangeRepository,
    GrapeExchangeService,
  ],
})
export class ExchangeModule {}
