/**
 * Starts Vineyard Valley: validates configuration, starts the embedded PostgreSQL when no
 * DATABASE_URL is set, runs migrations, serves the API and the SPA, and shuts down cleanly.
 */
import 'reflect-metadata';
import { ConfigError, ensureWritableDir, loadConfig, withSecrets, type AppConfig } from './config/env';
import { AppLogger } from './common/logger';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded';
import { runMigrations, waitForDatabase } from './database/migrate';
import { createApp } from './app.factory';

function fail(message: string): never {
  process.stderr.write(`\nVineyard Valley could not start: ${message}\n\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const started = Date.now();
  let config: AppConfig;
  try {
    config = withSecrets(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const logger = new AppLogger(config.logLevel, config.logFormat);

  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.databaseUrl;
  try {
    if (!databaseUrl) {
      ensureWritableDir(config.dataDir);
      logger.info('starting embedded PostgreSQL', { dataDir: config.dataDir, port: config.embeddedPgPort });
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.embeddedPgPort,
        database: 'vineyard',
        log: (line) => logger.write('debug', line, { context: 'postgres' }),
      });
      databaseUrl = embedded.url;
    }
    await waitForDatabase(databaseUrl, config.dbConnectRetries, logger);
    await runMigrations(databaseUrl, logger);
  } catch (error) {
    await embedded?.stop().catch(() => undefined);
    if (error instanceof ConfigError) fail(error.message);
    const message = error instanceof Error ? error.message : String(error);
    fail(
      embedded === null && !config.databaseUrl
        ? `the embedded database did not start (${message}). Check that DATA_DIR (${config.dataDir}) and its parent folders are readable by other users, and that port EMBEDDED_PG_PORT=${config.embeddedPgPort} is free.`
        : message,
    );
  }

  const app = await createApp(config, databaseUrl, logger);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(`port ${config.port} on ${config.host} is already in use. Set PORT to another port.`);
    if (code === 'EACCES') fail(`no permission to listen on port ${config.port}. Set PORT to a port above 1024.`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      fail(`HOST=${config.host} is not an address of this machine.`);
    throw error;
  }
  logger.info('Vineyard Valley is running', {
    url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
    database: embedded ? 'embedded' : 'external',
    startupMs: Date.now() - started,
  });

  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down: draining in-flight requests', { signal });
    const force = setTimeout(() => {
      logger.write('warn', 'shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    try {
      await app.close();
      await embedded?.stop();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.write('error', 'error during shutdown', { error: String(error) });
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error));
});
