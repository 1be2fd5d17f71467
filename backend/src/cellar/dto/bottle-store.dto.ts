import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { BOTTLE_STORE, MESSAGES } from '@vineyard/domain';

const countInvalid = MESSAGES.bottleStore.countInvalid(BOTTLE_STORE.maxPerBuild);

export class BuildBottleStoreDto {
  /** Extensions to build now, each of BOTTLE_STORE.extensionBottles bottles. */
  @ApiProperty({ type: 'integer', minimum: 1, maximum: BOTTLE_STORE.maxPerBuild, example: 1 })
  @IsInt({ message: countInvalid })
  @Min(1, { message: countInvalid })
  @Max(BOTTLE_STORE.maxPerBuild, { message: countInvalid })
  count: number;
}

/** An estate's bottle store today. */
export class BottleStoreDto {
  @ApiProperty({ type: 'integer' })
  day: number;

  @ApiProperty({ type: 'integer', description: 'Bottles the store holds without charge.', example: 20000 })
  capacity: number;

  @ApiProperty({ type: 'integer', description: "Bottles the estate's wine lots hold today.", example: 12000 })
  bottles: number;

  @ApiProperty({ type: 'integer', description: 'Bottles beyond the capacity today.', example: 0 })
  overCapacity: number;

  @ApiProperty({
    type: 'integer',
    description:
      "Whole euros the next monthly storage charge would be at today's stock (€3 a started hundred bottles beyond the capacity).",
  })
  monthlyCharge: number;

  @ApiProperty({
    type: 'integer',
    description: 'The game day of the next storage charge (the first day of a game month).',
  })
  nextChargeDay: number;

  @ApiProperty({ type: 'integer', description: 'Extensions built so far.' })
  extensions: number;

  @ApiProperty({ type: 'integer', description: 'Bottles one extension adds.', example: 10000 })
  extensionBottles: number;

  @ApiProperty({ type: 'integer', description: 'Whole euros the next extension costs (each one 1.25× the last).' })
  nextExtensionCost: number;

  @ApiProperty({ type: 'integer', description: 'Extensions one request builds at most.' })
  maxPerBuild: number;
}

export class BottleStoreDataDto {
  @ApiProperty({ type: BottleStoreDto })
  store: BottleStoreDto;
}

export class BottleStoreBuiltDataDto {
  @ApiProperty({ type: BottleStoreDto })
  store: BottleStoreDto;

  @ApiProperty({ type: 'integer', description: 'Whole euros paid.' })
  cost: number;

  @ApiProperty({ type: 'integer', description: "The estate's money afterwards." })
  money: number;
}
