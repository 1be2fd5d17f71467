import { Counter, Histogram, Registry } from 'prom-client';
import { RequestStats } from './request-stats';

const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const NAMES = { requests: 'vv_http_requests_total', duration: 'vv_http_request_duration_seconds' };

/** Exposition lines with their labels sorted, so label order does not matter. */
function normalized(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const m = /^(\w+)\{(.*)\} (.+)$/.exec(line);
      if (!m) return line;
      const labels = m[2].match(/\w+="[^"]*"/g)!.sort();
      return `${m[1]}{${labels.join(',')}} ${Number(m[3]).toFixed(9)}`;
    })
    .sort();
}

describe('RequestStats', () => {
  it("renders what prom-client's counter and histogram render for the same requests", async () => {
    const ours = new Registry();
    const stats = new RequestStats(NAMES, BOUNDS);
    stats.register(ours);
    const theirs = new Registry();
    const counter = new Counter({
      name: NAMES.requests,
      help: 'HTTP requests answered, by method, route template and status class.',
      labelNames: ['method', 'route', 'status'],
      registers: [theirs],
    });
    const histogram = new Histogram({
      name: NAMES.duration,
      help: 'Time to answer, in seconds.',
      labelNames: ['method', 'route', 'status'],
      buckets: BOUNDS,
      registers: [theirs],
    });
    const requests: [string, string, number, number][] = [
      ['GET', '/api/health', 200, 0.001],
      ['GET', '/api/health', 204, 0.005],
      ['GET', '/api/estates/:estateId/plots', 200, 0.0051],
      ['POST', '/api/auth/login', 401, 0.3],
      ['POST', '/api/auth/login', 429, 7],
      ['GET', 'unmatched', 404, 5],
      ['GET', '/api/health', 503, 0.04],
      ['GET', '/api/health', 99, 0.02],
    ];
    for (const [method, route, status, seconds] of requests) {
      stats.observe(method, route, status, seconds);
      const labels = { method, route, status: `${Math.floor(status / 100)}xx` };
      counter.inc(labels);
      histogram.observe(labels, seconds);
    }
    expect(normalized(await ours.metrics())).toEqual(normalized(await theirs.metrics()));
    expect(await ours.metrics()).toContain(
      'vv_http_requests_total{method="POST",route="/api/auth/login",status="4xx"} 2',
    );
  });

  it('starts again from zero when the registry is reset', async () => {
    const registry = new Registry();
    const stats = new RequestStats(NAMES, BOUNDS);
    stats.register(registry);
    stats.observe('GET', '/api/health', 200, 0.001);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('route="/api/health"');
  });
});
