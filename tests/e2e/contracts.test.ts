/**
 * Merchants' contracts in a real browser (issue 31, item 3's "done when"): a player takes an offer
 * of the month's board from the Market tab (with its confirmation) and delivers it from a bottled
 * wine, at 1280 and at 375 px; the money comes in through the ledger and the bottles leave the
 * wine; an open contract near its day is a High task on the Overview.
 */
import type { Browser, Page } from 'playwright-core';
import { formatNumber, type ContractOffer } from '@vineyard/domain';
import { verifiedSession } from '../support/accounts';
import { wineLot } from '../support/builders';
import { describeBrowser, launchBrowser, screenshot, storeTokens, watchConsole } from '../support/browser';
import { queryRows } from '../support/database';
import { Mailbox } from '../support/mailbox';
import { api, RunningServer, startServer } from '../support/server';
import { allStarted } from '../support/wait';
import { acceptOffer, contractsPanel, deliverContract, shootPanel } from './support/vineyard-year';

const DAY = 400;

describeBrowser("merchants' contracts in a real browser", () => {
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

  async function takeAndDeliver(page: Page, o: ContractOffer, wine: string, width: number) {
    const panel = contractsPanel(page);
    await panel.getByRole('list', { name: "Merchants' offers" }).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await shootPanel(panel, `contracts-board-${width}`);
    await acceptOffer(page, o, `contracts-accept-${width}`);
    await deliverContract(page, o, wine, `contracts-deliver-${width}`);
    await shootPanel(panel, `contracts-delivered-${width}`);
  }

  it('takes an offer and delivers it at 1280 and 375 px; money through the ledger; a task on the Overview', async () => {
    await sql('UPDATE game_clock SET day_index = $1', [DAY]);
    const { session } = await verifiedSession(server.baseUrl, mailbox);
    const token = session.access_token;
    const estate = (
      await api(server.baseUrl, '/api/estates', {
        token,
        body: { name: 'Maison des Contrats', template: 'family', location: 'tuscany' },
      })
    ).body.data.estate;
    const board: ContractOffer[] = (
      await api(server.baseUrl, `/api/estates/${estate.id}/contracts`, { token, method: 'GET' })
    ).body.data.contracts.offers;
    // one wine for each of the first two offers: their colour, a little over their quality, their bottles and 40 more
    const wines = ['Cuvée du Marchand', 'Cuvée du Courtier'];
    for (const [i, name] of wines.entries()) {
      const o = board[i]!;
      await wineLot(server.databaseUrl, {
        estateId: estate.id,
        name,
        variety: o.colour === 'red' ? 'sangiovese' : 'chardonnay',
        quality: Math.min(100, o.minQuality + 5),
        bottles: o.bottles + 40,
        bottledDay: DAY - 20,
      });
    }
    const [{ money: before }] = await sql('SELECT money::int AS money FROM estates WHERE id = $1', [estate.id]);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchConsole(page);
    await storeTokens(page, server.baseUrl, token, session.refresh_token);
    await page.goto(`${server.baseUrl}/game?tab=market`);
    await takeAndDeliver(page, board[0]!, wines[0]!, 1280);
    expect(errors).toEqual([]);
    await page.close();

    const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const phoneErrors = watchConsole(phone);
    await storeTokens(phone, server.baseUrl, token, session.refresh_token);
    await phone.goto(`${server.baseUrl}/game?tab=market`);
    await takeAndDeliver(phone, board[1]!, wines[1]!, 375);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    const paid = board[0]!.bottles * board[0]!.price + board[1]!.bottles * board[1]!.price;
    const ledger = await sql(
      `SELECT amount::int AS amount FROM ledger_entries WHERE estate_id = $1 AND kind = 'contract_payment' ORDER BY seq`,
      [estate.id],
    );
    expect(ledger).toEqual([
      { amount: board[0]!.bottles * board[0]!.price },
      { amount: board[1]!.bottles * board[1]!.price },
    ]);
    const [{ money: after }] = await sql('SELECT money::int AS money FROM estates WHERE id = $1', [estate.id]);
    expect(after).toBe(before + paid);
    const lots = await sql('SELECT bottles FROM wine_lots WHERE estate_id = $1', [estate.id]);
    expect(lots).toEqual([{ bottles: 40 }, { bottles: 40 }]);

    // a third contract, open; ten days before its day it is a High task on the Overview
    const third = board[2]!;
    const taken = await api(server.baseUrl, `/api/estates/${estate.id}/contracts`, { token, body: { offer: 2 } });
    expect(taken.status).toBe(201);
    await sql('UPDATE game_clock SET day_index = $1', [third.dueDay - 10]);
    await phone.goto(`${server.baseUrl}/game?tab=overview`);
    const task = phone
      .getByRole('list', { name: 'Tasks' })
      .getByRole('listitem')
      .filter({
        has: phone.getByRole('link', {
          name: `Deliver ${formatNumber(third.bottles)} bottles of ${third.colour} wine`,
        }),
      });
    await task.waitFor();
    const text = await task.textContent();
    expect(text).toContain('(10 days left)');
    expect(text).toContain('High');
    await phone.getByRole('region', { name: 'Tasks' }).scrollIntoViewIfNeeded();
    await screenshot(phone, 'contracts-overview-task-375');
    expect(phoneErrors).toEqual([]);
    await phone.close();
    await sql('UPDATE game_clock SET day_index = $1', [DAY]);
  }, 240_000);
});
