import { Module } from '@nestjs/common';
import { EstatesModule } from '../estates/estates.module';
import { GrapesController } from './grapes.controller';
import { GrapesService } from './grapes.service';

/** Grape lots and the grape buyers: the first income (issue 18). */
@Module({ imports: [EstatesModule], controllers: [GrapesController], providers: [GrapesService] })
export class GrapesModule {}
