/**
 * The only script a prerendered public page runs before the visitor does anything (a few hundred
 * bytes; no imports). The page is already painted and styled (scripts/prerender.mjs); this script
 *
 * - turns the hero's word every 2 s and sets the header's `data-scrolled` past 50 px, as the app does;
 * - records the page view (the app skips the one it finds recorded here);
 * - loads the application (src/main.tsx, which hydrates the page) on the first sign of a visitor
 *   at work — a pointer, a key, a touch, focus — when a part only the app can fill
 *   (`data-needs-app`, e.g. the suggestions board) comes on screen (once the page has painted), or
 *   right after the first paint for a signed-in player (whose game screen the server may have rendered);
 * - holds the clicks on buttons and the form submissions made while the application loads, and
 *   hands them over afterwards (`window.__vvBoot.release`), so nothing is lost or sent natively.
 */
interface BootHandle {
  /** Called by the app once it has hydrated the page: re-applies what the visitor did meanwhile. */
  release(): Promise<void>;
  /** The path whose page view this script recorded. */
  pageview: string | null;
}

declare global {
  interface Window {
    __vvBoot?: BootHandle;
  }
}

const script = document.currentScript ?? document.querySelector<HTMLScriptElement>('script[data-app]');
const appUrl = script?.getAttribute('data-app');
/** The chunks the app's entry imports (document.ts pageFrame). */
const chunks = (script?.getAttribute('data-chunks') ?? '').split(' ').filter(Boolean);
const held: (() => void)[] = [];
let loading = false;

// --- Before the app: the rotating word and the header shadow ------------------------------------
let word = document.querySelector<HTMLElement>('[data-testid="hero-word"][data-words]');
const first = word?.textContent ?? '';
let timer: number | undefined;
if (word) {
  const words = (word.getAttribute('data-words') ?? '').split('|');
  let index = 0;
  timer = window.setInterval(
    () => {
      if (!word) return;
      index = (index + 1) % words.length;
      // a fresh element replays the entrance animation, as the app's remount does, without forcing
      // a synchronous layout of the whole page (restarting the animation in place costs ~1 s on a slow phone)
      const next = word.cloneNode() as HTMLElement;
      next.textContent = words[index] ?? '';
      word.replaceWith(next);
      word = next;
    },
    Number(word.getAttribute('data-interval')) || 2000,
  );
}
const header = document.querySelector('header');
const onScroll = () => header?.toggleAttribute('data-scrolled', window.scrollY > 50);
onScroll();
window.addEventListener('scroll', onScroll, { passive: true });

// --- The page view ----------------------------------------------------------------------------
const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
const tracked = !(nav.doNotTrack === '1' || nav.globalPrivacyControl === true);
const handle: BootHandle = { release: () => Promise.resolve(), pageview: null };
if (tracked) {
  handle.pageview = location.pathname;
  void fetch('/api/analytics/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      type: 'pageview',
      path: location.pathname,
      ...(document.referrer ? { referrer: document.referrer } : {}),
    }),
    // no `keepalive`: the page is loading, not leaving; a keepalive request is handed to the
    // browser process and never reports its end to the page (browser tests waiting for the
    // network to go idle waited forever)
  })
    .then((res) => res.body?.cancel())
    .catch(() => undefined);
}

// --- Held interactions --------------------------------------------------------------------------
const CONTROL = 'button, label, [role="button"], input[type="checkbox"]';
/**
 * The control a pointer went down on: a click whose press and release landed on different
 * elements (the page moved under the pointer while the app hydrated) goes to their common
 * ancestor, and still means the control.
 */
let pressed: Element | null = null;
function press(event: Event) {
  pressed = (event.target as Element | null)?.closest?.(CONTROL) ?? null;
}
document.addEventListener('pointerdown', press, true);

function hold(event: Event) {
  const target = event.target as Element | null;
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    event.preventDefault();
    held.push(() => target.requestSubmit());
  } else if (event.type === 'click') {
    let control = target?.closest(CONTROL) ?? null;
    if (!control && pressed?.isConnected && target?.contains(pressed)) control = pressed;
    pressed = null;
    if (!control || target?.closest('a[href]')) return;
    event.preventDefault();
    held.push(() => {
      // focus as a real click does: widgets such as the FAQ accordion act on a click only when focused
      const element = control as HTMLElement;
      if (document.activeElement === element) element.blur();
      element.focus();
      element.click();
    });
  }
  load();
}
document.addEventListener('click', hold, true);
document.addEventListener('submit', hold, true);

/** What the visitor typed before the app took over (hydration puts the app's empty values back). */
const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
function remember(event: Event) {
  const target = event.target;
  if ((target instanceof HTMLInputElement && target.type !== 'checkbox') || target instanceof HTMLTextAreaElement)
    typed.set(target, target.value);
}
document.addEventListener('input', remember, true);

/**
 * Hands the typed values to the app's inputs (React listens for `input` events). Hydration may
 * leave the typed text in the field while the app's state is still empty, and React only reports
 * a change when the value differs from the one it last saw: its tracker is told the field was
 * empty, so the app receives what the visitor typed.
 */
function restoreTypedValues() {
  for (const [field, value] of typed) {
    const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    if (!setter || !field.isConnected) continue;
    (field as { _valueTracker?: { setValue(value: string): void } })._valueTracker?.setValue('');
    setter.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typed.clear();
}

/** The next task: React has rendered what the previous replayed event changed. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

handle.release = async () => {
  document.removeEventListener('pointerdown', press, true);
  document.removeEventListener('click', hold, true);
  document.removeEventListener('submit', hold, true);
  document.removeEventListener('input', remember, true);
  restoreTypedValues();
  // one at a time, each after the app has handled the one before (a replayed submit must see the
  // values and the ticked checkbox that came before it)
  while (held.length > 0) {
    await settle();
    held.shift()?.();
  }
  await settle();
  // the app has the page now (tests and tools can wait for this)
  document.documentElement.setAttribute('data-app', 'ready');
};
window.__vvBoot = handle;

function load() {
  if (loading || !appUrl) return;
  loading = true;
  for (const type of STARTERS) window.removeEventListener(type, load, true);
  // the app renders the page as the server did: hand it back unchanged
  window.clearInterval(timer);
  if (word) word.textContent = first;
  window.removeEventListener('scroll', onScroll);
  void startApp(appUrl);
}

/**
 * Fetches the app's chunks all at once, then evaluates them one per task, the entry last:
 * evaluating the whole app in one go (React, Chakra, the store, the API) was one task of ~0.8 s on
 * a 4×-slowed phone, during which the page answered nothing.
 */
async function startApp(entry: string) {
  for (const href of [...chunks, entry]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  for (const chunk of chunks) {
    try {
      await import(/* @vite-ignore */ chunk);
    } catch {
      // the entry imports it again, and reports what fails
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await import(/* @vite-ignore */ entry);
}

const STARTERS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel'] as const;
let signedIn = false;
try {
  signedIn = !!localStorage.getItem('access_token');
} catch {
  // storage disabled: a visitor
}
// A signed-in player's app loads at once, but after the page's first frame: a player's game screen
// rendered by the server is painted before the app's ~280 KB start to arrive.
if (signedIn) requestAnimationFrame(() => setTimeout(load, 0));
else {
  for (const type of STARTERS) window.addEventListener(type, load, { capture: true, passive: true });
  // parts that only the app can fill (the roadmap's suggestions board, further down the page): the
  // app loads once the page has painted and one of them is on screen or near it. /feature-requests'
  // board is rendered with its data per request (backend web/live-pages.ts): nothing to fill. The sign-in page needs no app to show what the server offers:
  // the server sends the variant rendered with its demo accounts or without (prerender/config.ts).
  const needed = document.querySelectorAll('[data-needs-app]');
  const watch = () => {
    if (!('IntersectionObserver' in window)) return load();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '300px 0px' },
    );
    needed.forEach((element) => observer.observe(element));
  };
  if (needed.length > 0) {
    if (document.readyState === 'complete') setTimeout(watch, 0);
    else window.addEventListener('load', () => setTimeout(watch, 0), { once: true });
  }
}

export {};
