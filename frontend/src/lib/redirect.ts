/**
 * Redirect targets arrive in query strings (`?redirect=/game/plots`) and must never send the
 * player to another site. Accepted: a same-site relative path, i.e. it starts with exactly one
 * '/', is not protocol-relative ('//evil.test', '/\\evil.test'), carries no scheme and no
 * control characters. Anything else yields `fallback`.
 */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== 'string') return fallback;
  const value = target.trim();
  if (value === '' || value !== target) return fallback;
  if (!value.startsWith('/')) return fallback;
  // '//host' and '/\host' are read as another host by browsers.
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Tabs and newlines are stripped by URL parsers ('/\t/evil.test' → '//evil.test').
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  // A backslash is read as '/' by URL parsers: refuse it anywhere in the path part.
  if (value.split(/[?#]/, 1)[0].includes('\\')) return fallback;
  try {
    const base = 'https://same-site.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments can collapse into a protocol-relative path ('/..//evil.test').
    return path.startsWith('//') ? fallback : path;
  } catch {
    return fallback;
  }
}

/** The path, query and hash of a location, i.e. what a `redirect=` parameter should carry. */
export function fullPath(location: { pathname: string; search?: string; hash?: string }): string {
  return `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
}
