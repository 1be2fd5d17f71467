import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ThrottleService } from '../throttle/throttle.service';
import type { AuthenticatedUser } from '../auth/auth.types';
import type { UserEntity } from '../users/entities/user.entity';
import { FeatureCommentsService } from './feature-comments.service';
import { FeatureModerationService } from './feature-moderation.service';
import { FeatureSearchService } from './feature-search.service';
import { FeatureVotesService } from './feature-votes.service';
import { SuggestionsRepository } from './suggestions.repository';
import type { CreateFeatureDto, FeatureDetailDto, UpdateFeatureDto } from './dto/feature.dto';

const HOUR = 3600;

/**
 * A suggestion as a whole: read with its comments, suggested, changed by an admin. The board's
 * other parts have their own services: FeatureSearchService (lists), FeatureVotesService,
 * FeatureCommentsService, FeatureStatisticsService and FeatureModerationService (admins).
 */
@Injectable()
export class FeaturesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly throttle: ThrottleService,
    private readonly search: FeatureSearchService,
    private readonly comments: FeatureCommentsService,
    private readonly votes: FeatureVotesService,
    private readonly moderation: FeatureModerationService,
    private readonly suggestions: SuggestionsRepository,
  ) {}

  async get(id: string): Promise<FeatureDetailDto> {
    const feature = await this.search.find(id);
    return { ...feature, comments: await this.comments.comments(id) };
  }

  async create(user: UserEntity, dto: CreateFeatureDto): Promise<FeatureDetailDto> {
    await this.throttle.consume([{ key: `features:create:${user.id}`, limit: 10, windowSeconds: HOUR }]);
    const id = await this.dataSource.transaction(async (manager) => {
      const created = await this.suggestions.insert(
        manager,
        {
          title: dto.title,
          description: dto.description,
          problemSolved: dto.problemSolved ?? '',
          tags: dto.tags ?? [],
          searchedForSimilar: dto.searchedForSimilar,
        },
        user.id,
      );
      await this.votes.recordHistory(manager, created, 0);
      return created;
    });
    return this.get(id);
  }

  /** PATCH /features/{id} (admins): the change and its audit entry in one transaction, as in the admin console. */
  async update(actor: AuthenticatedUser, id: string, dto: UpdateFeatureDto): Promise<FeatureDetailDto> {
    await this.moderation.update(actor, id, dto, { route: 'PATCH /features/{id}' });
    return this.get(id);
  }
}
