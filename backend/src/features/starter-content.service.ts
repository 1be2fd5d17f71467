import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { STARTER_SUGGESTIONS } from '@vineyard/domain';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { AppLogger } from '../common/logger';

const SEED = 'suggestions-v1';

/**
 * Seeds the community board's starter suggestions (libs/domain STARTER_SUGGESTIONS) once per
 * database, when SEED_CONTENT is on: the marker row and the suggestions go in one transaction, and
 * the marker's primary key lets only one of several starting instances do it.
 */
@Injectable()
export class StarterContentService implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: AppLogger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedContent) return;
    const added = await this.dataSource.transaction(async (manager) => {
      const claimed: unknown[] = await manager.query(
        'INSERT INTO content_seeds (name) VALUES ($1) ON CONFLICT DO NOTHING RETURNING name',
        [SEED],
      );
      if (claimed.length === 0) return 0;
      await manager.query(
        `INSERT INTO feature_suggestions (title, description, problem_solved, tags, status, searched_for_similar)
         SELECT t.title, t.description, t.problem_solved, string_to_array(t.tags, '|'), t.status, true
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
             AS t(title, description, problem_solved, tags, status)`,
        [
          STARTER_SUGGESTIONS.map((s) => s.title),
          STARTER_SUGGESTIONS.map((s) => s.description),
          STARTER_SUGGESTIONS.map((s) => s.problemSolved),
          STARTER_SUGGESTIONS.map((s) => s.tags.join('|')),
          STARTER_SUGGESTIONS.map((s) => s.status),
        ],
      );
      return STARTER_SUGGESTIONS.length;
    });
    if (added > 0) this.logger.info('starter suggestions seeded', { suggestions: added });
  }
}
