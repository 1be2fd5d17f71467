import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsString, MaxLength, registerDecorator } from 'class-validator';
import { DomainRule, LimitQuery, Optional, PageQuery } from '../../common/validation';
import {
  MESSAGES,
  normalizeTags,
  SUGGESTION_LIMITS,
  SUGGESTION_SORTS,
  SUGGESTION_STATUSES,
  validateCommentLength,
  validateCommentText,
  validateProblemSolved,
  validateSuggestionDescription,
  validateSuggestionTitle,
  validateTags,
  VOTE_TYPES,
  type SuggestionSort,
  type SuggestionStatus,
  type VoteType,
} from '@vineyard/domain';
import { PaginationDto } from '../../common/pagination.dto';

const s = MESSAGES.suggestion;
const L = SUGGESTION_LIMITS;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Tags arrive as a list (or, from a form, comma separated); stored trimmed, lower-case, distinct. */
const tagsIn = ({ value }: { value: unknown }) => {
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list) || !list.every((t) => typeof t === 'string')) return value;
  return normalizeTags(list.map((t: string) => t.toLowerCase()));
};

/** At most 5 tags of at most 30 characters each (the domain rule, with its messages). */
function ValidTags(): PropertyDecorator {
  return (target, propertyName) => {
    // an explicit null is refused (Optional() lets it through to here): the column is NOT NULL
    DomainRule((value) => (value === null ? s.tagsInvalid : validateTags(value)))(target, propertyName);
    registerDecorator({
      name: 'tagLength',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: s.tagTooLong },
      validator: {
        validate: (value: unknown) =>
          !Array.isArray(value) || value.every((t) => typeof t !== 'string' || t.length <= L.tagMaxLength),
      },
    });
  };
}

export class CreateFeatureDto {
  @ApiProperty({ minLength: L.titleMin, maxLength: L.titleMax, example: 'Weather forecasts for harvest planning' })
  @Transform(trim)
  @DomainRule(validateSuggestionTitle, 'string')
  title: string;

  @ApiProperty({ minLength: L.descriptionMin, maxLength: L.descriptionMax })
  @Transform(trim)
  @DomainRule(validateSuggestionDescription, 'string')
  description: string;

  @ApiPropertyOptional({ maxLength: L.problemSolvedMax })
  @Optional()
  @Transform(trim)
  @DomainRule(validateProblemSolved, 'string')
  problemSolved?: string;

  @ApiPropertyOptional({ type: [String], maxItems: L.maxTags, example: ['weather', 'vineyard management'] })
  @Optional()
  @Transform(tagsIn)
  @ValidTags()
  tags?: string[];

  /** The player ticked that they searched for similar requests first (the form requires it). */
  @ApiProperty()
  @IsBoolean({ message: s.searchedForSimilarRequired })
  @IsIn([true], { message: s.searchedForSimilarRequired })
  searchedForSimilar: boolean;
}

export class UpdateFeatureDto {
  @ApiPropertyOptional({ enum: SUGGESTION_STATUSES })
  @Optional()
  @IsIn(SUGGESTION_STATUSES, { message: s.statusInvalid })
  status?: SuggestionStatus;

  @ApiPropertyOptional({ minLength: L.titleMin, maxLength: L.titleMax })
  @Optional()
  @Transform(trim)
  @DomainRule(validateSuggestionTitle, 'string')
  title?: string;

  @ApiPropertyOptional({ minLength: L.descriptionMin, maxLength: L.descriptionMax })
  @Optional()
  @Transform(trim)
  @DomainRule(validateSuggestionDescription, 'string')
  description?: string;

  @ApiPropertyOptional({ maxLength: L.problemSolvedMax })
  @Optional()
  @Transform(trim)
  @DomainRule(validateProblemSolved, 'string')
  problemSolved?: string;

  @ApiPropertyOptional({ type: [String], maxItems: L.maxTags })
  @Optional()
  @Transform(tagsIn)
  @ValidTags()
  tags?: string[];
}

export class ListFeaturesQueryDto {
  @PageQuery()
  page?: number;

  @LimitQuery(L.maxPageSize, L.pageSize)
  limit?: number;

  /** Words found at the start of words of the title or description, ignoring case. */
  @ApiPropertyOptional({ maxLength: L.searchMaxLength })
  @Optional()
  @IsString({ message: MESSAGES.common.notText('Search') })
  @MaxLength(L.searchMaxLength, { message: MESSAGES.common.textTooLong('Search', L.searchMaxLength) })
  search?: string;

  @ApiPropertyOptional({ maxLength: L.tagMaxLength })
  @Optional()
  @IsString({ message: MESSAGES.common.notText('Tag') })
  @MaxLength(L.tagMaxLength, { message: MESSAGES.common.textTooLong('Tag', L.tagMaxLength) })
  tag?: string;

  @ApiPropertyOptional({ enum: SUGGESTION_SORTS, default: 'votes' })
  @Optional()
  @IsIn(SUGGESTION_SORTS, { message: MESSAGES.common.invalidChoice('Sort', SUGGESTION_SORTS) })
  sort?: SuggestionSort;
}

export class LimitQueryDto {
  @LimitQuery(L.maxPageSize, L.highlightListSize)
  limit?: number;
}

export class VoteDto {
  @ApiProperty({ enum: VOTE_TYPES })
  @IsIn(VOTE_TYPES, { message: s.voteTypeInvalid })
  voteType: VoteType;
}

export class CreateCommentDto {
  @ApiProperty({ maxLength: L.commentMax })
  @Transform(trim)
  @DomainRule((text) => validateCommentText(text) ?? validateCommentLength(text), 'string')
  text: string;
}

// --- Answers ----------------------------------------------------------------------------------

export class VoteHistoryPointDto {
  /** The day (UTC), YYYY-MM-DD. */
  @ApiProperty({ example: '2026-11-23' })
  date: string;

  /** The vote count at the end of that day (or now, for today). */
  @ApiProperty()
  count: number;
}

export class FeatureCommentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  /** The author's username. */
  @ApiProperty()
  author: string;

  @ApiProperty({ type: String, format: 'date-time' })
  date: string;

  @ApiProperty()
  text: string;
}

export class FeatureDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  description: string;

  @ApiProperty()
  problemSolved: string;

  @ApiProperty({ enum: SUGGESTION_STATUSES })
  status: SuggestionStatus;

  /** Up votes minus down votes; may be negative. */
  @ApiProperty()
  votes: number;

  @ApiProperty({ type: [String] })
  tags: string[];

  @ApiProperty()
  commentCount: number;

  /** The suggester's username; null once the account is gone. */
  @ApiProperty({ type: String, nullable: true })
  author: string | null;

  /** When it was submitted. */
  @ApiProperty({ type: String, format: 'date-time' })
  date: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;

  /** The vote count per day, oldest first (the last 30 days on which it changed). */
  @ApiProperty({ type: [VoteHistoryPointDto] })
  voteHistory: VoteHistoryPointDto[];

  /** More than 5 votes a day between the two most recent history points. */
  @ApiProperty()
  trending: boolean;
}

export class FeatureDetailDto extends FeatureDto {
  @ApiProperty({ type: [FeatureCommentDto] })
  comments: FeatureCommentDto[];
}

export class FeaturesPageDataDto {
  @ApiProperty({ type: [FeatureDto] })
  features: FeatureDto[];

  @ApiProperty({ type: PaginationDto })
  pagination: PaginationDto;
}

export class FeaturesDataDto {
  @ApiProperty({ type: [FeatureDto] })
  features: FeatureDto[];
}

export class FeatureDataDto {
  @ApiProperty({ type: FeatureDetailDto })
  feature: FeatureDetailDto;
}

export class CommentsDataDto {
  @ApiProperty({ type: [FeatureCommentDto] })
  comments: FeatureCommentDto[];
}

export class CommentDataDto {
  @ApiProperty({ type: FeatureCommentDto })
  comment: FeatureCommentDto;
}

export class VoteResultDataDto {
  /** The suggestion's vote count after this vote. */
  @ApiProperty()
  votes: number;

  /** The player's vote now: null when the same vote was sent again (it is removed). */
  @ApiProperty({ enum: VOTE_TYPES, nullable: true, type: String })
  userVote: VoteType | null;
}

export class UserVoteDto {
  @ApiProperty({ format: 'uuid' })
  featureId: string;

  @ApiProperty({ enum: VOTE_TYPES })
  voteType: VoteType;
}

export class UserVotesDataDto {
  @ApiProperty({ type: [UserVoteDto] })
  votes: UserVoteDto[];
}

export class TagsDataDto {
  /** Tags in use, most used first. */
  @ApiProperty({ type: [String] })
  tags: string[];
}

export class StatusCountDto {
  @ApiProperty({ enum: SUGGESTION_STATUSES })
  status: SuggestionStatus;

  @ApiProperty()
  count: number;
}

export class TagCountDto {
  @ApiProperty()
  tag: string;

  @ApiProperty()
  count: number;
}

export class FeatureStatisticsDto {
  @ApiProperty()
  totalSuggestions: number;

  /** Every status, including those with no suggestion. */
  @ApiProperty({ type: [StatusCountDto] })
  byStatus: StatusCountDto[];

  /** Votes cast (up and down). */
  @ApiProperty()
  totalVotes: number;

  @ApiProperty()
  upVotes: number;

  @ApiProperty()
  downVotes: number;

  @ApiProperty()
  totalComments: number;

  /** The 10 most used tags. */
  @ApiProperty({ type: [TagCountDto] })
  topTags: TagCountDto[];
}

export class FeatureStatisticsDataDto {
  @ApiProperty({ type: FeatureStatisticsDto })
  statistics: FeatureStatisticsDto;
}
