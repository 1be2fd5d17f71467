import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  CONTRACT_RULES,
  CONTRACT_STATUSES,
  GRAPE_COLORS,
  MESSAGES,
  WINE_TIERS,
  type ContractStatus,
  type GrapeColor,
  type WineTier,
} from '@vineyard/domain';
import { WineLotDto } from '../../cellar/dto/cellar.dto';

const c = MESSAGES.contracts;

export class AcceptContractDto {
  /** The offer's place on this month's board (GET …/contracts, `offers[].offer`). */
  @ApiProperty({ type: 'integer', minimum: 0, maximum: CONTRACT_RULES.offersPerMonth - 1, example: 0 })
  @IsInt({ message: c.offerInvalid })
  @Min(0, { message: c.offerInvalid })
  @Max(1000, { message: c.offerInvalid })
  offer: number;
}

export class DeliverContractDto {
  /** The bottled wine lot the bottles come from (one of the estate's). */
  @ApiProperty({ format: 'uuid' })
  @IsString({ message: c.lotRequired })
  @IsNotEmpty({ message: c.lotRequired })
  @MaxLength(64, { message: c.lotRequired })
  wineLotId: string;
}

/** The terms a contract and an offer share. */
class ContractTermsDto {
  /** The game month of the board, and the offer's place on it. */
  @ApiProperty({ type: 'integer' })
  month: number;

  @ApiProperty({ type: 'integer' })
  offer: number;

  @ApiProperty({ enum: GRAPE_COLORS })
  colour: GrapeColor;

  /** The market tier the merchants buy for. */
  @ApiProperty({ enum: WINE_TIERS })
  tier: WineTier;

  /** The lowest quality (today, after bottle ageing) the wine may have. */
  @ApiProperty({ type: 'integer' })
  minQuality: number;

  @ApiProperty({ type: 'integer' })
  bottles: number;

  @ApiProperty({ type: 'integer', description: 'Whole euros a bottle.' })
  price: number;

  @ApiProperty({ type: 'integer', description: 'What delivery pays: bottles × price.' })
  value: number;

  @ApiProperty({ type: 'integer', description: 'What a default costs at most (as much as the estate has).' })
  penalty: number;

  /** The last game day the bottles may be delivered. */
  @ApiProperty({ type: 'integer' })
  dueDay: number;
}

export class ContractOfferDto extends ContractTermsDto {
  /** Whether the estate accepted this offer already. */
  @ApiProperty()
  taken: boolean;
}

export class ContractDto extends ContractTermsDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: CONTRACT_STATUSES })
  status: ContractStatus;

  @ApiProperty({ type: 'integer' })
  acceptedDay: number;

  /** The day it was delivered or defaulted. */
  @ApiProperty({ type: 'integer', nullable: true })
  closedDay: number | null;

  /** The lot it was delivered from. */
  @ApiProperty({ format: 'uuid', type: 'string', nullable: true })
  wineLotId: string | null;

  /** What its default took (as much of the penalty as the estate had); null unless defaulted. */
  @ApiProperty({ type: 'integer', nullable: true })
  penaltyPaid: number | null;
}

export class ContractsDto {
  /** The game month of the board (day index ÷ 30), and today. */
  @ApiProperty({ type: 'integer' })
  month: number;

  @ApiProperty({ type: 'integer' })
  day: number;

  /** The first day of the next board. */
  @ApiProperty({ type: 'integer' })
  nextBoardDay: number;

  @ApiProperty({ type: 'integer', description: 'The open contracts an estate may hold.' })
  maxOpen: number;

  @ApiProperty({ type: [ContractOfferDto] })
  offers: ContractOfferDto[];

  /** Open first (soonest due), then the latest closed. */
  @ApiProperty({ type: [ContractDto] })
  contracts: ContractDto[];
}

export class ContractsDataDto {
  @ApiProperty({ type: ContractsDto })
  contracts: ContractsDto;
}

export class ContractDataDto {
  @ApiProperty({ type: ContractDto })
  contract: ContractDto;
}

export class ContractDeliveryDataDto {
  @ApiProperty({ type: ContractDto })
  contract: ContractDto;

  /** The lot afterwards (its bottles left). */
  @ApiProperty({ type: WineLotDto })
  wine: WineLotDto;

  @ApiProperty({ type: 'integer', description: "The estate's money afterwards." })
  money: number;

  @ApiProperty({ type: 'integer', description: 'What the delivery paid.' })
  received: number;

  @ApiProperty({ type: 'integer', description: "The estate's reputation afterwards (0-100)." })
  reputation: number;
}
