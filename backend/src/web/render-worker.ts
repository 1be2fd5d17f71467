/**
 * A worker thread of RenderWorkers (render-workers.ts): it loads the frontend's server renderer
 * (`workerData.module`) once and renders the signed-in pages it is sent, at a lower CPU priority so
 * that the event loop and PostgreSQL go first.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { importRenderer } from './live-pages';
import type { RenderJob, RenderResult } from './render-workers';

try {
  setPriority(0, 10);
} catch {
  /* not allowed here: render at the normal priority */
}
const loaded = importRenderer((workerData as { module: string }).module);

parentPort!.on('message', (job: RenderJob) => {
  void loaded
    .then((renderer) => renderer.renderSignedInDocument(job.frame, job.path, { answers: job.answers }))
    .then(
      (html): RenderResult => ({ id: job.id, html }),
      (error: unknown): RenderResult => ({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
    )
    .then((result) => parentPort!.postMessage(result));
});
