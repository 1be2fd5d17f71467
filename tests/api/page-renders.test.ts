/**
 * Signed-in page renders are bounded (app.factory.ts, PAGE_RENDER_CONCURRENCY): one at a time per
 * session and PAGE_RENDER_CONCURRENCY (default 2) in the process. Any other GET /game with a live
 * cookie gets the app shell at once (200), which fills itself from the API as after a render
 * failure — so forty parallel GET /game with one player's cookie cost one render, not forty; and
 * the render runs in a worker thread (web/render-workers.ts), so another player's API reads
 * stay fast meanwhile.
 */
import { apiGame, type Player } from '../support/harness';
import { PASSWORD } from '../support/accounts';
import { latencies, readWhile } from '../support/latency';

const METRICS_TOKEN = 'page-renders-metrics-token-0123456789';
const RENDER_CAP = 2;
const game = apiGame({ env: { PAGE_RENDER_CONCURRENCY: String(RENDER_CAP), METRICS_TOKEN } });

/** A fresh sign-in's page-session cookie (`vv_page=…`). */
async function pageCookie(player: Player): Promise<string> {
  const res = await game.raw('/api/auth/login', { body: { identifier: player.user.username, password: PASSWORD } });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith('vv_page='));
  return cookie!.split(';')[0]!;
}

type Page = 'rendered' | 'shell';

/** GET /game as a browser with the cookie: 200, and whether it was the player's rendered screen or the app shell. */
async function gamePage(cookie: string): Promise<{ status: number; page: Page; cacheControl: string | null }> {
  const res = await fetch(`${game.baseUrl}/game`, { headers: { cookie } });
  const html = await res.text();
  const rendered = html.includes('data-rendered-estate=');
  // the shell: the empty root the app fills, its scripts preloaded
  if (!rendered) expect(html).toContain('<div id="root"></div>');
  return { status: res.status, page: rendered ? 'rendered' : 'shell', cacheControl: res.headers.get('cache-control') };
}

async function renderCounts(): Promise<Record<string, number>> {
  const text = await (
    await fetch(`${game.baseUrl}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const counts: Record<string, number> = {};
  for (const m of text.matchAll(/^vv_page_renders_total\{result="(\w+)"\} (\d+)/gm)) counts[m[1]!] = Number(m[2]);
  return counts;
}

let anna: Player & { estate: { id: string } };
let bruno: Player & { estate: { id: string } };

beforeAll(async () => {
  [anna, bruno] = await Promise.all([
    game.playerWithEstate({ name: 'Domaine Anna' }, 'anna'),
    game.playerWithEstate({ name: 'Bodega Bruno' }, 'bruno'),
  ]);
});

it('forty parallel GET /game with one cookie: one render at a time, the rest the shell at once, all 200', async () => {
  const cookie = await pageCookie(anna);
  // alone, the page is rendered (and warms the renderer)
  expect((await gamePage(cookie)).page).toBe('rendered');
  const before = await renderCounts();
  const rounds = 3;
  for (let round = 0; round < rounds; round++) {
    const pages = await Promise.all(Array.from({ length: 40 }, () => gamePage(cookie)));
    expect(pages.map((p) => p.status)).toEqual(Array(40).fill(200));
    // the shell too is the player's answer: never cached
    expect(new Set(pages.map((p) => p.cacheControl))).toEqual(new Set(['no-store, private']));
    const rendered = pages.filter((p) => p.page === 'rendered').length;
    expect(rendered).toBeGreaterThanOrEqual(1);
    expect(rendered).toBeLessThanOrEqual(RENDER_CAP);
  }
  // the metrics say why: the other requests met the session's render under way
  const after = await renderCounts();
  const delta = (result: string) => (after[result] ?? 0) - (before[result] ?? 0);
  expect(delta('rendered') + delta('shell_session_busy') + delta('shell_busy')).toBe(rounds * 40);
  expect(delta('shell_session_busy')).toBeGreaterThanOrEqual(rounds * 40 - rounds * RENDER_CAP);
});

it('the process renders at most PAGE_RENDER_CONCURRENCY pages at once: eight sessions at once, the others get the shell', async () => {
  const players = [anna, bruno, ...(await Promise.all([1, 2].map((i) => game.playerWithEstate({}, `p${i}`))))];
  // two sessions each for four players: eight sessions
  const cookies = await Promise.all([...players, ...players].map((p) => pageCookie(p)));
  const before = await renderCounts();
  const pages = await Promise.all(cookies.map((c) => gamePage(c)));
  expect(pages.map((p) => p.status)).toEqual(Array(8).fill(200));
  const rendered = pages.filter((p) => p.page === 'rendered').length;
  expect(rendered).toBeGreaterThanOrEqual(1);
  expect(rendered).toBeLessThanOrEqual(RENDER_CAP);
  const after = await renderCounts();
  expect((after.shell_busy ?? 0) - (before.shell_busy ?? 0)).toBe(8 - rendered);
});

it("another player's API reads stay fast while one cookie floods /game", async () => {
  const cookie = await pageCookie(anna);
  const read = async () => {
    const res = await fetch(`${game.baseUrl}/api/estates/${bruno.estate.id}/plots`, {
      headers: { authorization: `Bearer ${bruno.token}` },
    });
    await res.arrayBuffer();
    return res.status;
  };
  // at rest
  const quiet = await readWhile(Promise.resolve(), read, 40);
  // during three floods of forty parallel GET /game, one after another
  const flood = (async () => {
    for (let round = 0; round < 3; round++) await Promise.all(Array.from({ length: 40 }, () => gamePage(cookie)));
  })();
  const during = await readWhile(flood, read, 40);
  await flood;
  const [rest, load] = [latencies(quiet.times), latencies(during.times)];
  console.log(`bruno's plots list at rest ${JSON.stringify(rest)}, during the /game flood ${JSON.stringify(load)}`);
  expect(new Set(during.statuses)).toEqual(new Set([200]));
  // generous bounds for a shared 2-core machine: unbounded, forty renders put the median near 1 s
  // and the worst read at ~4 s (issue 37); bounded but rendered on the event loop, each render held
  // the reads up to ~0.3 s; in worker threads the reads' p99 is tens of ms. Both bounds scale with
  // the same run's reads at rest, as a loaded machine slows both. The tail is bounded at p95: a
  // read or two held ~0.3 s by the other jest worker's CPU is the shared machine, not a render
  // (p99 254 ms at load 11 with rest p99 42 ms; 285 ms in CI with rest p99 19 ms and median 10 ms),
  // while renders on the event loop hold most reads. The worst read is bounded at 2 s, half the
  // unbounded case's ~4 s: one read held ~1 s by a pause of the shared machine happens (1,021 ms in a
  // CI run whose median was 10 ms and p95 30 ms), and the median and p95 carry the real check.
  expect(load.median).toBeLessThanOrEqual(Math.max(100, 5 * rest.median));
  expect(load.p95).toBeLessThanOrEqual(Math.max(250, 8 * rest.p95));
  expect(load.max).toBeLessThanOrEqual(2000);
});
