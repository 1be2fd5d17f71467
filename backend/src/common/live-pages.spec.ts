import { livePages, queryUrl, type ApiGet, type PageRenderer } from './live-pages';

const QUERIES = [
  { endpointName: 'listFeatures', arg: { limit: 5, sort: 'votes', page: 1 }, path: '/features' },
  { endpointName: 'getFeatureStatistics', path: '/features/statistics' },
];

/** A renderer that writes what it was given, as the real one embeds it. */
const renderer: PageRenderer = {
  PRERENDERED_PAGES: [{ path: '/board', queries: QUERIES }, { path: '/' }],
  renderDocument: (frame, path, { answers }) =>
    Promise.resolve(`${frame}|${path}|${JSON.stringify(answers)}|%PUBLIC_URL%`),
};

function setUp(answer: (url: string) => { status: number; body: unknown } = (url) => ({ status: 200, body: { url } })) {
  let clock = 1_000;
  const calls: string[] = [];
  const errors: string[] = [];
  const get: ApiGet = (url) => {
    calls.push(url);
    return Promise.resolve(answer(url));
  };
  const pages = livePages({
    list: [
      { path: '/board', file: 'board.html', inSitemap: true, live: true },
      { path: '/', file: 'home.html', inSitemap: true },
    ],
    load: () => Promise.resolve({ renderer, frame: 'FRAME' }),
    get,
    finish: (html) => html.replace('%PUBLIC_URL%', 'https://vv.test'),
    onError: (path, error) => errors.push(`${path}: ${(error as Error).message}`),
    ttlMs: 30_000,
    staleMs: 120_000,
    now: () => clock,
  });
  return { pages, calls, errors, advance: (ms: number) => (clock += ms) };
}

describe('pages rendered per request', () => {
  it('builds the query URLs under the API base', () => {
    expect(QUERIES.map(queryUrl)).toEqual(['/api/features?limit=5&sort=votes&page=1', '/api/features/statistics']);
  });

  it('renders a live page with the answers of its queries, in the frame, with PUBLIC_URL', async () => {
    const { pages, calls } = setUp();
    expect(pages.has('/board')).toBe(true);
    expect(pages.has('/')).toBe(false);
    const html = (await pages.render('/board'))?.toString();
    expect(html).toBe(
      `FRAME|/board|${JSON.stringify([
        {
          endpointName: 'listFeatures',
          arg: { limit: 5, sort: 'votes', page: 1 },
          value: { url: '/api/features?limit=5&sort=votes&page=1' },
        },
        { endpointName: 'getFeatureStatistics', value: { url: '/api/features/statistics' } },
      ])}|https://vv.test`,
    );
    expect(calls).toHaveLength(2);
    expect(await pages.render('/')).toBeNull();
  });

  it('keeps a page for the TTL, then sends it once more while a fresh one renders', async () => {
    const { pages, calls, advance } = setUp();
    const [a, b] = await Promise.all([pages.render('/board'), pages.render('/board')]);
    expect(a).toBe(b);
    expect(calls).toHaveLength(2); // one render for both visitors
    advance(29_000);
    expect(await pages.render('/board')).toBe(a);
    expect(calls).toHaveLength(2);
    advance(2_000); // 31 s: stale, sent once more, a fresh render starts
    expect(await pages.render('/board')).toBe(a);
    expect(calls).toHaveLength(4);
    await new Promise((resolve) => setImmediate(resolve));
    const fresh = await pages.render('/board');
    expect(fresh).not.toBe(a);
    expect(fresh?.toString()).toBe(a?.toString());
    expect(calls).toHaveLength(4);
    advance(200_000); // too old to send: the visitor waits for the fresh one
    const later = await pages.render('/board');
    expect(later).not.toBe(fresh);
    expect(calls).toHaveLength(6);
  });

  it('gives null (the build-time page is served) when a query fails, and says why', async () => {
    const { pages, errors } = setUp((url) => ({ status: url.includes('statistics') ? 503 : 200, body: {} }));
    expect(await pages.render('/board')).toBeNull();
    expect(errors).toEqual(['/board: GET /api/features/statistics answered 503']);
  });

  it('gives null when the build has no renderer', async () => {
    const errors: unknown[] = [];
    const pages = livePages({
      list: [{ path: '/board', file: 'board.html', inSitemap: true, live: true }],
      load: () => Promise.reject(new Error('no server renderer in the build')),
      get: () => Promise.resolve({ status: 200, body: {} }),
      finish: (html) => html,
      onError: (_path, error) => errors.push(error),
    });
    await pages.warm();
    expect(await pages.render('/board')).toBeNull();
    expect(errors).toHaveLength(1);
  });
});
