import { Module } from '@nestjs/common';
import { EstatesRepositoryModule } from '../estates/estates-repository.module';
import { AuthModule } from '../auth/auth.module';
import { FeaturesModule } from '../suggestions/features.module';
import { WaitlistModule } from '../waitlist/waitlist.module';
import { AdminClockService } from './admin-clock.service';
import { AdminCommunityController } from './admin-community.controller';
import { AdminCommunityService } from './admin-community.service';
import { AdminListsService } from './admin-lists.service';
import { AdminUsersService } from './admin-users.service';
import { AdminController } from './admin.controller';
import { AuditModule } from '../audit/audit.module';

@Module({
  imports: [AuthModule, AuditModule, FeaturesModule, WaitlistModule, EstatesRepositoryModule],
  controllers: [AdminController, AdminCommunityController],
  providers: [AdminUsersService, AdminClockService, AdminCommunityService, AdminListsService],
  exports: [AuditModule],
})
export class AdminModule {}
