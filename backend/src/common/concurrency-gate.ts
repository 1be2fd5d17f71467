/**
 * A bound on work in flight in this process, in all and per key (a player, a session): `tryEnter`
 * answers at once (a slot, or null when the key or the process is at its bound); `enter` waits its
 * turn in the key's queue (first come, first served) when the key is at its bound, and answers null
 * when that queue is full or the wait would outlast `maxWaitMs`. A slot is given back once, by
 * calling it; the next waiter of that key takes it.
 *
 * It protects this process (its event loop, its database pool): each instance counts its own
 * requests, and a key's bound is per instance.
 */
export type Release = () => void;

export interface ConcurrencyGateOptions {
  /** Slots per key. */
  perKey: number;
  /** Slots in all (default: no bound beyond the keys'). */
  total?: number;
  /** Requests that may wait per key while its slots are taken (default 0: none wait). */
  queuePerKey?: number;
  /** The longest a request waits for a slot (default 5 s). */
  maxWaitMs?: number;
}

interface Waiter {
  resolve: (release: Release | null) => void;
  timer: NodeJS.Timeout;
}

export class ConcurrencyGate {
  private readonly running = new Map<string, number>();
  private readonly waiting = new Map<string, Waiter[]>();
  private inFlight = 0;
  /** The most slots ever taken at once, in all and by one key (for tests and metrics). */
  readonly peak = { total: 0, perKey: 0 };

  constructor(private readonly options: ConcurrencyGateOptions) {}

  /** Slots taken now. */
  get active(): number {
    return this.inFlight;
  }

  /** A slot for `key` now, or null when the key or the process is at its bound. */
  tryEnter(key: string): Release | null {
    const mine = this.running.get(key) ?? 0;
    if (mine >= this.options.perKey || this.inFlight >= (this.options.total ?? Number.POSITIVE_INFINITY)) return null;
    return this.take(key, mine);
  }

  /**
   * A slot for `key`, waiting in the key's queue while its slots are taken; null when the queue is
   * full or the wait ran out (the caller refuses the request).
   */
  enter(key: string): Promise<Release | null> {
    const now = this.tryEnter(key);
    if (now) return Promise.resolve(now);
    const queue = this.waiting.get(key) ?? [];
    if (queue.length >= (this.options.queuePerKey ?? 0)) return Promise.resolve(null);
    this.waiting.set(key, queue);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        resolve,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          if (queue.length === 0 && this.waiting.get(key) === queue) this.waiting.delete(key);
          resolve(null);
        }, this.options.maxWaitMs ?? 5000),
      };
      queue.push(waiter);
    });
  }

  private take(key: string, mine: number): Release {
    this.running.set(key, mine + 1);
    this.inFlight += 1;
    this.peak.total = Math.max(this.peak.total, this.inFlight);
    this.peak.perKey = Math.max(this.peak.perKey, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inFlight -= 1;
      const left = (this.running.get(key) ?? 1) - 1;
      if (left > 0) this.running.set(key, left);
      else this.running.delete(key);
      this.next(key);
    };
  }

  /** Hands a freed slot of `key` to its longest waiter. */
  private next(key: string): void {
    const queue = this.waiting.get(key);
    const waiter = queue?.shift();
    if (!waiter) return;
    if (queue!.length === 0) this.waiting.delete(key);
    clearTimeout(waiter.timer);
    const release = this.tryEnter(key);
    // the key's slot just freed, so only `total` can refuse; then the waiter is refused too
    waiter.resolve(release);
  }
}
