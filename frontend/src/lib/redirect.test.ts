import { fullPath, safeRedirect } from './redirect';

const FALLBACK = '/game';

describe('safeRedirect', () => {
  it.each([
    ['/game', '/game'],
    ['/game/plots/42', '/game/plots/42'],
    ['/create-estate?onboarding=true&redirect=%2Fgame', '/create-estate?onboarding=true&redirect=%2Fgame'],
    ['/estates#top', '/estates#top'],
    ['/', '/'],
  ])('accepts the same-site path %s', (target, expected) => {
    expect(safeRedirect(target, FALLBACK)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['backslash host', '/\\evil.example'],
    ['backslash later in the path', '/foo\\..\\\\evil.example'],
    ['absolute http URL', 'http://evil.example/game'],
    ['absolute https URL', 'https://evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,hi'],
    ['relative without slash', 'game'],
    ['scheme-like relative', 'evil.example/game'],
    ['empty string', ''],
    ['whitespace', '   '],
    ['leading space', ' /game'],
    ['tab trick', '/\t/evil.example'],
    ['newline trick', '/\n/evil.example'],
    ['dot segments collapsing to //', '/..//evil.example'],
  ])('refuses %s', (_label, target) => {
    expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
  });

  it.each([[undefined], [null], [42], [{ pathname: '/game' }], [['/game']]])('refuses the non-string %p', (target) => {
    expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
  });

  it('keeps encoded characters in the query untouched', () => {
    expect(safeRedirect('/game?next=%2F%2Fevil.example', FALLBACK)).toBe('/game?next=%2F%2Fevil.example');
  });
});

describe('fullPath', () => {
  it('joins path, query and hash', () => {
    expect(fullPath({ pathname: '/game/plots', search: '?sort=size', hash: '#top' })).toBe('/game/plots?sort=size#top');
    expect(fullPath({ pathname: '/game' })).toBe('/game');
  });
});
