import {
  Global,
  Inject,
  Module,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { AppLogger } from '../common/logger';
import { ReadReplica } from './read-replica';

/**
 * ReadReplica for every module (database/read-replica.ts). With DATABASE_REPLICA_URL set it notes
 * each answered write's WAL position as the answer goes out (an onSend hook) and polls the standby.
 */
@Global()
@Module({
  providers: [
    {
      provide: ReadReplica,
      inject: [APP_CONFIG, DataSource, AppLogger],
      useFactory: (config: AppConfig, primary: DataSource, logger: AppLogger) =>
        new ReadReplica(config, primary, logger),
    },
  ],
  exports: [ReadReplica],
})
export class ReadReplicaModule implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  constructor(
    private readonly replica: ReadReplica,
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance?.() as FastifyInstance | undefined;
    if (!this.replica.configured || !fastify) return;
    fastify.addHook('onSend', async (request, reply, payload) => {
      await this.replica.noteWrite(request, reply);
      return payload;
    });
  }

  onApplicationBootstrap(): void {
    this.replica.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.replica.stop();
  }
}
