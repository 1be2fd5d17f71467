/**
 * The process's Prometheus registry, through prom-client: the runtime's default metrics (CPU,
 * memory, heap, event loop lag, GC, handles), the build's version, requests and their latency by
 * method, route template and status class, and the domain's figures (game ticks, sign-ins,
 * purchases, password hashing). Times are in seconds. Route templates (never raw URLs) keep the
 * label set bounded and tokens out of labels. Each instance exposes its own figures; Prometheus
 * sums across instances.
 */
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { release, type Release } from '../common/release';
import { RequestStats } from './request-stats';

/** Latency buckets in seconds: 5 ms … 5 s. */
const LATENCY_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** A gauge read at scrape time (database pool, clock lag). */
export interface ScrapeGauge {
  name: string;
  help: string;
  value: number;
}

export class MetricsRegistry {
  readonly registry = new Registry();
  /** The running release (common/release.ts): the same version and commit as GET /api/health. */
  readonly release: Release;
  /** argon2 work done: new hashes and verifications (CPU spent on passwords). */
  readonly passwordWork = { hash: 0, verify: 0 };
  lastTickDurationMs = 0;
  private readonly scrapeGauges = new Map<string, Gauge>();

  private readonly requests = new RequestStats(
    { requests: 'vv_http_requests_total', duration: 'vv_http_request_duration_seconds' },
    LATENCY_BUCKETS_S,
  );
  private readonly ticks = new Counter({
    name: 'vv_game_ticks_total',
    help: 'Game days applied by this instance.',
    registers: [this.registry],
  });
  private readonly lastTick = new Gauge({
    name: 'vv_game_last_tick_duration_seconds',
    help: 'Duration of the last game day applied by this instance.',
    registers: [this.registry],
  });
  private readonly signIns = new Counter({
    name: 'vv_auth_sign_ins_total',
    help: 'Sign-in attempts answered, by result (success, refused, throttled).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  private readonly pageRenders = new Counter({
    name: 'vv_page_renders_total',
    help: "Signed-in page requests (/game with a page-session cookie), by outcome: rendered, shell_busy (the process's render bound), shell_session_busy (that session's page was being rendered), not_rendered (no estate, or a failure, which is logged).",
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  private readonly playerQueue = new Counter({
    name: 'vv_player_requests_total',
    help: "A player's costly requests (writes, quotes) at the per-player bound: waited (for a slot) or refused (429).",
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  private readonly purchases = new Counter({
    name: 'vv_marketplace_purchases_total',
    help: 'Marketplace plot purchases completed (idempotent replays not counted).',
    registers: [this.registry],
  });

  constructor(options: { defaultMetrics?: boolean; release?: Release } = {}) {
    this.release = options.release ?? release();
    const passwordWork = this.passwordWork;
    new Counter({
      name: 'vv_password_hashes_total',
      help: 'argon2id operations done by this instance, by kind (hash, verify).',
      labelNames: ['op'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc({ op: 'hash' }, passwordWork.hash);
        this.inc({ op: 'verify' }, passwordWork.verify);
      },
    });
    new Gauge({
      name: 'vv_build_info',
      help: 'The running release: its version (the root package.json), git commit and Node.js version (always 1).',
      labelNames: ['version', 'commit', 'node'] as const,
      registers: [this.registry],
    }).set({ version: this.release.version, commit: this.release.commit, node: process.version }, 1);
    this.requests.register(this.registry);
    if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: this.registry });
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe(method, route, status, seconds);
  }

  observeTick(durationMs: number): void {
    this.ticks.inc();
    this.lastTickDurationMs = durationMs;
    this.lastTick.set(durationMs / 1000);
  }

  observeSignIn(result: 'success' | 'refused' | 'throttled'): void {
    this.signIns.inc({ result });
  }

  observePageRender(result: 'rendered' | 'shell_busy' | 'shell_session_busy' | 'not_rendered'): void {
    this.pageRenders.inc({ result });
  }

  observePlayerRequest(result: 'waited' | 'refused'): void {
    this.playerQueue.inc({ result });
  }

  observePurchase(): void {
    this.purchases.inc();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The exposition text; `gauges` are read at scrape time (database pool, clock lag). */
  async render(gauges: ScrapeGauge[] = []): Promise<string> {
    for (const g of gauges) {
      let gauge = this.scrapeGauges.get(g.name);
      if (!gauge) {
        gauge = new Gauge({ name: g.name, help: g.help, registers: [this.registry] });
        this.scrapeGauges.set(g.name, gauge);
      }
      gauge.set(g.value);
    }
    return this.registry.metrics();
  }
}

/** One registry per process, shared by the request log controller (app.factory.ts) and the tick. */
export const metrics = new MetricsRegistry();
