/** Polling with a deadline, where a test would otherwise sleep a fixed time. */

/**
 * Polls `probe` until it returns something other than undefined/null/false, or throws after
 * `timeoutMs` with what it waited for (and the last error the probe threw).
 */
export async function waitUntil<T>(
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  {
    timeoutMs = 10_000,
    intervalMs = 50,
    what = 'the condition',
  }: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== null && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what} did not happen within ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/**
 * Awaits every start-up begun together (a server, Chromium) and only then throws the first failure:
 * each one that did start has been assigned by then, so the file's afterAll stops it.
 */
export async function allStarted(starts: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(starts)).find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
}
