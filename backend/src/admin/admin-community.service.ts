import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../auth/auth.types';
import type { FeatureCommentDto, FeatureDetailDto } from '../suggestions/dto/feature.dto';
import { FeatureModerationService } from '../suggestions/feature-moderation.service';
import { FeaturesService } from '../suggestions/features.service';
import { AuditService } from '../audit/audit.service';
import type { AdminUpdateFeatureDto, DeletedFeatureDto } from './dto/admin-community.dto';

/**
 * Moderation of the community board. The features module owns the tables; this runs its
 * changes in a transaction together with the audit entry.
 */
@Injectable()
export class AdminCommunityService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly features: FeaturesService,
    private readonly moderation: FeatureModerationService,
    private readonly audit: AuditService,
  ) {}

  async updateFeature(actor: AuthenticatedUser, id: string, dto: AdminUpdateFeatureDto): Promise<FeatureDetailDto> {
    await this.moderation.update(actor, id, dto);
    return this.features.get(id);
  }

  async deleteFeature(actor: AuthenticatedUser, id: string): Promise<DeletedFeatureDto> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.moderation.lockForChange(manager, id);
      const deleted = await this.moderation.remove(manager, id);
      await this.audit.record(manager, actor, {
        action: 'feature.delete',
        targetType: 'feature',
        targetId: id,
        details: { title: before.title, status: before.status, ...deleted },
      });
      return { id, ...deleted };
    });
  }

  async updateComment(
    actor: AuthenticatedUser,
    id: string,
    commentId: string,
    text: string,
  ): Promise<FeatureCommentDto> {
    return this.dataSource.transaction(async (manager) => {
      const { before, after } = await this.moderation.updateComment(manager, id, commentId, text);
      await this.audit.record(manager, actor, {
        action: 'comment.update',
        targetType: 'comment',
        targetId: commentId,
        details: { featureId: id, author: before.author, from: before.text, to: after.text },
      });
      return after;
    });
  }

  async deleteComment(actor: AuthenticatedUser, id: string, commentId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const before = await this.moderation.removeComment(manager, id, commentId);
      await this.audit.record(manager, actor, {
        action: 'comment.delete',
        targetType: 'comment',
        targetId: commentId,
        details: { featureId: id, author: before.author, text: before.text },
      });
    });
  }
}
