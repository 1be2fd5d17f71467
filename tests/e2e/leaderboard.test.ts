/**
 * The public leaderboard in a real browser (issue 19): a visitor without an account opens it from
 * the footer, sees the estates ranked by reputation, switches to worth and to the best wines, at
 * 375 and 1280 px, without sideways scrolling or console errors. Screenshots: leaderboard-*.png.
 */
import { pointsForReputation } from '@vineyard/domain';
import { Client } from 'pg';
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
import { api, RunningServer, startServer } from '../support/server';
import { allStarted } from '../support/wait';
import { Mailbox } from '../support/mailbox';
import { verifiedSession } from '../support/accounts';

jest.setTimeout(120000);

describeBrowser('the leaderboard in a real browser', () => {
  let server: RunningServer;
  let mailbox: Mailbox;
  let browser: Browser;

  async function sql(text: string, params: unknown[] = []): Promise<any[]> {
    const c = new Client({ connectionString: server.databaseUrl });
    await c.connect();
    try {
      return (await c.query(text, params)).rows;
    } finally {
      await c.end();
    }
  }

  beforeAll(async () => {
    mailbox = await new Mailbox().start();
    // the server and Chromium start together
    await allStarted([
      startServer({ env: { SMTP_URL: mailbox.url }, timeoutMs: 60000 }).then((s) => (server = s)),
      launchBrowser().then((b) => (browser = b)),
    ]);
    const { session } = await verifiedSession(server.baseUrl, mailbox);
    const created = await api(server.baseUrl, '/api/estates', {
      token: session.access_token,
      body: { name: 'Tenuta della Classifica', template: 'family', location: 'bordeaux' },
    });
    const estateId = created.body.data.estate.id as string;
    await sql(
      'UPDATE estates SET reputation_points = $2, reputation_points_day = (SELECT day_index FROM game_clock) WHERE id = $1',
      [estateId, pointsForReputation(42)],
    );
    await sql(
      `INSERT INTO wine_lots (estate_id, batch_id, name, region, colour, variety, vintage, bottles, bottled_bottles, quality, bottled_day)
       VALUES ($1, gen_random_uuid(), 'Grand Vin de Test', 'bordeaux', 'red', 'merlot', 1, 100, 100, 88, 0)`,
      [estateId],
    );
  }, 120000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.stop();
  });

  it.each(VIEWPORTS)('ranks estates and wines for a visitor at $width px', async (viewport) => {
    const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
    const errors = watchConsole(page);
    await visit(page, `${server.baseUrl}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Leaderboard' }).click();
    await page.waitForURL(`${server.baseUrl}/leaderboard`);
    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    const byReputation = page.getByRole('table', { name: 'Estates by reputation' });
    await byReputation.getByText('Tenuta della Classifica').waitFor();
    await screenshot(page, `leaderboard-${viewport.width}`);
    await page.getByRole('tab', { name: 'Best wines' }).click();
    await page.getByRole('table', { name: 'Best wines of the year' }).getByText('Grand Vin de Test').waitFor();
    // bottled on day 0 with 100 bottles: under the critics' minimum, so no review yet
    await page.getByRole('tab', { name: 'Critics' }).click();
    await page.getByText(/^No reviews yet/).waitFor();
    await page.getByRole('tab', { name: 'Worth' }).click();
    await page.getByRole('table', { name: 'Estates by worth' }).getByText('Tenuta della Classifica').waitFor();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await waitForTitle(page, /^Leaderboard \| Vineyard Valley$/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
