import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  EXCHANGE_PAGE_LIMITS,
  EXCHANGE_SORTS,
  GRAPE_COLORS,
  GRAPE_VARIETIES,
  MAX_OFFER_BOTTLES,
  MEDALS,
  MESSAGES,
  OFFER_DURATION_DAYS,
  OFFER_STATUSES,
  REGIONS,
  WINE_TIERS,
  type GrapeColor,
  type GrapeVariety,
  type Medal,
  type OfferStatus,
  type RegionKey,
  type WineTier,
} from '@vineyard/domain';
import { LimitQuery, Optional, PageQuery } from '../../common/validation';
import { PaginationDto } from '../../common/pagination.dto';
import { CriticReviewDto, WineLotDto } from '../../cellar/dto/cellar.dto';

const x = MESSAGES.exchange;
const MAX_PRICE = 1_000_000;

export class CreateOfferDto {
  /** The bottled wine lot offered (one of the caller's). */
  @ApiProperty({ format: 'uuid' })
  @IsString({ message: x.lotRequired })
  @IsNotEmpty({ message: x.lotRequired })
  @MaxLength(64, { message: x.lotRequired })
  wineLotId: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_OFFER_BOTTLES, example: 120 })
  @IsInt({ message: x.bottlesInvalid })
  @Min(1, { message: x.bottlesInvalid })
  @Max(MAX_OFFER_BOTTLES, { message: x.bottlesInvalid })
  bottles: number;

  /** Whole euros a bottle, within the wine's band (GET /exchange/lots/{lotId}/band). */
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_PRICE, example: 12 })
  @IsInt({ message: x.priceInvalid })
  @Min(1, { message: x.priceInvalid })
  @Max(MAX_PRICE, { message: x.priceInvalid })
  price: number;

  @ApiProperty({
    type: 'integer',
    minimum: OFFER_DURATION_DAYS.min,
    maximum: OFFER_DURATION_DAYS.max,
    example: OFFER_DURATION_DAYS.default,
    description: 'Game days the offer stays open.',
  })
  @IsInt({ message: x.durationInvalid })
  @Min(OFFER_DURATION_DAYS.min, { message: x.durationInvalid })
  @Max(OFFER_DURATION_DAYS.max, { message: x.durationInvalid })
  durationDays: number;
}

export class BuyOfferDto {
  /** The buying estate; the caller must own it. */
  @ApiProperty({ format: 'uuid' })
  @IsString({ message: x.estateRequired })
  @IsNotEmpty({ message: x.estateRequired })
  @MaxLength(64, { message: x.estateRequired })
  estateId: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_OFFER_BOTTLES, example: 24 })
  @IsInt({ message: x.bottlesInvalid })
  @Min(1, { message: x.bottlesInvalid })
  @Max(MAX_OFFER_BOTTLES, { message: x.bottlesInvalid })
  bottles: number;

  /**
   * The price a bottle the buyer was shown and confirmed: when sent and the offer asks another,
   * nothing happens (409 PRICE_CHANGED).
   */
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PRICE })
  @Optional()
  @IsInt({ message: x.priceInvalid })
  @Min(1, { message: x.priceInvalid })
  @Max(MAX_PRICE, { message: x.priceInvalid })
  expectedPrice?: number;
}

const toNumber = ({ value }: { value: unknown }) => (value === '' || value === undefined ? undefined : Number(value));

export class QuoteQueryDto {
  @ApiProperty({ format: 'uuid', description: 'The buying estate (the caller must own it).' })
  @IsString({ message: x.estateRequired })
  @IsNotEmpty({ message: x.estateRequired })
  @MaxLength(64, { message: x.estateRequired })
  estateId: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_OFFER_BOTTLES })
  @Transform(toNumber)
  @IsInt({ message: x.bottlesInvalid })
  @Min(1, { message: x.bottlesInvalid })
  @Max(MAX_OFFER_BOTTLES, { message: x.bottlesInvalid })
  bottles: number;
}

export class ExchangeQueryDto {
  @ApiPropertyOptional({ enum: REGIONS })
  @Optional()
  @IsIn(REGIONS as unknown as string[], { message: x.unknownRegion })
  region?: RegionKey;

  @ApiPropertyOptional({ enum: GRAPE_COLORS })
  @Optional()
  @IsIn(GRAPE_COLORS as unknown as string[], { message: x.unknownColour })
  colour?: GrapeColor;

  @ApiPropertyOptional({ enum: WINE_TIERS })
  @Optional()
  @IsIn(WINE_TIERS as unknown as string[], { message: x.unknownTier })
  tier?: WineTier;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PRICE,
    description: 'Lowest price a bottle, euros.',
  })
  @Optional()
  @Transform(toNumber)
  @IsInt({ message: x.priceInvalid })
  @Min(1, { message: x.priceInvalid })
  @Max(MAX_PRICE, { message: x.priceInvalid })
  minPrice?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PRICE,
    description: 'Highest price a bottle, euros.',
  })
  @Optional()
  @Transform(toNumber)
  @IsInt({ message: x.priceInvalid })
  @Min(1, { message: x.priceInvalid })
  @Max(MAX_PRICE, { message: x.priceInvalid })
  maxPrice?: number;

  @ApiPropertyOptional({ enum: EXCHANGE_SORTS, default: 'newest' })
  @Optional()
  @IsIn(EXCHANGE_SORTS as unknown as string[], { message: x.unknownSort })
  sort?: (typeof EXCHANGE_SORTS)[number];

  @PageQuery(EXCHANGE_PAGE_LIMITS.maxPage)
  page?: number;

  @LimitQuery(EXCHANGE_PAGE_LIMITS.max, EXCHANGE_PAGE_LIMITS.default)
  limit?: number;
}

export class SegmentQueryDto {
  @ApiProperty({ enum: REGIONS })
  @IsIn(REGIONS as unknown as string[], { message: x.unknownRegion })
  region: RegionKey;

  @ApiProperty({ enum: GRAPE_COLORS })
  @IsIn(GRAPE_COLORS as unknown as string[], { message: x.unknownColour })
  colour: GrapeColor;

  @ApiProperty({ enum: WINE_TIERS })
  @IsIn(WINE_TIERS as unknown as string[], { message: x.unknownTier })
  tier: WineTier;
}

/** An offer on the exchange, as any signed-in player sees it. */
export class ExchangeOfferDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  /** The estate that made the wine. */
  @ApiProperty()
  producer: string;

  /** The estate offering it (a reseller may not be the producer). */
  @ApiProperty()
  sellerEstateName: string;

  @ApiProperty({ enum: REGIONS })
  region: RegionKey;

  @ApiProperty({ enum: GRAPE_COLORS })
  colour: GrapeColor;

  @ApiProperty({ enum: GRAPE_VARIETIES })
  variety: GrapeVariety;

  @ApiProperty({ description: 'Whether it is a blend (`variety` is then its largest).' })
  blend: boolean;

  @ApiProperty({ type: 'integer' })
  vintage: number;

  /** The segment its trades count in: the wine's tier by quality on the day it was offered. */
  @ApiProperty({ enum: WINE_TIERS })
  tier: WineTier;

  /** Quality today (bottle ageing goes on). */
  @ApiProperty({ type: 'integer' })
  quality: number;

  @ApiProperty({ type: 'integer', description: 'Game day of bottling.' })
  bottledDay: number;

  @ApiProperty({ type: CriticReviewDto, nullable: true })
  review: CriticReviewDto | null;

  @ApiProperty({ enum: MEDALS, nullable: true })
  medal: Medal | null;

  @ApiProperty({ type: 'integer', description: 'Whole euros a bottle.' })
  price: number;

  @ApiProperty({ type: 'integer', description: 'Bottles offered.' })
  bottles: number;

  @ApiProperty({ type: 'integer', description: 'Bottles still for sale.' })
  bottlesLeft: number;

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

export class ExchangeOffersDataDto {
  @ApiProperty({ type: [ExchangeOfferDto] })
  offers: ExchangeOfferDto[];

  @ApiProperty({ type: PaginationDto })
  pagination: PaginationDto;
}

export class ExchangeOfferDataDto {
  @ApiProperty({ type: ExchangeOfferDto })
  offer: ExchangeOfferDto;
}

export class MyOffersDataDto {
  @ApiProperty({ type: [ExchangeOfferDto] })
  offers: ExchangeOfferDto[];
}

export class OfferChangeDataDto {
  @ApiProperty({ type: ExchangeOfferDto })
  offer: ExchangeOfferDto;

  /** The seller's lot afterwards (its bottles left in the cellar). */
  @ApiProperty({ type: WineLotDto })
  wine: WineLotDto;
}

export class ExchangeQuoteDto {
  @ApiProperty({ type: 'integer' })
  bottles: number;

  @ApiProperty({ type: 'integer', description: 'Whole euros a bottle.' })
  price: number;

  @ApiProperty({ type: 'integer', description: 'What the buyer pays.' })
  total: number;

  @ApiProperty({ type: 'integer', description: 'The exchange fee (paid by the seller, leaves the economy).' })
  fee: number;

  @ApiProperty({ type: 'integer', description: 'What the seller receives.' })
  sellerReceives: number;
}

export class QuoteDataDto {
  @ApiProperty({ type: ExchangeQuoteDto })
  quote: ExchangeQuoteDto;

  /** The buying estate's money now, and whether it can buy (null when it can; else why not). */
  @ApiProperty({ type: 'integer' })
  money: number;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Why the purchase would be refused now; null when it would go through.',
  })
  refusal: string | null;
}

export class ExchangePurchaseDataDto {
  @ApiProperty({ type: ExchangeQuoteDto })
  quote: ExchangeQuoteDto;

  @ApiProperty({ type: ExchangeOfferDto })
  offer: ExchangeOfferDto;

  /** The new lot in the buyer's cellar. */
  @ApiProperty({ type: WineLotDto })
  wine: WineLotDto;

  @ApiProperty({ type: 'integer', description: "The buying estate's money afterwards." })
  money: number;

  @ApiProperty({ format: 'uuid' })
  estateId: string;
}

export class PriceBandDto {
  @ApiProperty({ description: 'The wine’s reference price a bottle (euros, not rounded).' })
  referencePrice: number;

  @ApiProperty({ type: 'integer' })
  min: number;

  @ApiProperty({ type: 'integer' })
  max: number;

  @ApiProperty({ type: 'integer', description: 'Bottles in the lot that can be offered.' })
  available: number;

  @ApiProperty({
    type: 'integer',
    description: 'The first day it can be offered (after its critics’ review); today or earlier when it can be now.',
  })
  offerableFromDay: number;
}

export class PriceBandDataDto {
  @ApiProperty({ type: PriceBandDto })
  band: PriceBandDto;
}

export class ExchangeTradeDto {
  @ApiProperty()
  name: string;

  @ApiProperty()
  producer: string;

  @ApiProperty({ enum: GRAPE_VARIETIES })
  variety: GrapeVariety;

  @ApiProperty({ type: 'integer' })
  vintage: number;

  @ApiProperty({ type: 'integer' })
  price: number;

  @ApiProperty({ type: 'integer' })
  bottles: number;

  @ApiProperty({ type: 'integer' })
  gameDay: number;
}

export class PriceHistoryDto {
  @ApiProperty({ enum: REGIONS })
  region: RegionKey;

  @ApiProperty({ enum: GRAPE_COLORS })
  colour: GrapeColor;

  @ApiProperty({ enum: WINE_TIERS })
  tier: WineTier;

  /** The last trades of the segment, newest first. */
  @ApiProperty({ type: [ExchangeTradeDto] })
  trades: ExchangeTradeDto[];

  @ApiProperty({ type: 'number', nullable: true, description: 'Bottle-weighted average price of those trades.' })
  averagePrice: number | null;
}

export class WineHistoryDto {
  /** The last trades of the wine (any lot of it, from any seller), newest first. */
  @ApiProperty({ type: [ExchangeTradeDto] })
  trades: ExchangeTradeDto[];

  @ApiProperty({ type: 'number', nullable: true, description: 'Bottle-weighted average price of those trades.' })
  averagePrice: number | null;
}

export class WineHistoryDataDto {
  @ApiProperty({ type: WineHistoryDto })
  history: WineHistoryDto;
}

export class PriceHistoryDataDto {
  @ApiProperty({ type: PriceHistoryDto })
  history: PriceHistoryDto;
}
