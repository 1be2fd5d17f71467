import { Module } from '@nestjs/common';
import { MetricsAccessGuard, MetricsController } from './metrics.controller';

@Module({ controllers: [MetricsController], providers: [MetricsAccessGuard] })
export class MetricsModule {}
