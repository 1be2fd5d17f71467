import { Body, Controller, Delete, Get, Header, Param, Patch, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@vineyard/domain';
import type { FastifyReply } from 'fastify';
import { ApiDataResponse, ApiErrors, BODY_ERRORS, Envelope, INPUT_ERRORS, ok } from '../common/api-docs';
import { Authenticated, CurrentAuth } from '../auth/guards';
import type { AuthenticatedUser } from '../auth/auth.types';
import { FeatureDataDto } from '../suggestions/dto/feature.dto';
import type { MailingList } from '../waitlist/waitlist.service';
import { AdminCommunityService } from './admin-community.service';
import { AdminListsService } from './admin-lists.service';
import {
  AdminCommentDataDto,
  AdminUpdateCommentDto,
  AdminUpdateFeatureDto,
  DeletedCommentDataDto,
  DeletedFeatureDataDto,
  MailingListQueryDto,
  NewsletterDataDto,
  WaitlistDataDto,
} from './dto/admin-community.dto';

const a = MESSAGES.admin;
const ADMIN_ONLY = 'Admins only: 401 without a session, 403 for players.';
/** A CSV attachment (errors stay JSON). */
const CSV_RESPONSE = {
  status: 200,
  description: 'CSV attachment (Content-Disposition: attachment)',
  content: { 'text/csv': { schema: { type: 'string' as const } } },
  headers: {
    'Content-Disposition': {
      description: 'attachment; filename="<list>-<YYYY-MM-DD>.csv"',
      schema: { type: 'string' as const },
    },
  },
};

/** Community moderation (the feature board) and the waitlist and newsletter lists. */
@ApiTags('admin')
@Controller('admin')
@Authenticated('admin')
export class AdminCommunityController {
  constructor(
    private readonly community: AdminCommunityService,
    private readonly lists: AdminListsService,
  ) {}

  @Patch('features/:id')
  @ApiOperation({
    operationId: 'adminUpdateFeature',
    summary: 'Change a suggestion (admins)',
    description: `Status, title, description and tags, with the board's own rules; absent fields are kept. Audited (feature.status when only the status changes, feature.update otherwise). ${ADMIN_ONLY}`,
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(FeatureDataDto)
  @ApiErrors(...BODY_ERRORS, 'SUGGESTION_NOT_FOUND')
  async updateFeature(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: AdminUpdateFeatureDto,
  ): Promise<Envelope<FeatureDataDto>> {
    return ok({ feature: await this.community.updateFeature(auth, id, dto) }, a.suggestionUpdated);
  }

  @Delete('features/:id')
  @ApiOperation({
    operationId: 'adminDeleteFeature',
    summary: 'Delete a suggestion (admins)',
    description: `Deletes the suggestion with its votes, vote history and comments. Audited. ${ADMIN_ONLY}`,
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(DeletedFeatureDataDto)
  @ApiErrors('UNSAFE_INPUT', 'SUGGESTION_NOT_FOUND')
  async deleteFeature(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<Envelope<DeletedFeatureDataDto>> {
    return ok({ deleted: await this.community.deleteFeature(auth, id) }, a.suggestionDeleted);
  }

  @Patch('features/:id/comments/:commentId')
  @ApiOperation({
    operationId: 'adminUpdateFeatureComment',
    summary: "Edit a comment's text (admins)",
    description: `The text must not be blank (at most 1000 characters). Audited with the text before and after. ${ADMIN_ONLY}`,
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiParam({ name: 'commentId', format: 'uuid' })
  @ApiDataResponse(AdminCommentDataDto)
  @ApiErrors(...BODY_ERRORS, 'SUGGESTION_NOT_FOUND', 'COMMENT_NOT_FOUND')
  async updateComment(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @Param('commentId') commentId: string,
    @Body() dto: AdminUpdateCommentDto,
  ): Promise<Envelope<AdminCommentDataDto>> {
    return ok({ comment: await this.community.updateComment(auth, id, commentId, dto.text) }, a.commentUpdated);
  }

  @Delete('features/:id/comments/:commentId')
  @ApiOperation({
    operationId: 'adminDeleteFeatureComment',
    summary: 'Delete a comment (admins)',
    description: `Audited with the deleted text. ${ADMIN_ONLY}`,
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiParam({ name: 'commentId', format: 'uuid' })
  @ApiDataResponse(DeletedCommentDataDto)
  @ApiErrors('UNSAFE_INPUT', 'SUGGESTION_NOT_FOUND', 'COMMENT_NOT_FOUND')
  async deleteComment(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @Param('commentId') commentId: string,
  ): Promise<Envelope<DeletedCommentDataDto>> {
    await this.community.deleteComment(auth, id, commentId);
    return ok({ deleted: { id: commentId } }, a.commentDeleted);
  }

  @Get('waitlist')
  @ApiOperation({
    operationId: 'adminListWaitlist',
    summary: 'The waitlist (admins)',
    description: `Newest first, paginated; search matches part of the address. Counts cover the whole list. ${ADMIN_ONLY}`,
  })
  @ApiDataResponse(WaitlistDataDto)
  @ApiErrors(...INPUT_ERRORS)
  async waitlist(@Query() query: MailingListQueryDto): Promise<Envelope<WaitlistDataDto>> {
    return ok(await this.lists.waitlist(query));
  }

  @Get('newsletter')
  @ApiOperation({
    operationId: 'adminListNewsletter',
    summary: 'Newsletter subscribers (admins)',
    description: `Newest first, paginated; search matches part of the address. Counts cover the whole list. ${ADMIN_ONLY}`,
  })
  @ApiDataResponse(NewsletterDataDto)
  @ApiErrors(...INPUT_ERRORS)
  async newsletter(@Query() query: MailingListQueryDto): Promise<Envelope<NewsletterDataDto>> {
    return ok(await this.lists.newsletter(query));
  }

  @Get('waitlist.csv')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'adminExportWaitlist',
    summary: 'Export the waitlist as CSV (admins)',
    description: `Every address, oldest first: email, early_access (yes/no), joined_at. Values a spreadsheet would run as formulas are prefixed with a single quote. Audited. ${ADMIN_ONLY}`,
  })
  @ApiResponse(CSV_RESPONSE)
  async exportWaitlist(
    @CurrentAuth() auth: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return this.csv(auth, 'waitlist', reply);
  }

  @Get('newsletter.csv')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'adminExportNewsletter',
    summary: 'Export newsletter subscribers as CSV (admins)',
    description: `Every address, oldest first: email, subscribed_at. Values a spreadsheet would run as formulas are prefixed with a single quote. Audited. ${ADMIN_ONLY}`,
  })
  @ApiResponse(CSV_RESPONSE)
  async exportNewsletter(
    @CurrentAuth() auth: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return this.csv(auth, 'newsletter', reply);
  }

  private async csv(auth: AuthenticatedUser, list: MailingList, reply: FastifyReply): Promise<string> {
    const file = await this.lists.export(auth, list);
    reply.header('Content-Type', 'text/csv; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="${file.filename}"`);
    return file.body;
  }
}
