import { Global, Module } from '@nestjs/common';
import { ThrottleRepository } from './throttle.repository';
import { ThrottleService } from './throttle.service';

@Global()
@Module({ providers: [ThrottleRepository, ThrottleService], exports: [ThrottleService] })
export class ThrottleModule {}
