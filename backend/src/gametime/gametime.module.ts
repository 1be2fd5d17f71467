import { Global, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AuditModule } from '../audit/audit.module';
import { GameTimeController } from './gametime.controller';
import { GameTimeScheduler } from './gametime.scheduler';
import { ClockJobsRepository } from './clock-jobs.repository';
import { ClockJobsService } from './clock-jobs.service';
import { GameTimeService } from './gametime.service';
import { GameTimeRepository } from './gametime.repository';
import { TickHandlerRegistry } from './tick-handlers';

@Global()
@Module({
  imports: [ScheduleModule.forRoot(), AuditModule],
  controllers: [GameTimeController],
  providers: [
    GameTimeService,
    GameTimeRepository,
    GameTimeScheduler,
    TickHandlerRegistry,
    ClockJobsService,
    ClockJobsRepository,
  ],
  exports: [GameTimeService, TickHandlerRegistry, ClockJobsService],
})
export class GameTimeModule {}
