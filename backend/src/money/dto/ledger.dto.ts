import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { LEDGER_KINDS, LEDGER_PAGE_LIMITS, type LedgerKind, MAX_PAGE_NUMBER, MESSAGES } from '@vineyard/domain';
import { LimitQuery, Optional, PageQuery } from '../../common/validation';
import { PaginationDto } from '../../common/pagination.dto';

export class LedgerQueryDto {
  @PageQuery(MAX_PAGE_NUMBER, { type: 'integer' })
  page?: number;

  @LimitQuery(LEDGER_PAGE_LIMITS.max, LEDGER_PAGE_LIMITS.default, { type: 'integer' })
  limit?: number;

  /** Only entries of this kind. */
  @ApiPropertyOptional({ enum: LEDGER_KINDS })
  @Optional()
  @IsIn(LEDGER_KINDS, { message: MESSAGES.common.invalidChoice('kind', LEDGER_KINDS) })
  kind?: LedgerKind;
}

export class LedgerEntryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  /** Signed whole euros: positive in, negative out. */
  @ApiProperty({ type: 'integer' })
  amount: number;

  @ApiProperty({ enum: LEDGER_KINDS })
  kind: LedgerKind;

  /** The game day it happened on (days since Spring, Year 1, Day 1). */
  @ApiProperty({ type: 'integer' })
  gameDay: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  /** The estate's money right after this entry. */
  @ApiProperty({ type: 'integer' })
  balanceAfter: number;

  @ApiProperty()
  description: string;
}

export class LedgerPageDto {
  @ApiProperty({ type: [LedgerEntryDto] })
  entries: LedgerEntryDto[];

  @ApiProperty({ type: PaginationDto })
  pagination: PaginationDto;
}

export class FinancesQueryDto {
  /** Game year (1 = the first); default: the current one. */
  @ApiPropertyOptional({ type: 'integer', minimum: 1 })
  @Optional()
  @Type(() => Number)
  @IsInt({ message: MESSAGES.awards.badYear })
  @Min(1, { message: MESSAGES.awards.badYear })
  @Max(100000, { message: MESSAGES.awards.badYear })
  year?: number;
}

export class KindTotalDto {
  @ApiProperty({ enum: LEDGER_KINDS })
  kind: LedgerKind;

  /** Whole euros, positive (income) or negative (costs). */
  @ApiProperty({ type: 'integer' })
  amount: number;
}

export class BalancePointDto {
  @ApiProperty({
    description: 'Game day: days since the game started (`formatGameDay` in libs/domain shows it as a date).',
    type: 'integer',
  })
  gameDay: number;

  /** Money at the end of that game day. */
  @ApiProperty({ type: 'integer' })
  balance: number;
}

export class FinancesDto {
  @ApiProperty({ description: 'Game year of these figures.', type: 'integer' })
  year: number;

  /** Game years that have ledger entries, oldest first. */
  @ApiProperty({ type: 'integer', isArray: true })
  years: number[];

  /** The year's money in, by kind (largest first). */
  @ApiProperty({ type: [KindTotalDto] })
  income: KindTotalDto[];

  /** The year's money out, by kind (negative amounts, largest first). */
  @ApiProperty({ type: [KindTotalDto] })
  costs: KindTotalDto[];

  /** Income plus costs. */
  @ApiProperty({ type: 'integer' })
  net: number;

  @ApiProperty({ description: 'Money now, whole euros.', type: 'integer' })
  money: number;

  /** Unpaid charges; above zero the estate is in arrears. */
  @ApiProperty({ type: 'integer' })
  arrears: number;

  /** Money at the end of each game day with entries, over the estate's whole history. */
  @ApiProperty({ type: [BalancePointDto] })
  series: BalancePointDto[];
}

export class SupplyPointDto {
  @ApiProperty({ type: 'integer' })
  gameDay: number;

  /** Money held by all estates at the end of that day (the whole ledger up to it). */
  @ApiProperty({ type: 'integer' })
  total: number;
}

export class YearKindTotalDto {
  @ApiProperty({ type: 'integer' })
  year: number;

  @ApiProperty({ enum: LEDGER_KINDS })
  kind: LedgerKind;

  /** Money that entered estates (whole euros). */
  @ApiProperty({ type: 'integer' })
  created: number;

  /** Money that left estates (a positive number). */
  @ApiProperty({ type: 'integer' })
  destroyed: number;
}

export class EstateMoneyDto {
  @ApiProperty({ format: 'uuid' })
  estateId: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: 'Whole euros.', type: 'integer' })
  money: number;

  @ApiProperty({ description: 'Unpaid charges in whole euros; above zero the estate is in arrears.', type: 'integer' })
  arrears: number;
}

export class EconomyDto {
  @ApiProperty({ type: [SupplyPointDto] })
  supply: SupplyPointDto[];

  @ApiProperty({ type: [YearKindTotalDto] })
  perYear: YearKindTotalDto[];

  @ApiProperty({ type: [EstateMoneyDto] })
  richest: EstateMoneyDto[];

  @ApiProperty({ type: [EstateMoneyDto] })
  inArrears: EstateMoneyDto[];

  /** Money held by all estates now. */
  @ApiProperty({ type: 'integer' })
  totalMoney: number;

  /** The sum of the whole ledger: equals totalMoney. */
  @ApiProperty({ type: 'integer' })
  ledgerTotal: number;

  @ApiProperty({ type: 'integer' })
  estates: number;
}
