import { apiSecurityHeaders, isApiPath } from './security-headers';

describe('isApiPath', () => {
  it('is the API: /api, /api/…, /api?…', () => {
    for (const url of ['/api', '/api/', '/api/health', '/api/estates/x/plots?page=2', '/api?x=1']) {
      expect(isApiPath(url)).toBe(true);
    }
  });

  it('is a document: pages, files, paths that only begin like the API, Swagger UI', () => {
    for (const url of [
      '/',
      '/game',
      '/apiary',
      '/api-docs',
      '/assets/app.js',
      '/api/docs',
      '/api/docs/',
      '/api/docs/swagger-ui.css',
    ]) {
      expect(isApiPath(url)).toBe(false);
    }
  });
});

describe('apiSecurityHeaders', () => {
  it('lets nothing load, frame or be stored, and adds HSTS only when asked', () => {
    expect(apiSecurityHeaders(null)).toEqual({
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    expect(apiSecurityHeaders(15552000)['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
  });
});
