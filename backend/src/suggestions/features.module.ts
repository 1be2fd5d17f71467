import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { FeaturesController } from './features.controller';
import { StarterContentService } from './starter-content.service';
import { FeaturesService } from './features.service';
import { FeatureSearchService } from './feature-search.service';
import { FeatureVotesService } from './feature-votes.service';
import { FeatureCommentsService } from './feature-comments.service';
import { FeatureStatisticsService } from './feature-statistics.service';
import { FeatureModerationService } from './feature-moderation.service';
import { SuggestionsRepository } from './suggestions.repository';
import { VotesRepository } from './votes.repository';
import { CommentsRepository } from './comments.repository';

@Module({
  imports: [AuditModule],
  controllers: [FeaturesController],
  providers: [
    FeaturesService,
    FeatureSearchService,
    FeatureVotesService,
    FeatureCommentsService,
    FeatureStatisticsService,
    FeatureModerationService,
    StarterContentService,
    SuggestionsRepository,
    VotesRepository,
    CommentsRepository,
  ],
  exports: [FeaturesService, FeatureModerationService],
})
export class FeaturesModule {}
