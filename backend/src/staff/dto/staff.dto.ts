import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Length, Max, Min } from 'class-validator';
import { MESSAGES, STAFF, STAFF_ROLES, type StaffRole } from '@vineyard/domain';

const m = MESSAGES.staff;
const shareInvalid = m.shareInvalid(STAFF.minSharePercent, STAFF.maxSharePercent);

export class HireStaffDto {
  /** A candidate's id from this month's labour market (GET /estates/{id}/staff). */
  @ApiProperty({ description: "A candidate's id from this month's labour market.", example: '3-salesManager-0' })
  @IsString({ message: m.candidateInvalid })
  @Length(1, 64, { message: m.candidateInvalid })
  candidate: string;
}

export class SalesRuleDto {
  @ApiProperty({
    type: 'integer',
    minimum: STAFF.minSharePercent,
    maximum: STAFF.maxSharePercent,
    description: "The share (percent) of each named wine's bottles the sales manager sells a month at most.",
    example: STAFF.defaultSharePercent,
  })
  @IsInt({ message: shareInvalid })
  @Min(STAFF.minSharePercent, { message: shareInvalid })
  @Max(STAFF.maxSharePercent, { message: shareInvalid })
  sharePercent: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 100,
    description: 'The lowest quality (0-100) of the wines the sales manager sells.',
    example: STAFF.defaultMinQuality,
  })
  @IsInt({ message: m.minQualityInvalid })
  @Min(0, { message: m.minQualityInvalid })
  @Max(100, { message: m.minQualityInvalid })
  minQuality: number;
}

/** A member of the estate's staff. */
export class StaffMemberDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: STAFF_ROLES })
  role: StaffRole;

  @ApiProperty({ example: 'Sales manager' })
  roleLabel: string;

  @ApiProperty({ example: 'Ana Rossi' })
  name: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5 })
  skill: number;

  @ApiProperty({ type: 'integer', description: 'Whole euros a game month.' })
  wage: number;

  @ApiProperty({ type: 'integer', description: 'The game day they were hired.' })
  hiredDay: number;
}

/** A candidate on this month's labour market. */
export class StaffCandidateDto {
  @ApiProperty({ description: 'The id to hire them by (valid this game month).', example: '3-salesManager-0' })
  id: string;

  @ApiProperty({ enum: STAFF_ROLES })
  role: StaffRole;

  @ApiProperty({ example: 'Sales manager' })
  roleLabel: string;

  @ApiProperty({ example: 'Ana Rossi' })
  name: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5 })
  skill: number;

  @ApiProperty({ type: 'integer', description: 'Whole euros a game month.' })
  wage: number;

  @ApiProperty({ type: 'integer', description: 'Whole euros paid when hired.' })
  hiringFee: number;
}

export class SalesRuleViewDto {
  @ApiProperty({ type: 'integer' })
  sharePercent: number;

  @ApiProperty({ type: 'integer' })
  minQuality: number;
}

/** The vineyard manager's crew against the estate's blocks. */
export class VineyardCrewDto {
  @ApiProperty({
    type: 'number',
    description: `Hectares of blocks the vineyard manager's crew works a month: the manager's ${STAFF.managerHectares} and ${STAFF.workerHectaresPerSkill} for each point of each vineyard worker's skill; 0 without a vineyard manager.`,
    example: 16,
  })
  hectares: number;

  @ApiProperty({ type: 'number', description: "Hectares of the estate's blocks.", example: 12.5 })
  plantedHectares: number;
}

/** An estate's staff, its labour market this month and its sales rule. */
export class StaffDto {
  @ApiProperty({ type: 'integer' })
  day: number;

  @ApiProperty({ type: [StaffMemberDto] })
  staff: StaffMemberDto[];

  @ApiProperty({ type: [StaffCandidateDto], description: "This game month's candidates the estate has not hired." })
  candidates: StaffCandidateDto[];

  @ApiProperty({ type: 'integer', description: 'Whole euros the staff are paid each game month.' })
  monthlyWages: number;

  @ApiProperty({ type: 'integer', description: 'The game day of the next wages (the first day of a game month).' })
  nextWageDay: number;

  @ApiProperty({ type: SalesRuleViewDto })
  salesRule: SalesRuleViewDto;

  @ApiProperty({ type: VineyardCrewDto })
  vineyardCrew: VineyardCrewDto;
}

export class StaffDataDto {
  @ApiProperty({ type: StaffDto })
  staff: StaffDto;
}

export class StaffHiredDataDto {
  @ApiProperty({ type: StaffMemberDto })
  member: StaffMemberDto;

  @ApiProperty({ type: 'integer', description: 'Whole euros paid (the hiring fee).' })
  fee: number;

  @ApiProperty({ type: 'integer', description: "The estate's money afterwards." })
  money: number;
}

export class SalesRuleDataDto {
  @ApiProperty({ type: SalesRuleViewDto })
  salesRule: SalesRuleViewDto;
}
