import type { DataSourceOptions } from 'typeorm';
import { join } from 'node:path';
import { pgConnection } from './multi-host';

/** Entities and migrations are discovered from the compiled tree (dist), one place for app and CLI. */
export function dataSourceOptions(url: string, poolSize = 10): DataSourceOptions {
  // a multi-host URL: the first host's URL for pg, and a Client class that finds the primary
  const { connectionString, Client } = pgConnection(url);
  return {
    type: 'postgres',
    // gen_random_uuid() is built into PostgreSQL 13+: no extension needed
    uuidExtension: 'pgcrypto',
    url: connectionString,
    entities: [join(__dirname, '..', '**', '*.entity.js')],
    migrations: [join(__dirname, 'migrations', '*.js')],
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    logging: false,
    extra: {
      max: poolSize,
      connectionTimeoutMillis: 5000,
      application_name: 'vineyard-valley',
      ...(Client ? { Client } : {}),
    },
  };
}
