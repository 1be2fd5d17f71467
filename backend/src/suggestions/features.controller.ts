import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { isSuggestionStatus, MESSAGES, SUGGESTION_STATUSES } from '@vineyard/domain';
import { ApiDataResponse, ApiErrors, BODY_ERRORS, Envelope, INPUT_ERRORS, ok } from '../common/api-docs';
import { Authenticated, CurrentAuth } from '../auth/guards';
import type { AuthenticatedUser } from '../auth/auth.types';
import { ReaderFence, type ReadFence } from '../database/reader-fence';
import {
  CommentDataDto,
  CommentsDataDto,
  CreateCommentDto,
  CreateFeatureDto,
  FeatureDataDto,
  FeaturesDataDto,
  FeaturesPageDataDto,
  FeatureStatisticsDataDto,
  LimitQueryDto,
  ListFeaturesQueryDto,
  TagsDataDto,
  UpdateFeatureDto,
  UserVotesDataDto,
  VoteDto,
  VoteResultDataDto,
} from './dto/feature.dto';
import { FeaturesService } from './features.service';
import { FeatureSearchService } from './feature-search.service';
import { FeatureVotesService } from './feature-votes.service';
import { FeatureCommentsService } from './feature-comments.service';
import { FeatureStatisticsService } from './feature-statistics.service';
import { DomainError } from '../common/errors';

const s = MESSAGES.suggestion;

@ApiTags('features')
@Controller('features')
export class FeaturesController {
  constructor(
    private readonly features: FeaturesService,
    private readonly search: FeatureSearchService,
    private readonly votes: FeatureVotesService,
    private readonly commentsService: FeatureCommentsService,
    private readonly statisticsService: FeatureStatisticsService,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listFeatures',
    summary: 'Feature suggestions, a page at a time',
    description:
      'Public. Filters by search (words at the start of words of the title or description, ignoring case) and tag; sorts by votes (default), recent or trending. Page size 10 by default, at most 50.',
  })
  @ApiDataResponse(FeaturesPageDataDto)
  @ApiErrors(...INPUT_ERRORS)
  async list(
    @Query() query: ListFeaturesQueryDto,
    @ReaderFence() fence: ReadFence,
  ): Promise<Envelope<FeaturesPageDataDto>> {
    return ok(await this.search.list(query, undefined, fence));
  }

  @Get('trending')
  @ApiOperation({
    operationId: 'listTrendingFeatures',
    summary: 'Trending suggestions',
    description:
      'Public. Suggestions whose vote count grew by more than 5 a day between their two most recent daily history points, fastest first (5 by default).',
  })
  @ApiDataResponse(FeaturesDataDto)
  @ApiErrors(...INPUT_ERRORS)
  async trending(@Query() query: LimitQueryDto, @ReaderFence() fence: ReadFence): Promise<Envelope<FeaturesDataDto>> {
    return ok({ features: await this.search.trending(query.limit, fence) });
  }

  @Get('tags')
  @ApiOperation({
    operationId: 'listFeatureTags',
    summary: 'Tags in use',
    description:
      'Public. The tags of all suggestions, most used first (at most 100), for the tag filter and autocomplete.',
  })
  @ApiDataResponse(TagsDataDto)
  async tags(@ReaderFence() fence: ReadFence): Promise<Envelope<TagsDataDto>> {
    return ok({ tags: await this.statisticsService.tags(fence) });
  }

  @Get('statistics')
  @ApiOperation({
    operationId: 'getFeatureStatistics',
    summary: 'Board statistics',
    description: 'Public. Suggestions per status, votes cast (up and down), comments and the 10 most used tags.',
  })
  @ApiDataResponse(FeatureStatisticsDataDto)
  async statistics(@ReaderFence() fence: ReadFence): Promise<Envelope<FeatureStatisticsDataDto>> {
    return ok({ statistics: await this.statisticsService.statistics(fence) });
  }

  @Get('user/votes')
  @Authenticated()
  @ApiOperation({
    operationId: 'listMyFeatureVotes',
    summary: "The signed-in player's votes",
    description: 'Each suggestion the player voted on, with the direction of the vote.',
  })
  @ApiDataResponse(UserVotesDataDto)
  async userVotes(@CurrentAuth() auth: AuthenticatedUser): Promise<Envelope<UserVotesDataDto>> {
    return ok({ votes: await this.votes.userVotes(auth.user.id) });
  }

  @Get('status/:status')
  @ApiOperation({
    operationId: 'listFeaturesByStatus',
    summary: 'Suggestions with one status',
    description: 'Public. Same paging, search, tag and sort as the full list (400 for an unknown status).',
  })
  @ApiParam({ name: 'status', enum: SUGGESTION_STATUSES })
  @ApiDataResponse(FeaturesPageDataDto)
  @ApiErrors(...INPUT_ERRORS)
  async byStatus(
    @Param('status') status: string,
    @Query() query: ListFeaturesQueryDto,
    @ReaderFence() fence: ReadFence,
  ): Promise<Envelope<FeaturesPageDataDto>> {
    if (!isSuggestionStatus(status)) throw new DomainError('VALIDATION_FAILED', { message: s.statusInvalid });
    return ok(await this.search.list(query, status, fence));
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'getFeature',
    summary: 'One suggestion with its comments',
    description: 'Public.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(FeatureDataDto)
  @ApiErrors('UNSAFE_INPUT', 'SUGGESTION_NOT_FOUND')
  async get(@Param('id') id: string): Promise<Envelope<FeatureDataDto>> {
    return ok({ feature: await this.features.get(id) });
  }

  @Post()
  @Authenticated()
  @ApiOperation({
    operationId: 'createFeature',
    summary: 'Suggest a feature',
    description:
      'Signed-in players. Title 5-100 characters, description 10-500, problem solved up to 300, at most 5 tags; searchedForSimilar must be true. Starts under review.',
  })
  @ApiDataResponse(FeatureDataDto, 201)
  @ApiErrors(...BODY_ERRORS, 'RATE_LIMITED')
  async create(
    @CurrentAuth() auth: AuthenticatedUser,
    @Body() dto: CreateFeatureDto,
  ): Promise<Envelope<FeatureDataDto>> {
    return ok({ feature: await this.features.create(auth.user, dto) }, s.submitted);
  }

  @Patch(':id')
  @Authenticated('admin')
  @ApiOperation({
    operationId: 'updateFeature',
    summary: 'Change a suggestion (admins)',
    description: 'Admins only: status, title, description, problem solved and tags. Recorded in the admin audit log.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(FeatureDataDto)
  @ApiErrors(...BODY_ERRORS, 'SUGGESTION_NOT_FOUND')
  async update(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: UpdateFeatureDto,
  ): Promise<Envelope<FeatureDataDto>> {
    return ok({ feature: await this.features.update(auth, id, dto) });
  }

  @Post(':id/vote')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    operationId: 'voteOnFeature',
    summary: 'Vote a suggestion up or down',
    description:
      'Signed-in players, one vote each. The same vote again removes it; the other direction switches it (the count moves by 2). Refused (409) on implemented suggestions.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(VoteResultDataDto)
  @ApiErrors(...BODY_ERRORS, 'SUGGESTION_NOT_FOUND', 'VOTING_CLOSED', 'CONCURRENT_CHANGE')
  async vote(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: VoteDto,
  ): Promise<Envelope<VoteResultDataDto>> {
    return ok(await this.votes.vote(auth.user.id, id, dto.voteType), s.voteRecorded);
  }

  @Get(':id/comments')
  @ApiOperation({
    operationId: 'listFeatureComments',
    summary: "A suggestion's comments",
    description: 'Public. Oldest first.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(CommentsDataDto)
  @ApiErrors('UNSAFE_INPUT', 'SUGGESTION_NOT_FOUND')
  async comments(@Param('id') id: string): Promise<Envelope<CommentsDataDto>> {
    return ok({ comments: await this.commentsService.comments(id) });
  }

  @Post(':id/comments')
  @Authenticated()
  @ApiOperation({
    operationId: 'addFeatureComment',
    summary: 'Comment on a suggestion',
    description: 'Signed-in players. The text must not be blank (at most 1000 characters).',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(CommentDataDto, 201)
  @ApiErrors(...BODY_ERRORS, 'SUGGESTION_NOT_FOUND', 'RATE_LIMITED')
  async addComment(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: CreateCommentDto,
  ): Promise<Envelope<CommentDataDto>> {
    return ok({ comment: await this.commentsService.addComment(auth.user, id, dto) }, s.commentAdded);
  }
}
