import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '../common/ids';
import { DomainError } from '../common/errors';
import { ThrottleService } from '../throttle/throttle.service';
import type { UserEntity } from '../users/entities/user.entity';
import { type CommentRow, toCommentDto } from './feature-rows';
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
  ) {}

  async comments(id: string): Promise<FeatureCommentDto[]> {
    if (!isUuid(id)) throw new DomainError('SUGGESTION_NOT_FOUND');
    const rows: CommentRow[] = await this.dataSource.query(
      `SELECT id, author_name, text, created_at FROM feature_comments WHERE feature_id = $1
        ORDER BY created_at, id`,
      [id],
    );
    if (rows.length === 0) await this.search.findRow(this.dataSource.manager, id);
    return rows.map(toCommentDto);
  }

  async addComment(user: UserEntity, id: string, dto: CreateCommentDto): Promise<FeatureCommentDto> {
    await this.search.findRow(this.dataSource.manager, id);
    await this.throttle.consume([{ key: `features:comment:${user.id}`, limit: 60, windowSeconds: HOUR }]);
    const [row]: CommentRow[] = await this.dataSource.query(
      `INSERT INTO feature_comments (feature_id, author_id, author_name, text) VALUES ($1, $2, $3, $4)
       RETURNING id, author_name, text, created_at`,
      [id, user.id, user.username, dto.text],
    );
    return toCommentDto(row!);
  }
}
