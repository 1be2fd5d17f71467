/**
 * PgBouncer (Debian's /usr/sbin/pgbouncer, PGBOUNCER_BIN) in front of a PostgreSQL of
 * support/postgres.ts, on a free local port, run as the service user (it refuses root). Any
 * database name is passed through to the server (`* =`); the admin console is the database
 * `pgbouncer` (SHOW POOLS, SHOW STATS).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { freePort } from '../../support/server';
import { exited, serviceDir, spawnService, sql, until, type PgServer } from './postgres';

export const PGBOUNCER = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';

export interface PgBouncer {
  readonly port: number;
  url(database: string): string;
  /** Rows of an admin console command, e.g. `SHOW POOLS`. */
  show(command: string): Promise<Record<string, any>[]>;
  output(): string;
  stop(): Promise<void>;
}

export interface PgBouncerOptions {
  poolMode?: 'transaction' | 'session';
  /** server connections per database and user */
  poolSize?: number;
  /** more `[pgbouncer]` settings, e.g. { ignore_startup_parameters: 'extra_float_digits' } */
  settings?: Record<string, string | number>;
}

export async function startPgBouncer(server: PgServer, options: PgBouncerOptions = {}): Promise<PgBouncer> {
  const dir = serviceDir('pgbouncer');
  const port = await freePort();
  const settings: Record<string, string | number> = {
    listen_addr: '127.0.0.1',
    listen_port: port,
    unix_socket_dir: '',
    auth_type: 'trust',
    auth_file: join(dir, 'userlist.txt'),
    admin_users: 'postgres',
    pool_mode: options.poolMode ?? 'transaction',
    default_pool_size: options.poolSize ?? 2,
    min_pool_size: 0,
    reserve_pool_size: 0,
    max_client_conn: 500,
    // start-up parameters PgBouncer 1.18 would refuse the connection for: extra_float_digits (psql,
    // JDBC) and the bounds the server's pool sends (DB_LOCK_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS,
    // DB_IDLE_IN_TRANSACTION_TIMEOUT_MS): ignored here, set on the database instead (docs/operations.md)
    ignore_startup_parameters:
      'extra_float_digits, lock_timeout, statement_timeout, idle_in_transaction_session_timeout',
    // a client waiting for a server connection longer than this is an error, not a hang
    query_wait_timeout: 30,
    log_connections: 0,
    log_disconnections: 0,
    ...options.settings,
  };
  writeFileSync(join(dir, 'userlist.txt'), '"postgres" ""\n');
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=127.0.0.1 port=${server.port}`,
      '[pgbouncer]',
      ...Object.entries(settings).map(([k, v]) => `${k} = ${v}`),
      '',
    ].join('\n'),
  );
  const { child, output } = spawnService(PGBOUNCER, [join(dir, 'pgbouncer.ini')]);
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const show = (command: string) => sql(url('pgbouncer'), command);
  await until(`PgBouncer on port ${port}`, async () => {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited:\n${output()}`);
    return (await show('SHOW VERSION')).length > 0;
  });
  return {
    port,
    url,
    show,
    output,
    async stop() {
      child.kill('SIGINT');
      await exited(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
