import { pagePath, routeAreas, spaShells } from './spa-shell';

const INDEX = '<html><head><title>x</title></head><body></body></html>';
const PRELOADS = {
  public: ['/assets/public-a.js', '/assets/shared-b.js'],
  auth: ['/assets/auth-c.js', '/assets/shared-b.js'],
  game: ['/assets/game-d.js'],
  admin: ['/assets/admin-e.js', '/assets/shared-b.js'],
};

describe('routeAreas', () => {
  it.each([
    ['/', ['public']],
    ['/roadmap', ['public']],
    ['/feature-requests', ['public']],
    ['/auth/login', ['auth']],
    ['/auth/reset-password/abc', ['auth']],
    ['/login', ['auth']],
    ['/game', ['game']],
    ['/game/plots', ['game', 'plots']],
    ['/game/plots/123', ['game', 'plots']],
    ['/game/blocks/9', ['game', 'plots']],
    ['/game/marketplace', ['game', 'plots']],
    ['/game/finances', ['game', 'finances']],
    ['/game/financesque', ['game']],
    ['/game/estate/7', ['game', 'estates']],
    ['/game/estates', ['game']],
    ['/estates', ['game', 'estates']],
    ['/create-estate', ['game', 'estates']],
    ['/admin', ['public', 'admin']],
    ['/gamers', ['public']],
    ['/authority', ['public']],
  ])('%s → %j', (path, areas) => {
    expect(routeAreas(path)).toEqual(areas);
  });
});

describe('spaShells', () => {
  const links = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it("preloads the requested area's chunks in the head, each once", () => {
    const shell = spaShells(INDEX, PRELOADS);
    expect(links(shell('/').toString())).toEqual(['/assets/public-a.js', '/assets/shared-b.js']);
    expect(links(shell('/game/plots/1').toString())).toEqual(['/assets/game-d.js']);
    expect(links(shell('/admin').toString())).toEqual([
      '/assets/public-a.js',
      '/assets/shared-b.js',
      '/assets/admin-e.js',
    ]);
    const auth = shell('/auth/login').toString();
    expect(links(auth)).toEqual(['/assets/auth-c.js', '/assets/shared-b.js']);
    expect(auth.indexOf('shared-b.js')).toBeLessThan(auth.indexOf('</head>'));
  });

  it('builds each variant once', () => {
    const shell = spaShells(INDEX, PRELOADS);
    expect(shell('/roadmap')).toBe(shell('/contact'));
  });

  it('serves the plain shell without a preload list, and never links anything but a built asset', () => {
    expect(spaShells(INDEX, null)('/').toString()).toBe(INDEX);
    const shell = spaShells(INDEX, { public: ['/assets/ok.js', '"><script>alert(1)</script>', '//evil.example/x.js'] });
    expect(links(shell('/').toString())).toEqual(['/assets/ok.js']);
  });
});

describe('prerendered pages', () => {
  const PAGE = '<html><head><title>Roadmap</title></head><body><div id="root" data-prerendered></div></body></html>';

  it('serves a public page its own HTML, without the app preloads, for its path with or without a slash or query', () => {
    const shell = spaShells(INDEX, PRELOADS, { '/roadmap': PAGE });
    expect(shell('/roadmap').toString()).toBe(PAGE);
    expect(shell('/roadmap/').toString()).toBe(PAGE);
    expect(shell('/roadmap?from=mail').toString()).toBe(PAGE);
    expect(shell('/contact').toString()).toContain('modulepreload');
    expect(shell('/contact').toString()).not.toContain('data-prerendered');
  });

  it('reads paths as the page list keys them', () => {
    expect(pagePath('/')).toBe('/');
    expect(pagePath('/?a=1')).toBe('/');
    expect(pagePath('/auth/login/#x')).toBe('/auth/login');
  });
});
