import { Module } from '@nestjs/common';
import { CellarModule } from '../winery/cellar.module';
import { EstatesController, InvitationsController } from './estates.controller';
import { EstatesService } from './estates.service';

@Module({
  imports: [CellarModule],
  controllers: [EstatesController, InvitationsController],
  providers: [EstatesService],
  exports: [EstatesService],
})
export class EstatesModule {}
