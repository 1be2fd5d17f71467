import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsString, MaxLength, ValidateNested } from 'class-validator';
import { DomainRule, MaxDecimals, Optional } from '../../common/validation';
import { PatchType } from '../../common/openapi-document';
import {
  BLOCK_LIMITS,
  BLOCK_ORIENTATIONS,
  BLOCK_STATUSES,
  DEFAULT_HARVEST_PLAN,
  GRAPE_VARIETIES,
  HARVEST_PLANS,
  type HarvestPlan,
  MESSAGES,
  TRELLIS_SYSTEMS,
  validateBlockName,
  validateBlockOrientation,
  validateBlockSize,
  validateGrapeVariety,
  validateRowSpacing,
  validateTrellisSystem,
  validateVineSpacing,
} from '@vineyard/domain';

const b = MESSAGES.block;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SpacingDto {
  /** Metres between rows, 0.5-10 (default 2). */
  @ApiProperty({ example: 2, minimum: BLOCK_LIMITS.rowSpacing.min, maximum: BLOCK_LIMITS.rowSpacing.max })
  @Type(() => Number)
  @DomainRule(validateRowSpacing, 'number')
  @MaxDecimals(2, { message: b.rowSpacingMin })
  rowSpacing: number;

  /** Metres between vines in a row, 0.5-10 (default 1). */
  @ApiProperty({ example: 1, minimum: BLOCK_LIMITS.vineSpacing.min, maximum: BLOCK_LIMITS.vineSpacing.max })
  @Type(() => Number)
  @DomainRule(validateVineSpacing, 'number')
  @MaxDecimals(2, { message: b.vineSpacingMin })
  vineSpacing: number;
}

export class CreateBlockDto {
  @ApiProperty({ example: 'North Merlot', maxLength: 100 })
  @Transform(trim)
  @DomainRule(validateBlockName, 'string')
  @MaxLength(100, { message: MESSAGES.common.textTooLong('Block name', 100) })
  name: string;

  /** Hectares, 0.1-1000 and at most what the plot has free. */
  @ApiPropertyOptional({
    example: 0.5,
    minimum: BLOCK_LIMITS.size.min,
    maximum: BLOCK_LIMITS.size.max,
    default: BLOCK_LIMITS.size.default,
  })
  @Optional()
  @Type(() => Number)
  @DomainRule(validateBlockSize, 'number')
  @MaxDecimals(2, { message: b.sizeMin })
  size?: number;

  @ApiProperty({ enum: GRAPE_VARIETIES })
  @DomainRule(validateGrapeVariety, 'string')
  grapeVariety: (typeof GRAPE_VARIETIES)[number];

  @ApiPropertyOptional({ type: SpacingDto, description: 'Defaults to 2 m × 1 m' })
  @Optional()
  @ValidateNested({ message: MESSAGES.common.notAnObject('Vine spacing') })
  @Type(() => SpacingDto)
  vineSpacing?: SpacingDto;

  @ApiProperty({ enum: BLOCK_ORIENTATIONS })
  @DomainRule(validateBlockOrientation, 'string')
  orientation: (typeof BLOCK_ORIENTATIONS)[number];

  @ApiProperty({ enum: TRELLIS_SYSTEMS })
  @DomainRule(validateTrellisSystem, 'string')
  trellisSystem: (typeof TRELLIS_SYSTEMS)[number];

  @ApiPropertyOptional({ maxLength: 2000 })
  @Optional()
  @IsString({ message: MESSAGES.common.notText('Notes') })
  @MaxLength(2000, { message: MESSAGES.common.textTooLong('Notes', 2000) })
  notes?: string;

  @ApiPropertyOptional({
    enum: HARVEST_PLANS,
    default: DEFAULT_HARVEST_PLAN,
    description:
      'What the tick does with grapes left on the vine after the harvest window: crush them (or sell them if the tanks are full), sell them to the grape buyers, or keep them',
  })
  @Optional()
  @IsIn(HARVEST_PLANS, { message: b.harvestPlanInvalid })
  harvestPlan?: HarvestPlan;
}

export class UpdateBlockDto extends PatchType(CreateBlockDto) {}

export class HarvestDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: GRAPE_VARIETIES })
  variety: string;

  @ApiProperty({ description: 'Kilograms' })
  amount: number;

  @ApiProperty({ description: 'Quality, 0-100.' })
  quality: number;

  @ApiProperty({ description: 'Game year of the harvest' })
  year: number;

  @ApiProperty({
    description: 'Game day of the harvest (day index since the game start; formatGameDay in libs/domain)',
  })
  gameDay: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class BlockDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  plotId: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: 'Hectares' })
  size: number;

  @ApiProperty({ enum: GRAPE_VARIETIES })
  grapeVariety: string;

  @ApiProperty({ type: SpacingDto })
  vineSpacing: SpacingDto;

  @ApiProperty({ enum: BLOCK_ORIENTATIONS })
  orientation: string;

  @ApiProperty({ enum: TRELLIS_SYSTEMS })
  trellisSystem: string;

  @ApiProperty({ enum: HARVEST_PLANS, description: 'What the tick does with grapes left on the vine' })
  harvestPlan: HarvestPlan;

  @ApiProperty()
  notes: string;

  @ApiProperty({ enum: BLOCK_STATUSES })
  status: string;

  @ApiProperty({ description: '10000 / (rowSpacing × vineSpacing)' })
  vinesPerHectare: number;

  @ApiProperty({ description: 'round(size × vinesPerHectare)' })
  vines: number;

  @ApiProperty({ type: String, format: 'date-time' })
  plantingDate: string;

  @ApiProperty({
    description: 'Game day of the planting (day index since the game start; a new variety is a new planting)',
  })
  plantedGameDay: number;

  @ApiProperty({ description: 'Game days since planting' })
  ageDays: number;

  @ApiProperty({ description: 'How well the variety suits the plot, 0-100' })
  suitability: number;

  @ApiProperty({ description: 'Percent' })
  health: number;

  @ApiProperty({ description: '0-100' })
  quality: number;
}

export class BlockDetailsDto extends BlockDto {
  @ApiProperty({ type: [HarvestDto] })
  harvests: HarvestDto[];
}

export class BlockEnvelopeDataDto {
  @ApiProperty({ type: BlockDto })
  block: BlockDto;
}

export class BlockDetailsEnvelopeDataDto {
  @ApiProperty({ type: BlockDetailsDto })
  block: BlockDetailsDto;
}

export class BlocksEnvelopeDataDto {
  @ApiProperty({ type: [BlockDto] })
  blocks: BlockDto[];
}

export class HarvestResultDataDto {
  @ApiProperty({ type: BlockDto })
  block: BlockDto;

  @ApiProperty({ type: HarvestDto })
  harvest: HarvestDto;
}
