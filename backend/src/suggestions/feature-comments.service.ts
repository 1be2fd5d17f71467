import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '../common/ids';
import { DomainError } from '../common/errors';
import { ThrottleService } from '../throttle/throttle.service';
import type { UserEntity } from '../users/entities/user.entity';
import { toCommentDto } from './feature-rows';
import { CommentsRepository } from './comments.repository';
import { FeatureSearchService } from './feature-search.service';
import type { CreateCommentDto, FeatureCommentDto } from './dto/feature.dto';

const HOUR = 3600;

/** The comments on suggestions (the admin console's edits are FeatureModerationService's). */
@Injectable()
export class FeatureCommentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly throttle: ThrottleService,
    private readonly search: FeatureSearchService,
    private readonly repository: CommentsRepository,
  ) {}

  async comments(id: string): Promise<FeatureCommentDto[]> {
    if (!isUuid(id)) throw new DomainError('SUGGESTION_NOT_FOUND');
    const rows = await this.repository.forSuggestion(this.dataSource.manager, id);
    if (rows.length === 0) await this.search.findRow(this.dataSource.manager, id);
    return rows.map(toCommentDto);
  }

  async addComment(user: UserEntity, id: string, dto: CreateCommentDto): Promise<FeatureCommentDto> {
    await this.search.findRow(this.dataSource.manager, id);
    await this.throttle.consume([{ key: `features:comment:${user.id}`, limit: 60, windowSeconds: HOUR }]);
    return toCommentDto(await this.repository.insert(this.dataSource.manager, id, user, dto.text));
  }
}
