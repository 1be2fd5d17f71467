import { Module } from '@nestjs/common';
import { EstateAccessModule } from '../estates/estate-access.module';
import { ReputationController } from './reputation.controller';
import { ReputationRepositoryModule } from './reputation-repository.module';
import { ReputationService } from './reputation.service';

/** Reputation as points, their changes and history (issue 19). */
@Module({
  imports: [EstateAccessModule, ReputationRepositoryModule],
  controllers: [ReputationController],
  providers: [ReputationService],
  exports: [ReputationService, ReputationRepositoryModule],
})
export class ReputationModule {}
