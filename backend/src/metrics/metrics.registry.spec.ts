import { MetricsRegistry } from './metrics.registry';

describe('MetricsRegistry', () => {
  it('counts requests by method, route and status class with cumulative latency buckets', () => {
    const m = new MetricsRegistry();
    m.observeRequest('GET', '/api/plots/:id', 200, 3);
    m.observeRequest('GET', '/api/plots/:id', 204, 30);
    m.observeRequest('GET', '/api/plots/:id', 404, 7);
    const text = m.render([{ name: 'vv_db_pool_total', help: 'Pool size.', value: 4 }]);
    expect(text).toContain('vv_http_requests_total{method="GET",route="/api/plots/:id",status="2xx"} 2');
    expect(text).toContain('vv_http_requests_total{method="GET",route="/api/plots/:id",status="4xx"} 1');
    expect(text).toContain(
      'vv_http_request_duration_ms_bucket{method="GET",route="/api/plots/:id",status="2xx",le="5"} 1',
    );
    expect(text).toContain(
      'vv_http_request_duration_ms_bucket{method="GET",route="/api/plots/:id",status="2xx",le="50"} 2',
    );
    expect(text).toContain('vv_http_request_duration_ms_sum{method="GET",route="/api/plots/:id",status="2xx"} 33');
    expect(text).toContain('# TYPE vv_db_pool_total gauge\nvv_db_pool_total 4');
    expect(text.endsWith('\n')).toBe(true);
  });

  it('escapes label values', () => {
    const m = new MetricsRegistry();
    m.observeRequest('GET', 'a"b\\c', 500, 1);
    expect(m.render([])).toContain('route="a\\"b\\\\c",status="5xx"');
  });
});
