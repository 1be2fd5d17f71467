/**
 * One logger for the whole process: JSON lines in production (LOG_FORMAT=json), readable lines
 * otherwise. It implements Nest's LoggerService so framework messages go through it too.
 * Log lines never carry request bodies, headers, query strings or tokens: callers log route
 * templates (e.g. /api/auth/verify-email/:token), never raw URLs. As a last line of defence every
 * line goes through redactSecrets(), which blanks token-bearing link paths and query parameters.
 */
import type { LoggerService } from '@nestjs/common';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

// a route template's parameter (/verify-email/:token) is no secret and stays readable
const SECRET_PATHS = /(\/(?:verify-email|reset-password)\/)(?!:)[^\s"'?#/\\]+/gi;
const SECRET_PARAMS = /([?&#;](?:token|access_token|refresh_token|code|key|secret)=)[^&\s"'\\]+/gi;

/** Blanks the secret parts of e-mail links and token query parameters in a log line. */
export function redactSecrets(line: string): string {
  return line.replace(SECRET_PATHS, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]');
}

export class AppLogger implements LoggerService {
  constructor(
    private readonly level: LogLevel = 'info',
    private readonly format: 'json' | 'pretty' = 'pretty',
    private readonly out: (line: string) => void = (line) => process.stdout.write(line + '\n'),
  ) {}

  write(level: Exclude<LogLevel, 'silent'>, msg: string, fields: Record<string, unknown> = {}): void {
    if (ORDER[level] < ORDER[this.level]) return;
    if (this.format === 'json') {
      this.out(redactSecrets(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })));
    } else {
      const extra = Object.entries(fields)
        .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join(' ');
      this.out(
        redactSecrets(`${new Date().toISOString()} ${level.toUpperCase().padEnd(5)} ${msg}${extra ? ' ' + extra : ''}`),
      );
    }
  }

  info(msg: string, fields?: Record<string, unknown>): void {
    this.write('info', msg, fields);
  }

  // LoggerService
  log(message: unknown, context?: string): void {
    this.write('info', String(message), context ? { context } : {});
  }
  error(message: unknown, traceOrContext?: string, context?: string): void {
    this.write('error', String(message), { context: context ?? traceOrContext });
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
}
