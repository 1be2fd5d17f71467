import type { Metric, Registry } from 'prom-client';

/** The labels of an HTTP request's figures: method, route template, status class. */
interface RequestLabels {
  method: string;
  route: string;
  status: string;
}

interface Entry {
  labels: RequestLabels;
  count: number;
  sum: number;
  /** requests per bucket (not cumulative): index i counts the durations in (bounds[i-1], bounds[i]] */
  perBucket: number[];
}

/** A family in prom-client's shape (`Registry` formats it like its own metrics). */
interface Family {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  values: { metricName?: string; labels: Record<string, string | number>; value: number }[];
}

const STATUS_CLASS = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

/**
 * The per-request figures (`vv_http_requests_total`, `vv_http_request_duration_seconds`): counted
 * in a map per label set on the request path and turned into exposition families at scrape time.
 * prom-client's Counter.inc and Histogram.observe sort, validate and hash the labels on every call
 * (twice a request); here a request costs one map lookup (issue 20 item 11). The output is the
 * same text as prom-client's counter and histogram (cumulative `le` buckets first in the labels, `+Inf`,
 * `_sum`, `_count`).
 */
export class RequestStats {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly names: { requests: string; duration: string },
    private readonly bounds: readonly number[],
  ) {}

  observe(method: string, route: string, status: number, seconds: number): void {
    const statusClass = STATUS_CLASS[Math.floor(status / 100)] ?? 'other';
    const key = `${method} ${statusClass} ${route}`;
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { labels: { method, route, status: statusClass }, count: 0, sum: 0, perBucket: this.bounds.map(() => 0) };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    entry.sum += seconds;
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > this.bounds[bucket]) bucket += 1;
    if (bucket < this.bounds.length) entry.perBucket[bucket] += 1;
  }

  /** Registers both families with the registry (read when it renders). */
  register(registry: Registry): void {
    registry.registerMetric(this.family(() => this.requestsFamily()));
    registry.registerMetric(this.family(() => this.durationFamily()));
  }

  private family(get: () => Family): Metric {
    const { name, help, type } = get();
    // the shape Registry reads (name, help, type, get, reset); prom-client types only its own classes
    return { name, help, type, get: async () => get(), reset: () => this.entries.clear() } as unknown as Metric;
  }

  private requestsFamily(): Family {
    return {
      name: this.names.requests,
      help: 'HTTP requests answered, by method, route template and status class.',
      type: 'counter',
      aggregator: 'sum',
      values: [...this.entries.values()].map((e) => ({ labels: { ...e.labels }, value: e.count })),
    };
  }

  private durationFamily(): Family {
    const name = this.names.duration;
    const values: Family['values'] = [];
    for (const e of this.entries.values()) {
      let cumulative = 0;
      this.bounds.forEach((le, i) => {
        cumulative += e.perBucket[i];
        values.push({ metricName: `${name}_bucket`, labels: { le, ...e.labels }, value: cumulative });
      });
      values.push({ metricName: `${name}_bucket`, labels: { le: '+Inf', ...e.labels }, value: e.count });
      values.push({ metricName: `${name}_sum`, labels: { ...e.labels }, value: e.sum });
      values.push({ metricName: `${name}_count`, labels: { ...e.labels }, value: e.count });
    }
    return { name, help: 'Time to answer, in seconds.', type: 'histogram', aggregator: 'sum', values };
  }
}
