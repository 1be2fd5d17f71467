import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Options } from '@node-rs/argon2';

/**
 * argon2id off the event loop, at a lower CPU priority. Each worker thread lowers its own nice
 * value (on Linux a thread's priority is its own), so during a sign-in storm the hashing uses the
 * idle CPU but yields to the event loop and to PostgreSQL: the game stays responsive while
 * sign-ins run as fast as the hardware hashes. Two workers per core: argon2 stalls on memory, and
 * the second thread fills the gaps (a sign-in storm on 2 cores: 79 sign-ins/s with 2 workers, 94
 * with 4).
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { setPriority } = require('node:os');
const argon2 = require(${JSON.stringify(require.resolve('@node-rs/argon2'))});
try { setPriority(0, 10); } catch {}
parentPort.on('message', ({ id, op, args }) => {
  try {
    const result = op === 'hash' ? argon2.hashSync(args[0], args[1]) : argon2.verifySync(args[0], args[1]);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

type Job = {
  id: number;
  op: 'hash' | 'verify';
  args: [string, string | Options];
  resolve(value: unknown): void;
  reject(error: Error): void;
};

interface Slot {
  worker: Worker;
  /** In the worker's queue, oldest first: two per worker, so it starts the next at once. */
  jobs: Job[];
}

const JOBS_PER_WORKER = 2;

export class Argon2Pool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;

  constructor(private readonly size = Math.max(1, availableParallelism()) * 2) {}

  hash(password: string, options: Options): Promise<string> {
    return this.run('hash', [password, options]) as Promise<string>;
  }

  /** Rejects when the hash is malformed (as @node-rs/argon2's verify does). */
  verify(passwordHash: string, password: string): Promise<boolean> {
    return this.run('verify', [passwordHash, password]) as Promise<boolean>;
  }

  async close(): Promise<void> {
    const workers = this.slots.splice(0).map((s) => s.worker);
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private run(op: Job['op'], args: Job['args']): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, op, args, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const idle = this.slots.find((s) => s.jobs.length === 0);
      const slot =
        idle ??
        this.spawn() ??
        this.slots.reduce<Slot | null>(
          (best, s) => (s.jobs.length < JOBS_PER_WORKER && (!best || s.jobs.length < best.jobs.length) ? s : best),
          null,
        );
      if (!slot) return;
      const job = this.queue.shift() as Job;
      slot.jobs.push(job);
      slot.worker.ref();
      slot.worker.postMessage({ id: job.id, op: job.op, args: job.args });
    }
  }

  private spawn(): Slot | null {
    if (this.slots.length >= this.size) return null;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    const slot: Slot = { worker, jobs: [] };
    worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
      const job = slot.jobs[0];
      if (!job || job.id !== message.id) return;
      slot.jobs.shift();
      if (slot.jobs.length === 0) worker.unref(); // an idle pool never keeps the process alive
      if (message.error !== undefined) job.reject(new Error(message.error));
      else job.resolve(message.result);
      this.dispatch();
    });
    const lost = (error: Error) => {
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      for (const job of slot.jobs.splice(0)) job.reject(error);
      this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`argon2 worker exited with code ${code}`)));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }
}
