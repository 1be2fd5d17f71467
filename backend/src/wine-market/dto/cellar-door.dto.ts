import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsUUID, Min } from 'class-validator';
import { MESSAGES } from '@vineyard/domain';

const c = MESSAGES.cellarDoor;

export class SellAtCellarDoorDto {
  @ApiProperty({ format: 'uuid', description: 'The wine lot to sell from (one of the estate’s).' })
  @IsUUID('all', { message: c.lotInvalid })
  lotId: string;

  @ApiProperty({ type: 'integer', minimum: 1, example: 50 })
  @IsInt({ message: c.bottlesInvalid })
  @Min(1, { message: c.bottlesInvalid })
  bottles: number;
}

/** An estate's cellar door today: built or not, its price, and this month's visitors. */
export class CellarDoorDto {
  @ApiProperty({ type: 'integer' })
  day: number;

  @ApiProperty({ description: 'Whether the estate has its cellar door.' })
  built: boolean;

  @ApiProperty({
    type: 'integer',
    description: "Whole euros: what the estate paid, or today's price for its planted hectares.",
  })
  price: number;

  @ApiProperty({ type: 'integer', description: 'Whole euros charged on the first day of each game month.' })
  monthlyUpkeep: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The game day it was built (null when not built).' })
  builtDay: number | null;

  @ApiProperty({
    type: 'integer',
    description: "Bottles this month's visitors buy (the region, the reputation, the season).",
  })
  demand: number;

  @ApiProperty({ type: 'integer', description: 'Bottles sold at the cellar door this month.' })
  sold: number;

  @ApiProperty({ type: 'integer', description: 'Bottles the visitors still take this month.' })
  demandLeft: number;

  @ApiProperty({ description: "Visitors pay this many times the pools' list price." })
  premium: number;

  @ApiProperty({ type: 'integer', description: 'The game day the next month, and its visitors, begin.' })
  nextMonthDay: number;
}

export class CellarDoorDataDto {
  @ApiProperty({ type: CellarDoorDto })
  door: CellarDoorDto;
}

export class CellarDoorBuiltDataDto {
  @ApiProperty({ type: CellarDoorDto })
  door: CellarDoorDto;

  @ApiProperty({ type: 'integer', description: 'Whole euros paid.' })
  cost: number;

  @ApiProperty({ type: 'integer', description: "The estate's money afterwards." })
  money: number;
}

export class CellarDoorSaleDataDto {
  @ApiProperty({ type: CellarDoorDto })
  door: CellarDoorDto;

  @ApiProperty({ type: 'integer' })
  bottlesSold: number;

  @ApiProperty({ type: 'integer', description: 'Whole euros the visitors paid.' })
  gross: number;

  @ApiProperty({
    type: 'integer',
    description: 'Whole euros the estate received (after distribution beyond its free receipts).',
  })
  received: number;

  @ApiProperty({ type: 'integer', description: 'Bottles left in the lot.' })
  bottlesLeft: number;

  @ApiProperty({ type: 'integer', description: "The estate's money afterwards." })
  money: number;
}
