import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module';
import { WaitlistModule } from '../waitlist/waitlist.module';
import { RetentionService } from './retention.service';

/** Housekeeping that keeps tables from growing forever (see RetentionService). */
@Module({
  imports: [AnalyticsModule, WaitlistModule],
  providers: [RetentionService],
})
export class MaintenanceModule {}
