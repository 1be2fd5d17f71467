import { Module } from '@nestjs/common';
import { NotificationsRepositoryModule } from '../notifications/notifications-repository.module';
import { BlocksRepositoryModule } from '../blocks/blocks-repository.module';
import { EstatesModule } from '../estates/estates.module';
import { GrapesRepositoryModule } from './grapes-repository.module';
import { GrapesController } from './grapes.controller';
import { GrapesService } from './grapes.service';

/** Grape lots and the grape buyers: the first income (issue 18). */
@Module({
  imports: [NotificationsRepositoryModule, EstatesModule, GrapesRepositoryModule, BlocksRepositoryModule],
  controllers: [GrapesController],
  providers: [GrapesService],
  exports: [GrapesRepositoryModule],
})
export class GrapesModule {}
