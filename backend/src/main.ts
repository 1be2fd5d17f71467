/**
 * Starts Vineyard Valley: validates configuration, starts the embedded PostgreSQL when no
 * DATABASE_URL is set, runs migrations, serves the API and the SPA, and shuts down cleanly.
 */
import 'reflect-metadata';
import { ConfigError, ensureWritableDir, listenOrigin, startConfig, type AppConfig } from './config/env';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@vineyard/domain';
import { AppLogger, createPino } from './common/logger';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded';
import { acquireInstanceLock, InstanceLockError, leftoverPostgres, type InstanceLock } from './database/instance-lock';
import { migrationsPending, runMigrationsInWorker, waitForDatabase } from './database/migrate';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from './app.factory';
import { release } from './common/release';

/** JSON logs: LOG_FORMAT=json, or production without LOG_FORMAT (read raw: the config may be what failed). */
function jsonLogs(): boolean {
  const format = process.env.LOG_FORMAT;
  return format === 'json' || (!format && process.env.NODE_ENV === 'production');
}

let instanceLock: InstanceLock | null = null;

/** The fatal start-up message: one JSON line (level fatal) in production, a plain paragraph otherwise. */
function fail(message: string): never {
  instanceLock?.release();
  const text = `Vineyard Valley could not start: ${message}`;
  if (jsonLogs()) createPino('info', 'json', (line) => void process.stderr.write(line)).fatal(text);
  else process.stderr.write(`\n${text}\n\n`);
  process.exit(1);
}

/** Where the start-up banner says mails go: the SMTP server (without credentials) or the file outbox. */
function mailDestination(config: AppConfig): string {
  if (config.smtpUrl) {
    const u = new URL(config.smtpUrl);
    return `SMTP server ${u.protocol}//${u.host}`;
  }
  return `.eml files in ${join(config.dataDir, 'mail')} (no SMTP_URL set)`;
}

async function main(): Promise<void> {
  const started = Date.now();
  let config: AppConfig;
  try {
    config = startConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const logger = new AppLogger(config.logLevel, config.logFormat);

  let embedded: EmbeddedDatabase | null = null;
  let app: NestFastifyApplication | null = null;
  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down: draining in-flight requests', { signal });
    const force = setTimeout(() => {
      logger.write('warn', 'shutdown timed out; stopping the database and exiting');
      // never leave the embedded PostgreSQL behind, even when draining hangs
      void (embedded?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
    }, config.shutdownTimeoutMs);
    force.unref();
    try {
      await app?.close();
      await embedded?.stop();
      instanceLock?.release();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.write('error', 'error during shutdown', { error: String(error) });
      process.exit(1);
    }
  };
  // A signal during start-up is kept until the step under way (e.g. the embedded PostgreSQL
  // starting) has finished, then everything started so far is stopped.
  let ready = false;
  let stopRequested: string | null = null;
  const requestStop = (signal: string) => {
    if (ready) void shutdown(signal);
    else stopRequested ??= signal;
  };
  const stopIfRequested = async () => {
    if (stopRequested) {
      await shutdown(stopRequested);
      await new Promise(() => undefined); // shutdown exits the process
    }
  };
  process.on('SIGINT', () => requestStop('SIGINT'));
  process.on('SIGTERM', () => requestStop('SIGTERM'));
  process.on('SIGHUP', () => requestStop('SIGHUP'));
  // started by `npm start` (scripts/start.mjs) with an IPC channel: when that process is gone,
  // whatever killed it, stop too rather than hold the ports and the database as an orphan
  if (process.send) process.once('disconnect', () => requestStop('parent exited'));
  let databaseUrl = config.databaseUrl;
  try {
    if (!databaseUrl) {
      ensureWritableDir(config.dataDir);
      instanceLock = acquireInstanceLock(config.dataDir, config.publicUrl);
      const leftover = leftoverPostgres(join(config.dataDir, 'postgres'));
      if (leftover) fail(leftover);
      logger.info('starting embedded PostgreSQL', { dataDir: config.dataDir, port: config.embeddedPgPort });
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.embeddedPgPort,
        database: 'vineyard',
        log: (line) => logger.write('debug', line, { context: 'postgres' }),
      });
      databaseUrl = embedded.url;
      await stopIfRequested();
    }
    await waitForDatabase(databaseUrl, config.dbConnectRetries, logger);
    if (await migrationsPending(databaseUrl)) await runMigrationsInWorker(databaseUrl, logger);
  } catch (error) {
    await embedded?.stop().catch(() => undefined);
    if (error instanceof ConfigError || error instanceof InstanceLockError) fail(error.message);
    const message = (error instanceof Error ? error.message : String(error ?? '')) || 'no reason given';
    fail(
      embedded === null && !config.databaseUrl
        ? `the embedded database did not start (${message}). Check that DATA_DIR (${config.dataDir}) and its parent folders are readable by other users, and that port EMBEDDED_PG_PORT=${config.embeddedPgPort} is free.`
        : message,
    );
  }

  await stopIfRequested();
  app = await createApp(config, databaseUrl, logger);
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
  // the origin players use (PUBLIC_URL, by default the listen address): the one e-mail links carry
  const url = config.publicUrl;
  const listening = listenOrigin(config.host, config.port);
  const { version, commit } = release();
  const banner = {
    url,
    ...(listening !== url ? { listening } : {}),
    version,
    commit,
    ...(config.swaggerEnabled ? { apiDocs: `${url}/api/docs` } : {}),
    mail: mailDestination(config),
    database: embedded ? `embedded (${join(config.dataDir, 'postgres')})` : 'external',
    startupMs: Date.now() - started,
  };
  const demo = config.demoAccounts && !config.isProduction;
  if (config.logFormat === 'json') {
    logger.info('Vineyard Valley is running', {
      ...banner,
      // names only: a password never goes into a log line (the readable banner shows them)
      ...(demo ? { demoAccounts: Object.values(DEMO_ACCOUNTS).map((a) => a.username) } : {}),
    });
  } else {
    // a short banner for people: where to go, where mails go, how to sign in
    const lines = [
      `Vineyard Valley is running on ${url}`,
      `  Release            ${version} (commit ${commit === 'unknown' ? commit : commit.slice(0, 12)})`,
      ...(listening !== url ? [`  Listening on       ${listening}`] : []),
      ...(config.swaggerEnabled ? [`  API docs (Swagger)  ${banner.apiDocs}`] : []),
      `  E-mails            ${banner.mail}`,
      `  Database           ${banner.database}`,
      ...(demo
        ? [
            `  Demo player        ${DEMO_ACCOUNTS.player.username} / ${DEMO_ACCOUNTS.player.password}`,
            `  Demo admin         ${DEMO_ACCOUNTS.admin.username} / ${DEMO_ACCOUNTS.admin.password}`,
          ]
        : []),
      `  Stop with Ctrl+C`,
    ];
    process.stdout.write(`\n${lines.join('\n')}\n\n`);
  }

  ready = true;
  await stopIfRequested();
}

main().catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error));
});
