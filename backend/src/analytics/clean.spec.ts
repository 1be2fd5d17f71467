import { cleanPath, cleanUrl } from './clean';

describe('cleanPath', () => {
  it('drops query and fragment and masks tokens in reset and verification links', () => {
    expect(cleanPath('/roadmap?utm_source=x#top')).toBe('/roadmap');
    expect(cleanPath('/auth/reset-password/abc123')).toBe('/auth/reset-password/:token');
    expect(cleanPath('/auth/verify-email/xyz?x=1')).toBe('/auth/verify-email/:token');
    expect(cleanPath('/x'.repeat(400))).toHaveLength(512);
  });
});

describe('cleanUrl', () => {
  it('keeps origin and cleaned path of http(s) addresses only', () => {
    expect(cleanUrl('https://chat.example/invite/abc?ref=1#x')).toBe('https://chat.example/invite/abc');
    expect(cleanUrl('https://user:pw@chat.example/a')).toBe('https://chat.example/a');
    expect(cleanUrl('javascript:alert(1)')).toBeNull();
    expect(cleanUrl('not a url')).toBeNull();
    expect(cleanUrl(undefined)).toBeNull();
  });

  it('keeps only the path of the site’s own addresses', () => {
    expect(cleanUrl('http://game.example/auth/reset-password/t0k3n', 'game.example')).toBe(
      '/auth/reset-password/:token',
    );
  });
});
