import { AppLogger } from './logger';

describe('AppLogger', () => {
  it('writes JSON lines at or above its level only', () => {
    const lines: string[] = [];
    const logger = new AppLogger('warn', 'json', (l) => lines.push(l));
    logger.info('hidden');
    logger.write('warn', 'shown', { route: '/api/health' });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', msg: 'shown', route: '/api/health' });
  });

  it('is silent when asked', () => {
    const lines: string[] = [];
    new AppLogger('silent', 'json', (l) => lines.push(l)).write('error', 'x');
    expect(lines).toEqual([]);
  });
});
