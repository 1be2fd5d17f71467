/**
 * Chromium for browser tests: CHROMIUM_PATH, else Debian's chromium-headless-shell (Chromium's
 * headless-only build, as Playwright's own headless runs use: one accounts suite took 145 s of CPU
 * with /usr/bin/chromium's headless mode and 89 s with the shell), else /usr/bin/chromium; driven
 * by playwright-core. Without a browser the suites skip themselves, unless E2E_REQUIRED=1.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import { ROOT } from './server';

export function chromiumPath(): string | null {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  return candidates.find((p): p is string => !!p && existsSync(p)) ?? null;
}

export const browserAvailable = chromiumPath() !== null;
if (!browserAvailable && process.env.E2E_REQUIRED === '1') {
  throw new Error('E2E_REQUIRED=1 but no Chromium was found (set CHROMIUM_PATH or apt-get install chromium)');
}

/** `describe` that skips (and says so) where no browser exists. */
export const describeBrowser: jest.Describe = browserAvailable ? describe : describe.skip;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath()!,
    headless: true,
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const SCREENSHOT_DIR = join(ROOT, 'tests', 'e2e', 'screenshots');

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = join(SCREENSHOT_DIR, `${name}.png`);
  // A full-page capture on a loaded 2-core machine now and then never gets its frame from Chromium
  // (the call log stops after "fonts loaded"): one shorter try, then the page is brought to the
  // front, its CSS animations stopped, and it is captured again.
  try {
    await page.screenshot({ path: file, fullPage: true, timeout: 20_000 });
  } catch (error) {
    if (!(error instanceof Error) || !/Timeout/.test(error.message)) throw error;
    await page.bringToFront();
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled', timeout: 30_000 });
  }
  return file;
}

/** Collects console errors and uncaught page errors. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

export const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Waits until the app has set the page title (the SPA sets it after its first render). */
export async function waitForTitle(page: Page, pattern: RegExp, timeoutMs = 15000): Promise<void> {
  await page.waitForFunction((source) => new RegExp(source).test(document.title), pattern.source, {
    timeout: timeoutMs,
  });
}

/**
 * Signs `page` in as a player whose tokens the test already holds (stored where the app keeps them).
 * The origin's robots.txt is enough to reach its localStorage: no app, no page view, nothing left loading.
 */
export async function storeTokens(page: Page, baseUrl: string, access: string, refresh: string): Promise<void> {
  await page.goto(`${baseUrl}/robots.txt`, { waitUntil: 'domcontentloaded' });
  await page.evaluate(
    ([a, r]) => {
      localStorage.setItem('access_token', a!);
      localStorage.setItem('refresh_token', r!);
    },
    [access, refresh],
  );
}

/**
 * Waits until the application has the page (rather than for the network to go quiet):
 * - a prerendered public page (/, /roadmap, /contact, /feature-requests, /auth/login,
 *   /auth/register) is painted HTML whose app loads on the visitor's first act
 *   (frontend/src/prerender/boot.ts): a press of Shift, which does nothing else, is that act, and
 *   the app marks `html[data-app="ready"]` once it has hydrated the page and replayed what it held;
 * - any other page is the single-page app, which renders into #root.
 * The test then waits for the element it needs.
 */
export async function appReady(page: Page, timeoutMs = 30000): Promise<void> {
  const prerendered = await page.evaluate(() => (window as { __vvBoot?: unknown }).__vvBoot !== undefined);
  if (prerendered) {
    if ((await page.getAttribute('html', 'data-app')) !== 'ready') await page.keyboard.press('Shift');
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: timeoutMs });
  } else {
    await page.locator('#root > *').first().waitFor({ state: 'attached', timeout: timeoutMs });
  }
}

/** Opens `url` in `page` and waits until the application has it (see appReady). */
export async function visit(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
  await appReady(page);
  return response;
}
