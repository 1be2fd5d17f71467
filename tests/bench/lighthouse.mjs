/**
 * Lighthouse scores (performance, accessibility, best practices) of pages of a running server.
 *
 *   import { lighthouseScores } from './lighthouse.mjs';
 *   await lighthouseScores({ baseUrl: 'http://127.0.0.1:3000', paths: ['/', '/game'], signIn });
 *
 *   node tests/bench/lighthouse.mjs http://127.0.0.1:3000 [/ /auth/login /game] [--report-dir=DIR]
 *   (the CLI signs in as the demo player of libs/domain DEMO_ACCOUNTS: the server needs demo accounts)
 *
 * Settings: Lighthouse's defaults, that is MOBILE emulation (Moto G Power-class screen, 4x CPU
 * slowdown) with simulated "slow 4G" throttling. Scores are integers 0-100.
 *
 * Browser: Debian's Chromium (/usr/bin/chromium), started once by chrome-launcher with a fresh
 * temporary profile that is deleted afterwards. Each page gets Lighthouse's normal storage reset
 * (HTTP cache, service workers, Cache Storage…), so every audit is a cold load.
 *
 * Session: the app keeps its session in localStorage (`access_token` / `refresh_token`, see
 * frontend/src/lib/session/authSlice.ts, plus `current_estate_id`, the estate being managed,
 * see frontend/src/lib/session/gameSlice.ts) and restores it on load; the sign-in also sets the
 * page-session cookie (backend auth/page-session.ts) with which the server renders the player's
 * /game screen into the HTML. For pages that need a signed-in player, this module signs in as a
 * browser does: POST /api/auth/login from a same-origin document of the audited profile (through
 * puppeteer-core, which Lighthouse itself depends on), so the answer's Set-Cookie lands in the
 * browser's cookie jar, and the token pair goes into localStorage as the app's sign-in puts it.
 * Lighthouse's storage reset clears neither (`clearStorageTypes`, pinned below, leaves localStorage
 * and cookies alone), so the audit loads the real signed-in page with a cold HTTP cache, exactly as
 * a returning player. Public pages are audited first, signed out (no stored session, no cookie: a
 * signed-in player would be sent away from the sign-in page); the order of the results follows `paths`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

/** Debian's Chromium and the flags it needs on these machines (also used by profile-page.mjs). */
export const CHROME_PATH = '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** localStorage keys of the frontend (libs/domain STORAGE_KEYS and the frontend's pending keys). */
export const STORAGE = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  currentEstateId: 'current_estate_id',
};

/**
 * Routes behind the navigation guard (frontend/src/app/router.tsx: requiresAuth / requiresEstate
 * / adminOnly). Everything else is audited signed out.
 */
const SIGNED_IN_PATH = /^\/(game|estates|create-estate|admin)(\/|$|\?)|^\/auth\/verify-success(\/|$|\?)/;

/** Pages whose guard needs the player to own an estate (requiresEstate). */
const NEEDS_ESTATE_PATH = /^\/game(\/estate\/|\/blocks\/|\/?$|\?)/;

export function needsSignIn(path) {
  return SIGNED_IN_PATH.test(path);
}

/**
 * @param {{
 *   baseUrl: string,
 *   paths: string[],
 *   signIn?: { identifier: string, password: string, ensureEstate?: boolean },
 *   reportDir?: string,
 * }} options
 *   - `signIn.ensureEstate` (default true): when a requested page needs an estate and the account
 *     has none, found one (POST /api/estates, "Lighthouse Estate") so the page is not a redirect
 *     to /create-estate. Pass false to get an error instead.
 *   - `reportDir` (optional): a folder where each page's full Lighthouse report (JSON) is written,
 *     named after its path, to see why a score is what it is.
 * @returns {Promise<Array<{ path: string, performance: number, accessibility: number, bestPractices: number }>>}
 */
export async function lighthouseScores({ baseUrl, paths, signIn, reportDir }) {
  const origin = new URL(baseUrl).origin;
  if (!Array.isArray(paths) || paths.length === 0) throw new Error('lighthouseScores: no paths given');
  for (const path of paths) {
    if (typeof path !== 'string' || !path.startsWith('/')) {
      throw new Error(`lighthouseScores: path "${path}" must start with "/"`);
    }
  }
  const privatePaths = paths.filter(needsSignIn);
  if (privatePaths.length > 0 && !signIn) {
    throw new Error(`lighthouseScores: ${privatePaths.join(', ')} need a signed-in player: pass signIn`);
  }

  const userDataDir = mkdtempSync(join(tmpdir(), 'vv-lighthouse-'));
  let chrome;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir });
    const byPath = new Map();
    // Signed out first, then the player signs in in the same profile for the signed-in pages.
    await onOrigin(chrome.port, origin, (page) => signOutInBrowser(page));
    for (const path of paths.filter((p) => !needsSignIn(p))) {
      byPath.set(path, await audit(chrome.port, origin, path, reportDir));
    }
    if (privatePaths.length > 0) {
      await onOrigin(chrome.port, origin, (page) => signInInBrowser(page, origin, signIn, privatePaths));
      for (const path of privatePaths) byPath.set(path, await audit(chrome.port, origin, path, reportDir));
    }
    return paths.map((path) => byPath.get(path));
  } finally {
    if (chrome) await killChrome(chrome);
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

/** Trace hiccups Lighthouse itself says to retry ("Please run Lighthouse again"). */
const RETRYABLE = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'PROTOCOL_TIMEOUT']);

async function audit(port, origin, path, reportDir) {
  const url = new URL(path, origin).href;
  let result;
  for (let attempt = 1; ; attempt++) {
    result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // Lighthouse's default list, spelled out: it leaves localStorage (the session) alone.
      clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
      // No config: Lighthouse's defaults (mobile, simulated throttling). See the note at the top.
    });
    const code = result?.lhr?.runtimeError?.code;
    if (!code || !RETRYABLE.has(code) || attempt >= 3) break;
  }
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_+|_+$/g, '') || 'root';
    writeFileSync(join(reportDir, `${name}.json`), result.report);
  }
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const finalUrl = new URL(lhr.finalDisplayedUrl);
  const wanted = new URL(url);
  if (finalUrl.origin !== wanted.origin || finalUrl.pathname + finalUrl.search !== wanted.pathname + wanted.search) {
    throw new Error(
      `Lighthouse audited ${lhr.finalDisplayedUrl} instead of ${url}: the page redirected` +
        (needsSignIn(path) ? ' (is the session valid, and does the account have what the page needs?)' : ''),
    );
  }
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score for ${url}`);
    return Math.round(value * 100);
  };
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
  };
}

/**
 * Signs in as a browser does, on `page` (a same-origin document that runs none of the app's code:
 * see onOrigin): POST /api/auth/login from the page, so the page-session cookie of the answer lands
 * in the browser's cookie jar; founds an estate from Node when a requested page needs one and the
 * account has none; then stores the token pair and the current estate in localStorage as the app
 * does. Returns the stored session.
 */
export async function signInInBrowser(page, origin, signIn, privatePaths) {
  const { identifier, password, ensureEstate = true } = signIn;
  const login = await page.evaluate(
    async (credentials) => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(credentials),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { identifier, password },
  );
  if (login.status !== 200 && login.status !== 201) {
    throw new Error(`Sign-in as "${identifier}" failed: HTTP ${login.status} ${JSON.stringify(login.body)}`);
  }
  const { access_token: accessToken, refresh_token: refreshToken } = login.body?.data ?? {};
  if (!accessToken || !refreshToken) throw new Error('Sign-in answered without a token pair');

  const estates = await api(origin, 'GET', '/api/estates', { token: accessToken });
  if (estates.status !== 200) throw new Error(`GET /api/estates failed: HTTP ${estates.status}`);
  let list = estates.body?.data?.estates ?? [];
  if (list.length === 0 && privatePaths.some((p) => NEEDS_ESTATE_PATH.test(p))) {
    if (!ensureEstate) {
      throw new Error(`"${identifier}" owns no estate, so ${privatePaths.join(', ')} would redirect to /create-estate`);
    }
    const created = await api(origin, 'POST', '/api/estates', {
      token: accessToken,
      body: { name: 'Lighthouse Estate', location: 'tuscany' },
    });
    if (created.status !== 201 && created.status !== 200) {
      throw new Error(`Founding an estate for "${identifier}" failed: HTTP ${created.status}`);
    }
    list = [created.body.data.estate];
  }
  const session = { accessToken, refreshToken, currentEstateId: list[0]?.id ?? null };
  await writeStorage(page, session);
  return session;
}

/** Removes the stored session and the page-session cookie: the profile is a visitor's. */
async function signOutInBrowser(page) {
  await writeStorage(page, null);
  const client = await page.createCDPSession();
  await client.send('Network.clearBrowserCookies');
  await client.detach();
}

async function api(origin, method, path, { body, token } = {}) {
  const headers = { accept: 'application/json' };
  if (body) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(new URL(path, origin), {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  try {
    return { status: response.status, body: text ? JSON.parse(text) : null };
  } catch {
    return { status: response.status, body: text };
  }
}

/**
 * Runs `act(page)` on a same-origin document of the profile that runs none of the app's code (the
 * favicon), so no request of the app touches the session before Lighthouse's load.
 */
async function onOrigin(port, origin, act) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await openOrigin(page, origin);
    await act(page);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** Opens the origin's favicon in `page`: a same-origin document without the app. */
export async function openOrigin(page, origin) {
  const response = await page.goto(new URL('/favicon.svg', origin).href, { waitUntil: 'load' });
  // 304 too: the favicon may be in the cache from the previous visit.
  if (!response || response.status() >= 400) {
    throw new Error(`Could not open ${origin}/favicon.svg to store the session (HTTP ${response?.status()})`);
  }
}

/** Writes (or, with null, removes) the session in the page's localStorage. */
async function writeStorage(page, session) {
  await page.evaluate(
    (keys, values) => {
      for (const [name, key] of Object.entries(keys)) {
        const value = values?.[name];
        if (value) localStorage.setItem(key, value);
        else localStorage.removeItem(key);
      }
    },
    STORAGE,
    session,
  );
}

async function killChrome(chrome) {
  const exited = new Promise((resolve) => {
    if (!chrome.process || chrome.process.exitCode !== null) resolve();
    else chrome.process.once('exit', resolve);
  });
  chrome.kill();
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
}

function printTable(rows) {
  const header = ['path', 'performance', 'accessibility', 'best-practices'];
  const lines = rows.map((r) => [r.path, String(r.performance), String(r.accessibility), String(r.bestPractices)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

async function main(argv) {
  const reportDir = argv.find((a) => a.startsWith('--report-dir='))?.slice('--report-dir='.length);
  const [baseUrl, ...rest] = argv.filter((a) => !a.startsWith('--'));
  if (!baseUrl) {
    console.error('usage: node tests/bench/lighthouse.mjs <baseUrl> [/ /auth/login /game] [--report-dir=DIR]');
    process.exit(2);
  }
  const paths = rest.length > 0 ? rest : ['/', '/auth/login', '/game'];
  const require = createRequire(import.meta.url);
  const domain = require(fileURLToPath(new URL('../../libs/domain/dist/cjs/index.js', import.meta.url)));
  const { username, password } = domain.DEMO_ACCOUNTS.player;
  const rows = await lighthouseScores({ baseUrl, paths, signIn: { identifier: username, password }, reportDir });
  printTable(rows);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
