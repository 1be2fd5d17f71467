import { Module } from '@nestjs/common';
import { NotificationsRepositoryModule } from '../notifications/notifications-repository.module';
import { EstateAccessModule } from '../estates/estate-access.module';
import { GrapesRepositoryModule } from './grapes-repository.module';
import { GrapesController } from './grapes.controller';
import { GrapesService } from './grapes.service';

/** Grape lots and the grape buyers: the first income (issue 18). */
@Module({
  imports: [NotificationsRepositoryModule, EstateAccessModule, GrapesRepositoryModule],
  controllers: [GrapesController],
  providers: [GrapesService],
  exports: [GrapesRepositoryModule],
})
export class GrapesModule {}
