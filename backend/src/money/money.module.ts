import { Global, Module } from '@nestjs/common';
import { EstateAccessModule } from '../estates/estate-access.module';
import { AdminEconomyController, LedgerController } from './ledger.controller';
import { LedgerRepository } from './ledger.repository';
import { LedgerService } from './ledger.service';
import { MoneyRepository } from './money.repository';
import { MoneyService } from './money.service';
import { UpkeepTick } from './upkeep.tick';
import { ContractDefaultsTick } from './contract-defaults.tick';
import { StorageChargeTick } from './storage-charge.tick';
import { WagesTick } from './wages.tick';
import { EquipmentUpkeepTick } from './equipment-upkeep.tick';

/** The money module: the one writer of estates' money and the ledger, and the ledger's readers. */
@Global()
@Module({
  imports: [EstateAccessModule],
  controllers: [LedgerController, AdminEconomyController],
  providers: [
    LedgerRepository,
    MoneyRepository,
    MoneyService,
    LedgerService,
    UpkeepTick,
    ContractDefaultsTick,
    StorageChargeTick,
    WagesTick,
    EquipmentUpkeepTick,
  ],
  exports: [MoneyService, UpkeepTick, ContractDefaultsTick, StorageChargeTick, WagesTick, EquipmentUpkeepTick],
})
export class MoneyModule {}
