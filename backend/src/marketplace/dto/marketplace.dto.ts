import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { DomainRule, LimitQuery, Optional, PageQuery } from '../../common/validation';
import { PaginationDto } from '../../common/pagination.dto';
import {
  DEFAULT_MARKETPLACE_SORT,
  LISTING_DESCRIPTION_MAX,
  LISTING_DURATIONS_DAYS,
  MARKETPLACE_FILTER_MAX,
  MARKETPLACE_PAGE_LIMITS,
  MARKETPLACE_SORTS,
  MESSAGES,
  MAX_LISTING_PRICE,
  MIN_LISTING_PRICE,
  PLOT_ORIENTATIONS,
  REGIONS,
  SOIL_TYPES,
  TERRAINS,
  validateListingDuration,
  validateListingPrice,
  validateMarketplaceFilter,
} from '@vineyard/domain';
import { PlotDto, SuitableVarietiesDto } from '../../plots/dto/plot.dto';

const l = MESSAGES.listing;
const m = MESSAGES.marketplace;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ListPlotDto {
  /** Asking price in whole euros, at least 1,000. */
  @ApiProperty({ example: 176000, minimum: MIN_LISTING_PRICE, maximum: MAX_LISTING_PRICE })
  @DomainRule(validateListingPrice, 'integer')
  price: number;

  /** Shown to buyers; defaults to the plot's description. */
  @ApiPropertyOptional({ maxLength: 2000 })
  @Optional()
  @IsString({ message: MESSAGES.common.notText('Description') })
  @Transform(trim)
  @MaxLength(LISTING_DESCRIPTION_MAX, { message: l.descriptionTooLong })
  description?: string;

  @ApiProperty({ enum: LISTING_DURATIONS_DAYS, example: 30 })
  @DomainRule(validateListingDuration, 'integer')
  expirationDays: number;
}

export class UpdateListingDto {
  @ApiPropertyOptional({
    description: 'New asking price in whole euros, at least 1,000.',
    example: 180000,
    minimum: MIN_LISTING_PRICE,
    maximum: MAX_LISTING_PRICE,
  })
  @Optional()
  @DomainRule(validateListingPrice, 'integer')
  price?: number;

  @ApiPropertyOptional({ maxLength: 2000 })
  @Optional()
  @IsString({ message: MESSAGES.common.notText('Description') })
  @Transform(trim)
  @MaxLength(LISTING_DESCRIPTION_MAX, { message: l.descriptionTooLong })
  description?: string;

  /** A new duration, counted from now. */
  @ApiPropertyOptional({ enum: LISTING_DURATIONS_DAYS })
  @Optional()
  @DomainRule(validateListingDuration, 'integer')
  expirationDays?: number;
}

export class PurchasePlotDto {
  /** The buying estate; the caller must own it. */
  @ApiProperty({ format: 'uuid' })
  @IsString({ message: m.selectEstate })
  @IsNotEmpty({ message: m.selectEstate })
  @MaxLength(64, { message: m.selectEstate })
  estateId: string;

  /**
   * The price the buyer was shown and confirmed. When sent and the listing's price is another
   * (the seller changed it meanwhile), the purchase is refused with 409 and nothing is charged.
   */
  @ApiPropertyOptional({ example: 176000, minimum: 0, maximum: MAX_LISTING_PRICE })
  @Optional()
  @IsInt({ message: m.expectedPriceInvalid })
  @Min(0, { message: m.expectedPriceInvalid })
  @Max(MAX_LISTING_PRICE, { message: l.priceMax(MAX_LISTING_PRICE) })
  expectedPrice?: number;
}

const toNumber = ({ value }: { value: unknown }) => (value === '' || value === undefined ? undefined : Number(value));
const toList = ({ value }: { value: unknown }) => {
  const items = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
  const list = items.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
  return list.length > 0 ? list : undefined;
};

export class MarketplaceQueryDto {
  @ApiPropertyOptional({ enum: REGIONS })
  @Optional()
  @IsIn(REGIONS as unknown as string[], { message: m.unknownRegion })
  region?: string;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: MARKETPLACE_FILTER_MAX.minPrice,
    description: 'Lowest asking price, euros.',
  })
  @Optional()
  @Transform(toNumber)
  @DomainRule((value) => validateMarketplaceFilter('minPrice', value), 'number')
  minPrice?: number;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: MARKETPLACE_FILTER_MAX.maxPrice,
    description: 'Highest asking price, euros.',
  })
  @Optional()
  @Transform(toNumber)
  @DomainRule((value) => validateMarketplaceFilter('maxPrice', value), 'number')
  maxPrice?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: MARKETPLACE_FILTER_MAX.minSize, description: 'Smallest plot, hectares.' })
  @Optional()
  @Transform(toNumber)
  @DomainRule((value) => validateMarketplaceFilter('minSize', value), 'number')
  minSize?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: MARKETPLACE_FILTER_MAX.maxSize, description: 'Largest plot, hectares.' })
  @Optional()
  @Transform(toNumber)
  @DomainRule((value) => validateMarketplaceFilter('maxSize', value), 'number')
  maxSize?: number;

  /** Repeat the parameter (or separate with commas) for several soils. */
  @ApiPropertyOptional({ type: [String], enum: SOIL_TYPES, isArray: true })
  @Optional()
  @Transform(toList)
  @IsIn(SOIL_TYPES as unknown as string[], { each: true, message: m.unknownSoilType })
  soilType?: string[];

  @ApiPropertyOptional({ enum: MARKETPLACE_SORTS, default: DEFAULT_MARKETPLACE_SORT })
  @Optional()
  @IsIn(MARKETPLACE_SORTS as unknown as string[], { message: m.unknownSort })
  sort?: string;

  @PageQuery(MARKETPLACE_PAGE_LIMITS.maxPage)
  page?: number;

  @LimitQuery(MARKETPLACE_PAGE_LIMITS.max, MARKETPLACE_PAGE_LIMITS.default)
  limit?: number;
}

/** A plot on offer, as any player sees it. */
export class MarketPlotDto {
  /** The plot's id (the marketplace routes take plot ids). */
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  listingId: string;

  @ApiProperty()
  name: string;

  /** The listing's description (the plot's, unless the seller wrote another). */
  @ApiProperty()
  description: string;

  @ApiProperty({ enum: REGIONS })
  region: string;

  @ApiProperty({ description: 'Hectares.', example: 2.5 })
  size: number;

  @ApiProperty({ enum: SOIL_TYPES })
  soilType: string;

  @ApiProperty({ description: 'Metres above sea level.' })
  elevation: number;

  @ApiProperty({ enum: PLOT_ORIENTATIONS })
  orientation: string;

  @ApiProperty({ description: 'Sunlight the plot gets, 0 (shaded) to 10 (full sun).', minimum: 0, maximum: 10 })
  sunExposure: number;

  @ApiProperty({ description: 'Water available to the vines, 0 (none) to 10 (plenty).', minimum: 0, maximum: 10 })
  waterAccess: number;

  @ApiProperty({ enum: TERRAINS })
  terrain: string;

  /** Always true here: only live listings are shown. */
  @ApiProperty()
  forSale: boolean;

  @ApiProperty({ description: 'Asking price, whole euros.', example: 176000 })
  listingPrice: number;

  @ApiProperty({ type: String, format: 'date-time' })
  listingDate: string;

  @ApiProperty({ type: String, format: 'date-time' })
  listingExpirationDate: string;

  @ApiProperty()
  listingDescription: string;

  /** What the buyer will pay per year: 2% of the listing price. */
  @ApiProperty({ example: 3520 })
  maintenanceCost: number;

  /** The selling estate's name, or 'Land Registry'. */
  @ApiProperty()
  sellerEstateName: string;

  /** True when the non-player land registry sells it (the money leaves the economy). */
  @ApiProperty()
  fromRegistry: boolean;

  /** True when the caller owns the selling estate: it cannot be bought by them. */
  @ApiProperty()
  own: boolean;
}

export class MarketPlotDetailsDto extends MarketPlotDto {
  @ApiProperty({ type: SuitableVarietiesDto })
  suitableVarieties: SuitableVarietiesDto;
}

export class MarketPlotsDataDto {
  @ApiProperty({ type: [MarketPlotDto] })
  plots: MarketPlotDto[];

  @ApiProperty({ type: PaginationDto })
  pagination: PaginationDto;
}

export class MarketPlotDataDto {
  @ApiProperty({ type: MarketPlotDetailsDto })
  plot: MarketPlotDetailsDto;
}

export class ListingPlotDataDto {
  @ApiProperty({ type: PlotDto })
  plot: PlotDto;
}

export class PurchaseDataDto {
  @ApiProperty({ type: PlotDto })
  plot: PlotDto;

  /** The buying estate's money after the purchase. */
  @ApiProperty({ example: 24000 })
  money: number;

  @ApiProperty({ format: 'uuid' })
  estateId: string;
}

export class ValuationDto {
  /** The market value: base price per hectare × size × terroir factor. */
  @ApiProperty({ example: 172000 })
  marketValue: number;

  @ApiProperty({ description: 'Euros per hectare in the region before the terroir adjusts it.', example: 80000 })
  basePricePerHectare: number;

  @ApiProperty({ description: 'Hectares.', example: 2 })
  size: number;

  /** 0.7-1.3, from sun, water, orientation and terrain. */
  @ApiProperty({ example: 1.075 })
  terroirFactor: number;

  /** The current asking price, when listed. */
  @ApiProperty({ type: Number, nullable: true })
  listingPrice: number | null;
}

export class ValuationDataDto {
  @ApiProperty({ type: ValuationDto })
  valuation: ValuationDto;
}
