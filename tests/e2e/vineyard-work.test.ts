/**
 * The vineyard year (issue 31, item 1) in a real browser: in the winter pruning's window the block
 * page's Vineyard Work panel shows the pruning due with its options; the player prunes hard (Do
 * it, the confirmation, the toast), the panel shows it done and the ledger holds its cost; on a
 * phone the Overview asks for the pruning still due on the estate's other block. Screenshots at
 * 1280 and 375 px.
 */
import type { Browser } from 'playwright-core';
import { dayIndexOf, workCost } from '@vineyard/domain';
import { verifiedSession } from '../support/accounts';
import { describeBrowser, launchBrowser, screenshot, storeTokens, visit, watchConsole } from '../support/browser';
import { queryRows } from '../support/database';
import { Mailbox } from '../support/mailbox';
import { api, RunningServer, startServer } from '../support/server';
import { allStarted } from '../support/wait';
import { doVineyardWork, plantBlock, workPanel } from './support/vineyard-year';

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

  const sql = (text: string, params: unknown[] = []) => queryRows(server.databaseUrl, text, params);

  it('prunes a block from its page and sees the pruning still due on the Overview', async () => {
    const { session } = await verifiedSession(server.baseUrl, mailbox);
    const token = session.access_token;
    const estate = (
      await api(server.baseUrl, '/api/estates', {
        token,
        body: { name: 'Château Sécateur', template: 'boutique', location: 'bordeaux' },
      })
    ).body.data.estate;
    const block = await plantBlock(server.baseUrl, token, estate.plots[0].id, 'Clos Taillé');
    // January of game year 3 (the pruning for vintage 4), the vines old enough to bear
    await sql('UPDATE game_clock SET day_index = $1', [dayIndexOf({ year: 3, month: 1, day: 10 })]);
    await sql('UPDATE blocks SET planted_game_day = -400 WHERE id = $1', [block.id]);
    const cost = workCost('pruning', 'hard', 0.5, 'bordeaux');

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchConsole(page);
    await storeTokens(page, server.baseUrl, token, session.refresh_token);
    await visit(page, `${server.baseUrl}/game/blocks/${block.id}`);
    await page.getByRole('heading', { level: 1, name: 'Clos Taillé' }).waitFor();
    const panel = workPanel(page);
    const pruning = panel.getByTestId('work-pruning');
    await pruning.getByText('Due now').waitFor();
    await pruning.getByText('If skipped: Unpruned vines bear', { exact: false }).waitFor();
    await doVineyardWork(page, 'Clos Taillé', 'pruning', 'hard', cost);
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
    const phonePanel = workPanel(phone);
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
