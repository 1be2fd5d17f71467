import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RenderWorkers } from './render-workers';

/** A stand-in for render-worker.js: answers with its thread, fails on /throw, dies on /crash, loops on /hang. */
const SCRIPT = `
const { parentPort, workerData, threadId } = require('node:worker_threads');
parentPort.on('message', (job) => {
  if (job.path === '/crash') process.exit(3);
  if (job.path === '/hang') for (;;);
  if (job.path === '/throw') return parentPort.postMessage({ id: job.id, error: 'boom' });
  setTimeout(() => parentPort.postMessage({ id: job.id, html: [workerData.module, job.frame, job.path, job.answers.length, threadId].join(' ') }), 20);
});
`;

describe('RenderWorkers', () => {
  const script = join(mkdtempSync(join(tmpdir(), 'vv-render-')), 'worker.js');
  writeFileSync(script, SCRIPT);
  let workers: RenderWorkers;
  beforeEach(() => (workers = new RenderWorkers('render.mjs', 2, script)));
  afterEach(() => workers.close());

  const thread = (html: string) => html.split(' ').pop();

  it('renders in worker threads, up to `size` at once, each on its own thread', async () => {
    const answers = [{ endpointName: 'getMe', value: {} }];
    const [a, b] = await Promise.all([workers.render('F', '/game', answers), workers.render('F', '/game', [])]);
    expect(a).toMatch(/^render\.mjs F \/game 1 \d+$/);
    expect(b).toMatch(/^render\.mjs F \/game 0 \d+$/);
    expect(thread(a)).not.toBe(thread(b));
    // a third at once shares a worker: never more than `size` threads
    const three = await Promise.all([1, 2, 3].map(() => workers.render('F', '/game', [])));
    expect(new Set([a, b, ...three].map(thread)).size).toBe(2);
  });

  it('fails a render the renderer refuses, and one whose worker dies; the next render gets a new worker', async () => {
    await expect(workers.render('F', '/throw', [])).rejects.toThrow('boom');
    const before = thread(await workers.render('F', '/game', []));
    await expect(workers.render('F', '/crash', [])).rejects.toThrow(/exited/);
    const after = await Promise.all([workers.render('F', '/game', []), workers.render('F', '/game', [])]);
    for (const html of after) expect(html).toMatch(/^render\.mjs F \/game 0 \d+$/);
    // the dead worker (the one that rendered before: renders one at a time reuse it) is gone
    expect(after.map(thread)).not.toContain(before);
  });

  it('ends a worker stuck in a render after the timeout: the render fails and the next gets a new worker', async () => {
    const quick = new RenderWorkers('render.mjs', 1, script, 3_000);
    try {
      const before = thread(await quick.render('F', '/game', []));
      const started = Date.now();
      await expect(quick.render('F', '/hang', [])).rejects.toThrow(/exited/);
      // ended at the timeout (a worker's start included: seconds on a loaded machine), not never
      expect(Date.now() - started).toBeLessThan(15_000);
      const after = await quick.render('F', '/game', []);
      expect(thread(after)).not.toBe(before);
    } finally {
      await quick.close();
    }
  }, 30_000);
});
