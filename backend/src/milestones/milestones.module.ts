import { Module } from '@nestjs/common';
import { EstateAccessModule } from '../estates/estate-access.module';
import { MilestonesController } from './milestones.controller';
import { MilestonesRepository } from './milestones.repository';
import { MilestonesService } from './milestones.service';

/** Estate milestones: what a player aims for next (issue 35). A read model: it owns no table. */
@Module({
  imports: [EstateAccessModule],
  controllers: [MilestonesController],
  providers: [MilestonesService, MilestonesRepository],
})
export class MilestonesModule {}
