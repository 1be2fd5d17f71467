import { Module } from '@nestjs/common';
import { EstatesModule } from '../estates/estates.module';
import { PlotsController } from './plots.controller';
import { PlotsService } from './plots.service';

@Module({ imports: [EstatesModule], controllers: [PlotsController], providers: [PlotsService] })
export class PlotsModule {}
