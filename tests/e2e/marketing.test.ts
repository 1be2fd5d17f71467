/**
 * Marketing campaigns in a real browser (issue 35, item 3): from the Market tab's Marketing panel a
 * player runs a campaign (with its confirmation and toast), sees what runs and until when, and the
 * boost where it sells (the Sell dialog), at 1280 and at 375 px; the price goes through the ledger.
 */
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { CAMPAIGNS, campaignCost, formatGameDayShortForm, formatMoney, type CampaignKind } from '@vineyard/domain';
import { verifiedSession } from '../support/accounts';
import { wineLot } from '../support/builders';
import {
  describeBrowser,
  launchBrowser,
  screenshot,
  SCREENSHOT_DIR,
  storeTokens,
  watchConsole,
} from '../support/browser';
import { queryRows } from '../support/database';
import { Mailbox } from '../support/mailbox';
import { api, RunningServer, startServer } from '../support/server';
import { allStarted } from '../support/wait';

const DAY = 400;

describeBrowser('marketing campaigns in a real browser', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    mailbox = await new Mailbox().start();
    await allStarted([
      startServer({ env: { SMTP_URL: mailbox.url } }).then((s) => (server = s)),
      launchBrowser().then((b) => (browser = b)),
    ]);
  }, 60000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.stop();
  });

  const sql = (text: string, params: unknown[] = []) => queryRows(server.databaseUrl, text, params);

  /** The marketing panel alone, as an image to look at (the full page is long). */
  const shoot = (panel: Locator, name: string) =>
    panel.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), timeout: 30_000 });

  async function runCampaign(page: Page, kind: CampaignKind, cost: number, width: number, first: boolean) {
    const panel = page.getByRole('region', { name: 'Marketing' });
    const kinds = panel.getByRole('list', { name: 'Marketing campaigns' });
    await kinds.waitFor();
    await panel.scrollIntoViewIfNeeded();
    if (first) await panel.getByText(/No campaign runs now/).waitFor();
    await shoot(panel, `marketing-panel-${width}`);
    await kinds.getByRole('button', { name: `Run ${CAMPAIGNS[kind].label} for ${formatMoney(cost)}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`It costs ${formatMoney(cost)}, paid now.`, { exact: false }).waitFor();
    await screenshot(page, `marketing-confirm-${width}`);
    await confirm.getByRole('button', { name: 'Run campaign' }).click();
    await page
      .getByText(new RegExp(`^${CAMPAIGNS[kind].label} started: demand for your wines`))
      .first()
      .waitFor();
    const running = panel.getByRole('list', { name: 'Running campaigns' });
    await running.getByText(CAMPAIGNS[kind].label).waitFor();
    await running.getByText(`until ${formatGameDayShortForm(DAY + CAMPAIGNS[kind].days)}`).waitFor();
    await kinds.getByText(`Until ${formatGameDayShortForm(DAY + CAMPAIGNS[kind].days)}`).waitFor();
    await shoot(panel, `marketing-running-${width}`);
  }

  async function sellDialogShowsBoost(page: Page, wine: string, boost: string, width: number) {
    const sell = page.getByRole('region', { name: 'Sell wine' });
    await sell.scrollIntoViewIfNeeded();
    await sell.getByRole('button', { name: `Sell ${wine}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Your marketing campaigns bring ${boost} buyers`, { exact: false }).waitFor();
    await screenshot(page, `marketing-sell-${width}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  it('runs a campaign at 1280 and another at 375 px; the Sell dialog shows the boost; the price goes through the ledger', async () => {
    await sql('UPDATE game_clock SET day_index = $1', [DAY]);
    const { session } = await verifiedSession(server.baseUrl, mailbox);
    const token = session.access_token;
    const estate = (
      await api(server.baseUrl, '/api/estates', {
        token,
        body: { name: 'Maison de la Réclame', template: 'family', location: 'tuscany' },
      })
    ).body.data.estate;
    const wine = 'Cuvée de la Foire';
    await wineLot(server.databaseUrl, {
      estateId: estate.id,
      name: wine,
      variety: 'sangiovese',
      quality: 74,
      bottles: 20_000,
      bottledDay: DAY - 40,
    });
    const [{ ha }] = await sql(
      'SELECT COALESCE(SUM(b.size), 0)::float AS ha FROM blocks b JOIN plots p ON p.id = b.plot_id WHERE p.estate_id = $1',
      [estate.id],
    );
    const fair = campaignCost('fair', Number(ha));
    const tasting = campaignCost('tasting', Number(ha));
    const [{ money: before }] = await sql('SELECT money::int AS money FROM estates WHERE id = $1', [estate.id]);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchConsole(page);
    await storeTokens(page, server.baseUrl, token, session.refresh_token);
    await page.goto(`${server.baseUrl}/game?tab=market`);
    await runCampaign(page, 'fair', fair, 1280, true);
    await sellDialogShowsBoost(page, wine, '+50%', 1280);
    expect(errors).toEqual([]);
    await page.close();

    const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const phoneErrors = watchConsole(phone);
    await storeTokens(phone, server.baseUrl, token, session.refresh_token);
    await phone.goto(`${server.baseUrl}/game?tab=market`);
    await runCampaign(phone, 'tasting', tasting, 375, false);
    // the second adds half of its own beside the fair: +50% + 12.5%
    await sellDialogShowsBoost(phone, wine, '+63%', 375);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(phoneErrors).toEqual([]);
    await phone.close();

    const ledger = await sql(
      `SELECT amount::int AS amount FROM ledger_entries WHERE estate_id = $1 AND kind = 'marketing_campaign' ORDER BY seq`,
      [estate.id],
    );
    expect(ledger).toEqual([{ amount: -fair }, { amount: -tasting }]);
    const [{ money: after }] = await sql('SELECT money::int AS money FROM estates WHERE id = $1', [estate.id]);
    expect(after).toBe(before - fair - tasting);
  }, 240_000);
});
