import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { formatGameDayShortForm, formatMoney, MESSAGES, WEATHER_EVENTS, workLabel } from '@vineyard/domain';
import {
  ApiDataResponse,
  ApiErrors,
  BODY_ERRORS,
  Envelope,
  IDEMPOTENCY_ERRORS,
  IDEMPOTENCY_NOTE,
  ok,
} from '../common/api-docs';
import { ApiIdempotencyKey, IdempotencyKeyHeader, type IdempotencyKey } from '../common/idempotency/idempotency';
import { Authenticated, CurrentAuth } from '../auth/guards';
import type { AuthenticatedUser } from '../auth/auth.types';
import { EmptyDto } from '../auth/dto/auth.dto';
import { TotalSizeDataDto } from '../plots/dto/plot.dto';
import {
  BlockDetailsEnvelopeDataDto,
  BlockEnvelopeDataDto,
  BlocksEnvelopeDataDto,
  CreateBlockDto,
  HarvestResultDataDto,
  UpdateBlockDto,
} from './dto/block.dto';
import { BlocksService } from './blocks.service';
import { EstateOwnerGuard } from '../estates/estate-owner.guard';
import {
  BlockWeatherDataDto,
  EstateWeatherThreatsDataDto,
  ProtectBlockDto,
  ProtectionDataDto,
} from './dto/weather.dto';
import {
  BlockVineyardWorkDataDto,
  DoneWorkDataDto,
  DoVineyardWorkDto,
  EstateVineyardWorkDataDto,
} from './dto/vineyard-work.dto';

const b = MESSAGES.block;

@ApiTags('blocks')
@Controller()
@Authenticated()
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Get('plots/:plotId/blocks')
  @ApiOperation({ operationId: 'listPlotBlocks', summary: "A plot's vineyard blocks", description: 'Owners only.' })
  @ApiParam({ name: 'plotId', format: 'uuid' })
  @ApiDataResponse(BlocksEnvelopeDataDto)
  @ApiErrors('UNSAFE_INPUT', 'PLOT_NOT_FOUND')
  async list(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('plotId') plotId: string,
  ): Promise<Envelope<BlocksEnvelopeDataDto>> {
    return ok({ blocks: await this.blocks.list(auth.user.id, plotId) });
  }

  @Get('plots/:plotId/blocks/total-size')
  @ApiOperation({
    operationId: 'getPlotBlocksTotalSize',
    summary: 'Hectares planted on a plot',
    description: 'Owners only.',
  })
  @ApiParam({ name: 'plotId', format: 'uuid' })
  @ApiDataResponse(TotalSizeDataDto)
  @ApiErrors('UNSAFE_INPUT', 'PLOT_NOT_FOUND')
  async totalSize(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('plotId') plotId: string,
  ): Promise<Envelope<TotalSizeDataDto>> {
    return ok({ totalSize: await this.blocks.totalSize(auth.user.id, plotId) });
  }

  @Post('plots/:plotId/blocks')
  @ApiOperation({
    operationId: 'createBlock',
    summary: 'Plant a vineyard block',
    description: 'Plants a variety on part of a plot; the blocks of a plot never exceed its size (400).',
  })
  @ApiParam({ name: 'plotId', format: 'uuid' })
  @ApiDataResponse(BlockEnvelopeDataDto, 201)
  @ApiErrors(
    ...BODY_ERRORS,
    'PLOT_NOT_FOUND',
    'PLOT_FULL',
    'PLOT_LISTED_FOR_SALE',
    'INSUFFICIENT_FUNDS',
    'ESTATE_IN_ARREARS',
    'CONCURRENT_CHANGE',
  )
  async create(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('plotId') plotId: string,
    @Body() dto: CreateBlockDto,
  ): Promise<Envelope<BlockEnvelopeDataDto>> {
    const block = await this.blocks.create(auth.user.id, plotId, dto);
    return ok({ block }, b.createdNamed(block.name));
  }

  @Get('blocks/:id')
  @ApiOperation({ operationId: 'getBlock', summary: 'A vineyard block', description: 'Owners only.' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(BlockEnvelopeDataDto)
  @ApiErrors('UNSAFE_INPUT', 'BLOCK_NOT_FOUND')
  async get(@CurrentAuth() auth: AuthenticatedUser, @Param('id') id: string): Promise<Envelope<BlockEnvelopeDataDto>> {
    return ok({ block: await this.blocks.get(auth.user.id, id) });
  }

  @Get('blocks/:id/details')
  @ApiOperation({
    operationId: 'getBlockDetails',
    summary: 'A block with its harvest history',
    description: 'Owners only.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(BlockDetailsEnvelopeDataDto)
  @ApiErrors('UNSAFE_INPUT', 'BLOCK_NOT_FOUND')
  async details(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<Envelope<BlockDetailsEnvelopeDataDto>> {
    return ok({ block: await this.blocks.details(auth.user.id, id) });
  }

  @Patch('blocks/:id')
  @ApiOperation({
    operationId: 'updateBlock',
    summary: 'Change a vineyard block',
    description: 'Any field of the block form; a new variety is a new planting.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(BlockEnvelopeDataDto)
  @ApiErrors(
    ...BODY_ERRORS,
    'BLOCK_NOT_FOUND',
    'PLOT_FULL',
    'INSUFFICIENT_FUNDS',
    'ESTATE_IN_ARREARS',
    'CONCURRENT_CHANGE',
  )
  async update(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: UpdateBlockDto,
  ): Promise<Envelope<BlockEnvelopeDataDto>> {
    return ok({ block: await this.blocks.update(auth.user.id, id, dto) }, b.updated);
  }

  @Delete('blocks/:id')
  @HttpCode(200)
  @ApiOperation({ operationId: 'deleteBlock', summary: 'Remove a vineyard block', description: 'Owners only.' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(EmptyDto)
  @ApiErrors('UNSAFE_INPUT', 'BLOCK_NOT_FOUND', 'CONCURRENT_CHANGE')
  async remove(@CurrentAuth() auth: AuthenticatedUser, @Param('id') id: string): Promise<Envelope<EmptyDto>> {
    await this.blocks.remove(auth.user.id, id);
    return ok({}, b.deleted);
  }

  @Get('estates/:estateId/weather-threats')
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'getEstateWeatherThreats',
    summary: "The forecast events that can harm an estate's blocks",
    description:
      'Each coming event of the regions of its blocks that can harm some of them, with those blocks, what protecting each costs and whether it is protected. Owners only (404 otherwise).',
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(EstateWeatherThreatsDataDto)
  @ApiErrors('UNSAFE_INPUT', 'ESTATE_NOT_FOUND')
  async threats(@Param('estateId') estateId: string): Promise<Envelope<EstateWeatherThreatsDataDto>> {
    return ok(await this.blocks.estateThreats(estateId));
  }

  @Get('blocks/:id/weather')
  @ApiOperation({
    operationId: 'getBlockWeather',
    summary: "A block's weather events",
    description:
      "The events forecast for the block's region in the coming days (with what protecting the block costs and the damage it would take) and the events of the last days. Owners only.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(BlockWeatherDataDto)
  @ApiErrors('UNSAFE_INPUT', 'BLOCK_NOT_FOUND')
  async weather(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<Envelope<BlockWeatherDataDto>> {
    return ok({ weather: await this.blocks.weather(auth.user.id, id) });
  }

  @Post('blocks/:id/protections')
  @ApiOperation({
    operationId: 'protectBlock',
    summary: 'Protect a block against a forecast weather event',
    description:
      'Frost defence, hail nets, shade, spraying or rain covers for one event of the forecast, paid per hectare through the ledger; the block then takes no damage from it. 409 when no event is forecast that day, the block is protected already or the event cannot harm it.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(ProtectionDataDto, 201)
  @ApiErrors(
    ...BODY_ERRORS,
    'BLOCK_NOT_FOUND',
    'WEATHER_EVENT_NOT_FORECAST',
    'ALREADY_PROTECTED',
    'PROTECTION_NOT_NEEDED',
    'INSUFFICIENT_FUNDS',
    'ESTATE_IN_ARREARS',
    'CONCURRENT_CHANGE',
  )
  async protect(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: ProtectBlockDto,
  ): Promise<Envelope<ProtectionDataDto>> {
    const result = await this.blocks.protect(auth.user.id, id, dto);
    const event = result.weather.forecast.find((e) => e.day === result.protection.eventDay);
    return ok(
      result,
      MESSAGES.weather.protectedAgainst(
        WEATHER_EVENTS[result.protection.kind].protection,
        event ? event.label : WEATHER_EVENTS[result.protection.kind].name,
        formatGameDayShortForm(result.protection.eventDay),
      ),
    );
  }

  @Get('blocks/:id/work')
  @ApiOperation({
    operationId: 'getBlockVineyardWork',
    summary: "A block's vineyard year",
    description:
      "The vintage's work on the block — winter pruning, spraying, canopy work, green harvest — each with its window, state (done, due, upcoming, missed), options with their cost on this block and effect, what skipping it does, and what the work done and skipped does to the vintage's harvest as things stand. Owners only.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(BlockVineyardWorkDataDto)
  @ApiErrors('UNSAFE_INPUT', 'BLOCK_NOT_FOUND')
  async vineyardWork(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<Envelope<BlockVineyardWorkDataDto>> {
    return ok({ work: await this.blocks.vineyardWork(auth.user.id, id) });
  }

  @Post('blocks/:id/work')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'doBlockVineyardWork',
    summary: 'Do a kind of vineyard work on a block',
    description: `Pruning (December-March: light, standard or hard), spraying (April-June), canopy work (June-July) or a green harvest (August: light or hard) for the block's coming vintage, once a vintage, paid per hectare through the ledger (\`vineyard_work\`). Its effect applies to the vintage's harvest (and a spraying spares the block mildew from the next day). 409 outside the kind's window, when done already for the vintage, or when the block bears no crop this vintage or is picked already; 400 without the money or for an unknown kind or option. Owners only (404 otherwise). ${IDEMPOTENCY_NOTE}`,
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiIdempotencyKey()
  @ApiDataResponse(DoneWorkDataDto)
  @ApiErrors(
    ...BODY_ERRORS,
    ...IDEMPOTENCY_ERRORS,
    'BLOCK_NOT_FOUND',
    'WORK_OUTSIDE_WINDOW',
    'WORK_ALREADY_DONE',
    'WORK_BLOCK_NOT_BEARING',
    'WORK_BLOCK_HARVESTED',
    'INSUFFICIENT_FUNDS',
    'ESTATE_IN_ARREARS',
    'CONCURRENT_CHANGE',
  )
  async doVineyardWork(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: DoVineyardWorkDto,
    @IdempotencyKeyHeader() key: IdempotencyKey | undefined,
  ): Promise<Envelope<DoneWorkDataDto>> {
    const result = await this.blocks.doVineyardWork(auth.user.id, id, dto, key);
    const { done } = result;
    return ok(
      result,
      MESSAGES.vineyardWork.done(workLabel(done.kind, done.option), done.blockName, formatMoney(done.cost)),
    );
  }

  @Get('estates/:estateId/vineyard-work')
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'getEstateVineyardWork',
    summary: "The vineyard work due now on an estate's blocks",
    description:
      'Each kind of work whose window is open and that is not done yet on a block that bears this vintage, the window closing soonest first, with the cheapest option on that block and what skipping it does. Owners only (404 otherwise).',
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(EstateVineyardWorkDataDto)
  @ApiErrors('UNSAFE_INPUT', 'ESTATE_NOT_FOUND')
  async estateWork(@Param('estateId') estateId: string): Promise<Envelope<EstateVineyardWorkDataDto>> {
    return ok(await this.blocks.estateWorkDue(estateId));
  }

  @Post('blocks/:id/harvest')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'harvestBlock',
    summary: 'Harvest a block',
    description:
      "Only while the block is harvesting (mature vines, September-October, once a year; 409 otherwise). Puts the grapes into the estate's inventory.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(HarvestResultDataDto)
  @ApiErrors(...BODY_ERRORS, 'BLOCK_NOT_FOUND', 'NOT_READY_TO_HARVEST', 'INSUFFICIENT_FUNDS', 'CONCURRENT_CHANGE')
  async harvest(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<Envelope<HarvestResultDataDto>> {
    return ok(await this.blocks.harvest(auth.user.id, id), b.harvestRecorded);
  }
}
