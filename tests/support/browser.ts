/**
 * Chromium for browser tests: CHROMIUM_PATH or /usr/bin/chromium (Debian's package), driven by
 * playwright-core. Without a browser the suites skip themselves, unless E2E_REQUIRED=1.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ROOT } from './server';

export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
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
  await page.screenshot({ path: file, fullPage: true });
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

/** Signs `page` in as a player whose tokens the test already holds (stored where the app keeps them). */
export async function storeTokens(page: Page, baseUrl: string, access: string, refresh: string): Promise<void> {
  await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
  await page.evaluate(
    ([a, r]) => {
      localStorage.setItem('access_token', a!);
      localStorage.setItem('refresh_token', r!);
    },
    [access, refresh],
  );
}
