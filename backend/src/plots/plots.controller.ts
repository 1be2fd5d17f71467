import { LeanRoute } from '../common/lean-route';
import type { JsonText } from '../common/json-text';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@vineyard/domain';
import { ApiDataResponse, ApiErrors, BODY_ERRORS, Envelope, INPUT_ERRORS, ok } from '../common/api-docs';
import { Authenticated, CurrentAuth, CurrentSession, SessionCheckedInQuery } from '../auth/guards';
import type { AuthenticatedUser, TokenSession } from '../auth/auth.types';
import { EmptyDto } from '../auth/dto/auth.dto';
import {
  BuyLandDataDto,
  BuyLandDto,
  PlotDetailsEnvelopeDataDto,
  PlotEnvelopeDataDto,
  PlotsEnvelopeDataDto,
  TotalSizeDataDto,
  UpdatePlotDto,
} from './dto/plot.dto';
import { PlotsService } from './plots.service';

const p = MESSAGES.plot;

@ApiTags('plots')
@Controller()
@Authenticated()
export class PlotsController {
  constructor(private readonly plots: PlotsService) {}

  @Get('estates/:estateId/plots')
  @ApiOperation({
    operationId: 'listEstatePlots',
    summary: "An estate's plots",
    description: 'Owners only (404 otherwise).',
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(PlotsEnvelopeDataDto)
  @ApiErrors(...INPUT_ERRORS, 'ESTATE_NOT_FOUND')
  @SessionCheckedInQuery()
  @LeanRoute()
  async list(
    @CurrentSession() session: TokenSession,
    @Param('estateId') estateId: string,
  ): Promise<Envelope<{ plots: JsonText<PlotsEnvelopeDataDto['plots']> }>> {
    return ok({ plots: await this.plots.list(session, estateId) });
  }

  @Get('estates/:estateId/plots/total-size')
  @ApiOperation({
    operationId: 'getEstatePlotsTotalSize',
    summary: "Hectares of an estate's plots",
    description: 'Owners only.',
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(TotalSizeDataDto)
  @ApiErrors('UNSAFE_INPUT', 'ESTATE_NOT_FOUND')
  async totalSize(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('estateId') estateId: string,
  ): Promise<Envelope<TotalSizeDataDto>> {
    return ok({ totalSize: await this.plots.totalSize(auth.user.id, estateId) });
  }

  @Post('estates/:estateId/plots')
  @ApiOperation({
    operationId: 'buyLand',
    summary: 'Buy undeveloped land',
    description:
      "Buys land in the estate's region at the region's base price per hectare × size, charged to the estate in the same transaction; the terroir is surveyed on purchase. 400 when the estate cannot pay.",
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(BuyLandDataDto, 201)
  @ApiErrors(...BODY_ERRORS, 'ESTATE_NOT_FOUND', 'INSUFFICIENT_FUNDS', 'ESTATE_IN_ARREARS', 'CONCURRENT_CHANGE')
  async buy(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('estateId') estateId: string,
    @Body() dto: BuyLandDto,
  ): Promise<Envelope<BuyLandDataDto>> {
    const { plot, money, message } = await this.plots.buy(auth.user.id, estateId, dto);
    return ok({ plot, money }, message);
  }

  @Get('plots/:id')
  @ApiOperation({ operationId: 'getPlot', summary: 'A plot', description: 'Owners of its estate only.' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(PlotEnvelopeDataDto)
  @ApiErrors('UNSAFE_INPUT', 'PLOT_NOT_FOUND')
  async get(@CurrentAuth() auth: AuthenticatedUser, @Param('id') id: string): Promise<Envelope<PlotEnvelopeDataDto>> {
    return ok({ plot: await this.plots.get(auth.user.id, id) });
  }

  @Get('plots/:id/details')
  @ApiOperation({
    operationId: 'getPlotDetails',
    summary: 'A plot with its suitable grape varieties',
    description: 'Adds suitableVarieties {red, white} scored 0-100 by the shared suitability model.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(PlotDetailsEnvelopeDataDto)
  @ApiErrors('UNSAFE_INPUT', 'PLOT_NOT_FOUND')
  async details(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<Envelope<PlotDetailsEnvelopeDataDto>> {
    return ok({ plot: await this.plots.details(auth.user.id, id) });
  }

  @Patch('plots/:id')
  @ApiOperation({
    operationId: 'updatePlot',
    summary: 'Change a plot’s name, description or notes',
    description: 'Owners only.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(PlotEnvelopeDataDto)
  @ApiErrors(...BODY_ERRORS, 'PLOT_NOT_FOUND', 'PLOT_LISTED_FOR_SALE', 'CONCURRENT_CHANGE')
  async update(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: UpdatePlotDto,
  ): Promise<Envelope<PlotEnvelopeDataDto>> {
    return ok({ plot: await this.plots.update(auth.user.id, id, dto) }, p.updated);
  }

  @Delete('plots/:id')
  @HttpCode(200)
  @ApiOperation({ operationId: 'deletePlot', summary: 'Delete a plot', description: 'Owners only.' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(EmptyDto)
  @ApiErrors('UNSAFE_INPUT', 'PLOT_NOT_FOUND', 'PLOT_LISTED_FOR_SALE', 'CONCURRENT_CHANGE')
  async remove(@CurrentAuth() auth: AuthenticatedUser, @Param('id') id: string): Promise<Envelope<EmptyDto>> {
    const name = await this.plots.remove(auth.user.id, id);
    return ok({}, p.deletedNamed(name));
  }
}
