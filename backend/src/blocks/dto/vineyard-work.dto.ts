import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  MESSAGES,
  VINEYARD_WORK_KINDS,
  VINEYARD_WORK_OPTIONS,
  type VineyardWorkKind,
  type VineyardWorkOption,
} from '@vineyard/domain';
import { Optional } from '../../common/validation';

const m = MESSAGES.vineyardWork;
const WORK_STATES = ['done', 'due', 'upcoming', 'missed', 'closed'] as const;

/** POST /blocks/{id}/work: the kind of work and how (the only option of a kind when absent). */
export class DoVineyardWorkDto {
  @ApiProperty({ enum: VINEYARD_WORK_KINDS })
  @IsIn(VINEYARD_WORK_KINDS, { message: m.kindInvalid })
  kind: VineyardWorkKind;

  @ApiPropertyOptional({
    enum: VINEYARD_WORK_OPTIONS,
    description:
      'Pruning: light, standard or hard; green harvest: light or hard; spraying and canopy work: standard (the default)',
  })
  @Optional()
  @IsIn(VINEYARD_WORK_OPTIONS, { message: m.optionInvalid(VINEYARD_WORK_OPTIONS) })
  option?: VineyardWorkOption;
}

export class WorkWindowDto {
  @ApiProperty({ description: 'First game day' })
  from: number;

  @ApiProperty({ description: 'Last game day' })
  to: number;

  @ApiProperty({ description: "'1 Dec, Year 2 – 30 Mar, Year 3'" })
  label: string;
}

export class WorkOptionDto {
  @ApiProperty({ enum: VINEYARD_WORK_OPTIONS })
  option: VineyardWorkOption;

  @ApiProperty({ description: "'Hard'" })
  label: string;

  @ApiProperty({ description: 'What it costs on this block, whole euros' })
  cost: number;

  @ApiProperty({ description: 'What it does to the harvest' })
  text: string;
}

export class WorkDoneDto {
  @ApiProperty({ enum: VINEYARD_WORK_OPTIONS })
  option: VineyardWorkOption;

  @ApiProperty({ description: 'Game day it was done' })
  day: number;

  @ApiProperty()
  text: string;
}

/** One kind of the vintage's work on the block. */
export class WorkItemDto {
  @ApiProperty({ enum: VINEYARD_WORK_KINDS })
  kind: VineyardWorkKind;

  @ApiProperty({ description: "'Winter pruning'" })
  name: string;

  @ApiProperty()
  what: string;

  @ApiProperty({ description: 'The game year of the harvest it is for' })
  vintage: number;

  @ApiProperty({
    enum: WORK_STATES,
    description:
      'done; due (its window is open); upcoming; missed (closed undone: what skipping does applies at harvest); closed (no effect)',
  })
  state: (typeof WORK_STATES)[number];

  @ApiProperty({ type: WorkWindowDto })
  window: WorkWindowDto;

  @ApiProperty({ type: [WorkOptionDto] })
  options: WorkOptionDto[];

  @ApiProperty({ type: WorkDoneDto, nullable: true })
  done: WorkDoneDto | null;

  @ApiProperty({ type: String, nullable: true, description: 'What leaving it undone does (null: nothing)' })
  ifSkipped: string | null;
}

export class WorkEffectPartDto {
  @ApiProperty({ enum: VINEYARD_WORK_KINDS })
  kind: VineyardWorkKind;

  @ApiProperty({ type: String, nullable: true, description: "The option done, 'skipped', or null (no effect)" })
  done: string | null;

  @ApiProperty()
  yieldPercent: number;

  @ApiProperty()
  qualityPoints: number;

  @ApiProperty()
  text: string;
}

export class WorkEffectsDto {
  @ApiProperty({ description: 'Percentage points on the harvest’s kilograms as things stand' })
  yieldPercent: number;

  @ApiProperty({ description: 'Points on the picked grapes’ quality as things stand' })
  qualityPoints: number;

  @ApiProperty({ type: [WorkEffectPartDto] })
  parts: WorkEffectPartDto[];
}

export class BlockVineyardWorkDto {
  @ApiProperty({ description: 'Today, game day index' })
  today: number;

  @ApiProperty({ description: 'The vintage the work is for' })
  vintage: number;

  @ApiProperty({ description: 'Whether the block bears this vintage and is not picked yet (else nothing is due)' })
  bearing: boolean;

  @ApiProperty({ type: [WorkItemDto], description: 'Each kind, in window order' })
  items: WorkItemDto[];

  @ApiProperty({ type: WorkEffectsDto, description: 'What the vintage’s work (done and skipped) does to its harvest' })
  effects: WorkEffectsDto;
}

export class BlockVineyardWorkDataDto {
  @ApiProperty({ type: BlockVineyardWorkDto })
  work: BlockVineyardWorkDto;
}

export class DoneWorkDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  blockId: string;

  @ApiProperty()
  blockName: string;

  @ApiProperty({ enum: VINEYARD_WORK_KINDS })
  kind: VineyardWorkKind;

  @ApiProperty({ enum: VINEYARD_WORK_OPTIONS })
  option: VineyardWorkOption;

  @ApiProperty()
  vintage: number;

  @ApiProperty({ description: 'Whole euros paid' })
  cost: number;

  @ApiProperty({ description: 'Game day it was done' })
  gameDay: number;

  @ApiProperty({ description: "The estate's money afterwards" })
  money: number;
}

export class DoneWorkDataDto {
  @ApiProperty({ type: DoneWorkDto })
  done: DoneWorkDto;

  @ApiProperty({ type: BlockVineyardWorkDto })
  work: BlockVineyardWorkDto;
}

/** A kind of work due now on one of the estate's blocks (the Overview's task). */
export class DueWorkDto {
  @ApiProperty({ format: 'uuid' })
  blockId: string;

  @ApiProperty()
  blockName: string;

  @ApiProperty({ enum: VINEYARD_WORK_KINDS })
  kind: VineyardWorkKind;

  @ApiProperty({ description: "'Winter pruning'" })
  name: string;

  @ApiProperty({ description: 'Last day of its window' })
  until: number;

  @ApiProperty({ description: "'30 Mar, Year 3'" })
  untilLabel: string;

  @ApiProperty({ description: 'The cheapest option on this block, whole euros' })
  cost: number;

  @ApiProperty({ type: String, nullable: true })
  ifSkipped: string | null;
}

export class EstateVineyardWorkDataDto {
  @ApiProperty()
  today: number;

  @ApiProperty({ type: [DueWorkDto], description: 'Due now, the window closing soonest first' })
  due: DueWorkDto[];
}
