import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { MEDALS, MESSAGES, WINE_TIERS, type Medal, type WineTier } from '@vineyard/domain';
import { Optional } from '../../common/validation';
import { WineLotDto } from '../../cellar/dto/cellar.dto';

const w = MESSAGES.winery;

export class WinesDataDto {
  @ApiProperty({ type: [WineLotDto] })
  wines: WineLotDto[];

  @ApiProperty({ description: 'Today, as a game day (days since the game started).', type: 'integer' })
  day: number;
}

export class SellWineDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 1_000_000, example: 120 })
  @IsInt({ message: w.bottlesInvalid })
  @Min(1, { message: w.bottlesInvalid })
  @Max(1_000_000, { message: w.bottlesInvalid })
  bottles: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    description:
      'The revenue a quote promised for these bottles (`revenue` of GET /wines/{lotId}/quote): when the sale would now bring less (the pool was sold into meanwhile, the price moved), nothing is sold and the answer is 409.',
  })
  @Optional()
  @IsInt({ message: w.expectedRevenueInvalid })
  @Min(0, { message: w.expectedRevenueInvalid })
  @Max(1_000_000_000_000, { message: w.expectedRevenueInvalid })
  expectedRevenue?: number;
}

export class WinePoolShareDto {
  @ApiProperty({ enum: WINE_TIERS, description: 'The tier of the buyers' })
  tier: WineTier;

  @ApiProperty({ type: 'integer', description: 'Bottles of this sale that go to these buyers' })
  bottles: number;

  @ApiProperty({
    type: 'integer',
    description: 'Whole euros they pay for them (the pools’ shares add up to the sale’s money)',
  })
  money: number;
}

export class WinePoolDto {
  @ApiProperty({ enum: WINE_TIERS })
  tier: WineTier;

  @ApiProperty({ example: 'Premium' })
  label: string;

  @ApiProperty({
    description:
      "List price of a bottle of this wine for these buyers (euros): the first bottle of their full pool; they pay at most what they pay for their tier's best quality",
  })
  listPrice: number;

  @ApiProperty({ type: 'integer', description: 'Bottles the pool holds when full' })
  capacity: number;

  @ApiProperty({ type: 'integer', description: 'Bottles these buyers take now' })
  level: number;

  @ApiProperty({
    example: 1.042,
    description: "The regional price index of the wine's region, colour and this tier (3 decimals)",
  })
  index: number;
}

export class WineQuotePointDto {
  @ApiProperty({ type: 'integer', description: 'Bottles sold (at most the pool takes now)' })
  bottles: number;

  @ApiProperty({ type: 'integer', description: 'Whole euros the estate receives for all of them (after distribution)' })
  money: number;

  @ApiProperty({ type: 'integer', description: 'Whole euros the buyers pay for them, before distribution' })
  gross: number;

  @ApiProperty({
    type: 'integer',
    description:
      "The distributors' share of `gross` (0 while the estate's wine receipts of the last game year stay under the free amount)",
  })
  distribution: number;

  @ApiProperty({ description: 'Average euros a bottle' })
  averagePrice: number;

  @ApiProperty({ description: 'What the next bottle would fetch after this sale (euros)' })
  marginalPriceAfter: number;

  @ApiProperty({ type: 'integer', description: 'Bottles all the pools the wine sells into take after this sale' })
  poolAfter: number;

  @ApiProperty({
    type: [WinePoolShareDto],
    description:
      'Every pool the wine sells into, best first, and what this sale sends there: the bottles go where they earn most',
  })
  pools: WinePoolShareDto[];
}

export class WineMarketDto {
  @ApiProperty({ enum: WINE_TIERS, description: "The wine's own tier by its quality today" })
  tier: WineTier;

  @ApiProperty({ enum: WINE_TIERS, description: "Where it sells: its tier once the estate's reputation opens it" })
  marketTier: WineTier;

  @ApiProperty({ example: 'Premium' })
  marketTierLabel: string;

  @ApiProperty({ type: 'integer', description: "The wine's quality today (after bottle ageing)" })
  quality: number;

  @ApiProperty({ description: 'List price of a bottle (euros): the first bottle of a full pool' })
  listPrice: number;

  @ApiProperty({ type: 'integer', description: 'Bottles the market tier’s pool holds when full' })
  capacity: number;

  @ApiProperty({ type: 'integer', description: 'Bottles the market tier’s buyers take now' })
  level: number;

  @ApiProperty({
    type: 'integer',
    description: 'Bottles all the pools the wine sells into take now (the most one sale can sell)',
  })
  buyers: number;

  @ApiProperty({
    type: [WinePoolDto],
    description:
      'The pools the wine sells into, best first: its market tier’s and every tier’s below it (a sale sends each bottle where it earns most)',
  })
  pools: WinePoolDto[];

  @ApiProperty({ type: 'integer', description: 'Game days for an emptied pool to fill again' })
  refillDays: number;

  @ApiProperty({ type: 'integer', description: 'Bottles of the wine left' })
  available: number;

  @ApiProperty({
    example: 0.5,
    description:
      "The estate's running marketing campaigns' boost of the pool, already in `capacity` and `level` (0: none; 0.5: +50% buyers): see GET /estates/{estateId}/campaigns",
  })
  boost: number;

  @ApiProperty({
    type: 'integer',
    description:
      "The estate's wine receipts (bottled-wine sales and merchants' contracts) of the last game year (360 game days), in whole euros: distribution's window",
  })
  receipts: number;

  @ApiProperty({
    type: 'integer',
    description:
      "The receipts of the window paid in full (grows with the estate's planted hectares); beyond them distributors keep a share of each sale (the quote's `distribution`)",
  })
  freeReceipts: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: "The critics' score once reviewed (above 88 points it raises the price); null before",
  })
  criticScore: number | null;

  @ApiProperty({
    enum: MEDALS,
    nullable: true,
    description: 'The medal the wine won in the yearly awards (its price includes the medal factor); null without',
  })
  award: Medal | null;

  @ApiProperty({
    example: 1.042,
    description:
      "The regional price index of the wine's region, colour and market tier, already in the list price (0.7-1.3, 3 decimals; 1 before its first computation): see GET /market/index",
  })
  index: number;
}

export class WineQuoteDataDto {
  @ApiProperty({
    type: 'integer',
    description: 'Bottles quoted: those asked for (all when not given), at most what is left and what the buyers take',
  })
  bottles: number;

  @ApiProperty({
    type: 'integer',
    description:
      'Whole euros the quoted bottles would bring now (send it as `expectedRevenue` to sell at this quote or not at all)',
  })
  revenue: number;

  @ApiProperty({ description: 'Average euros a bottle for the quoted bottles' })
  pricePerBottle: number;

  @ApiProperty({ type: 'integer', description: 'Bottles the buyers take now (the pool’s level)' })
  poolLevel: number;

  @ApiProperty({ type: 'integer', description: 'Bottles the pool holds when full' })
  poolSize: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100, description: "The estate's reputation today" })
  reputation: number;

  @ApiProperty({ type: WineMarketDto })
  market: WineMarketDto;

  @ApiProperty({ type: WineQuotePointDto, description: 'The asked number of bottles (all of them when not given)' })
  quote: WineQuotePointDto;

  @ApiProperty({ type: [WineQuotePointDto], description: 'What 1, 10, 100, … and all the bottles would earn' })
  curve: WineQuotePointDto[];
}

export class WineSaleDataDto {
  @ApiProperty({ type: 'integer', description: "The estate's money after the sale" })
  money: number;

  @ApiProperty({ description: 'Whole euros.', type: 'integer' })
  received: number;

  @ApiProperty({ type: 'integer' })
  bottlesSold: number;

  @ApiProperty({ type: WineLotDto })
  wine: WineLotDto;

  @ApiProperty({ type: WineMarketDto, description: 'The market after the sale' })
  market: WineMarketDto;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100, description: "The estate's reputation after the sale" })
  reputation: number;

  @ApiProperty({ description: 'Reputation points the sale earned (negative: cost), two decimals' })
  reputationChange: number;
}

export class WineQuoteQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 1_000_000, description: 'All the bottles when absent' })
  @Optional()
  @Type(() => Number)
  @IsInt({ message: w.bottlesInvalid })
  @Min(1, { message: w.bottlesInvalid })
  @Max(1_000_000, { message: w.bottlesInvalid })
  bottles?: number;
}

export class WineSaleRecordDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  wineLotId: string;

  @ApiProperty({ example: 'Valle Joven' })
  name: string;

  @ApiProperty({ enum: WINE_TIERS })
  tier: WineTier;

  @ApiProperty({ description: 'Quality, 0-100.', type: 'integer' })
  quality: number;

  @ApiProperty({ type: 'integer' })
  bottles: number;

  @ApiProperty({ type: 'integer', description: 'Whole euros received' })
  revenue: number;

  @ApiProperty({
    description: 'Game day: days since the game started (`formatGameDay` in libs/domain shows it as a date).',
    type: 'integer',
  })
  gameDay: number;

  @ApiProperty({
    description:
      "True for a sale the estate's sales manager made on the clock (the player's sales rule), false for the player's own.",
  })
  byStaff: boolean;
}

export class WineSalesDataDto {
  @ApiProperty({
    type: [WineSaleRecordDto],
    description: 'The latest sales of bottled wine, newest first (at most 20)',
  })
  sales: WineSaleRecordDto[];
}
