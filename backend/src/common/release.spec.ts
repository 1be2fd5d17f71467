import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRelease } from './release';

describe('readRelease', () => {
  const root = { dir: join(__dirname, '..', '..', '..'), version: '1.2.3' };

  it('takes the commit from VV_COMMIT when it is a sha', () => {
    expect(readRelease({ VV_COMMIT: 'ABCDEF1234567' }, root)).toEqual({ version: '1.2.3', commit: 'abcdef1234567' });
  });

  it('reads the checkout HEAD when VV_COMMIT is unset or not a sha', () => {
    for (const env of [{}, { VV_COMMIT: '' }, { VV_COMMIT: 'main; rm -rf /' }]) {
      expect(readRelease(env, root).commit).toMatch(/^[0-9a-f]{40}$/);
    }
  });

  it('says unknown outside a checkout and without a root package.json', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vv-release-'));
    try {
      expect(readRelease({}, { dir, version: '1.2.3' })).toEqual({ version: '1.2.3', commit: 'unknown' });
      expect(readRelease({}, null)).toEqual({ version: 'unknown', commit: 'unknown' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
