import { afterSignInPath, afterSignInPathFrom } from './redirect';

describe('afterSignInPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(afterSignInPath('/game/plots?sort=size#top')).toBe('/game/plots?sort=size#top');
    expect(afterSignInPath('/auth/verify-success')).toBe('/auth/verify-success');
  });

  it.each([null, undefined, '', 'game', '//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:x'])(
    'falls back to the game for %p',
    (target) => expect(afterSignInPath(target)).toBe('/game'),
  );

  it.each(['/auth/login', '/auth/register?x=1', '/auth/forgot-password', '/auth/reset-password/abc', '/login'])(
    'does not bounce to the guests-only page %s',
    (target) => expect(afterSignInPath(target)).toBe('/game'),
  );

  it('reads the parameter from a full path or a query string', () => {
    expect(afterSignInPathFrom('/auth/login?redirect=%2Festates#x')).toBe('/estates');
    expect(afterSignInPathFrom('?redirect=%2Festates')).toBe('/estates');
    expect(afterSignInPathFrom('/auth/login')).toBe('/game');
  });
});
