import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AdminClockService } from './admin-clock.service';
import { AdminUsersService } from './admin-users.service';
import { AdminController } from './admin.controller';
import { AuditService } from './audit.service';

@Module({
  imports: [AuthModule],
  controllers: [AdminController],
  providers: [AdminUsersService, AdminClockService, AuditService],
  exports: [AuditService],
})
export class AdminModule {}
