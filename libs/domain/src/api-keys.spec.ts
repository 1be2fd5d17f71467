import { isApiKeyScope, isApiKeyToken, requiredApiKeyScope } from './api-keys';

describe('personal API keys', () => {
  it('needs read for reads, play for every other method and admin on admin routes', () => {
    expect(['GET', 'get', 'HEAD'].map((m) => requiredApiKeyScope(m, false))).toEqual(['read', 'read', 'read']);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map((m) => requiredApiKeyScope(m, false))).toEqual([
      'play',
      'play',
      'play',
      'play',
    ]);
    expect(['GET', 'POST'].map((m) => requiredApiKeyScope(m, true))).toEqual(['admin', 'admin']);
  });

  it('knows its scopes and its tokens by their vv_ prefix', () => {
    expect(['read', 'play', 'admin', 'root', 1].map(isApiKeyScope)).toEqual([true, true, true, false, false]);
    expect(isApiKeyToken('vv_abc')).toBe(true);
    expect(isApiKeyToken('eyJhbGciOiJIUzI1NiJ9.x.y')).toBe(false);
  });
});
