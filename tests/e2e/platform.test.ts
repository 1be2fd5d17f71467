/**
 * The real built server and SPA in Chromium: the home page renders without console errors at
 * phone and desktop widths, a link navigates client-side, deep links load the app, unknown
 * paths land on home, and Swagger UI renders with its Authorize button.
 */
import type { Browser } from 'playwright-core';
import {
  describeBrowser,
  launchBrowser,
  screenshot,
  VIEWPORTS,
  visit,
  waitForTitle,
  watchConsole,
} from '../support/browser';
import { DEMO_ACCOUNTS } from '@vineyard/domain';
import { api, RunningServer, startServer } from '../support/server';
import { allStarted } from '../support/wait';

describeBrowser('platform in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    // Swagger on (startServer turns it off): a test opens /api/docs. The server and Chromium start together
    await allStarted([
      startServer({ env: { SWAGGER_ENABLED: 'true' } }).then((s) => (server = s)),
      launchBrowser().then((b) => (browser = b)),
    ]);
  }, 60000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(VIEWPORTS)(
    'home renders at $width px without console errors, and a link navigates',
    async (viewport) => {
      const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
      const errors = watchConsole(page);
      // the elements it means, not network idle (which a loaded machine may reach late)
      await page.goto(`${server.baseUrl}/`, { waitUntil: 'domcontentloaded' });
      await waitForTitle(page, /\| Vineyard Valley$/);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // the game is playable: the front door says so and leads to sign-up (issue 35)
      const play = page.getByRole('link', { name: /Play Free/ });
      await play.waitFor();
      expect(await play.getAttribute('href')).toBe('/auth/register');
      await screenshot(page, `home-${viewport.width}`);

      // the header's own navigation (the phone's disclosure menu below 768 px); a click that lands
      // while the header re-renders (the session check answering) is retried, not waited out
      const mobile = viewport.width < 768;
      const nav = page.getByRole('navigation', { name: mobile ? 'Mobile' : 'Main' });
      for (let attempt = 1; ; attempt += 1) {
        if (mobile && !(await nav.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
        await nav.getByRole('link', { name: 'Roadmap' }).click();
        try {
          await page.waitForURL(`${server.baseUrl}/roadmap`, { timeout: 15_000, waitUntil: 'commit' });
          break;
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
      await waitForTitle(page, /Roadmap \| Vineyard Valley/);
      await screenshot(page, `roadmap-${viewport.width}`);
      expect(errors).toEqual([]);
      await page.close();
    },
    90_000,
  );

  it('loads deep links into the app and sends unknown paths home', async () => {
    const page = await browser.newPage();
    const errors = watchConsole(page);
    const deep = await visit(page, `${server.baseUrl}/auth/login`);
    expect(deep?.status()).toBe(200);
    await waitForTitle(page, /\| Vineyard Valley$/);
    await visit(page, `${server.baseUrl}/no/such/page`);
    await page.waitForURL(`${server.baseUrl}/`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves Swagger UI whose Authorize makes signed-in calls work', async () => {
    const login = await api(server.baseUrl, '/api/auth/login', {
      body: { identifier: DEMO_ACCOUNTS.player.username, password: DEMO_ACCOUNTS.player.password },
    });
    expect(login.status).toBe(200);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchConsole(page);
    // a deep link (deepLinking: true) opens the operation: Swagger UI renders only the operations
    // near the viewport, so one further down the page is not in the document until it is reached
    await page.goto(`${server.baseUrl}/api/docs#/auth/getMe`);
    const tryOut = page.locator('#operations-auth-getMe button.try-out__btn');
    await tryOut.waitFor();
    // the authorization dialog is at the top; the operation is scrolled back to after it
    await page.locator('button.authorize').first().click();
    await page.locator('.modal-ux input[type="text"]').first().fill(login.body.data.access_token);
    await page.locator('.modal-ux button.authorize').first().click();
    await page.locator('.modal-ux button.btn-done').first().click();
    for (let i = 0; i < 40 && !(await tryOut.count()); i++) await page.mouse.wheel(0, 400);
    await tryOut.click();
    await page.locator('#operations-auth-getMe button.execute').click();
    // the live response: 200 with the demo player's profile, sent with the Bearer token
    const operation = page.locator('#operations-auth-getMe');
    await operation.getByText('Server response').waitFor();
    await page.waitForFunction(() =>
      /Server response\s+Code\s+Details\s+200/.test(
        (document.querySelector('#operations-auth-getMe') as HTMLElement | null)?.innerText ?? '',
      ),
    );
    const text = await operation.innerText();
    expect(text).toContain(`"username": "${DEMO_ACCOUNTS.player.username}"`);
    expect(text).toContain('Authorization: Bearer');
    await screenshot(page, 'swagger-1280');
    expect(errors).toEqual([]);
    await page.close();
  });
});
