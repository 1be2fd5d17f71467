/**
 * The vineyard year (issue 31, item 1) in a real browser: in the winter pruning's window the block
 * page's Vineyard Work panel shows the pruning due with its options; the player prunes hard (Do
 * it, the confirmation, the toast), the panel shows it done and the ledger holds its cost; on a
 * phone the Overview asks for the pruning still due on the estate's other block. Screenshots at
 * 1280 and 375 px.
 */
import { Client } from 'pg';
import type { Browser } from 'playwright-core';
import { dayIndexOf, formatMoney, MESSAGES, workCost } from '@vineyard/domain';
import { verifiedSession } from '../support/accounts';
import { describeBrowser, launchBrowser, screenshot, storeTokens, visit, watchConsole } from '../support/browser';
import { Mailbox } from '../support/mailbox';
import { api, RunningServer, startServer } from '../support/server';
import { allStarted } from '../support/wait';

describeBrowser('vineyard work in a real browser', () => {
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

  async function sql(text: string, params: unknown[] = []): Promise<any[]> {
    const client = new Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, params)).rows;
    } finally {
      await client.end();
    }
  }

  it('prunes a block from its page and sees the pruning still due on the Overview', async () => {
    const { session } = await verifiedSession(server.baseUrl, mailbox);
    const token = session.access_token;
    const estate = (
      await api(server.baseUrl, '/api/estates', {
        token,
        body: { name: 'Château Sécateur', template: 'boutique', location: 'bordeaux' },
      })
    ).body.data.estate;
    const block = (
      await api(server.baseUrl, `/api/plots/${estate.plots[0].id}/blocks`, {
        token,
        body: {
          name: 'Clos Taillé',
          size: 0.5,
          grapeVariety: 'merlot',
          orientation: 'north-south',
          trellisSystem: 'guyot',
        },
      })
    ).body.data.block;
    // January of game year 3 (the pruning for vintage 4), the vines old enough to bear
    await sql('UPDATE game_clock SET day_index = $1', [dayIndexOf({ year: 3, month: 1, day: 10 })]);
    await sql('UPDATE blocks SET planted_game_day = -400 WHERE id = $1', [block.id]);
    const cost = workCost('pruning', 'hard', 0.5, 'bordeaux');

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchConsole(page);
    await storeTokens(page, server.baseUrl, token, session.refresh_token);
    await visit(page, `${server.baseUrl}/game/blocks/${block.id}`);
    await page.getByRole('heading', { level: 1, name: 'Clos Taillé' }).waitFor();
    const panel = page.getByRole('region', { name: 'Vineyard Work', exact: true });
    const pruning = panel.getByTestId('work-pruning');
    await pruning.getByText('Due now').waitFor();
    await pruning.getByText('If skipped: Unpruned vines bear', { exact: false }).waitFor();
    await pruning.getByRole('button', { name: `Do winter pruning, hard, for ${formatMoney(cost)}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Winter pruning (hard) on Clos Taillé?').waitFor();
    await dialog.getByRole('button', { name: `Do it for ${formatMoney(cost)}` }).click();
    await page
      .getByText(MESSAGES.vineyardWork.done('Hard winter pruning', 'Clos Taillé', formatMoney(cost)))
      .first()
      .waitFor();
    await pruning.getByText('Done', { exact: true }).waitFor();
    await panel.getByTestId('work-done').getByText('Winter pruning (hard)', { exact: false }).waitFor();
    // hard pruning (−15%, +5) with the spraying and canopy work still to come counted as skipped (−5%, −3 − 4)
    await panel.getByText('if no more work is done: −20% grapes, −2 quality points', { exact: false }).waitFor();
    await pruning.scrollIntoViewIfNeeded();
    await screenshot(page, 'vineyard-work-1280');
    const paid = await sql(`SELECT amount::int FROM ledger_entries WHERE estate_id = $1 AND kind = 'vineyard_work'`, [
      estate.id,
    ]);
    expect(paid).toEqual([{ amount: -cost }]);

    // on a phone: the block page, then the Overview's task for the head-start block still unpruned
    const phone = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const phoneErrors = watchConsole(phone);
    await storeTokens(phone, server.baseUrl, token, session.refresh_token);
    await visit(phone, `${server.baseUrl}/game/blocks/${block.id}`);
    const phonePanel = phone.getByRole('region', { name: 'Vineyard Work', exact: true });
    await phonePanel.getByTestId('work-pruning').getByText('Done', { exact: true }).waitFor();
    await phonePanel.scrollIntoViewIfNeeded();
    await screenshot(phone, 'vineyard-work-375');
    await visit(phone, `${server.baseUrl}/game`);
    await phone.getByText('Winter pruning due on 1 block').waitFor();
    await phone.getByText('Winter pruning due on 1 block').scrollIntoViewIfNeeded();
    await screenshot(phone, 'vineyard-work-overview-375');
    expect(errors).toEqual([]);
    expect(phoneErrors).toEqual([]);
    await page.close();
    await phone.close();
  });
});
