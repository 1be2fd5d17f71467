import { readdirSync, readFileSync } from 'node:fs';
import { Argon2Pool } from './argon2-pool';

const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** nice values of this process's threads (Linux): field 19 of /proc/self/task/<tid>/stat */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) =>
    Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]),
  );
}

describe('Argon2Pool', () => {
  const pool = new Argon2Pool(2);
  afterAll(() => pool.close());

  it('hashes argon2id and verifies right, wrong and malformed input, many at once', async () => {
    const hash = await pool.hash('correct horse battery', options);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => pool.verify(hash, i % 2 === 0 ? 'correct horse battery' : 'wrong')),
    );
    expect(answers).toEqual([true, false, true, false, true, false]);
    await expect(pool.verify('not a hash', 'x')).rejects.toThrow();
    // the pool still works after a rejected job
    await expect(pool.verify(hash, 'correct horse battery')).resolves.toBe(true);
  });

  it('runs the hashing threads at a lower priority than the event loop', async () => {
    await Promise.all([
      pool.verify(await pool.hash('a', options), 'a'),
      pool.verify(await pool.hash('b', options), 'b'),
    ]);
    const nice = threadNiceValues();
    expect(nice.filter((n) => n === 10)).toHaveLength(2);
    expect(nice.filter((n) => n === 0).length).toBeGreaterThan(0);
  });
});
