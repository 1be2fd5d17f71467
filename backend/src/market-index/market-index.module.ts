import { Module } from '@nestjs/common';
import { MarketIndexController } from './market-index.controller';
import { MarketIndexRepository } from './market-index.repository';
import { MarketIndexService } from './market-index.service';
import { MarketIndexTick } from './market-index.tick';

/** The regional price index (issue 19): its table, the daily step that writes it, its reads. */
@Module({
  controllers: [MarketIndexController],
  providers: [MarketIndexRepository, MarketIndexService, MarketIndexTick],
  exports: [MarketIndexService],
})
export class MarketIndexModule {}
