/** Latency figures of a run of requests (milliseconds). */
export interface Latencies {
  count: number;
  median: number;
  p95: number;
  p99: number;
  max: number;
}

/** The nearest-rank percentile `p` (0-100) of `values`. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

export function latencies(values: readonly number[]): Latencies {
  return {
    count: values.length,
    median: Math.round(percentile(values, 50)),
    p95: Math.round(percentile(values, 95)),
    p99: Math.round(percentile(values, 99)),
    max: Math.round(Math.max(0, ...values)),
  };
}

/**
 * Sends `request` again and again, one at a time, until `until` settles (and at least `min` times):
 * each answer's status and time. A player's client reading while something else goes on.
 */
export async function readWhile(
  until: Promise<unknown>,
  request: () => Promise<number>,
  min = 20,
): Promise<{ times: number[]; statuses: number[] }> {
  let done = false;
  const stop = () => (done = true);
  until.then(stop, stop);
  const times: number[] = [];
  const statuses: number[] = [];
  while (!done || times.length < min) {
    const started = performance.now();
    statuses.push(await request());
    times.push(performance.now() - started);
  }
  return { times, statuses };
}
