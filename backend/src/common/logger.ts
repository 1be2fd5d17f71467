/**
 * One logger for the whole process, built on pino (the logger Fastify brings): JSON lines in
 * production (LOG_FORMAT=json), readable lines otherwise. The same pino instance is Fastify's
 * logger, and AppLogger implements Nest's LoggerService so framework messages go through it too.
 *
 * Every line written for a request carries that request's id (`reqId`), passed explicitly by the
 * code that has the request (the request hook, the exception filter, the work an answer leaves
 * behind). There is no AsyncLocalStorage: on Node 20 it turns on promise hooks for every promise
 * of every request, which cost about a tenth of the hot path's throughput (docs/performance.md).
 *
 * Log lines never carry request bodies, headers, query strings or tokens: callers log route
 * templates (e.g. /api/auth/verify-email/:token), never raw URLs. As a last line of defence every
 * line goes through redactSecrets(), which blanks token-bearing link paths and query parameters.
 */
import type { LoggerService } from '@nestjs/common';
import pino, { type Logger, type LevelWithSilent } from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

// a route template's parameter (/verify-email/:token) is no secret and stays readable
const SECRET_PATHS = /(\/(?:verify-email|reset-password)\/)(?!:)[^\s"'?#/\\]+/gi;
const SECRET_PARAMS = /([?&#;](?:token|access_token|refresh_token|code|key|secret)=)[^&\s"'\\]+/gi;

// a personal API key (auth/api-keys.service.ts): `vv_` and 43 base64url characters; its listed prefix (8) stays
const API_KEYS = /\b(vv_)[A-Za-z0-9_-]{20,}/g;

/** Blanks the secret parts of e-mail links, token query parameters and API keys in a log line. */
export function redactSecrets(line: string): string {
  return line
    .replace(SECRET_PATHS, '$1[redacted]')
    .replace(SECRET_PARAMS, '$1[redacted]')
    .replace(API_KEYS, '$1[redacted]');
}

/** A readable line from a pino JSON line (LOG_FORMAT=pretty). */
function prettyLine(json: string): string {
  try {
    const { time, level, msg, pid: _pid, hostname: _hostname, ...fields } = JSON.parse(json) as Record<string, unknown>;
    const extra = Object.entries(fields)
      .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
      .join(' ');
    return `${String(time)} ${String(level).toUpperCase().padEnd(5)} ${String(msg)}${extra ? ' ' + extra : ''}\n`;
  } catch {
    return json;
  }
}

/**
 * The process's pino instance: ISO time, level names, `msg`, redacted. `out` replaces stdout (tests).
 */
export function createPino(
  level: LogLevel = 'info',
  format: 'json' | 'pretty' = 'pretty',
  out?: (line: string) => void,
): Logger {
  const write = out ?? ((line: string) => void process.stdout.write(line));
  const stream = {
    write: format === 'json' ? (line: string) => write(line) : (line: string) => write(prettyLine(line)),
  };
  return pino(
    {
      level: level as LevelWithSilent,
      base: undefined,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: { streamWrite: redactSecrets },
    },
    stream,
  );
}

export class AppLogger implements LoggerService {
  readonly pino: Logger;

  constructor(level: LogLevel = 'info', format: 'json' | 'pretty' = 'pretty', out?: (line: string) => void) {
    this.pino = createPino(level, format, out);
  }

  write(level: Exclude<LogLevel, 'silent'> | 'fatal', msg: string, fields: Record<string, unknown> = {}): void {
    this.pino[level](fields, msg);
  }

  info(msg: string, fields?: Record<string, unknown>): void {
    this.pino.info(fields ?? {}, msg);
  }

  // LoggerService
  log(message: unknown, context?: string): void {
    this.write('info', String(message), context ? { context } : {});
  }
  error(message: unknown, traceOrContext?: string, context?: string): void {
    // Nest passes (message, stack, context) for exceptions and (message, context) otherwise
    const isStack = context !== undefined || (traceOrContext?.includes('\n    at ') ?? false);
    this.write('error', String(message), {
      ...(context || (!isStack && traceOrContext) ? { context: context ?? traceOrContext } : {}),
      ...(isStack && traceOrContext ? { stack: traceOrContext } : {}),
    });
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', String(message), context ? { context } : {});
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', String(message), context ? { context } : {});
  }
  verbose(message: unknown, context?: string): void {
    this.write('debug', String(message), context ? { context } : {});
  }
  fatal(message: unknown, context?: string): void {
    this.write('fatal', String(message), context ? { context } : {});
  }
}
