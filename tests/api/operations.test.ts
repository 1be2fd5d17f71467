/**
 * What an operator reads (issue 20, items 4–6): request ids (accepted from X-Request-Id, answered,
 * in the log lines, in 5xx bodies), 5xx logged with their stack, probes kept out of the info log,
 * answers that must not be cached saying so, and /api/metrics as Prometheus exposition text with
 * the runtime's default metrics, the build's version and the domain's figures.
 */
import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { DEMO_ACCOUNTS } from '@vineyard/domain';
import { Client } from 'pg';
import { apiGame, logLines, waitForLog } from '../support/harness';
import { adminUrl } from '../support/database';

const METRICS_TOKEN = 'metrics-token-for-operations-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const game = apiGame({ mailbox: false, demo: true, env: { METRICS_TOKEN, LOG_LEVEL: 'info' } });

async function scrape(): Promise<{ text: string; families: PrometheusFamily[] }> {
  const res = await fetch(`${game.baseUrl}/api/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, families: parsePrometheusTextFormat(text) };
}

describe('request ids', () => {
  it('keeps a well-formed X-Request-Id, answers it and logs the request under it', async () => {
    const res = await game.api().GET('/api/game/time', { headers: { 'X-Request-Id': 'lb-7f3a.42' } });
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const line = await waitForLog(game.server, (l) => l.reqId === 'lb-7f3a.42');
    expect(line).toMatchObject({ level: 'info', msg: 'request', reqId: 'lb-7f3a.42', route: '/api/game/time' });
  });

  it('makes a new id when none or a malformed one comes in', async () => {
    const none = await game.api().GET('/api/game/time');
    expect(none.headers.get('x-request-id')).toMatch(UUID);
    const bad = await game.api().GET('/api/game/time', { headers: { 'X-Request-Id': 'two words"\\' } });
    expect(bad.headers.get('x-request-id')).toMatch(UUID);
    expect(bad.headers.get('x-request-id')).not.toBe(none.headers.get('x-request-id'));
  });

  it('logs health and readiness probes below info', async () => {
    await game.api().GET('/api/health', { headers: { 'X-Request-Id': 'probe-1' } });
    await game.api().GET('/api/health/ready', { headers: { 'X-Request-Id': 'probe-2' } });
    await game.api().GET('/api/game/time', { headers: { 'X-Request-Id': 'after-probes' } });
    // the probes were answered (and logged, if at all) before the request after them
    await waitForLog(game.server, (l) => l.reqId === 'after-probes');
    const ids = logLines(game.server).map((l) => l.reqId);
    expect(ids).toContain('after-probes');
    expect(ids).not.toContain('probe-1');
    expect(ids).not.toContain('probe-2');
  });
});

describe('caching', () => {
  it('answers API calls with Cache-Control: no-store, tokens included', async () => {
    const login = await game.api().POST('/api/auth/login', {
      body: { identifier: DEMO_ACCOUNTS.player.username, password: DEMO_ACCOUNTS.player.password, rememberMe: true },
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const estates = await game.api(login.body.data.access_token).GET('/api/estates');
    expect(estates.headers.get('cache-control')).toBe('no-store');
  });
});

describe('metrics', () => {
  it('parses as Prometheus text with default runtime metrics, the build version and the domain figures', async () => {
    await game
      .api()
      .POST('/api/auth/login', { body: { identifier: 'nobody-here', password: 'Wrong!2025x', rememberMe: true } });
    const { text, families } = await scrape();
    const family = (name: string) => families.find((f) => f.name === name);
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
    ])
      expect(family(name)).toBeDefined();
    const build = family('vv_build_info')!.metrics[0]!;
    expect(build.labels).toMatchObject({ version: expect.stringMatching(/^\d+\.\d+\.\d+/), node: process.version });
    expect(build.value).toBe('1');
    expect(family('vv_http_request_duration_seconds')!.type).toBe('HISTOGRAM');
    expect(family('vv_http_request_duration_ms')).toBeUndefined();
    expect(family('vv_game_last_tick_duration_seconds')).toBeDefined();
    const signIns = Object.fromEntries(
      family('vv_auth_sign_ins_total')!.metrics.map((x) => [x.labels!.result, Number(x.value)]),
    );
    expect(signIns.success).toBeGreaterThanOrEqual(1);
    expect(signIns.refused).toBeGreaterThanOrEqual(1);
    expect(family('vv_marketplace_purchases_total')!.type).toBe('COUNTER');
    expect(text).toMatch(/vv_http_requests_total\{method="GET",route="\/api\/game\/time",status="2xx"\} \d+/);
  });
});

describe('a 5xx answer', () => {
  it('names its request id in the body and logs the error with its stack under that id', async () => {
    const database = new URL(game.server.databaseUrl).pathname.slice(1);
    const admin = new Client({ connectionString: adminUrl() });
    await admin.connect();
    try {
      // the database refuses connections and drops the open ones: the next read fails inside a request
      await admin.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [database]);
      const res = await game.raw('/api/waitlist/join', {
        body: { email: 'failing@example.test' },
        headers: { 'X-Request-Id': 'failing-request-1' },
      });
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(res.body).toMatchObject({ statusCode: res.status, requestId: 'failing-request-1' });
      expect(JSON.stringify(res.body)).not.toMatch(/ at |\.js:/);
      const failed = await waitForLog(
        game.server,
        (l) => l.msg === 'request failed' && l.reqId === 'failing-request-1',
      );
      expect(failed).toMatchObject({ level: 'error', status: res.status });
      expect(String(failed!.stack)).toContain('\n    at ');
    } finally {
      await admin.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS true`);
      await admin.end();
    }
  });
});
