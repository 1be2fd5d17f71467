import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { STARTER_SUGGESTIONS } from '@vineyard/domain';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { AppLogger } from '../common/logger';
import { SuggestionsRepository } from './suggestions.repository';

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
    private readonly suggestions: SuggestionsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedContent) return;
    const added = await this.dataSource.transaction(async (manager) => {
      if (!(await this.suggestions.claimSeed(manager, SEED))) return 0;
      await this.suggestions.insertSeeds(manager, STARTER_SUGGESTIONS);
      return STARTER_SUGGESTIONS.length;
    });
    if (added > 0) this.logger.info('starter suggestions seeded', { suggestions: added });
  }
}
