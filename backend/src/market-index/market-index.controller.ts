import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GRAPE_COLORS, MARKET_INDEX, REGIONAL_INDEX_BOUNDS, WINE_TIERS } from '@vineyard/domain';
import { ApiDataResponse, ApiErrors, Envelope, INPUT_ERRORS, ok } from '../common/api-docs';
import { MarketIndexDataDto, MarketIndexQueryDto } from './dto/market-index.dto';
import { MarketIndexService } from './market-index.service';
import { ReaderFence, type ReadFence } from '../database/reader-fence';

@ApiTags('winery')
@Controller()
export class MarketIndexController {
  constructor(private readonly index: MarketIndexService) {}

  @Get('market/index')
  @ApiOperation({
    operationId: 'getMarketIndex',
    summary: 'The regional price index and its history',
    description: `Public (no sign-in). The regional price index of a region's bottled-wine segments (colour × market tier): a factor of ${REGIONAL_INDEX_BOUNDS.min}–${REGIONAL_INDEX_BOUNDS.max} on the list price of every wine of the segment, computed once a game day from everyone's sales of the last ${MARKET_INDEX.windowDays} game days against the segment's normal demand (oversupply lowers it, a niche raises it). \`region\` is required; \`color\` and \`tier\` narrow the answer to one colour and/or one tier, and without them every colour and tier of the region is answered (${GRAPE_COLORS.length * WINE_TIERS.length} segments). Each segment has its current index (1 and \`gameDay\` null before its first computation) and its history, one point per game day, oldest first, over the last ${MARKET_INDEX.historyDays} game days at most. 400 naming the field for an unknown region, colour or tier.`,
  })
  @ApiDataResponse(MarketIndexDataDto)
  @ApiErrors(...INPUT_ERRORS)
  async get(
    @Query() query: MarketIndexQueryDto,
    @ReaderFence() fence: ReadFence,
  ): Promise<Envelope<MarketIndexDataDto>> {
    return ok(await this.index.view(query, fence));
  }
}
