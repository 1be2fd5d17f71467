import { Module } from '@nestjs/common';
import { BlocksController } from './blocks.controller';
import { BlocksService } from './blocks.service';
import { VineyardTickHandlers } from './blocks.tick';

@Module({ controllers: [BlocksController], providers: [BlocksService, VineyardTickHandlers] })
export class BlocksModule {}
