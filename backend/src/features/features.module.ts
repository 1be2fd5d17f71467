import { Module } from '@nestjs/common';
import { AuditModule } from '../admin/audit.module';
import { FeaturesController } from './features.controller';
import { StarterContentService } from './starter-content.service';
import { FeaturesService } from './features.service';

@Module({
  imports: [AuditModule],
  controllers: [FeaturesController],
  providers: [FeaturesService, StarterContentService],
  exports: [FeaturesService],
})
export class FeaturesModule {}
