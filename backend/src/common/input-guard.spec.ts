import { MAX_INPUT_DEPTH, unsafeInput } from './input-guard';

describe('unsafeInput', () => {
  it('accepts ordinary input', () => {
    expect(unsafeInput({ name: 'Bodega', tags: ['a', 'b'], nested: { n: 1, ok: true, none: null } })).toBeNull();
    expect(unsafeInput(undefined)).toBeNull();
    expect(unsafeInput('🍷 unicode is fine')).toBeNull();
  });

  it('finds NUL characters in values and keys at any depth', () => {
    expect(unsafeInput({ a: { b: ['x', 'y\u0000'] } })).toBe('nul');
    expect(unsafeInput({ 'k\u0000': 1 })).toBe('nul');
  });

  it('refuses nesting deeper than the limit without overflowing the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unsafeInput(deep)).toBe('depth');
    let ok: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) ok = { x: ok };
    expect(unsafeInput(ok)).toBeNull();
  });
});
