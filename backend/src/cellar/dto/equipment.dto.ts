import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { EQUIPMENT_KINDS, MESSAGES, type EquipmentKind } from '@vineyard/domain';

const kindInvalid = MESSAGES.equipment.kindInvalid;

export class BuyEquipmentDto {
  @ApiProperty({ enum: EQUIPMENT_KINDS, example: 'sorting_table' })
  @IsIn(EQUIPMENT_KINDS, { message: kindInvalid })
  kind: EquipmentKind;
}

/** One piece of equipment: what it does, and either what the estate paid or what it would pay today. */
export class EquipmentItemDto {
  @ApiProperty({ enum: EQUIPMENT_KINDS })
  kind: EquipmentKind;

  @ApiProperty({ example: 'Sorting table' })
  label: string;

  @ApiProperty({ description: 'What it does.', example: '+2 quality points for every batch crushed' })
  effect: string;

  @ApiProperty({ description: 'Whether the estate owns it.' })
  owned: boolean;

  @ApiProperty({
    type: 'integer',
    description: "Whole euros: what the estate paid, or the price today at the estate's planted hectares.",
  })
  price: number;

  @ApiProperty({ type: 'integer', description: 'Whole euros charged on the first day of each game month.' })
  monthlyUpkeep: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The game day it was bought (null when not owned).' })
  boughtDay: number | null;
}

/** An estate's winery equipment today. */
export class EquipmentDto {
  @ApiProperty({ type: 'integer' })
  day: number;

  @ApiProperty({ description: "The estate's planted hectares (the prices' scale)." })
  plantedHectares: number;

  @ApiProperty({ type: [EquipmentItemDto] })
  items: EquipmentItemDto[];

  @ApiProperty({ type: 'integer', description: "Whole euros of upkeep a month for the estate's equipment." })
  monthlyUpkeep: number;

  @ApiProperty({
    type: 'integer',
    description: 'The game day of the next upkeep charge (the first day of a game month).',
  })
  nextChargeDay: number;
}

export class EquipmentDataDto {
  @ApiProperty({ type: EquipmentDto })
  equipment: EquipmentDto;
}

export class EquipmentBoughtDataDto {
  @ApiProperty({ type: EquipmentDto })
  equipment: EquipmentDto;

  @ApiProperty({ type: 'integer', description: 'Whole euros paid.' })
  cost: number;

  @ApiProperty({ type: 'integer', description: "The estate's money afterwards." })
  money: number;
}
