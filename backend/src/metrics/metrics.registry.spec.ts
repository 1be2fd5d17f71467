import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { MetricsRegistry } from './metrics.registry';

describe('MetricsRegistry', () => {
  it('counts requests by method, route and status class with latency histograms in seconds', async () => {
    const m = new MetricsRegistry({ defaultMetrics: false });
    m.observeRequest('GET', '/api/plots/:id', 200, 0.003);
    m.observeRequest('GET', '/api/plots/:id', 204, 0.03);
    m.observeRequest('GET', '/api/plots/:id', 404, 0.007);
    const text = await m.render([{ name: 'vv_db_pool_connections', help: 'Pool connections.', value: 4 }]);
    const families = parsePrometheusTextFormat(text);
    const family = (name: string) => families.find((f) => f.name === name)!;
    const ok = { method: 'GET', route: '/api/plots/:id', status: '2xx' };
    expect(family('vv_http_requests_total').type).toBe('COUNTER');
    expect(family('vv_http_requests_total').metrics).toEqual(
      expect.arrayContaining([
        { labels: ok, value: '2' },
        { labels: { ...ok, status: '4xx' }, value: '1' },
      ]),
    );
    expect(family('vv_http_request_duration_seconds').type).toBe('HISTOGRAM');
    const labels = 'method="GET",route="/api/plots/:id",status="2xx"';
    expect(text).toContain(`vv_http_request_duration_seconds_bucket{le="0.005",${labels}} 1`);
    expect(text).toContain(`vv_http_request_duration_seconds_bucket{le="0.05",${labels}} 2`);
    expect(text).toContain(`vv_http_request_duration_seconds_sum{${labels}} 0.033`);
    expect(family('vv_db_pool_connections').type).toBe('GAUGE');
    expect(family('vv_db_pool_connections').metrics[0]!.value).toBe('4');
    expect(text.endsWith('\n')).toBe(true);
  });

  it('labels vv_build_info with the release it is given: version, commit and Node.js version', async () => {
    const m = new MetricsRegistry({ defaultMetrics: false, release: { version: '9.8.7', commit: 'abc1234def' } });
    const family = parsePrometheusTextFormat(await m.render()).find((f) => f.name === 'vv_build_info')!;
    expect(family.type).toBe('GAUGE');
    expect(family.metrics).toEqual([
      { labels: { version: '9.8.7', commit: 'abc1234def', node: process.version }, value: '1' },
    ]);
  });

  it('labels vv_build_info with the root package.json version by default', async () => {
    const m = new MetricsRegistry({ defaultMetrics: false });
    const { version } = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    const family = parsePrometheusTextFormat(await m.render()).find((f) => f.name === 'vv_build_info')!;
    expect(family.metrics[0]!.labels).toEqual({ version, commit: m.release.commit, node: process.version });
    expect(m.release.commit).toMatch(/^([0-9a-f]{7,64}|unknown)$/);
  });

  it('reads the password work at scrape time and keeps the tick duration in seconds', async () => {
    const m = new MetricsRegistry({ defaultMetrics: false });
    m.passwordWork.hash++;
    m.passwordWork.verify += 2;
    m.observeTick(1500);
    const text = await m.render();
    expect(text).toContain('vv_password_hashes_total{op="hash"} 1');
    expect(text).toContain('vv_password_hashes_total{op="verify"} 2');
    expect(text).toContain('vv_game_last_tick_duration_seconds 1.5');
    expect(text).toContain('vv_game_ticks_total 1');
  });

  it('escapes label values', async () => {
    const m = new MetricsRegistry({ defaultMetrics: false });
    m.observeRequest('GET', 'a"b\\c', 500, 0.001);
    expect(await m.render()).toContain('route="a\\"b\\\\c",status="5xx"');
  });
});
