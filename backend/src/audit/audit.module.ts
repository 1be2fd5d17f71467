import { Module } from '@nestjs/common';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';

/**
 * The audit log on its own, so that every module with an admin write (the admin console, and the
 * admin-only routes of the features board and the game clock) records it with the same service.
 */
@Module({
  providers: [AuditRepository, AuditService],
  exports: [AuditService],
})
export class AuditModule {}
