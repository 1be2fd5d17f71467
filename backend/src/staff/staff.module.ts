import { Module } from '@nestjs/common';
import { EstateAccessModule } from '../estates/estate-access.module';
import { StaffController } from './staff.controller';
import { StaffRepository } from './staff.repository';
import { StaffService } from './staff.service';
import { StaffTick } from './staff.tick';
import { StaffSalesTick } from './staff-sales.tick';
import { StaffVineyardTick } from './staff-vineyard.tick';

/**
 * Staff (issue 35, item 2): the estates' staff, the labour market (computed on read from
 * libs/domain staff.ts), hiring and dismissing, the sales manager's rule, and the monthly wages
 * in the tick (the money module's statement).
 */
@Module({
  imports: [EstateAccessModule],
  controllers: [StaffController],
  providers: [StaffRepository, StaffService, StaffTick, StaffSalesTick, StaffVineyardTick],
})
export class StaffModule {}
