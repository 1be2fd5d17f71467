import { Global, Module } from '@nestjs/common';
import { EstatesModule } from '../estates/estates.module';
import { AdminEconomyController, LedgerController } from './ledger.controller';
import { LedgerService } from './ledger.service';
import { MoneyService } from './money.service';
import { UpkeepTick } from './upkeep.tick';

/** The money module: the one writer of estates' money and the ledger, and the ledger's readers. */
@Global()
@Module({
  imports: [EstatesModule],
  controllers: [LedgerController, AdminEconomyController],
  providers: [MoneyService, LedgerService, UpkeepTick],
  exports: [MoneyService, UpkeepTick],
})
export class MoneyModule {}
