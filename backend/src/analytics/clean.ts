import { ANALYTICS_LIMITS } from '@vineyard/domain';

/** Paths that carry a secret in the address: only their pattern is stored. */
const SECRET_PATHS = [/^(\/auth\/reset-password)\/[^/]+/, /^(\/auth\/verify-email)\/[^/]+/];

/** '/auth/reset-password/abc?x=1#y' → '/auth/reset-password/:token'; cut to the stored length. */
export function cleanPath(path: string): string {
  let clean = path.split(/[?#]/)[0] ?? '';
  for (const pattern of SECRET_PATHS) clean = clean.replace(pattern, '$1/:token');
  return clean.slice(0, ANALYTICS_LIMITS.pathMax);
}

/**
 * An absolute http(s) address without query, fragment or credentials ('https://a.b/c'), or null
 * when it is not one. Same-site addresses keep only their cleaned path.
 */
export function cleanUrl(value: string | undefined, ownHost?: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (ownHost && url.host === ownHost) return cleanPath(url.pathname);
    return `${url.origin}${cleanPath(url.pathname)}`.slice(0, ANALYTICS_LIMITS.referrerMax);
  } catch {
    return null;
  }
}
