/**
 * The yearly awards in a real browser (issue 19): lots reviewed during year 1 are judged when the
 * admin clock reaches the first day of year 2; a visitor without an account opens the awards page
 * from the footer and sees the medals per region × colour, at 375 and 1280 px, without sideways
 * scrolling or console errors. Screenshots: awards-*.png.
 */
import { Client } from 'pg';
import type { Browser } from 'playwright-core';
import { awardsDay, DEMO_ACCOUNTS } from '@vineyard/domain';
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

describeBrowser('the awards page in a real browser', () => {
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
      startServer({ env: { SMTP_URL: mailbox.url, DEMO_ACCOUNTS: 'true' }, timeoutMs: 60000 }).then(
        (s) => (server = s),
      ),
      launchBrowser().then((b) => (browser = b)),
    ]);
    const { session } = await verifiedSession(server.baseUrl, mailbox);
    const created = await api(server.baseUrl, '/api/estates', {
      token: session.access_token,
      body: { name: 'Tenuta delle Medaglie', template: 'family', location: 'tuscany' },
    });
    const estateId = created.body.data.estate.id as string;
    await sql('UPDATE game_clock SET day_index = $1', [awardsDay(1) - 1]);
    // three red Tuscan wines and one white, reviewed during year 1
    for (const [name, colour, variety, quality] of [
      ['Rosso Primo', 'red', 'sangiovese', 96],
      ['Rosso Secondo', 'red', 'sangiovese', 84],
      ['Rosso Terzo', 'red', 'sangiovese', 70],
      ['Bianco Solo', 'white', 'chardonnay', 80],
    ] as const)
      await sql(
        `INSERT INTO wine_lots (estate_id, batch_id, name, region, colour, variety, vintage, bottles, bottled_bottles, quality, bottled_day)
         VALUES ($1, gen_random_uuid(), $2, 'tuscany', $3, $4, 1, 600, 600, $5, 100)`,
        [estateId, name, colour, variety, quality],
      );
    const admin = await api(server.baseUrl, '/api/auth/login', {
      body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password },
    });
    const advanced = await api(server.baseUrl, '/api/admin/clock/advance', {
      token: admin.body.data.access_token,
      body: { days: 1 },
    });
    expect(advanced.status).toBe(200);
  }, 120000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.stop();
  });

  it.each(VIEWPORTS)('shows the medals per region and colour to a visitor at $width px', async (viewport) => {
    const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
    const errors = watchConsole(page);
    await visit(page, `${server.baseUrl}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Awards' }).click();
    await page.waitForURL(`${server.baseUrl}/awards`);
    await page.getByRole('heading', { level: 1, name: 'Awards' }).waitFor();
    const reds = page.getByRole('region', { name: 'Red wines of Tuscany' });
    await reds.getByText('Rosso Primo').waitFor();
    const items = reds.getByRole('listitem');
    expect(await items.count()).toBe(3);
    // 96 → 98 ± 3 points, 84 → 92 ± 3, 70 → 85 ± 3: the order holds whatever the critics' taste
    expect(await items.nth(0).textContent()).toMatch(/Rosso Primo.*Gold/);
    expect(await items.nth(1).textContent()).toMatch(/Rosso Secondo.*Silver/);
    expect(await items.nth(2).textContent()).toMatch(/Rosso Terzo.*Bronze/);
    const whites = page.getByRole('region', { name: 'White wines of Tuscany' });
    expect(await whites.textContent()).toMatch(/Bianco Solo.*Gold/);
    await expect(page.getByLabel('Year').inputValue()).resolves.toBe('1');
    await screenshot(page, `awards-${viewport.width}`);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await waitForTitle(page, /^Awards \| Vineyard Valley$/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
