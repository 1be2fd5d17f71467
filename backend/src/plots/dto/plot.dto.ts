import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsNumber, IsString, Max, MaxLength, Min } from 'class-validator';
import { DomainRule, MaxDecimals, Optional } from '../../common/validation';
import {
  GRAPE_VARIETIES,
  LAND_PURCHASE_LIMITS,
  MESSAGES,
  PLOT_ORIENTATIONS,
  REGIONS,
  SOIL_TYPES,
  TERRAINS,
  validatePlotName,
} from '@vineyard/domain';

const p = MESSAGES.plot;
const c = MESSAGES.common;
const sizeMessage = p.sizeRange(LAND_PURCHASE_LIMITS.minHa, LAND_PURCHASE_LIMITS.maxHa);

export class BuyLandDto {
  /** Hectares of undeveloped land in the estate's region, 0.5-10. */
  @ApiProperty({ example: 2, minimum: LAND_PURCHASE_LIMITS.minHa, maximum: LAND_PURCHASE_LIMITS.maxHa })
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: sizeMessage })
  @MaxDecimals(1, { message: sizeMessage })
  @Min(LAND_PURCHASE_LIMITS.minHa, { message: sizeMessage })
  @Max(LAND_PURCHASE_LIMITS.maxHa, { message: sizeMessage })
  size: number;

  @ApiPropertyOptional({ example: 'South Terrace', maxLength: 100 })
  @Optional()
  @DomainRule(validatePlotName, 'string')
  @MaxLength(100, { message: c.textTooLong('Plot name', 100) })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  name?: string;
}

export class UpdatePlotDto {
  @ApiPropertyOptional({ maxLength: 100 })
  @Optional()
  @DomainRule(validatePlotName, 'string')
  @MaxLength(100, { message: c.textTooLong('Plot name', 100) })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  name?: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @Optional()
  @IsString({ message: c.notText('Description') })
  @MaxLength(2000, { message: c.textTooLong('Description', 2000) })
  description?: string;

  @ApiPropertyOptional({ maxLength: 5000 })
  @Optional()
  @IsString({ message: c.notText('Notes') })
  @MaxLength(5000, { message: c.textTooLong('Notes', 5000) })
  notes?: string;
}

export class GameDateDto {
  @ApiProperty({ description: 'Game year, from 1.', example: 1 })
  year: number;

  /** Day of the game year, 1-360. */
  @ApiProperty({ example: 12 })
  day: number;
}

export class PlotDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  estateId: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty()
  notes: string;

  @ApiProperty({ enum: REGIONS })
  region: string;

  /** Hectares. */
  @ApiProperty({ example: 2 })
  size: number;

  /** Purchase price in euros. */
  @ApiProperty({ example: 160000 })
  price: number;

  /** Annual upkeep in euros. */
  @ApiProperty({ example: 3200 })
  maintenanceCost: number;

  @ApiProperty({ type: String, format: 'date-time' })
  purchaseDate: string;

  @ApiProperty({ type: GameDateDto })
  purchaseGameTime: GameDateDto;

  @ApiProperty({ enum: SOIL_TYPES })
  soilType: string;

  /** Metres. */
  @ApiProperty()
  elevation: number;

  @ApiProperty({ enum: PLOT_ORIENTATIONS })
  orientation: string;

  @ApiProperty({ description: 'Sunlight the plot gets, 0 (shaded) to 10 (full sun).', minimum: 0, maximum: 10 })
  sunExposure: number;

  @ApiProperty({ description: 'Water available to the vines, 0 (none) to 10 (plenty).', minimum: 0, maximum: 10 })
  waterAccess: number;

  @ApiProperty({ enum: TERRAINS })
  terrain: string;

  /** True while an unexpired listing offers the plot on the marketplace. */
  @ApiProperty()
  forSale: boolean;

  /** Asking price in euros while for sale, else null. */
  @ApiProperty({ type: Number, nullable: true, example: null })
  listingPrice: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  listingDate: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  listingExpirationDate: string | null;

  @ApiProperty({ type: String, nullable: true })
  listingDescription: string | null;
}

export class VarietyScoreDto {
  @ApiProperty({ enum: GRAPE_VARIETIES })
  variety: string;

  /** 0-100 */
  @ApiProperty({ minimum: 0, maximum: 100 })
  score: number;
}

export class SuitableVarietiesDto {
  @ApiProperty({ type: [VarietyScoreDto] })
  red: VarietyScoreDto[];

  @ApiProperty({ type: [VarietyScoreDto] })
  white: VarietyScoreDto[];
}

export class PlotDetailsDto extends PlotDto {
  @ApiProperty({ type: SuitableVarietiesDto })
  suitableVarieties: SuitableVarietiesDto;
}

export class PlotEnvelopeDataDto {
  @ApiProperty({ type: PlotDto })
  plot: PlotDto;
}

export class PlotDetailsEnvelopeDataDto {
  @ApiProperty({ type: PlotDetailsDto })
  plot: PlotDetailsDto;
}

export class PlotsEnvelopeDataDto {
  @ApiProperty({ type: [PlotDto] })
  plots: PlotDto[];
}

export class TotalSizeDataDto {
  /** Hectares. */
  @ApiProperty({ example: 5 })
  totalSize: number;
}

export class BuyLandDataDto {
  @ApiProperty({ type: PlotDto })
  plot: PlotDto;

  /** The estate's money after the purchase, in euros. */
  @ApiProperty({ example: 90000 })
  money: number;
}
