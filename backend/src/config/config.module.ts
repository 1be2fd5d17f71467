import { Global, Module, DynamicModule } from '@nestjs/common';
import type { AppConfig } from './env';
import { AppLogger } from '../common/logger';

export const APP_CONFIG = Symbol('APP_CONFIG');
export const DATABASE_URL = Symbol('DATABASE_URL');

/** Makes the validated configuration and the process logger injectable everywhere. */
@Global()
@Module({})
export class AppConfigModule {
  static register(config: AppConfig, databaseUrl: string, logger: AppLogger): DynamicModule {
    return {
      module: AppConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: DATABASE_URL, useValue: databaseUrl },
        { provide: AppLogger, useValue: logger },
      ],
      exports: [APP_CONFIG, DATABASE_URL, AppLogger],
    };
  }
}
