import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  EXCHANGE_PAGE_LIMITS,
  GRAPE_COLORS,
  GRAPE_EXCHANGE_SORTS,
  GRAPE_OFFER_KG,
  GRAPE_VARIETIES,
  MESSAGES,
  OFFER_STATUSES,
  REGIONS,
  type GrapeColor,
  type GrapeVariety,
  type OfferStatus,
  type RegionKey,
} from '@vineyard/domain';
import { LimitQuery, Optional, PageQuery } from '../../common/validation';
import { PaginationDto } from '../../common/pagination.dto';
import { GrapeLotDto } from '../../grapes/dto/grapes.dto';

const x = MESSAGES.exchange;
/** €10,000 a kilogram: far above any band, a bound for the validator. */
const MAX_PRICE_CENTS = 1_000_000;
const MAX_DAYS = 365;
const toNumber = ({ value }: { value: unknown }) => (value === '' || value === undefined ? undefined : Number(value));

export class CreateGrapeOfferDto {
  /** The grape lot offered (one of the caller's, within its grace period). */
  @ApiProperty({ format: 'uuid' })
  @IsString({ message: x.grapeLotRequired })
  @IsNotEmpty({ message: x.grapeLotRequired })
  @MaxLength(64, { message: x.grapeLotRequired })
  grapeLotId: string;

  @ApiProperty({ type: 'integer', minimum: GRAPE_OFFER_KG.min, maximum: GRAPE_OFFER_KG.max, example: 2000 })
  @IsInt({ message: x.kilogramsInvalid })
  @Min(1, { message: x.kilogramsInvalid })
  @Max(GRAPE_OFFER_KG.max, { message: x.kilogramsInvalid })
  kilograms: number;

  /** Whole cents a kilogram, within the grapes' band (GET /exchange/grape-lots/{lotId}/band). */
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_PRICE_CENTS, example: 185 })
  @IsInt({ message: x.grapePriceInvalid })
  @Min(1, { message: x.grapePriceInvalid })
  @Max(MAX_PRICE_CENTS, { message: x.grapePriceInvalid })
  priceCents: number;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    example: 7,
    description:
      "Game days the offer stays open: at most until the grapes' grace period ends (the band's `maxDurationDays`).",
  })
  @IsInt({ message: x.grapeDurationInvalidShort })
  @Min(1, { message: x.grapeDurationInvalidShort })
  @Max(MAX_DAYS, { message: x.grapeDurationInvalidShort })
  durationDays: number;
}

export class BuyGrapeOfferDto {
  /** The buying estate; the caller must own it. */
  @ApiProperty({ format: 'uuid' })
  @IsString({ message: x.estateRequired })
  @IsNotEmpty({ message: x.estateRequired })
  @MaxLength(64, { message: x.estateRequired })
  estateId: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: GRAPE_OFFER_KG.max, example: 500 })
  @IsInt({ message: x.kilogramsInvalid })
  @Min(1, { message: x.kilogramsInvalid })
  @Max(GRAPE_OFFER_KG.max, { message: x.kilogramsInvalid })
  kilograms: number;

  /** The price a kilogram in whole cents the buyer confirmed: when sent and the offer asks another, nothing happens (409 PRICE_CHANGED). */
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PRICE_CENTS })
  @Optional()
  @IsInt({ message: x.grapePriceInvalid })
  @Min(1, { message: x.grapePriceInvalid })
  @Max(MAX_PRICE_CENTS, { message: x.grapePriceInvalid })
  expectedPriceCents?: number;
}

export class GrapeOfferQuoteQueryDto {
  @ApiProperty({ format: 'uuid', description: 'The buying estate (the caller must own it).' })
  @IsString({ message: x.estateRequired })
  @IsNotEmpty({ message: x.estateRequired })
  @MaxLength(64, { message: x.estateRequired })
  estateId: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: GRAPE_OFFER_KG.max })
  @Transform(toNumber)
  @IsInt({ message: x.kilogramsInvalid })
  @Min(1, { message: x.kilogramsInvalid })
  @Max(GRAPE_OFFER_KG.max, { message: x.kilogramsInvalid })
  kilograms: number;
}

export class GrapeExchangeQueryDto {
  @ApiPropertyOptional({ enum: REGIONS })
  @Optional()
  @IsIn(REGIONS as unknown as string[], { message: x.unknownRegion })
  region?: RegionKey;

  @ApiPropertyOptional({ enum: GRAPE_COLORS })
  @Optional()
  @IsIn(GRAPE_COLORS as unknown as string[], { message: x.unknownColour })
  colour?: GrapeColor;

  @ApiPropertyOptional({ enum: GRAPE_EXCHANGE_SORTS, default: 'newest' })
  @Optional()
  @IsIn(GRAPE_EXCHANGE_SORTS as unknown as string[], { message: x.unknownSort })
  sort?: (typeof GRAPE_EXCHANGE_SORTS)[number];

  @PageQuery(EXCHANGE_PAGE_LIMITS.maxPage)
  page?: number;

  @LimitQuery(EXCHANGE_PAGE_LIMITS.max, EXCHANGE_PAGE_LIMITS.default)
  limit?: number;
}

export class GrapeHistoryQueryDto {
  @ApiProperty({ enum: REGIONS })
  @IsIn(REGIONS as unknown as string[], { message: x.unknownRegion })
  region: RegionKey;

  @ApiProperty({ enum: GRAPE_COLORS })
  @IsIn(GRAPE_COLORS as unknown as string[], { message: x.unknownColour })
  colour: GrapeColor;
}

/** An offer of grapes on the exchange, as any signed-in player sees it. */
export class GrapeOfferDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  /** The estate that grew and offers them. */
  @ApiProperty()
  producer: string;

  @ApiProperty()
  blockName: string;

  @ApiProperty({ enum: REGIONS })
  region: RegionKey;

  @ApiProperty({ enum: GRAPE_COLORS })
  colour: GrapeColor;

  @ApiProperty({ enum: GRAPE_VARIETIES })
  variety: GrapeVariety;

  @ApiProperty({ type: 'integer' })
  quality: number;

  @ApiProperty({ type: 'integer' })
  vintage: number;

  @ApiProperty({ type: 'integer', description: 'Game day of the harvest.' })
  harvestDay: number;

  @ApiProperty({
    type: 'integer',
    description: "The grapes' last sound game day: a buyer crushes or sells them by then.",
  })
  soundUntilDay: number;

  @ApiProperty({ type: 'integer', description: 'Whole cents a kilogram.' })
  priceCents: number;

  @ApiProperty({ type: 'integer', description: 'Kilograms offered.' })
  kilograms: number;

  @ApiProperty({ type: 'integer', description: 'Kilograms still for sale.' })
  kilogramsLeft: number;

  @ApiProperty({ enum: OFFER_STATUSES })
  status: OfferStatus;

  @ApiProperty({ type: 'integer' })
  listedDay: number;

  @ApiProperty({ type: 'integer', description: 'The game day it closes on if not sold out or withdrawn first.' })
  expiresDay: number;

  /** Offered by an estate the caller owns: they cannot buy it, they can withdraw it. */
  @ApiProperty()
  own: boolean;
}

export class GrapeOffersDataDto {
  @ApiProperty({ type: [GrapeOfferDto] })
  offers: GrapeOfferDto[];

  @ApiProperty({ type: PaginationDto })
  pagination: PaginationDto;
}

export class GrapeOfferDataDto {
  @ApiProperty({ type: GrapeOfferDto })
  offer: GrapeOfferDto;
}

export class MyGrapeOffersDataDto {
  @ApiProperty({ type: [GrapeOfferDto] })
  offers: GrapeOfferDto[];
}

export class GrapeOfferChangeDataDto {
  @ApiProperty({ type: GrapeOfferDto })
  offer: GrapeOfferDto;

  /** The seller's grape lot afterwards (the kilograms left in stock). */
  @ApiProperty({ type: GrapeLotDto })
  lot: GrapeLotDto;
}

export class GrapeExchangeQuoteDto {
  @ApiProperty({ type: 'integer' })
  kilograms: number;

  @ApiProperty({ type: 'integer', description: 'Whole cents a kilogram.' })
  priceCents: number;

  @ApiProperty({ description: 'Euros a kilogram.' })
  price: number;

  @ApiProperty({ type: 'integer', description: 'What the buyer pays: whole euros, rounded up.' })
  total: number;

  @ApiProperty({ type: 'integer', description: 'The exchange fee (paid by the seller, leaves the economy).' })
  fee: number;

  @ApiProperty({ type: 'integer', description: 'What the seller receives.' })
  sellerReceives: number;
}

export class GrapeOfferQuoteDataDto {
  @ApiProperty({ type: GrapeExchangeQuoteDto })
  quote: GrapeExchangeQuoteDto;

  @ApiProperty({ type: 'integer', description: "The buying estate's money now." })
  money: number;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Why the purchase would be refused now; null when it would go through.',
  })
  refusal: string | null;
}

export class GrapePurchaseDataDto {
  @ApiProperty({ type: GrapeExchangeQuoteDto })
  quote: GrapeExchangeQuoteDto;

  @ApiProperty({ type: GrapeOfferDto })
  offer: GrapeOfferDto;

  /** The new grape lot in the buyer's stock (crush or sell it before it spoils). */
  @ApiProperty({ type: GrapeLotDto })
  lot: GrapeLotDto;

  @ApiProperty({ type: 'integer', description: "The buying estate's money afterwards." })
  money: number;

  @ApiProperty({ format: 'uuid' })
  estateId: string;
}

export class GrapePriceBandDto {
  @ApiProperty({
    type: 'integer',
    description: "The grape buyers' list price for these grapes, whole cents a kilogram.",
  })
  referenceCents: number;

  @ApiProperty({ type: 'integer', description: 'The lowest price a kilogram, whole cents.' })
  min: number;

  @ApiProperty({ type: 'integer', description: 'The highest price a kilogram, whole cents.' })
  max: number;

  @ApiProperty({ type: 'integer', description: 'Kilograms in stock today.' })
  available: number;

  @ApiProperty({ type: 'integer', description: 'The longest an offer may run from today (0: past the grace period).' })
  maxDurationDays: number;
}

export class GrapePriceBandDataDto {
  @ApiProperty({ type: GrapePriceBandDto })
  band: GrapePriceBandDto;
}

export class GrapeTradeDto {
  @ApiProperty()
  producer: string;

  @ApiProperty({ enum: GRAPE_VARIETIES })
  variety: GrapeVariety;

  @ApiProperty({ type: 'integer' })
  quality: number;

  @ApiProperty({ type: 'integer' })
  vintage: number;

  @ApiProperty({ type: 'integer', description: 'Whole cents a kilogram.' })
  priceCents: number;

  @ApiProperty({ type: 'integer' })
  kilograms: number;

  @ApiProperty({ type: 'integer' })
  gameDay: number;
}

export class GrapeHistoryDto {
  @ApiProperty({ enum: REGIONS })
  region: RegionKey;

  @ApiProperty({ enum: GRAPE_COLORS })
  colour: GrapeColor;

  @ApiProperty({ type: [GrapeTradeDto] })
  trades: GrapeTradeDto[];

  @ApiProperty({
    type: 'number',
    nullable: true,
    description: 'Kilogram-weighted average, cents a kilogram (two decimals).',
  })
  averagePriceCents: number | null;
}

export class GrapeHistoryDataDto {
  @ApiProperty({ type: GrapeHistoryDto })
  history: GrapeHistoryDto;
}
