import { Module } from '@nestjs/common';
import { RetentionService } from './retention.service';

/** Housekeeping that keeps tables from growing forever (see RetentionService). */
@Module({
  providers: [RetentionService],
})
export class MaintenanceModule {}
