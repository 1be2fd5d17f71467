/**
 * The tick's steps run without PostgreSQL's JIT. A step is one short batch; on a default server
 * (jit = on, as managed servers ship) a batch statement at a million blocks is estimated above
 * jit_above_cost and compiled with inlining and optimisation, about 0.5 s a batch that the batch
 * could never repay (issue 37, item 6: a day at 1M blocks took 87 s). Each step's transaction
 * turns it off (SET LOCAL), and nothing else changes: the session around it keeps the server's.
 */
import { backend, useBackend } from './support/backend';

const backendOf = useBackend();

it("every tick step runs with jit off and a background statement timeout in its own transaction; the rest keeps the server's", async () => {
  const b = backendOf();
  const clock = b.get(backend('gametime/gametime.service').GameTimeService);
  const registry = b.get(backend('gametime/tick-handlers').TickHandlerRegistry);
  // the test means something only on a server whose default is jit = on (PostgreSQL's default)
  const [{ jit: serverDefault }] = await b.query(`SELECT current_setting('jit') AS jit`);
  expect(serverDefault).toBe('on');

  const seen: string[] = [];
  registry.register({
    kind: 'daily',
    name: 'jit-probe',
    order: 999,
    run: async (manager) => {
      const [{ jit, timeout }] = (await manager.query(
        `SELECT current_setting('jit') AS jit, current_setting('statement_timeout') AS timeout`,
      )) as { jit: string; timeout: string }[];
      seen.push(jit, timeout);
    },
  });
  const day = await clock.tick('admin');
  expect(day).not.toBeNull();
  // and the statement timeout of background work (10 min), not a request's
  expect(seen).toEqual(['off', '10min']);
  // SET LOCAL ends with the step: the pool's connections answer with the server's setting again
  const after = await Promise.all(
    Array.from({ length: 4 }, async () => (await b.query(`SELECT current_setting('jit') AS jit`))[0].jit),
  );
  expect(after).toEqual(['on', 'on', 'on', 'on']);
});
