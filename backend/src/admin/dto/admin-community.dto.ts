import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import { MESSAGES } from '@vineyard/domain';
import { Optional } from '../../common/validation';
import { CreateCommentDto, FeatureCommentDto, UpdateFeatureDto } from '../../suggestions/dto/feature.dto';
import { PageQueryDto } from './admin.dto';
import { PaginationDto } from '../../common/pagination.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** What an admin may change on a suggestion (the board's own rules); absent fields are kept. */
export class AdminUpdateFeatureDto extends PickType(UpdateFeatureDto, ['status', 'title', 'description', 'tags']) {}

/** The new text of a comment (the board's own rules). */
export class AdminUpdateCommentDto extends PickType(CreateCommentDto, ['text']) {}

export class DeletedFeatureDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  /** Votes, vote-history points and comments deleted with it. */
  @ApiProperty()
  votes: number;

  @ApiProperty()
  history: number;

  @ApiProperty()
  comments: number;
}

export class DeletedFeatureDataDto {
  @ApiProperty({ type: DeletedFeatureDto })
  deleted: DeletedFeatureDto;
}

export class AdminCommentDataDto {
  @ApiProperty({ type: FeatureCommentDto })
  comment: FeatureCommentDto;
}

export class DeletedCommentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
}

export class DeletedCommentDataDto {
  @ApiProperty({ type: DeletedCommentDto })
  deleted: DeletedCommentDto;
}

// --- Waitlist and newsletter -------------------------------------------------------------------

export class MailingListQueryDto extends PageQueryDto {
  /** Part of an e-mail address, any case. */
  @ApiPropertyOptional({ maxLength: 100 })
  @Optional()
  @IsString({ message: MESSAGES.common.notText('Search') })
  @Transform(trim)
  @MaxLength(100, { message: MESSAGES.common.textTooLong('Search', 100) })
  search?: string;
}

export class WaitlistEntryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  email: string;

  /** Asked to be included in early access. */
  @ApiProperty()
  earlyAccess: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class WaitlistCountsDto {
  /** Everyone on the list (whatever the search). */
  @ApiProperty()
  total: number;

  @ApiProperty()
  earlyAccess: number;

  /** Joined in the last 7 days. */
  @ApiProperty()
  lastSevenDays: number;
}

export class WaitlistDataDto {
  @ApiProperty({ type: [WaitlistEntryDto] })
  entries: WaitlistEntryDto[];

  @ApiProperty({ type: PaginationDto })
  pagination: PaginationDto;

  @ApiProperty({ type: WaitlistCountsDto })
  counts: WaitlistCountsDto;
}

export class NewsletterEntryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class NewsletterCountsDto {
  /** Every subscriber (whatever the search). */
  @ApiProperty()
  total: number;

  /** Subscribed in the last 7 days. */
  @ApiProperty()
  lastSevenDays: number;
}

export class NewsletterDataDto {
  @ApiProperty({ type: [NewsletterEntryDto] })
  entries: NewsletterEntryDto[];

  @ApiProperty({ type: PaginationDto })
  pagination: PaginationDto;

  @ApiProperty({ type: NewsletterCountsDto })
  counts: NewsletterCountsDto;
}
