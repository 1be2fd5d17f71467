/**
 * A pg_auto_failover formation from Debian's packages (postgresql-15-auto-failover): a monitor, a
 * primary and a secondary in synchronous replication, each on a free local port under one
 * temporary folder, for tests/infra/failover.test.ts. PostgreSQL and pg_autoctl refuse root, so as
 * root (CI) every command runs as the `postgres` system user in a folder it owns.
 *
 * `fail(node, signal)` is a machine dying or hanging: SIGKILL or SIGSTOP to the node's keeper, its
 * postmaster and every backend and walsender at once (found by parentage: PostgreSQL's children
 * each lead a process group of their own, so signalling the keeper's group would reach the
 * postmaster only). `stop()` kills every node's processes so, then any process still naming the
 * folder, so a failed or interrupted test leaves no server.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { track } from '../../support/children';
import { freePort } from '../../support/server';
import { waitUntil } from '../../support/wait';
import { missingBinaries, PG_BIN, serviceDir } from './postgres';

export const PG_AUTOCTL = '/usr/bin/pg_autoctl';
const RUNUSER = '/usr/sbin/runuser';

const asRoot = process.getuid?.() === 0;

/** Why the formation cannot run here (a binary missing), or null. */
export function missingFormationBinaries(): string | null {
  const missing = missingBinaries([PG_AUTOCTL, join(PG_BIN, 'pg_ctl'), ...(asRoot ? [RUNUSER] : [])]);
  return missing.length
    ? `missing ${missing.join(', ')} (Debian packages postgresql-15-auto-failover, postgresql-15)`
    : null;
}

export interface FormationNode {
  name: string;
  port: number;
  pgdata: string;
  /** `pg_autoctl run` of the node (the leader of its process group), null once killed. */
  keeper: ChildProcess | null;
}

export interface NodeState {
  nodename: string;
  nodeport: number;
  reported: string;
  assigned: string;
}

export class Formation {
  readonly nodes: FormationNode[] = [];
  private monitorKeeper: ChildProcess | null = null;
  private monitorPort = 0;

  private constructor(readonly dir: string) {}

  /** The formation's URL for the app: every node, read-write sessions only, as `pg_autoctl show uri` prints it. */
  get url(): string {
    return `postgres://postgres@${this.nodes.map((n) => `127.0.0.1:${n.port}`).join(',')}/app?target_session_attrs=read-write&sslmode=disable`;
  }

  nodeUrl(node: FormationNode, database = 'app'): string {
    return `postgres://postgres@127.0.0.1:${node.port}/${database}?sslmode=disable`;
  }

  get monitorUrl(): string {
    return `postgres://postgres@127.0.0.1:${this.monitorPort}/pg_auto_failover?sslmode=disable`;
  }

  /**
   * Creates and starts the monitor and two nodes, and waits until the monitor reports a primary
   * and a secondary. `monitorSettings` are set on the monitor first (its health-check timings),
   * `keeperSettings` in each node's pg_autoctl configuration (`pg_autoctl config set`).
   */
  static async start(
    monitorSettings: Record<string, number> = {},
    keeperSettings: Record<string, number> = {},
  ): Promise<Formation> {
    // a folder the postgres system user owns when we are root (PostgreSQL and pg_autoctl refuse root)
    const dir = serviceDir('failover');
    const formation = new Formation(dir);
    try {
      formation.monitorPort = await freePort();
      await formation.autoctl([
        'create',
        'monitor',
        '--pgdata',
        join(dir, 'monitor'),
        '--pgport',
        String(formation.monitorPort),
        '--hostname',
        '127.0.0.1',
        '--auth',
        'trust',
        '--no-ssl',
      ]);
      formation.monitorKeeper = formation.run('monitor');
      await waitUntil(() => query(formation.monitorUrl, 'SELECT 1').then(() => true), {
        what: 'the monitor to accept connections',
        timeoutMs: 30_000,
        intervalMs: 200,
      });
      await withClient(formation.monitorUrl, async (c) => {
        for (const [name, value] of Object.entries(monitorSettings)) {
          await c.query(`ALTER SYSTEM SET ${name} = ${Number(value)}`);
        }
        await c.query('SELECT pg_reload_conf()');
      });
      for (const name of ['node1', 'node2']) {
        const node: FormationNode = { name, port: await freePort(), pgdata: join(dir, name), keeper: null };
        formation.nodes.push(node);
        await formation.autoctl([
          'create',
          'postgres',
          '--pgdata',
          node.pgdata,
          '--pgport',
          String(node.port),
          '--hostname',
          '127.0.0.1',
          '--listen',
          '127.0.0.1',
          '--auth',
          'trust',
          '--no-ssl',
          '--dbname',
          'app',
          '--name',
          name,
          '--replication-quorum',
          'true',
          '--monitor',
          `postgres://autoctl_node@127.0.0.1:${formation.monitorPort}/pg_auto_failover?sslmode=disable`,
        ]);
        for (const [key, value] of Object.entries(keeperSettings)) {
          await formation.autoctl(['config', 'set', '--pgdata', node.pgdata, key, String(value)]);
        }
        node.keeper = formation.run(name);
        const wanted = name === 'node1' ? ['primary', 'single'] : ['secondary'];
        await formation.waitForState(
          (states) =>
            states.some((s) => s.nodename === name && wanted.includes(s.reported) && s.reported === s.assigned),
          `${name} to be ${wanted.join(' or ')}`,
          90_000,
        );
      }
      await formation.waitForState(
        (states) => states.some((s) => s.reported === 'primary' && s.assigned === 'primary'),
        'a primary with its secondary',
        60_000,
      );
      return formation;
    } catch (error) {
      await formation.stop();
      throw error;
    }
  }

  /** The nodes as the monitor sees them. */
  async states(): Promise<NodeState[]> {
    return query<NodeState>(
      this.monitorUrl,
      `SELECT nodename, nodeport, reportedstate::text AS reported, goalstate::text AS assigned
         FROM pgautofailover.node WHERE formationid = 'default' ORDER BY nodeid`,
    );
  }

  async waitForState(
    predicate: (states: NodeState[]) => boolean,
    what: string,
    timeoutMs: number,
  ): Promise<NodeState[]> {
    return waitUntil(
      async () => {
        const states = await this.states();
        return predicate(states) && states;
      },
      { what, timeoutMs, intervalMs: 200 },
    ).catch(async (error: Error) => {
      const last = await this.states().catch(() => []);
      throw new Error(`${error.message}; the monitor says ${JSON.stringify(last)}`);
    });
  }

  /** The node the monitor has as primary. */
  async primary(): Promise<FormationNode> {
    const states = await this.states();
    const primary = states.find((s) => s.reported === 'primary' || s.reported === 'wait_primary');
    const node = this.nodes.find((n) => n.name === primary?.nodename);
    if (!node) throw new Error(`no primary: ${JSON.stringify(states)}`);
    return node;
  }

  /**
   * The node fails as a machine would, its keeper, postmaster and backends at once: SIGKILL (it
   * dies: its connections are reset) or SIGSTOP (it hangs: connections stay open, nothing answers).
   */
  fail(node: FormationNode, signal: 'SIGKILL' | 'SIGSTOP'): void {
    signalTree(node.keeper, signal);
    if (signal === 'SIGKILL') node.keeper = null;
  }

  /** Kills every process of the formation and removes its folder. */
  async stop(): Promise<void> {
    for (const keeper of [this.monitorKeeper, ...this.nodes.map((n) => n.keeper)]) signalTree(keeper, 'SIGKILL');
    this.monitorKeeper = null;
    for (const n of this.nodes) n.keeper = null;
    killProcessesNaming(this.dir);
    await waitUntil(() => processesNaming(this.dir).length === 0, {
      what: 'the formation processes to exit',
      timeoutMs: 10_000,
    }).catch(() => killProcessesNaming(this.dir));
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** The log of a node's keeper (for a failure message). */
  log(name: string): string {
    const file = join(this.dir, `${name}.log`);
    return existsSync(file) ? readFileSync(file, 'utf8').slice(-4000) : '';
  }

  /** A pg_autoctl command, as the postgres user where we are root, with its own config folders. */
  private command(args: string[]): { file: string; args: string[]; env: NodeJS.ProcessEnv } {
    const env = {
      PATH: `${PG_BIN}:/usr/bin:/bin`,
      PG_CONFIG: join(PG_BIN, 'pg_config'),
      HOME: this.dir,
      XDG_CONFIG_HOME: join(this.dir, 'config'),
      XDG_DATA_HOME: join(this.dir, 'share'),
      XDG_RUNTIME_DIR: join(this.dir, 'run'),
      LANG: 'C.UTF-8',
      LC_ALL: 'C.UTF-8',
    };
    const envArgs = Object.entries(env).map(([k, v]) => `${k}=${v}`);
    return asRoot
      ? {
          file: RUNUSER,
          args: ['-u', 'postgres', '--', '/usr/bin/env', '-i', ...envArgs, PG_AUTOCTL, ...args],
          env: {},
        }
      : { file: PG_AUTOCTL, args, env };
  }

  private autoctl(args: string[], timeoutMs = 120_000): Promise<string> {
    const { file, args: argv, env } = this.command(args);
    return new Promise((resolve, reject) => {
      execFile(file, argv, { env, timeout: timeoutMs, killSignal: 'SIGKILL' }, (error, stdout, stderr) => {
        if (error) reject(new Error(`pg_autoctl ${args.slice(0, 2).join(' ')} failed: ${error.message}\n${stderr}`));
        else resolve(stdout);
      });
    });
  }

  /** `pg_autoctl run` for a node, in a process group of its own, its output in <dir>/<name>.log. */
  private run(name: string): ChildProcess {
    mkdirSync(this.dir, { recursive: true });
    const out = openSync(join(this.dir, `${name}.log`), 'a');
    const { file, args, env } = this.command(['run', '--pgdata', join(this.dir, name)]);
    return track(spawn(file, args, { env, detached: true, stdio: ['ignore', out, out] }));
  }
}

/** The process and all its descendants (from /proc: PostgreSQL's children each lead a process group of their own). */
function tree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* exited meanwhile */
    }
  }
  const found = [root];
  for (let i = 0; i < found.length; i++) found.push(...(children.get(found[i]!) ?? []));
  return found;
}

/** Signals a keeper and every process under it at once: the postmaster, its backends, the walsender. */
function signalTree(leader: ChildProcess | null, signal: NodeJS.Signals): void {
  if (!leader?.pid) return;
  const pids = tree(leader.pid);
  // and what was forked while we looked
  for (const pid of [...pids, ...tree(leader.pid).filter((p) => !pids.includes(p))]) {
    try {
      process.kill(pid, signal);
    } catch {
      /* gone already */
    }
  }
}

/** Pids of the processes whose command line names `dir` (a keeper or postmaster of the formation). */
function processesNaming(dir: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(dir)) pids.push(Number(entry));
    } catch {
      /* exited meanwhile */
    }
  }
  return pids;
}

function killProcessesNaming(dir: string): void {
  for (const pid of processesNaming(dir)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* exited meanwhile */
    }
  }
}

export async function withClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000, query_timeout: 10_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function query<T = any>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  return withClient(url, async (c) => (await c.query(sql, params)).rows as T[]);
}
