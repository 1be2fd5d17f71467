import { Module } from '@nestjs/common';
import { FeaturesController } from './features.controller';
import { StarterContentService } from './starter-content.service';
import { FeaturesService } from './features.service';

@Module({
  controllers: [FeaturesController],
  providers: [FeaturesService, StarterContentService],
  exports: [FeaturesService],
})
export class FeaturesModule {}
