/**
 * The browser-test harness shared by the e2e suites: inside a describeBrowser block, `browserGame()`
 * starts a caught mailbox, the real built server and Chromium before the tests and stops them
 * after; it opens pages in their own contexts (with their console watched), signs verified
 * players in through stored tokens, and founds estates through the real form.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { uniqueUser, verifiedSession } from './accounts';
import { launchBrowser, SCREENSHOT_DIR, storeTokens, visit, watchConsole } from './browser';
import { queryRows } from './database';
import { Mailbox } from './mailbox';
import { api, RunningServer, startServer } from './server';
import { allStarted } from './wait';

/** A verified player who founded an estate through the API (`BrowserGame.playerWithEstate`). */
export interface EstatePlayer {
  token: string;
  refreshToken: string;
  userId: string;
  estate: { id: string; name: string; [field: string]: unknown };
}

export interface BrowserGame {
  readonly server: RunningServer;
  readonly mailbox: Mailbox;
  url(path: string): string;
  /** A page in a fresh browser context (its own storage) and the console errors it collects. */
  open(width?: number, height?: number): Promise<{ page: Page; errors: string[] }>;
  /** Registers and verifies a player, stores its tokens in `page` and returns it. */
  signIn(page: Page, prefix: string): Promise<Awaited<ReturnType<typeof verifiedSession>>>;
  /** Rows of a statement on the server's database (what the API does not show: the ledger, the clock). */
  sql(text: string, params?: unknown[]): Promise<any[]>;
  /** A screenshot of one panel (a full game page is long) as `<name>.png` among the suite's screenshots. */
  shootPanel(panel: Locator, name: string): Promise<Buffer>;
  /**
   * A verified player who founds an estate through the API (the form has tests of its own), with
   * the game clock set to `day` first when given.
   */
  playerWithEstate(estate: { name: string; template?: string; location?: string; day?: number }): Promise<EstatePlayer>;
  /** A page of `width` × `height` signed in as `player` (stored tokens), at `path`. */
  openAs(
    player: EstatePlayer,
    path: string,
    width?: number,
    height?: number,
  ): Promise<{ page: Page; errors: string[] }>;
  /** A signed-in player who founds an estate through the onboarding form and lands on /game. */
  founder(
    page: Page,
    prefix: string,
    estateName: string,
    options?: { template?: string; location?: string },
  ): Promise<Awaited<ReturnType<typeof verifiedSession>>>;
}

export function browserGame(
  options: { env?: Record<string, string>; setup?: (server: RunningServer) => Promise<void> } = {},
): BrowserGame {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    mailbox = await new Mailbox().start();
    // the server and Chromium start together (each is seconds of CPU on a 2-core machine)
    await allStarted([
      startServer({
        env: { SMTP_URL: mailbox.url, THROTTLE_REGISTER_IP: '1000', THROTTLE_EMAIL_IP: '1000', ...options.env },
      }).then((s) => (server = s)),
      launchBrowser().then((b) => (browser = b)),
    ]);
    await options.setup?.(server);
  }, 60000);

  afterAll(async () => {
    // each is closed even when closing another failed: nothing keeps jest from exiting
    try {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      await browser?.close();
    } finally {
      try {
        await server?.stop();
      } finally {
        await mailbox?.stop();
      }
    }
  });

  const url = (path: string) => `${server.baseUrl}${path}`;

  const game: BrowserGame = {
    get server() {
      return server;
    },
    get mailbox() {
      return mailbox;
    },
    url,
    async open(width = 1280, height = 800) {
      const context = await browser.newContext({ viewport: { width, height } });
      contexts.push(context);
      const page = await context.newPage();
      return { page, errors: watchConsole(page) };
    },
    sql(text, params = []) {
      return queryRows(server.databaseUrl, text, params);
    },
    shootPanel(panel, name) {
      return panel.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), timeout: 30_000 });
    },
    async playerWithEstate({ name, template = 'family', location = 'tuscany', day }) {
      if (day !== undefined) await game.sql('UPDATE game_clock SET day_index = $1', [day]);
      const { session } = await verifiedSession(server.baseUrl, mailbox);
      const founded = await api(server.baseUrl, '/api/estates', {
        token: session.access_token,
        body: { name, template, location },
      });
      if (founded.status !== 201) throw new Error(`founding ${name} answered ${founded.status}`);
      return {
        token: session.access_token,
        refreshToken: session.refresh_token,
        userId: session.user.id,
        estate: founded.body.data.estate,
      };
    },
    async openAs(player, path, width = 1280, height = 800) {
      const opened = await game.open(width, height);
      await storeTokens(opened.page, server.baseUrl, player.token, player.refreshToken);
      await opened.page.goto(url(path));
      return opened;
    },
    async signIn(page, prefix) {
      const verified = await verifiedSession(server.baseUrl, mailbox, uniqueUser(prefix));
      await storeTokens(page, server.baseUrl, verified.session.access_token, verified.session.refresh_token);
      return verified;
    },
    async founder(page, prefix, estateName, { template = 'Family', location = 'Tuscany (Italy)' } = {}) {
      const verified = await game.signIn(page, prefix);
      await visit(page, url('/create-estate?onboarding=true'));
      await page.getByLabel('Estate name').fill(estateName);
      await page.getByText(template, { exact: true }).click();
      await page.getByLabel('Location').selectOption({ label: location });
      await page.getByRole('button', { name: 'Create Estate' }).click();
      await page.getByRole('button', { name: 'Begin Your Journey' }).click();
      await page.waitForURL(url('/game'));
      await page.getByRole('heading', { level: 1, name: estateName }).waitFor();
      return verified;
    },
  };
  return game;
}
