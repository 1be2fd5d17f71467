/**
 * The regional price index in a real browser (issue 19): a player sells bottled wine, the clock
 * moves on, and the Market tab shows the estate's region's index — today's factor per colour and
 * tier and the chosen segment's history as a chart — at 1280 and 375 px, without horizontal
 * scrolling or console errors; the sell dialog names the index in the price.
 */
import type { Browser } from 'playwright-core';
import { verifiedSession } from '../support/accounts';
import { adminToken, advanceDays } from '../support/admin';
import { describeBrowser, launchBrowser, screenshot, storeTokens, visit, watchConsole } from '../support/browser';
import { wineLot } from '../support/builders';
import { queryRows } from '../support/database';
import { Mailbox } from '../support/mailbox';
import { api, RunningServer, startServer } from '../support/server';
import { allStarted } from '../support/wait';

describeBrowser('the regional price index in a real browser', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;
  let admin: string;

  beforeAll(async () => {
    mailbox = await new Mailbox().start();
    // the server and Chromium start together
    await allStarted([
      startServer({ env: { SMTP_URL: mailbox.url, DEMO_ACCOUNTS: 'true' } }).then((s) => (server = s)),
      launchBrowser().then((b) => (browser = b)),
    ]);
    admin = await adminToken(server.baseUrl);
  }, 60000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.stop();
  });

  const sql = (text: string, params: unknown[] = []) => queryRows(server.databaseUrl, text, params);

  it('shows the region’s index and its history in the Market tab at 1280 and 375 px', async () => {
    const { session } = await verifiedSession(server.baseUrl, mailbox);
    const token = session.access_token;
    const estate = (
      await api(server.baseUrl, '/api/estates', {
        token,
        body: { name: 'Bodega del Índice', template: 'family', location: 'rioja' },
      })
    ).body.data.estate;
    await sql('UPDATE game_clock SET day_index = 400');
    const lotId = await wineLot(server.databaseUrl, {
      estateId: estate.id,
      name: 'Tinto del Índice',
      region: 'rioja',
      variety: 'tempranillo',
      bottles: 2000,
      bottledDay: 370,
    });
    // a sale today, then two game days: the index is written for each of them
    const sold = await api(server.baseUrl, `/api/wines/${lotId}/sell`, { token, body: { bottles: 200 } });
    expect(sold.status).toBe(200);
    const tier = sold.body.data.market.marketTier as string;
    for (let i = 0; i < 2; i++) await advanceDays(server.baseUrl, admin, 1);
    const [{ index }] = await sql(
      `SELECT index FROM market_index WHERE region = 'rioja' AND colour = 'red' AND tier = $1 AND game_day = 402`,
      [tier],
    );
    const label = tier.charAt(0).toUpperCase() + tier.slice(1);

    for (const width of [1280, 375]) {
      const page = await browser.newPage({ viewport: { width, height: width > 600 ? 900 : 812 } });
      const errors = watchConsole(page);
      await storeTokens(page, server.baseUrl, token, session.refresh_token);
      await visit(page, `${server.baseUrl}/game?tab=market`);
      const panel = page.getByRole('region', { name: 'Regional price index' });
      const table = panel.getByRole('table', { name: 'Regional price index of Rioja: today' });
      await table.waitFor();
      const cell = table.getByRole('button', { name: new RegExp(`^Red ${label}: index ${index.toFixed(2)} `) });
      await cell.click();
      expect(await cell.getAttribute('aria-pressed')).toBe('true');
      const chart = panel.getByRole('figure', { name: `Red ${tier} wines of Rioja: index over game time` });
      // (a flat line has an empty box: attached rather than visible)
      await chart.getByTestId('line-chart-path').waitFor({ state: 'attached' });
      // two days of history, in the chart's data table
      expect(await chart.getByRole('row', { includeHidden: true }).count()).toBe(3);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, `market-index-${width}`);
      // the sell dialog names the index that is in the price
      await page.getByRole('button', { name: 'Sell Tinto del Índice' }).click();
      await page
        .getByRole('dialog')
        .getByText(`×${index.toFixed(2)}`)
        .waitFor();
      expect(errors).toEqual([]);
      await page.close();
    }
  }, 180_000);
});
