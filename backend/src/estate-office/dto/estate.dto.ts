import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { DomainRule, Optional } from '../../common/validation';
import {
  EMAIL_MAX_LENGTH,
  ESTATE_NAME_LIMITS,
  ESTATE_TEMPLATES,
  MAX_CO_OWNERS,
  MESSAGES,
  REGIONS,
  validateEmail,
  validateEstateName,
  validateEstateRename,
} from '@vineyard/domain';

const e = MESSAGES.estate;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

function EstateName(rule: (value: unknown) => string | null): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: 'Castello di Prova', minLength: ESTATE_NAME_LIMITS.min, maxLength: ESTATE_NAME_LIMITS.max }),
    Transform(trim),
    DomainRule(rule, 'string'),
  );
}

export class CreateEstateDto {
  @EstateName(validateEstateName)
  name: string;

  /** boutique (2 ha, 1 plot), family (5 ha, 2 plots), commercial (10 ha, 3 plots); standard = family. */
  @ApiPropertyOptional({ enum: ESTATE_TEMPLATES, default: 'standard' })
  @Optional()
  @IsIn(ESTATE_TEMPLATES, { message: MESSAGES.common.invalidChoice('Template', ESTATE_TEMPLATES) })
  template?: (typeof ESTATE_TEMPLATES)[number];

  @ApiProperty({ enum: REGIONS, example: 'tuscany' })
  @IsNotEmpty({ message: e.locationRequired })
  @IsIn(REGIONS, { message: MESSAGES.common.invalidChoice('Location', REGIONS) })
  location: (typeof REGIONS)[number];

  /** Co-owners by user id or e-mail; empty entries are dropped. */
  @ApiPropertyOptional({ type: [String], example: ['friend@example.com'] })
  @Optional()
  @IsArray({ message: e.ownersInvalid(MAX_CO_OWNERS) })
  @ArrayMaxSize(MAX_CO_OWNERS, { message: e.ownersInvalid(MAX_CO_OWNERS) })
  @IsString({ each: true, message: e.ownersInvalid(MAX_CO_OWNERS) })
  @MaxLength(EMAIL_MAX_LENGTH, { each: true, message: e.ownersInvalid(MAX_CO_OWNERS) })
  @Transform(({ value }) =>
    Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '') : value,
  )
  owners?: string[];
}

export class RenameEstateDto {
  @EstateName(validateEstateRename)
  name: string;
}

export class AddOwnerDto {
  @ApiPropertyOptional({ format: 'uuid' })
  @Optional()
  @IsUUID('all', { message: e.ownerNotFound })
  userId?: string;

  @ApiPropertyOptional({ example: 'friend@example.com', maxLength: EMAIL_MAX_LENGTH })
  @Optional()
  @DomainRule(validateEmail, 'string')
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  email?: string;
}

export class EstateOwnerDto {
  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty()
  username: string;

  @ApiProperty()
  isPrimary: boolean;
}

export class EstatePlotSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  /** Hectares. */
  @ApiProperty({ example: 2.5 })
  size: number;

  /** Hectares planted with vineyard blocks (a new estate's largest plot has its head-start block). */
  @ApiProperty({ example: 1.5 })
  plantedSize: number;
}

export class GrapeStockDto {
  @ApiProperty()
  variety: string;

  /** Kilograms. */
  @ApiProperty()
  amount: number;

  @ApiProperty()
  quality: number;
}

export class SupplyStockDto {
  @ApiProperty()
  item: string;

  @ApiProperty()
  amount: number;
}

export class WineDto {
  @ApiProperty()
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  status: string;

  @ApiPropertyOptional()
  age?: number;

  @ApiPropertyOptional()
  bottles?: number;

  @ApiProperty({ description: 'Quality, 0-100.' })
  quality: number;
}

export class InventoryDto {
  @ApiProperty({ type: [GrapeStockDto] })
  grapes: GrapeStockDto[];

  @ApiProperty({ type: [SupplyStockDto] })
  supplies: SupplyStockDto[];
}

export class EstateCountsDto {
  @ApiProperty()
  plots: number;

  @ApiProperty({ description: 'Vines planted on all its blocks.' })
  vines: number;

  @ApiProperty()
  wines: number;
}

/** A pending invitation as the estate's owners see it: what was entered, never who it resolved to. */
export class EstateInvitationDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  /** The e-mail address or user id the invitation was sent to. */
  @ApiProperty({ example: 'friend@example.com' })
  invitee: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

/** An invitation as the invited player sees it. */
export class InvitationDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  estateId: string;

  @ApiProperty({ example: 'Castello di Prova' })
  estateName: string;

  @ApiProperty({ enum: REGIONS })
  location: string;

  /** Username of the owner who sent it (null when that account is gone). */
  @ApiProperty({ type: String, nullable: true })
  invitedBy: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class InvitationsEnvelopeDataDto {
  @ApiProperty({ type: [InvitationDto] })
  invitations: InvitationDto[];
}

export class EstateDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ enum: ESTATE_TEMPLATES })
  template: string;

  @ApiProperty({ enum: REGIONS })
  location: string;

  /** Whole euros. */
  @ApiProperty({ example: 250000 })
  money: number;

  @ApiProperty({
    description: 'Reputation as players see it, 0-100: earned points (awards, critics, sales) that fade with time.',
    example: 0,
  })
  reputation: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: [EstateOwnerDto] })
  owners: EstateOwnerDto[];

  /** Invitations to co-own this estate that are not accepted or declined yet. */
  @ApiProperty({ type: () => [EstateInvitationDto] })
  pendingInvitations: EstateInvitationDto[];

  /** Whether the caller is the primary owner (who may remove owners and delete the estate). */
  @ApiProperty()
  isPrimaryOwner: boolean;

  @ApiProperty({ type: [EstatePlotSummaryDto] })
  plots: EstatePlotSummaryDto[];

  /** Number of vines over all blocks. */
  @ApiProperty()
  vines: number;

  @ApiProperty({ type: [WineDto] })
  wines: WineDto[];

  @ApiProperty({ type: EstateCountsDto })
  counts: EstateCountsDto;

  @ApiProperty({ type: InventoryDto })
  inventory: InventoryDto;
}

export class EstateEnvelopeDataDto {
  @ApiProperty({ type: EstateDto })
  estate: EstateDto;
}

export class EstatesEnvelopeDataDto {
  @ApiProperty({ type: [EstateDto] })
  estates: EstateDto[];
}
