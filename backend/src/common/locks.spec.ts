import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The lock order is written once, in the docblock at the top of locks.ts: every function that
 * takes a row lock is named at its level there, and the levels run 0, 1, 2, … without a gap.
 */
const source = readFileSync(join(__dirname, 'locks.ts'), 'utf8');
const orderBlock = /\/\*\*[\s\S]*?THE LOCK ORDER[\s\S]*?\*\//.exec(source)?.[0] ?? '';
const levels = [...orderBlock.matchAll(/^ \* {3}(\d+)\. ([\s\S]*?)(?=^ \* {3}\d+\.|^ \*\s*$)/gm)].map((m) => ({
  level: Number(m[1]),
  text: m[2],
}));

describe('the lock order in common/locks.ts', () => {
  it('is written down as numbered levels without a gap', () => {
    expect(orderBlock).not.toBe('');
    expect(levels.map((l) => l.level)).toEqual(levels.map((_, i) => i));
    expect(levels.length).toBeGreaterThanOrEqual(8);
  });

  it('names every exported lock function at its level', () => {
    const lockFunctions = [...source.matchAll(/^export async function (lock\w+)/gm)].map((m) => m[1]);
    expect(lockFunctions.length).toBeGreaterThan(5);
    const named = levels.map((l) => l.text).join('\n');
    const missing = lockFunctions.filter((name) => !named.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
