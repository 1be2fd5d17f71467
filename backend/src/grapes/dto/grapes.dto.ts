import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { GRAPE_VARIETIES, MESSAGES, REGIONS, type GrapeVariety, type RegionKey } from '@vineyard/domain';

/** Kilograms are whole: at least 1, at most this. */
export const MAX_SALE_KG = 100_000_000;

export class SellGrapesDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_SALE_KG, description: 'Kilograms to sell.' })
  @IsInt({ message: MESSAGES.grapes.kilogramsInvalid })
  @Min(1, { message: MESSAGES.grapes.kilogramsInvalid })
  @Max(MAX_SALE_KG, { message: MESSAGES.grapes.kilogramsInvalid })
  kilograms: number;
}

export class GrapeQuoteQueryDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_SALE_KG, description: 'Kilograms to sell.' })
  @Type(() => Number)
  @IsInt({ message: MESSAGES.grapes.kilogramsInvalid })
  @Min(1, { message: MESSAGES.grapes.kilogramsInvalid })
  @Max(MAX_SALE_KG, { message: MESSAGES.grapes.kilogramsInvalid })
  kilograms: number;
}

export class GrapeLotDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  /** The block it came from (null once that block is gone). */
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true })
  blockId: string | null;

  @ApiProperty()
  blockName: string;

  @ApiProperty({ enum: REGIONS })
  region: RegionKey;

  @ApiProperty({ enum: GRAPE_VARIETIES })
  variety: GrapeVariety;

  /** Kilograms left today, after what perished (computed on read). */
  @ApiProperty({ type: 'integer' })
  kilograms: number;

  @ApiProperty({ type: 'integer' })
  harvestedKg: number;

  @ApiProperty({ description: 'Quality, 0-100.', type: 'integer' })
  quality: number;

  /** The game year of the harvest. */
  @ApiProperty({ type: 'integer' })
  vintage: number;

  @ApiProperty({
    description: 'Game day: days since the game started (`formatGameDay` in libs/domain shows it as a date).',
    type: 'integer',
  })
  harvestDay: number;

  /** Game days left before the grapes start to perish (0: they do). */
  @ApiProperty({ type: 'integer' })
  graceDaysLeft: number;

  /** The grape buyers' list price for this lot and the cooperative's (€/kg). */
  @ApiProperty()
  listPricePerKg: number;

  @ApiProperty({ description: "The cooperative's price, euros per kilogram." })
  cooperativePricePerKg: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class GrapeBuyersDto {
  /** `grapeBuyerSeason(day)`: the pool refills each September. */
  @ApiProperty({ type: 'integer' })
  season: number;

  @ApiProperty()
  plantedHectares: number;

  @ApiProperty({ type: 'integer' })
  capacityKg: number;

  /** Kilograms the buyers took this season. */
  @ApiProperty({ type: 'integer' })
  usedKg: number;

  /** Whole euros received from buyers and cooperative this season. */
  @ApiProperty({ type: 'integer' })
  revenue: number;
}

export class GrapeLotsDataDto {
  /** Lots with grapes left, newest first. */
  @ApiProperty({ type: [GrapeLotDto] })
  lots: GrapeLotDto[];

  @ApiProperty({ type: GrapeBuyersDto })
  buyers: GrapeBuyersDto;

  @ApiProperty({ description: 'Today, as a game day (days since the game started).', type: 'integer' })
  day: number;
}

export class GrapeQuoteDto {
  @ApiProperty({ type: 'integer' })
  kilograms: number;

  /** Whole euros the sale would bring. */
  @ApiProperty({ type: 'integer' })
  money: number;

  @ApiProperty({ type: 'integer' })
  buyersKg: number;

  @ApiProperty({ type: 'integer' })
  cooperativeKg: number;

  @ApiProperty()
  listPricePerKg: number;

  @ApiProperty()
  cooperativePricePerKg: number;

  /** What the next kilogram would fetch after this sale (€/kg). */
  @ApiProperty()
  marginalPriceAfter: number;

  /** Kilograms left on the lot today. */
  @ApiProperty({ type: 'integer' })
  available: number;
}

export class GrapeQuoteDataDto {
  @ApiProperty({ type: GrapeQuoteDto })
  quote: GrapeQuoteDto;
}

export class GrapeSaleDataDto {
  /** The estate's money after the sale. */
  @ApiProperty({ type: 'integer' })
  money: number;

  /** Whole euros received. */
  @ApiProperty({ type: 'integer' })
  received: number;

  @ApiProperty({ type: 'integer' })
  kilogramsSold: number;

  @ApiProperty({ type: 'integer' })
  buyersKg: number;

  @ApiProperty({ type: 'integer' })
  cooperativeKg: number;

  @ApiProperty({ type: GrapeLotDto })
  lot: GrapeLotDto;
}
