import { Module } from '@nestjs/common';
import { EstatesModule } from '../estates/estates.module';
import { ListingsRepositoryModule } from '../marketplace/listings-repository.module';
import { PlotsController } from './plots.controller';
import { PlotsRepositoryModule } from './plots-repository.module';
import { PlotsService } from './plots.service';

@Module({
  imports: [EstatesModule, PlotsRepositoryModule, ListingsRepositoryModule],
  controllers: [PlotsController],
  providers: [PlotsService],
  exports: [PlotsService, PlotsRepositoryModule],
})
export class PlotsModule {}
