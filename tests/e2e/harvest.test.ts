/**
 * The growing season in a real browser: the clock is advanced (as an admin would) into the harvest
 * season, the player sees the new date and a harvesting block, harvests it, and finds the grapes in
 * the estate's stock.
 */
import { Client } from 'pg';
import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNTS, MESSAGES, formatNumber } from '@vineyard/domain';
import { verifiedSession } from '../support/accounts';
import { describeBrowser, launchBrowser, screenshot, storeTokens, visit, watchConsole } from '../support/browser';
import { Mailbox } from '../support/mailbox';
import { api, RunningServer, startServer } from '../support/server';
import { allStarted } from '../support/wait';

describeBrowser('harvest in a real browser', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    mailbox = await new Mailbox().start();
    // the server and Chromium start together
    await allStarted([
      startServer({ env: { SMTP_URL: mailbox.url, DEMO_ACCOUNTS: 'true' } }).then((s) => (server = s)),
      launchBrowser().then((b) => (browser = b)),
    ]);
  }, 60000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.stop();
  });

  async function sql(text: string, params: unknown[] = []): Promise<any[]> {
    const client = new Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, params)).rows;
    } finally {
      await client.end();
    }
  }

  it('advances the clock to the harvest season, harvests a block and stocks the grapes', async () => {
    const { session } = await verifiedSession(server.baseUrl, mailbox);
    const token = session.access_token;
    const estate = (
      await api(server.baseUrl, '/api/estates', {
        token,
        body: { name: 'Podere Vendemmia', template: 'boutique', location: 'tuscany' },
      })
    ).body.data.estate;
    const block = (
      await api(server.baseUrl, `/api/plots/${estate.plots[0].id}/blocks`, {
        token,
        body: { name: 'Old Vines', grapeVariety: 'sangiovese', orientation: 'north-south', trellisSystem: 'guyot' },
      })
    ).body.data.block;
    // the last day of August, with vines planted well over a game year ago
    await sql('UPDATE game_clock SET day_index = 179');
    await sql('UPDATE blocks SET planted_game_day = -400 WHERE id = $1', [block.id]);
    const admin = await api(server.baseUrl, '/api/auth/login', {
      body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password },
    });
    const tick = await api(server.baseUrl, '/api/game/time/update', {
      method: 'POST',
      token: admin.body.data.access_token,
    });
    expect(tick.body.data).toMatchObject({ season: 'Fall', monthName: 'September', day: 1 });

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchConsole(page);
    await storeTokens(page, server.baseUrl, token, session.refresh_token);
    await visit(page, `${server.baseUrl}/game/blocks/${block.id}`);
    await page.getByRole('heading', { level: 1, name: 'Old Vines' }).waitFor();
    // the shell shows the advanced date
    await page.getByText('Fall, Year 1, Day 1 (September)').first().waitFor();
    // sangiovese's best days are from 21 September: picked on the 1st it loses 20 days' worth (at most 10)
    await expect(page.getByTestId('harvest-timing').textContent()).resolves.toMatch(
      /^Best picked 21 Sep – 16 Oct · Picked today: -10 quality \(20 days early\) · about [\d,]+ kg, pickers €[\d,]+$/,
    );
    const harvest = page.getByRole('button', { name: 'Harvest' });
    await expect(harvest.isEnabled()).resolves.toBe(true);
    await harvest.click();
    await page.getByText(MESSAGES.block.harvestRecorded).first().waitFor();
    // the toast comes with the answer; the button follows when the block is fetched again
    await page.getByRole('button', { name: 'Harvest', disabled: true }).waitFor();
    await expect(harvest.isDisabled()).resolves.toBe(true);
    const [lot] = await sql('SELECT amount_kg FROM harvests WHERE block_id = $1', [block.id]);
    expect(lot.amount_kg).toBeGreaterThan(0);
    await page
      .getByText(`${formatNumber(lot.amount_kg)} kg`)
      .first()
      .waitFor();
    await screenshot(page, 'blocks-harvest-1280');

    await visit(page, `${server.baseUrl}/game?tab=winery`);
    await page.getByRole('heading', { name: 'Grapes to crush' }).waitFor();
    await page.getByText('Sangiovese').first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
