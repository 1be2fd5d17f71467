/**
 * DATABASE_URL in libpq's multi-host form, which node-postgres does not parse:
 * `postgres://user@host1:5432,host2:5432/db?target_session_attrs=read-write` (what
 * `pg_autoctl show uri --formation default` prints for a pg_auto_failover formation). Hosts are
 * tried in order; `target_session_attrs` says which session is acceptable, as in libpq: `any`
 * (the first that answers), `read-write` (not a hot standby, not read-only by default) or
 * `primary` (not a hot standby). Plain modules only (no pg): the configuration validates with it.
 */

export const TARGET_SESSION_ATTRS = ['any', 'read-write', 'primary'] as const;
export type TargetSessionAttrs = (typeof TARGET_SESSION_ATTRS)[number];

export interface HostPort {
  host: string;
  port: number;
}

export interface PostgresTarget {
  /** The URL with the first host only and without target_session_attrs: what pg parses. */
  url: string;
  /** The hosts in the order they are tried. */
  hosts: HostPort[];
  targetSessionAttrs: TargetSessionAttrs;
}

const DEFAULT_PORT = 5432;

/** `[v6]:port`, `name:port`, `name` or `[v6]`. */
function parseHost(spec: string): HostPort {
  const match = /^(\[[0-9a-fA-F:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(spec);
  const port = match?.[2] === undefined ? DEFAULT_PORT : Number(match[2]);
  if (!match || port < 1 || port > 65535) throw new Error(`has a host "${spec}" that is not host or host:port`);
  return { host: match[1]!.replace(/^\[(.*)\]$/, '$1'), port };
}

/** host:port as it goes into a URL (an IPv6 address in brackets). */
export function hostPort({ host, port }: HostPort): string {
  return `${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** True when the URL names several hosts or asks for a kind of session: it needs parsePostgresUrl. */
export function isMultiHostUrl(raw: string): boolean {
  const authority = /^postgres(?:ql)?:\/\/([^/?#]*)/i.exec(raw)?.[1] ?? '';
  return authority.slice(authority.lastIndexOf('@') + 1).includes(',') || /[?&]target_session_attrs=/.test(raw);
}

/** Parses a (multi-host) postgres URL; throws an Error whose message completes "DATABASE_URL …". */
export function parsePostgresUrl(raw: string): PostgresTarget {
  const match = /^(postgres(?:ql)?:)\/\/([^/?#]*)(.*)$/i.exec(raw);
  if (!match) throw new Error('must use postgres: or postgresql:');
  const [, scheme, authority, rest] = match as unknown as [string, string, string, string];
  const at = authority.lastIndexOf('@');
  const userinfo = authority.slice(0, at + 1);
  const hosts = authority
    .slice(at + 1)
    .split(',')
    .map((spec) => parseHost(spec.trim()));
  let url: URL;
  try {
    url = new URL(`${scheme}//${userinfo}${hostPort(hosts[0]!)}${rest}`);
  } catch {
    throw new Error('is not a valid URL');
  }
  const attrs = url.searchParams.get('target_session_attrs') ?? 'any';
  if (!(TARGET_SESSION_ATTRS as readonly string[]).includes(attrs)) {
    throw new Error(`has target_session_attrs=${attrs}; use one of ${TARGET_SESSION_ATTRS.join(', ')}`);
  }
  url.searchParams.delete('target_session_attrs');
  return { url: url.toString(), hosts, targetSessionAttrs: attrs as TargetSessionAttrs };
}
