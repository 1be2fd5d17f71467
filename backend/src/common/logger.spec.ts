import { AppLogger } from './logger';

describe('AppLogger (pino)', () => {
  it('writes JSON lines at or above its level only', () => {
    const lines: string[] = [];
    const logger = new AppLogger('warn', 'json', (l) => lines.push(l));
    logger.info('hidden');
    logger.write('warn', 'shown', { route: '/api/health' });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({ level: 'warn', msg: 'shown', route: '/api/health' });
    expect(new Date(line.time).toISOString()).toBe(line.time);
  });

  it('is silent when asked', () => {
    const lines: string[] = [];
    new AppLogger('silent', 'json', (l) => lines.push(l)).write('error', 'x');
    expect(lines).toEqual([]);
  });

  it("keeps the stack Nest passes with an exception's message", () => {
    const lines: string[] = [];
    const logger = new AppLogger('info', 'json', (l) => lines.push(l));
    logger.error('boom', 'Error: boom\n    at x (file.js:1:1)', 'ExceptionHandler');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      msg: 'boom',
      context: 'ExceptionHandler',
      stack: 'Error: boom\n    at x (file.js:1:1)',
    });
  });

  it('never writes the secret of an e-mail link or a token parameter', () => {
    const lines: string[] = [];
    const logger = new AppLogger('debug', 'json', (l) => lines.push(l));
    logger.write('error', 'oops', {
      link: 'https://vv.example/auth/verify-email/abcDEF123456789_-xyz',
      url: '/api/auth/reset-password/QWERTY1234567890?x=1',
      other: 'https://vv.example/x?token=s3cr3t&y=2',
    });
    new AppLogger('debug', 'pretty', (l) => lines.push(l)).info('GET /auth/reset-password/ZZZZ9999');
    const all = lines.join('\n');
    for (const secret of ['abcDEF123456789_-xyz', 'QWERTY1234567890', 's3cr3t', 'ZZZZ9999'])
      expect(all).not.toContain(secret);
    expect(all).toContain('/auth/verify-email/[redacted]');
    expect(all).toContain('token=[redacted]&y=2');
    expect(lines[1]).toMatch(/^\S+ INFO {2}GET \/auth\/reset-password\/\[redacted\]\n$/);
  });

  it('never writes a personal API key, whatever carries it', () => {
    const lines: string[] = [];
    const key = 'vv_Xb3kQ9aZ0mV7pL2sR8tY4wE6uI1oP5aS3dF7gH9jK2l';
    new AppLogger('debug', 'json', (l) => lines.push(l)).write('warn', `refused ${key}`, { header: `Bearer ${key}` });
    const all = lines.join('\n');
    expect(all).not.toContain(key.slice(3));
    expect(all).toContain('Bearer vv_[redacted]');
  });
});
