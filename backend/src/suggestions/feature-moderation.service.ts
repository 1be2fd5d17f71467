import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../common/ids';
import { DomainError } from '../common/errors';
import { AuditService } from '../audit/audit.service';
import type { AuthenticatedUser } from '../auth/auth.types';
import { editableFields, type SuggestionSnapshot, toCommentDto } from './feature-rows';
import { CommentsRepository } from './comments.repository';
import { SuggestionsRepository } from './suggestions.repository';
import { VotesRepository } from './votes.repository';
import type { FeatureCommentDto, UpdateFeatureDto } from './dto/feature.dto';

/**
 * Changes to suggestions and comments by admins (PATCH /features/{id} and the admin console).
 * Apart from `update`, each runs in the caller's transaction, so that the caller can audit the
 * change in the same transaction. Unknown or malformed ids: 404.
 */
@Injectable()
export class FeatureModerationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly suggestions: SuggestionsRepository,
    private readonly votes: VotesRepository,
    private readonly comments: CommentsRepository,
  ) {}

  /**
   * Applies the fields present in `dto` and records what changed in the admin audit log, in one
   * transaction ('feature.status' when only the status changed). `details` adds to the entry.
   */
  async update(
    actor: AuthenticatedUser,
    id: string,
    dto: UpdateFeatureDto,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const before = await this.lockForChange(manager, id);
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const field of ['status', 'title', 'description', 'problemSolved', 'tags'] as const) {
        const to = dto[field];
        if (to === undefined || JSON.stringify(to) === JSON.stringify(before[field])) continue;
        changes[field] = { from: before[field], to };
      }
      await this.applyUpdate(manager, id, dto);
      const fields = Object.keys(changes);
      await this.audit.record(manager, actor, {
        action: fields.length === 1 && fields[0] === 'status' ? 'feature.status' : 'feature.update',
        targetType: 'feature',
        targetId: id,
        details: { title: before.title, changes, ...details },
      });
    });
  }

  /** Locks a suggestion for a change and answers what it was before. */
  async lockForChange(manager: EntityManager, id: string): Promise<SuggestionSnapshot> {
    if (!isUuid(id)) throw new DomainError('SUGGESTION_NOT_FOUND');
    const row = await this.suggestions.lockEditable(manager, id);
    if (!row) throw new DomainError('SUGGESTION_NOT_FOUND');
    return editableFields(row);
  }

  /** Applies the fields present in `dto` (under lockForChange). */
  async applyUpdate(manager: EntityManager, id: string, dto: UpdateFeatureDto): Promise<void> {
    await this.suggestions.update(manager, id, dto);
  }

  /** Deletes a suggestion with its votes, vote history and comments; answers how many of each went. */
  async remove(manager: EntityManager, id: string): Promise<{ votes: number; history: number; comments: number }> {
    await this.lockForChange(manager, id);
    const { votes, history } = await this.votes.deleteForSuggestion(manager, id);
    const comments = await this.comments.deleteForSuggestion(manager, id);
    await this.suggestions.delete(manager, id);
    return { votes, history, comments };
  }

  /** Replaces a comment's text; answers the comment before and after. */
  async updateComment(
    manager: EntityManager,
    id: string,
    commentId: string,
    text: string,
  ): Promise<{ before: FeatureCommentDto; after: FeatureCommentDto }> {
    const before = await this.lockComment(manager, id, commentId);
    return { before, after: toCommentDto(await this.comments.setText(manager, commentId, text)) };
  }

  /** Deletes a comment; answers what it was. */
  async removeComment(manager: EntityManager, id: string, commentId: string): Promise<FeatureCommentDto> {
    const before = await this.lockComment(manager, id, commentId);
    await this.comments.delete(manager, commentId);
    return before;
  }

  private async lockComment(manager: EntityManager, id: string, commentId: string): Promise<FeatureCommentDto> {
    await this.lockForChange(manager, id);
    if (!isUuid(commentId)) throw new DomainError('COMMENT_NOT_FOUND');
    const row = await this.comments.lock(manager, id, commentId);
    if (!row) throw new DomainError('COMMENT_NOT_FOUND');
    return toCommentDto(row);
  }
}
