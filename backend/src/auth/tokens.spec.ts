import { newOpaqueToken, sha256 } from './tokens';

describe('opaque tokens', () => {
  it('carry at least 128 bits and never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newOpaqueToken));
    expect(tokens.size).toBe(1000);
    for (const t of tokens) expect(Buffer.from(t, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('are stored as a SHA-256 hex digest', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
