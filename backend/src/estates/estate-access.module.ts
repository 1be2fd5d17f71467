import { Module } from '@nestjs/common';
import { EstateAccess } from './estate-access';
import { EstateOwnerGuard } from './estate-owner.guard';
import { EstatesRepositoryModule } from './estates-repository.module';

/**
 * Ownership checks for every feature (EstateAccess, and EstateOwnerGuard for routes with an
 * `:estateId`), with the estates' tables: imports nothing of the features, so none of them
 * forms a cycle through it.
 */
@Module({
  imports: [EstatesRepositoryModule],
  providers: [EstateAccess, EstateOwnerGuard],
  exports: [EstateAccess, EstateOwnerGuard, EstatesRepositoryModule],
})
export class EstateAccessModule {}
