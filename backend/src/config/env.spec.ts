import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('has documented defaults', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: null,
      dataDir: '/srv/app/data',
      embeddedPgPort: 54329,
      dbPoolSize: 10,
      corsOrigins: [],
      logFormat: 'pretty',
      bodyLimitBytes: 102400,
    });
  });

  it('uses JSON logs in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '65536'],
    ['DB_POOL_SIZE', '0'],
    ['DATABASE_URL', 'http://example.com/db'],
    ['DATABASE_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://x'],
    ['CORS_ORIGINS', 'https://ok.example,https://bad.example/path'],
    ['SERVE_SPA', 'maybe'],
    ['LOG_LEVEL', 'verbose'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('parses lists and booleans', () => {
    const c = loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example:8443', SERVE_SPA: 'false' });
    expect(c.corsOrigins).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(c.serveSpa).toBe(false);
  });
});
