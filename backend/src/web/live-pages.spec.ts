import type { PageRenderer } from '@vineyard/domain';
import { livePages, queryUrl, signedInPages, type ApiGet } from './live-pages';

const QUERIES = [
  { endpointName: 'listFeatures', arg: { limit: 5, sort: 'votes', page: 1 }, path: '/features' },
  { endpointName: 'getFeatureStatistics', path: '/features/statistics' },
];

/** A renderer that writes what it was given, as the real one embeds it. */
const renderer: PageRenderer = {
  PRERENDERED_PAGES: [{ path: '/board', queries: QUERIES }, { path: '/' }],
  renderDocument: (frame, path, { answers }) =>
    Promise.resolve(`${frame}|${path}|${JSON.stringify(answers)}|%PUBLIC_URL%`),
  SIGNED_IN_PAGES: [{ path: '/game' }],
  // like the game screen's: the player, then the first estate's details (none: not renderable)
  signedInQueries: (path, answers) => {
    if (path !== '/game') return null;
    if (answers.length === 0) return [{ endpointName: 'listEstates', path: '/estates' }];
    const estates = (answers[0]!.value as { estates: string[] }).estates;
    if (estates.length === 0) return null;
    if (answers.length > 1) return [];
    return [{ endpointName: 'getEstate', arg: { id: estates[0]! }, path: `/estates/${estates[0]}`, params: {} }];
  },
  renderSignedInDocument: (frame, path, { answers }) =>
    Promise.resolve(`${frame}|player|${path}|${JSON.stringify(answers)}|%PUBLIC_URL%`),
};

type Answer = (url: string) => { status: number; body: unknown };

/** The API as the pages see it (every URL asked, recorded) and what both kinds of page are given. */
function fakeApi(answer: Answer) {
  const calls: string[] = [];
  const errors: string[] = [];
  const get: ApiGet = (url) => {
    calls.push(url);
    return Promise.resolve(answer(url));
  };
  const shared = {
    load: () => Promise.resolve({ renderer, frame: 'FRAME' }),
    finish: (html: string) => html.replace('%PUBLIC_URL%', 'https://vv.test'),
    onError: (path: string, error: unknown) => errors.push(`${path}: ${(error as Error).message}`),
  };
  return { calls, errors, get, shared };
}

function setUp(answer: Answer = (url) => ({ status: 200, body: { url } })) {
  let clock = 1_000;
  const { calls, errors, get, shared } = fakeApi(answer);
  const pages = livePages({
    list: [
      { path: '/board', file: 'board.html', inSitemap: true, live: true },
      { path: '/', file: 'home.html', inSitemap: true },
    ],
    ...shared,
    get,
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

describe('signed-in pages rendered for their player', () => {
  function setUpPlayer(answer: Answer) {
    const { calls, errors, get, shared } = fakeApi(answer);
    return { pages: signedInPages(shared), get, calls, errors };
  }

  it('takes the path query string from `params` when the argument is in the path', () => {
    expect(
      queryUrl({ endpointName: 'x', arg: { id: 'e1', unread: true }, path: '/estates/e1/n', params: { unread: true } }),
    ).toBe('/api/estates/e1/n?unread=true');
  });

  it('is the Overview only: /game without another tab', async () => {
    const { pages } = setUpPlayer(() => ({ status: 200, body: null }));
    expect(await pages.has('/game', '')).toBe(true);
    expect(await pages.has('/game', '?tab=overview')).toBe(true);
    expect(await pages.has('/game', '?tab=winery')).toBe(false);
    expect(await pages.has('/estates', '')).toBe(false);
  });

  it('asks round after round until the page has every answer, then renders them', async () => {
    const { pages, get, calls, errors } = setUpPlayer((url) => ({
      status: 200,
      body: url === '/api/estates' ? { estates: ['e1', 'e2'] } : { url },
    }));
    const html = (await pages.render('/game', get))?.toString();
    expect(calls).toEqual(['/api/estates', '/api/estates/e1']);
    expect(html).toBe(
      `FRAME|player|/game|${JSON.stringify([
        { endpointName: 'listEstates', value: { estates: ['e1', 'e2'] } },
        { endpointName: 'getEstate', arg: { id: 'e1' }, value: { url: '/api/estates/e1' } },
      ])}|https://vv.test`,
    );
    expect(errors).toEqual([]);
  });

  it('renders nothing for a player it cannot render for, or when an answer is not 200', async () => {
    const none = setUpPlayer(() => ({ status: 200, body: { estates: [] } }));
    expect(await none.pages.render('/game', none.get)).toBeNull();
    expect(none.errors).toEqual([]);
    const failing = setUpPlayer((url) =>
      url === '/api/estates' ? { status: 200, body: { estates: ['e1'] } } : { status: 404, body: null },
    );
    expect(await failing.pages.render('/game', failing.get)).toBeNull();
    expect(failing.errors).toEqual(['/game: GET /api/estates/e1 answered 404']);
  });
});
