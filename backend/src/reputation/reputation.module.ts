import { Module } from '@nestjs/common';
import { EstatesModule } from '../estates/estates.module';
import { ReputationController } from './reputation.controller';
import { ReputationService } from './reputation.service';

/** Reputation as points, their changes and history (issue 19). */
@Module({
  imports: [EstatesModule],
  controllers: [ReputationController],
  providers: [ReputationService],
  exports: [ReputationService],
})
export class ReputationModule {}
