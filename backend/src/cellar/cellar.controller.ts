import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { BLEND_LIMITS, CLASSIC_BLEND_BONUS, formatMoney, MESSAGES, VESSELS } from '@vineyard/domain';
import { Authenticated, CurrentAuth } from '../auth/guards';
import type { AuthenticatedUser } from '../auth/auth.types';
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
import { EstateOwnerGuard } from '../estates/estate-owner.guard';
import {
  BlendedDataDto,
  BlendWineBatchesDto,
  BottledDataDto,
  BottleWineDto,
  BulkSaleDataDto,
  BuyVesselsDto,
  CellarDataDto,
  CreatedWineBatchDataDto,
  CreateWineBatchDto,
  SellBulkDto,
  VesselsBoughtDataDto,
  WineBatchDataDto,
} from './dto/cellar.dto';
import { CellarService } from './cellar.service';

const w = MESSAGES.winery;

/** The cellar's routes: its vessels, wine batches from the crush to bottling, blends and bulk sales. */
@ApiTags('winery')
@Controller()
@Authenticated()
export class CellarController {
  constructor(private readonly service: CellarService) {}

  @Get('estates/:estateId/cellar')
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'getEstateCellar',
    summary: "An estate's cellar",
    description:
      'Vessels with their capacity and what they hold today, totals (free tank litres, free barrels), and the batches in progress or ready to bottle with their stage, progress and ready day (computed on read from the schedule fixed at the crush). Owners only (404 otherwise).',
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(CellarDataDto)
  @ApiErrors('UNSAFE_INPUT', 'ESTATE_NOT_FOUND')
  async cellar(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('estateId') estateId: string,
  ): Promise<Envelope<CellarDataDto>> {
    return ok(await this.service.getCellar(auth.user.id, estateId));
  }

  @Post('estates/:estateId/wine-batches')
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'createWineBatch',
    summary: 'Crush grapes into a wine batch',
    description: `Crushes \`kilograms\` of a grape lot (at most what is left today) with a \`preset\` or a \`plan\` (exactly one). The must needs free tank litres (0.72 L/kg red, 0.62 white; sorting keeps 85% of the kilograms) and, for oak élevage, free barrels of the chosen oak (225 L each), reserved from the crush: 400 with the field and the free capacity otherwise, and nothing changes. The crush costs €0.04/kg through the ledger (\`crush\`). Owners only (404 otherwise). ${IDEMPOTENCY_NOTE}`,
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiIdempotencyKey()
  @ApiDataResponse(CreatedWineBatchDataDto, 201, 'Created')
  @ApiErrors(
    ...BODY_ERRORS,
    ...IDEMPOTENCY_ERRORS,
    'ESTATE_NOT_FOUND',
    'GRAPE_LOT_NOT_FOUND',
    'WINE_PLAN_INVALID',
    'NOT_ENOUGH_GRAPES',
    'NOT_ENOUGH_TANK_SPACE',
    'NOT_ENOUGH_BARRELS',
    'INSUFFICIENT_FUNDS',
    'CONCURRENT_CHANGE',
  )
  async create(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('estateId') estateId: string,
    @Body() dto: CreateWineBatchDto,
    @IdempotencyKeyHeader() key: IdempotencyKey | undefined,
  ): Promise<Envelope<CreatedWineBatchDataDto>> {
    const created = await this.service.createBatch(auth.user.id, estateId, dto, key);
    return ok(created, w.crushed(created.batch.initialLitres));
  }

  @Post('estates/:estateId/wine-batches/blend')
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'blendWineBatches',
    summary: 'Blend ready batches into one',
    description: `Blends ${BLEND_LIMITS.min}-${BLEND_LIMITS.max} batches of the estate (\`batchIds\`, each once) that are ready to bottle and of one colour into a new batch, at once and free (no ledger row). The new batch is ready to bottle; its quality is the parts' quality weighted by their litres, +${CLASSIC_BLEND_BONUS} for a classic blend (e.g. Bordeaux: Cabernet Sauvignon with Merlot), fixed from then on; its \`variety\` is its largest variety and \`blend\` lists the parts with their litres and shares. It holds the litres in the vessels the parts occupied (the wine does not move); the parts become \`blended\` and can no longer be bottled, sold or blended. 400 naming \`batchIds\` for mixed colours, a batch not ready, already bottled, sold or blended, a blend, or a batch twice; nothing changes then. 404 when a batch is not this estate's. Owners only (404 otherwise). ${IDEMPOTENCY_NOTE}`,
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiIdempotencyKey()
  @ApiDataResponse(BlendedDataDto, 201, 'Created')
  @ApiErrors(
    ...BODY_ERRORS,
    ...IDEMPOTENCY_ERRORS,
    'ESTATE_NOT_FOUND',
    'BATCH_NOT_FOUND',
    'BLEND_INVALID',
    'CONCURRENT_CHANGE',
  )
  async blend(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('estateId') estateId: string,
    @Body() dto: BlendWineBatchesDto,
    @IdempotencyKeyHeader() key: IdempotencyKey | undefined,
  ): Promise<Envelope<BlendedDataDto>> {
    const blended = await this.service.blend(auth.user.id, estateId, dto.batchIds, key);
    return ok(blended, w.blended(blended.batch.litres));
  }

  @Get('wine-batches/:id')
  @ApiOperation({
    operationId: 'getWineBatch',
    summary: 'A wine batch',
    description:
      'Its plan, its stages with their days, where it stands today, its quality now and when ready, and what bottling or bulk would give. Owners only (404 otherwise).',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(WineBatchDataDto)
  @ApiErrors('UNSAFE_INPUT', 'BATCH_NOT_FOUND')
  async batch(@CurrentAuth() auth: AuthenticatedUser, @Param('id') id: string): Promise<Envelope<WineBatchDataDto>> {
    return ok({ batch: await this.service.getBatch(auth.user.id, id) });
  }

  @Post('wine-batches/:id/bottle')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'bottleWineBatch',
    summary: 'Bottle a ready batch',
    description: `Bottles the whole batch into a wine lot named \`name\` (bottles = litres × 0.93 / 0.75), paying €1.50 a bottle through the ledger (\`bottling\`); frees its vessels. 409 before its ready day or once it is bottled or sold. Owners only (404 otherwise). ${IDEMPOTENCY_NOTE}`,
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiIdempotencyKey()
  @ApiDataResponse(BottledDataDto)
  @ApiErrors(
    ...BODY_ERRORS,
    ...IDEMPOTENCY_ERRORS,
    'BATCH_NOT_FOUND',
    'BATCH_ALREADY_DONE',
    'WINE_NOT_READY',
    'INSUFFICIENT_FUNDS',
    'CONCURRENT_CHANGE',
  )
  async bottle(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: BottleWineDto,
    @IdempotencyKeyHeader() key: IdempotencyKey | undefined,
  ): Promise<Envelope<BottledDataDto>> {
    const bottled = await this.service.bottle(auth.user.id, id, dto.name, key);
    return ok(bottled, w.bottled(bottled.wine.bottles));
  }

  @Post('wine-batches/:id/sell-bulk')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'sellBulkWine',
    summary: 'Sell wine as bulk',
    description: `Sells \`litres\` of the batch (at most what is left; 400 with the field otherwise) to the bulk buyers at \`B_region × (0.7 + quality/200)\` a litre: an unlimited floor with a thin margin. Once the alcoholic fermentation is over (409 before, and once bottled or sold). The money comes in through the ledger (\`bulk_wine_sale\`). Owners only (404 otherwise). ${IDEMPOTENCY_NOTE}`,
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiIdempotencyKey()
  @ApiDataResponse(BulkSaleDataDto)
  @ApiErrors(
    ...BODY_ERRORS,
    ...IDEMPOTENCY_ERRORS,
    'BATCH_NOT_FOUND',
    'BATCH_ALREADY_DONE',
    'WINE_FERMENTING',
    'NOT_ENOUGH_WINE',
    'CONCURRENT_CHANGE',
  )
  async sellBulk(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: SellBulkDto,
    @IdempotencyKeyHeader() key: IdempotencyKey | undefined,
  ): Promise<Envelope<BulkSaleDataDto>> {
    const sale = await this.service.sellBulk(auth.user.id, id, dto.litres, key);
    return ok(sale, w.bulkSold(sale.litresSold, formatMoney(sale.received)));
  }

  @Post('estates/:estateId/vessels')
  @ApiOperation({
    operationId: 'buyVessels',
    summary: 'Buy tanks or barrels',
    description: `Buys \`count\` (1-50) new vessels of a kind: a ${VESSELS.tank.litres.toLocaleString('en-US')} L stainless tank for €${VESSELS.tank.price.toLocaleString('en-US')}, a French oak barrel (225 L) for €${VESSELS.barrel_french.price}, an American one for €${VESSELS.barrel_american.price}, through the ledger (\`vessel_purchase\`; 400 without the money). Owners only (404 otherwise). ${IDEMPOTENCY_NOTE}`,
  })
  @UseGuards(EstateOwnerGuard)
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiIdempotencyKey()
  @ApiDataResponse(VesselsBoughtDataDto, 201, 'Created')
  @ApiErrors(...BODY_ERRORS, ...IDEMPOTENCY_ERRORS, 'ESTATE_NOT_FOUND', 'INSUFFICIENT_FUNDS', 'CONCURRENT_CHANGE')
  async buyVessels(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('estateId') estateId: string,
    @Body() dto: BuyVesselsDto,
    @IdempotencyKeyHeader() key: IdempotencyKey | undefined,
  ): Promise<Envelope<VesselsBoughtDataDto>> {
    const bought = await this.service.buyVessels(auth.user.id, estateId, dto.kind, dto.count, key);
    return ok(bought, w.vesselsBought(dto.count, VESSELS[dto.kind].label));
  }
}
