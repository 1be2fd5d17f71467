import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AnsweredQuery } from '@vineyard/domain';

/** A page to render in a worker (render-worker.ts). */
export interface RenderJob {
  id: number;
  frame: string;
  path: string;
  answers: AnsweredQuery[];
}

export type RenderResult = { id: number; html: string } | { id: number; error: string };

interface Slot {
  worker: Worker;
  pending: Map<number, { resolve(html: string): void; reject(error: Error): void }>;
}

/**
 * The longest a render may take (a few hundred ms is usual, seconds on a loaded machine): a worker
 * that has not answered by then is stuck (a loop in the renderer) and is ended; its renders fail,
 * the caller serves the app shell, and its render slot is free again.
 */
export const RENDER_TIMEOUT_MS = 15_000;

/**
 * The signed-in pages' React render (0.1-0.4 s of CPU each) in worker threads, off the event loop:
 * while a page renders, the process goes on answering everyone else's requests. `size` workers,
 * started on the first render (each holds its own copy of the renderer: ~46 MB of RSS once loaded); the caller bounds
 * renders at once to `size` (PAGE_RENDER_CONCURRENCY), so a render never waits for another. A
 * worker that dies fails its renders (the caller serves the app shell) and is replaced on the next.
 */
export class RenderWorkers {
  private readonly slots: Slot[] = [];
  private nextId = 1;

  constructor(
    /** The renderer module (`prerendered/ssr/render.mjs`). */
    private readonly module: string,
    private readonly size: number,
    /** The worker's script (tests give one of their own). */
    private readonly script = join(__dirname, 'render-worker.js'),
    private readonly timeoutMs = RENDER_TIMEOUT_MS,
  ) {}

  render(frame: string, path: string, answers: AnsweredQuery[]): Promise<string> {
    const slot = this.pick();
    const id = this.nextId++;
    return new Promise<string>((resolve, reject) => {
      // a stuck worker is ended: its exit fails this render and every other it holds
      const timer = setTimeout(() => void slot.worker.terminate(), this.timeoutMs);
      timer.unref();
      const settle =
        <T>(done: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          done(value);
        };
      slot.pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
      slot.worker.postMessage({ id, frame, path, answers } satisfies RenderJob);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  /** The least busy worker, a new one while there are fewer than `size`. */
  private pick(): Slot {
    const idle = this.slots.find((s) => s.pending.size === 0);
    if (idle) return idle;
    if (this.slots.length < Math.max(1, this.size)) return this.spawn();
    return this.slots.reduce((best, s) => (s.pending.size < best.pending.size ? s : best));
  }

  private spawn(): Slot {
    const worker = new Worker(this.script, { workerData: { module: this.module } });
    worker.unref();
    const slot: Slot = { worker, pending: new Map() };
    worker.on('message', (result: RenderResult) => {
      const job = slot.pending.get(result.id);
      if (!job) return;
      slot.pending.delete(result.id);
      if ('html' in result) job.resolve(result.html);
      else job.reject(new Error(result.error));
    });
    const fail = (error: Error) => {
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      for (const job of slot.pending.values()) job.reject(error);
      slot.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the render worker exited (${code})`)));
    this.slots.push(slot);
    return slot;
  }
}
