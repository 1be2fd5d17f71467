/**
 * The flooder of bench scenario 12 (fairness.mjs), in a worker thread: `connections` loops send the
 * flood's requests in turn as fast as they are answered (no pause, Retry-After ignored) until the
 * main thread says `stop`, then it posts the answers counted by `kind status` and the dropped ones.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { floodRequests } from './fairness.mjs';

const { url, target, connections } = workerData;
const requests = floodRequests(target);
const statuses = {};
let errors = 0;
let stopping = false;
parentPort.once('message', () => (stopping = true));

await Promise.all(
  Array.from({ length: connections }, async (_, n) => {
    for (let i = n; !stopping; i++) {
      const r = requests[i % requests.length];
      try {
        const res = await fetch(`${url}${r.path}`, r.init);
        const body = await res.text();
        // a /game answer is the player's rendered screen or the app shell
        const kind =
          r.kind === 'game page'
            ? `game page (${body.includes('data-rendered-estate') ? 'rendered' : 'shell'})`
            : r.kind;
        const key = `${kind} ${res.status}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
      } catch {
        errors++;
      }
    }
  }),
);
parentPort.postMessage({ statuses, errors });
