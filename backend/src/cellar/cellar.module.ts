import { Module } from '@nestjs/common';
import { NotificationsRepositoryModule } from '../notifications/notifications-repository.module';
import { EstateAccessModule } from '../estates/estate-access.module';
import { GrapesRepositoryModule } from '../grapes/grapes-repository.module';
import { CellarRepositoryModule } from './cellar-repository.module';
import { CellarController } from './cellar.controller';
import { CellarService } from './cellar.service';
import { WineRepository } from './wine.repository';
import { CellarTick } from './cellar.tick';
import { HarvestPlansTick } from './harvest-plans.tick';
import { BottleStoreController } from './bottle-store.controller';
import { BottleStoreRepository } from './bottle-store.repository';
import { BottleStoreService } from './bottle-store.service';
import { EquipmentController } from './equipment.controller';
import { EquipmentRepository } from './equipment.repository';
import { EquipmentService } from './equipment.service';

/**
 * The cellar (issue 18): vessels, wine batches from the crush to bottling, blends and bulk wine.
 * Bottling makes the wine lots that the wine market (wine-market/, above it) sells; the bottle
 * store (issue 35, item 1) holds them, up to its capacity without charge; winery equipment (the same
 * item) lifts the crush's quality and cuts bottling's cost.
 */
@Module({
  imports: [NotificationsRepositoryModule, EstateAccessModule, GrapesRepositoryModule, CellarRepositoryModule],
  controllers: [CellarController, BottleStoreController, EquipmentController],
  providers: [
    WineRepository,
    CellarService,
    CellarTick,
    HarvestPlansTick,
    BottleStoreRepository,
    BottleStoreService,
    EquipmentRepository,
    EquipmentService,
  ],
})
export class CellarModule {}
