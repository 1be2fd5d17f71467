import { Module } from '@nestjs/common';
import { EstatesController, InvitationsController } from './estates.controller';
import { EstatesService } from './estates.service';

@Module({
  controllers: [EstatesController, InvitationsController],
  providers: [EstatesService],
  exports: [EstatesService],
})
export class EstatesModule {}
