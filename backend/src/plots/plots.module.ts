import { Module } from '@nestjs/common';
import { EstateAccessModule } from '../estates/estate-access.module';
import { PlotsController } from './plots.controller';
import { PlotsRepositoryModule } from './plots-repository.module';
import { PlotsService } from './plots.service';

@Module({
  imports: [EstateAccessModule, PlotsRepositoryModule],
  controllers: [PlotsController],
  providers: [PlotsService],
  exports: [PlotsService, PlotsRepositoryModule],
})
export class PlotsModule {}
