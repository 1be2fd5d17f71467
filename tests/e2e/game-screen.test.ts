/**
 * The player's own /game screen in the HTML (issue 21; docs/decisions.md, "A session cookie for
 * page requests"): a player who signs in through the form gets the page-session cookie, and /game
 * then arrives with their screen rendered by the server — before any script runs — which the app
 * takes over without asking for its data again, without a console error (a hydration mismatch is
 * one), and works afterwards (a tab, the date). Signing out clears the cookie. At 375 and 1280 px,
 * with screenshots of the HTML alone and after the app.
 */
import type { Page } from 'playwright-core';
import { PASSWORD, uniqueUser, verifiedSession } from '../support/accounts';
import { describeBrowser, screenshot, VIEWPORTS } from '../support/browser';
import { browserGame } from '../support/game';
import { api } from '../support/server';

describeBrowser('the game screen rendered for its player', () => {
  const game = browserGame();

  /** A verified player with an estate, signed in through the sign-in form of `page`. */
  async function signedInPlayer(page: Page, estateName: string) {
    const { user, session } = await verifiedSession(game.server.baseUrl, game.mailbox, uniqueUser('screen'));
    const created = await api(game.server.baseUrl, '/api/estates', {
      token: session.access_token,
      body: { name: estateName, template: 'family', location: 'tuscany' },
    });
    expect(created.status).toBe(201);
    await page.goto(game.url('/auth/login'));
    await page.getByLabel('Email or username').fill(user.username);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(game.url('/game'));
    await page.getByRole('heading', { level: 1, name: estateName }).waitFor();
    return { user, estate: created.body.data.estate };
  }

  it.each(VIEWPORTS)(
    'is in the HTML before any script, and the app takes it over without asking again ($name)',
    async ({ name, width, height }) => {
      const { page, errors } = await game.open(width, height);
      const estateName = `Tenuta ${name}`;
      const { user } = await signedInPlayer(page, estateName);
      const cookie = (await page.context().cookies()).find((c) => c.name === 'vv_page');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });

      // the HTML as the server sends it with the cookie: the player's screen, no script needed
      // (React separates neighbouring texts with an empty comment)
      const html = (await (await page.request.get(game.url('/game'))).text()).replaceAll('<!-- -->', '');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${estateName}</h1>`));
      expect(html).toContain('Spring, Year 1, Day 1 (March) · Tuscany');
      expect(html).toContain(user.username);
      expect(html).toContain('id="vv-page-data"');

      // the same page with scripts off: painted and styled as served
      const bare = await page
        .context()
        .browser()!
        .newContext({ viewport: { width, height }, javaScriptEnabled: false });
      try {
        await bare.addCookies([cookie!]);
        const still = await bare.newPage();
        await still.goto(game.url('/game'));
        await still.getByRole('heading', { level: 1, name: estateName }).waitFor();
        expect(await still.getByRole('region', { name: 'Vineyard Summary' }).isVisible()).toBe(true);
        await screenshot(still, `game-screen-html-${name}`);
      } finally {
        await bare.close();
      }

      // the app: it starts from the answers in the page and asks the API for none of them again
      const requests: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/api/') && path !== '/api/analytics/events') requests.push(`${request.method()} ${path}`);
      });
      await page.goto(game.url('/game'), { waitUntil: 'domcontentloaded' });
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      expect(requests).toEqual([]);
      await screenshot(page, `game-screen-app-${name}`);

      // and works: another tab is a client-side navigation (no new document); the Winery's cellar
      // and wines came with the page (the Overview's tasks need them), so it asks for nothing either
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await page.getByRole('link', { name: 'Winery' }).first().click();
      await page.waitForURL(game.url('/game?tab=winery'));
      await page.getByRole('heading', { level: 1, name: 'Winery' }).waitFor();
      expect(documents).toEqual([]);
      await page.getByRole('heading', { name: 'Bottled wine' }).first().waitFor();
      expect(requests).toEqual([]);
      expect(errors).toEqual([]);
    },
    90_000,
  );

  it('is the app shell again once the player signs out (the cookie is cleared)', async () => {
    const { page, errors } = await game.open(1280, 800);
    const estateName = 'Tenuta Uscita';
    await signedInPlayer(page, estateName);
    await page.getByRole('complementary', { name: 'Inventory' }).getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(game.url('/'));
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    await expect(page.context().cookies()).resolves.not.toContainEqual(expect.objectContaining({ name: 'vv_page' }));
    const html = await (await page.request.get(game.url('/game'))).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(estateName);
    expect(errors).toEqual([]);
  }, 60_000);
});
