/**
 * A small in-process Prometheus registry: request counts and latency histograms by method, route
 * template and status class, and game-tick figures. Route templates (never raw URLs) keep the
 * label set bounded and tokens out of labels. Each instance exposes its own figures; Prometheus
 * sums across instances.
 */
const LATENCY_BUCKETS_MS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000];

interface Histogram {
  buckets: number[];
  sum: number;
  count: number;
}

const escape = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export class MetricsRegistry {
  private readonly requests = new Map<string, Histogram>();
  private readonly started = Date.now();
  ticks = 0;
  lastTickDurationMs = 0;
  /** argon2 work done: new hashes and verifications (CPU spent on passwords). */
  readonly passwordWork = { hash: 0, verify: 0 };

  observeRequest(method: string, route: string, status: number, ms: number): void {
    const key = `${method}\u0000${route}\u0000${Math.floor(status / 100)}xx`;
    let h = this.requests.get(key);
    if (!h) {
      h = { buckets: LATENCY_BUCKETS_MS.map(() => 0), sum: 0, count: 0 };
      this.requests.set(key, h);
    }
    h.count++;
    h.sum += ms;
    for (let i = 0; i < LATENCY_BUCKETS_MS.length; i++) if (ms <= LATENCY_BUCKETS_MS[i]!) h.buckets[i]!++;
  }

  observeTick(durationMs: number): void {
    this.ticks++;
    this.lastTickDurationMs = durationMs;
  }

  /** The exposition text; `gauges` are read at scrape time (database pool, clock lag). */
  render(gauges: { name: string; help: string; value: number }[]): string {
    const out: string[] = [];
    out.push('# HELP vv_http_requests_total HTTP requests answered, by method, route template and status class.');
    out.push('# TYPE vv_http_requests_total counter');
    for (const [key, h] of this.requests) {
      out.push(`vv_http_requests_total{${labels(key)}} ${h.count}`);
    }
    out.push('# HELP vv_http_request_duration_ms Time to answer, in milliseconds.');
    out.push('# TYPE vv_http_request_duration_ms histogram');
    for (const [key, h] of this.requests) {
      const l = labels(key);
      LATENCY_BUCKETS_MS.forEach((le, i) =>
        out.push(`vv_http_request_duration_ms_bucket{${l},le="${le}"} ${h.buckets[i]}`),
      );
      out.push(`vv_http_request_duration_ms_bucket{${l},le="+Inf"} ${h.count}`);
      out.push(`vv_http_request_duration_ms_sum{${l}} ${Math.round(h.sum * 1000) / 1000}`);
      out.push(`vv_http_request_duration_ms_count{${l}} ${h.count}`);
    }
    out.push('# HELP vv_game_ticks_total Game days applied by this instance.');
    out.push('# TYPE vv_game_ticks_total counter');
    out.push(`vv_game_ticks_total ${this.ticks}`);
    out.push('# HELP vv_password_hashes_total argon2id operations done by this instance, by kind (hash, verify).');
    out.push('# TYPE vv_password_hashes_total counter');
    out.push(`vv_password_hashes_total{op="hash"} ${this.passwordWork.hash}`);
    out.push(`vv_password_hashes_total{op="verify"} ${this.passwordWork.verify}`);
    out.push('# HELP vv_process_uptime_seconds Seconds since this instance started.');
    out.push('# TYPE vv_process_uptime_seconds gauge');
    out.push(`vv_process_uptime_seconds ${Math.round((Date.now() - this.started) / 1000)}`);
    out.push('# HELP vv_process_resident_memory_bytes Resident set size.');
    out.push('# TYPE vv_process_resident_memory_bytes gauge');
    out.push(`vv_process_resident_memory_bytes ${process.memoryUsage.rss()}`);
    for (const g of gauges) {
      out.push(`# HELP ${g.name} ${g.help}`);
      out.push(`# TYPE ${g.name} gauge`);
      out.push(`${g.name} ${Number.isFinite(g.value) ? g.value : 'NaN'}`);
    }
    return out.join('\n') + '\n';
  }
}

function labels(key: string): string {
  const [method, route, status] = key.split('\u0000') as [string, string, string];
  return `method="${escape(method)}",route="${escape(route)}",status="${status}"`;
}

/** One registry per process, shared by the request hook and the tick. */
export const metrics = new MetricsRegistry();
