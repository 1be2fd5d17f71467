/**
 * Standalone DataSource for the TypeORM CLI (migration:generate / run / revert).
 * It uses DATABASE_URL, or the embedded server's default address (start the app once first).
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/env';
import { dataSourceOptions } from './options';

const config = loadConfig();
const url = config.databaseUrl ?? `postgres://postgres:embedded@127.0.0.1:${config.embeddedPgPort}/vineyard`;

export default new DataSource(dataSourceOptions(url, 2));
