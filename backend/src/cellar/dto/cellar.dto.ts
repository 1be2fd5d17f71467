import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { Optional, OptionalOrNull } from '../../common/validation';
import {
  BLEND_LIMITS,
  CRITIC_REVIEWS,
  ELEVAGE_VESSELS,
  FERMENTATION_STYLES,
  GRAPE_COLORS,
  GRAPE_VARIETIES,
  MEDALS,
  MESSAGES,
  OAK_KINDS,
  REGIONS,
  VESSEL_KINDS,
  VESSEL_PURCHASE_LIMITS,
  WINE_LOT_STATUSES,
  WINE_PLAN_LIMITS,
  WINE_PRESETS,
  WINE_STAGES,
  type ElevageVessel,
  type FermentationStyle,
  type GrapeColor,
  type GrapeVariety,
  type Medal,
  type OakKind,
  type RegionKey,
  type VesselKind,
  type WineLotStatus,
  type WinePreset,
  type WineStage,
} from '@vineyard/domain';

import { WINE_BATCH_STATUSES, type WineBatchStatus } from '../entities/wine-batch.entity';

const w = MESSAGES.winery;

export class WinePlanDto {
  /** Sort the grapes before the crush: 15% fewer kilograms reach the press, +3 quality. */
  @ApiProperty()
  @IsBoolean({ message: MESSAGES.common.notTrueOrFalse('sorting') })
  sorting: boolean;

  @ApiProperty({ enum: FERMENTATION_STYLES, description: '`cool` is for whites, `extended` maceration for reds.' })
  @IsIn(FERMENTATION_STYLES, { message: MESSAGES.common.invalidChoice('fermentation', FERMENTATION_STYLES) })
  fermentation: FermentationStyle;

  @ApiProperty({ description: 'Malolactic fermentation (reds always).' })
  @IsBoolean({ message: MESSAGES.common.notTrueOrFalse('malolactic') })
  malolactic: boolean;

  @ApiProperty({ enum: ELEVAGE_VESSELS })
  @IsIn(ELEVAGE_VESSELS, { message: MESSAGES.common.invalidChoice('elevage', ELEVAGE_VESSELS) })
  elevage: ElevageVessel;

  @ApiPropertyOptional({ enum: OAK_KINDS, nullable: true, description: 'The barrels for oak élevage.' })
  @OptionalOrNull()
  @IsIn(OAK_KINDS, { message: MESSAGES.common.invalidChoice('oak', OAK_KINDS) })
  oak?: OakKind | null;

  @ApiProperty({
    type: 'integer',
    minimum: WINE_PLAN_LIMITS.steelDays.min,
    maximum: WINE_PLAN_LIMITS.oakDays.max,
    description: `Days of élevage: steel ${WINE_PLAN_LIMITS.steelDays.min}-${WINE_PLAN_LIMITS.steelDays.max}, oak ${WINE_PLAN_LIMITS.oakDays.min}-${WINE_PLAN_LIMITS.oakDays.max}.`,
  })
  @IsInt({ message: w.elevageDaysWhole })
  @Min(WINE_PLAN_LIMITS.steelDays.min, { message: w.elevageDaysMin(WINE_PLAN_LIMITS.steelDays.min) })
  @Max(WINE_PLAN_LIMITS.oakDays.max, { message: w.elevageDaysMax(WINE_PLAN_LIMITS.oakDays.max) })
  elevageDays: number;
}

export class CreateWineBatchDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: MESSAGES.grapes.lotIdInvalid })
  grapeLotId: string;

  @ApiProperty({ type: 'integer', minimum: WINE_PLAN_LIMITS.kilograms.min, maximum: WINE_PLAN_LIMITS.kilograms.max })
  @IsInt({ message: w.kilogramsInvalid })
  @Min(WINE_PLAN_LIMITS.kilograms.min, { message: w.kilogramsInvalid })
  @Max(WINE_PLAN_LIMITS.kilograms.max, { message: w.kilogramsInvalid })
  kilograms: number;

  @ApiPropertyOptional({ enum: WINE_PRESETS, description: 'A one-click plan; send either `preset` or `plan`.' })
  @Optional()
  @IsIn(WINE_PRESETS, { message: MESSAGES.common.invalidChoice('preset', WINE_PRESETS) })
  preset?: WinePreset;

  @ApiPropertyOptional({ type: WinePlanDto, description: 'A plan of your own; send either `preset` or `plan`.' })
  @Optional()
  @ValidateNested({ message: MESSAGES.common.notAnObject('plan') })
  @Type(() => WinePlanDto)
  plan?: WinePlanDto;
}

export class BottleWineDto {
  @ApiProperty({
    minLength: WINE_PLAN_LIMITS.name.min,
    maxLength: WINE_PLAN_LIMITS.name.max,
    description: 'The label name.',
  })
  @IsString({ message: w.nameRequired })
  @MinLength(WINE_PLAN_LIMITS.name.min, { message: w.nameRequired })
  @MaxLength(WINE_PLAN_LIMITS.name.max, { message: w.nameTooLong })
  name: string;
}

export class SellBulkDto {
  @ApiProperty({ type: 'integer', minimum: WINE_PLAN_LIMITS.litres.min, maximum: WINE_PLAN_LIMITS.litres.max })
  @IsInt({ message: w.litresInvalid })
  @Min(WINE_PLAN_LIMITS.litres.min, { message: w.litresInvalid })
  @Max(WINE_PLAN_LIMITS.litres.max, { message: w.litresInvalid })
  litres: number;
}

export class BlendWineBatchesDto {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    minItems: BLEND_LIMITS.min,
    maxItems: BLEND_LIMITS.max,
    uniqueItems: true,
    description: `${BLEND_LIMITS.min}-${BLEND_LIMITS.max} ready batches of one colour of this estate, each once.`,
    example: ['0b6c3f52-8a1d-4c1e-9f57-2f1f0f6f3a11', '7d2e9a40-5b3c-4f7e-8a62-9c0d1e2f3a44'],
  })
  @IsArray({ message: w.blendCount(BLEND_LIMITS.min, BLEND_LIMITS.max) })
  @ArrayMinSize(BLEND_LIMITS.min, { message: w.blendCount(BLEND_LIMITS.min, BLEND_LIMITS.max) })
  @ArrayMaxSize(BLEND_LIMITS.max, { message: w.blendCount(BLEND_LIMITS.min, BLEND_LIMITS.max) })
  @ArrayUnique({ message: w.blendDuplicate })
  @IsUUID('all', { each: true, message: w.blendIdInvalid })
  batchIds: string[];
}

export class BuyVesselsDto {
  @ApiProperty({ enum: VESSEL_KINDS })
  @IsIn(VESSEL_KINDS, { message: w.vesselKindInvalid })
  kind: VesselKind;

  @ApiProperty({ type: 'integer', minimum: VESSEL_PURCHASE_LIMITS.min, maximum: VESSEL_PURCHASE_LIMITS.max })
  @IsInt({ message: w.vesselCountInvalid })
  @Min(VESSEL_PURCHASE_LIMITS.min, { message: w.vesselCountInvalid })
  @Max(VESSEL_PURCHASE_LIMITS.max, { message: w.vesselCountInvalid })
  count: number;
}

export class VesselDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: VESSEL_KINDS })
  kind: VesselKind;

  @ApiProperty()
  label: string;

  @ApiProperty({ type: 'integer' })
  capacityLitres: number;

  /** Litres held today (a barrel reserved for a batch still in tanks counts as used). */
  @ApiProperty({ type: 'integer' })
  usedLitres: number;

  /** Earlier fills (barrels lose their oak flavour over 4). */
  @ApiProperty({ type: 'integer' })
  fills: number;

  /** Oak flavour left, 0-1 (0 for tanks). */
  @ApiProperty()
  oakStrength: number;

  @ApiProperty({ type: [String], format: 'uuid' })
  batchIds: string[];
}

export class CellarTotalsDto {
  @ApiProperty({ type: 'integer' })
  tanks: number;

  @ApiProperty({ type: 'integer' })
  tankCapacityLitres: number;

  @ApiProperty({ type: 'integer' })
  tankUsedLitres: number;

  @ApiProperty({ type: 'integer' })
  tankFreeLitres: number;

  @ApiProperty({ type: 'integer' })
  barrels: number;

  @ApiProperty({ type: 'integer' })
  freeBarrels: number;
}

export class StageStepDto {
  @ApiProperty({ enum: WINE_STAGES })
  stage: WineStage;

  @ApiProperty()
  label: string;

  @ApiProperty({
    description: 'Game day: days since the game started (`formatGameDay` in libs/domain shows it as a date).',
    type: 'integer',
  })
  startDay: number;

  /** The day the stage ends (`ready` has none). */
  @ApiProperty({ type: 'integer', nullable: true })
  endDay: number | null;
}

/** One batch in a blend. */
export class BlendComponentDto {
  @ApiProperty({ format: 'uuid' })
  batchId: string;

  @ApiProperty({ enum: GRAPE_VARIETIES, example: 'cabernet sauvignon' })
  variety: GrapeVariety;

  @ApiProperty({ type: 'integer', example: 1800 })
  litres: number;

  /** Its share of the blend's litres, 0-1. */
  @ApiProperty({ example: 0.6 })
  share: number;
}

export class WineBatchDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: 'string', format: 'uuid', nullable: true })
  grapeLotId: string | null;

  @ApiProperty()
  blockName: string;

  @ApiProperty({ enum: REGIONS })
  region: RegionKey;

  @ApiProperty({ enum: GRAPE_COLORS })
  colour: GrapeColor;

  @ApiProperty({ enum: GRAPE_VARIETIES })
  variety: GrapeVariety;

  @ApiProperty({ description: 'Game year of the harvest.', type: 'integer' })
  vintage: number;

  @ApiProperty({ type: 'integer' })
  kilograms: number;

  @ApiProperty({ type: 'integer' })
  initialLitres: number;

  /** Litres left (bulk sales take from it). */
  @ApiProperty({ type: 'integer' })
  litres: number;

  /** The grapes' quality at the crush (for a blend: the blended quality). */
  @ApiProperty({ type: 'integer' })
  grapeQuality: number;

  /** Quality today: the grapes' plus the effects of the stages done so far (a blend's is fixed). */
  @ApiProperty({ type: 'integer' })
  quality: number;

  /** Quality it will have when ready. */
  @ApiProperty({ type: 'integer' })
  readyQuality: number;

  @ApiProperty({ enum: WINE_PRESETS, nullable: true })
  preset: WinePreset | null;

  @ApiProperty({ type: WinePlanDto })
  plan: WinePlanDto;

  @ApiProperty({ enum: WINE_STAGES })
  stage: WineStage;

  @ApiProperty()
  stageLabel: string;

  /** 0-1, from the crush to the ready day. */
  @ApiProperty()
  progress: number;

  @ApiProperty({ type: [StageStepDto] })
  stages: StageStepDto[];

  @ApiProperty({
    description:
      'Game day: days since the game started (`formatGameDay` in libs/domain shows it as a date). The crush.',
    type: 'integer',
  })
  startDay: number;

  @ApiProperty({
    description:
      'Game day: days since the game started (`formatGameDay` in libs/domain shows it as a date). When the wine is ready to bottle.',
    type: 'integer',
  })
  readyDay: number;

  @ApiProperty({ description: 'Game days until `readyDay` (0 once ready).', type: 'integer' })
  daysLeft: number;

  /** `blended`: it went into a blend (see the blend's `blend`). */
  @ApiProperty({ enum: WINE_BATCH_STATUSES })
  status: WineBatchStatus;

  /**
   * For a blend, the batches it was made of, largest first (null otherwise). Its `variety` is its
   * largest variety, and its quality is fixed.
   */
  @ApiProperty({ type: [BlendComponentDto], nullable: true })
  blend: BlendComponentDto[] | null;

  @ApiProperty()
  canBottle: boolean;

  /** Whether it can go into a blend today: active, ready to bottle, with wine left, not a blend itself. */
  @ApiProperty()
  canBlend: boolean;

  @ApiProperty()
  canSellBulk: boolean;

  /** Bulk buyers' price today (€/L). */
  @ApiProperty()
  bulkPricePerLitre: number;

  /** Bottles it would give now, and what bottling them costs (whole euros). */
  @ApiProperty({ type: 'integer' })
  bottles: number;

  @ApiProperty({ description: 'Whole euros.', type: 'integer' })
  bottlingCost: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class CellarDataDto {
  @ApiProperty({ type: [VesselDto] })
  vessels: VesselDto[];

  @ApiProperty({ type: CellarTotalsDto })
  totals: CellarTotalsDto;

  /** Batches in progress or ready to bottle, oldest first. */
  @ApiProperty({ type: [WineBatchDto] })
  batches: WineBatchDto[];

  @ApiProperty({ description: 'Today, as a game day (days since the game started).', type: 'integer' })
  day: number;
}

export class WineBatchDataDto {
  @ApiProperty({ type: WineBatchDto })
  batch: WineBatchDto;
}

export class CreatedWineBatchDataDto {
  @ApiProperty({ type: WineBatchDto })
  batch: WineBatchDto;

  /** The estate's money after the crush. */
  @ApiProperty({ type: 'integer' })
  money: number;

  /** What crushing cost (whole euros). */
  @ApiProperty({ type: 'integer' })
  cost: number;
}

export class CriticReviewDto {
  @ApiProperty({
    type: 'integer',
    minimum: 50,
    maximum: 100,
    description: 'Points; the same lot always gets the same score',
  })
  score: number;

  @ApiProperty({ example: 'Jancis Vine' })
  critic: string;

  @ApiProperty({ example: 'Outstanding, with real depth' })
  verdict: string;

  @ApiProperty({ type: 'integer', description: 'The game day of the review' })
  day: number;
}

export class WineLotDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  /** The batch it was bottled from; null for wine bought on the exchange. */
  @ApiProperty({ format: 'uuid', type: 'string', nullable: true })
  batchId: string | null;

  /** The estate that made it, for wine bought on the exchange; null when this estate bottled it. */
  @ApiProperty({ type: 'string', nullable: true, example: null })
  producer: string | null;

  @ApiProperty()
  name: string;

  @ApiProperty({ enum: REGIONS })
  region: RegionKey;

  @ApiProperty({ enum: GRAPE_COLORS })
  colour: GrapeColor;

  /** For a blend, its largest variety (its bottle ageing follows it). */
  @ApiProperty({ enum: GRAPE_VARIETIES })
  variety: GrapeVariety;

  /** The blend it was bottled from (null for a single batch). */
  @ApiProperty({ type: [BlendComponentDto], nullable: true })
  blend: BlendComponentDto[] | null;

  @ApiProperty({ description: 'Game year of the harvest.', type: 'integer' })
  vintage: number;

  @ApiProperty({ type: 'integer' })
  bottles: number;

  @ApiProperty({ type: 'integer' })
  bottledBottles: number;

  /** Quality today (bottle ageing toward the variety's peak, computed on read). */
  @ApiProperty({ type: 'integer' })
  quality: number;

  @ApiProperty({ description: 'Quality at bottling, 0-100.', type: 'integer' })
  bottledQuality: number;

  @ApiProperty({
    description: 'Game day: days since the game started (`formatGameDay` in libs/domain shows it as a date).',
    type: 'integer',
  })
  bottledDay: number;

  /** Game days in bottle. */
  @ApiProperty({ type: 'integer' })
  ageDays: number;

  @ApiProperty({
    description:
      'Game day: days since the game started (`formatGameDay` in libs/domain shows it as a date). When the wine drinks best.',
    type: 'integer',
  })
  peakDay: number;

  @ApiProperty({ enum: WINE_LOT_STATUSES })
  status: WineLotStatus;

  @ApiProperty()
  statusLabel: string;

  @ApiProperty({
    type: CriticReviewDto,
    nullable: true,
    description: `The critics' review, from ${CRITIC_REVIEWS.afterDays} game days after bottling (lots of ${CRITIC_REVIEWS.minBottles}+ bottles); null before or without`,
  })
  review: CriticReviewDto | null;

  @ApiProperty({
    enum: MEDALS,
    nullable: true,
    description: 'The medal the wine won in the yearly awards (it raises its price for good); null without',
  })
  award: Medal | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class BottledDataDto {
  @ApiProperty({ type: WineLotDto })
  wine: WineLotDto;

  @ApiProperty({ description: "The estate's money after it, whole euros.", type: 'integer' })
  money: number;

  @ApiProperty({ description: 'What bottling cost, whole euros.', type: 'integer' })
  cost: number;
}

export class BlendedDataDto {
  /** The new batch: ready to bottle, in the components' vessels. */
  @ApiProperty({ type: WineBatchDto })
  batch: WineBatchDto;

  /** The batches blended into it, now `blended`. */
  @ApiProperty({ type: [WineBatchDto] })
  components: WineBatchDto[];
}

export class BulkSaleDataDto {
  @ApiProperty({ description: "The estate's money after the sale, whole euros.", type: 'integer' })
  money: number;

  @ApiProperty({ description: 'Whole euros.', type: 'integer' })
  received: number;

  @ApiProperty({ type: 'integer' })
  litresSold: number;

  @ApiProperty({ type: WineBatchDto })
  batch: WineBatchDto;
}

export class VesselsBoughtDataDto {
  @ApiProperty({ type: [VesselDto] })
  vessels: VesselDto[];

  @ApiProperty({ type: CellarTotalsDto })
  totals: CellarTotalsDto;

  @ApiProperty({ description: "The estate's money after the purchase, whole euros.", type: 'integer' })
  money: number;

  @ApiProperty({ description: 'Whole euros.', type: 'integer' })
  cost: number;
}
