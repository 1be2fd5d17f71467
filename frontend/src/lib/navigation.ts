/**
 * Navigation for code that lives outside React (the API base query): the router registers
 * itself at start; before that, or in tests without a router, a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function registerNavigator(fn: Navigate | null): void {
  navigator = fn;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (navigator) {
    navigator(to, options);
    return;
  }
  if (typeof window === 'undefined') return;
  if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** The current in-app path (path, query, hash), or '/' outside a browser. */
export function currentPath(): string {
  if (typeof window === 'undefined' || !window.location) return '/';
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
