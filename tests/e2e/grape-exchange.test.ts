/**
 * Grapes on the exchange in a real browser with two players (issue 32, item 1): one offers fresh
 * grapes from the Market tab's grape lots, the other finds them in the grape exchange, buys part
 * with a quote and crushes them in the Winery before they spoil; both ledgers hold the trade and
 * the price history shows it; the seller withdraws the rest at 375 px.
 */
import type { Browser } from 'playwright-core';
import { exchangeFee, formatCents, grapeOfferBand } from '@vineyard/domain';
import { verifiedSession } from '../support/accounts';
import { grapeLot } from '../support/builders';
import { describeBrowser, launchBrowser, screenshot, storeTokens, watchConsole } from '../support/browser';
import { queryRows } from '../support/database';
import { Mailbox } from '../support/mailbox';
import { api, RunningServer, startServer } from '../support/server';
import { allStarted } from '../support/wait';

const DAY = 600;

describeBrowser('grapes on the exchange in a real browser', () => {
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

  async function player(name: string, location: string) {
    const { session } = await verifiedSession(server.baseUrl, mailbox);
    const token = session.access_token;
    const estate = (await api(server.baseUrl, '/api/estates', { token, body: { name, template: 'family', location } }))
      .body.data.estate;
    return { session, token, estate };
  }

  it('one offers grapes, the other buys part and crushes them; ledgers and history show it; the rest is withdrawn', async () => {
    await sql('UPDATE game_clock SET day_index = $1', [DAY]);
    const seller = await player('Domaine du Raisin', 'bordeaux');
    const buyer = await player('Bodega Compradora', 'rioja');
    const lot = { region: 'bordeaux' as const, variety: 'merlot' as const, quality: 76 };
    await grapeLot(server.databaseUrl, {
      estateId: seller.estate.id,
      blockName: 'Coteau Sud',
      ...lot,
      kilograms: 3000,
      harvestDay: DAY - 1,
    });
    const band = grapeOfferBand(lot);

    // the seller offers 1,200 kg from the Market tab's grape lots
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchConsole(page);
    await storeTokens(page, server.baseUrl, seller.token, seller.session.refresh_token);
    await page.goto(`${server.baseUrl}/game?tab=market`);
    await page
      .getByRole('list', { name: 'Grape lots' })
      .getByRole('button', { name: 'Offer Merlot from Coteau Sud on the exchange' })
      .click();
    const offerDialog = page.getByRole('dialog');
    await offerDialog.getByText(/The price must lie between/).waitFor();
    await offerDialog.getByLabel('Kilograms').fill('1200');
    await offerDialog.getByLabel(/Price a kilogram in euros/).fill((band.min / 100).toFixed(2));
    await offerDialog.getByText(/Sold out, 1,200 kg at/).waitFor();
    await screenshot(page, 'grape-exchange-offer-1280');
    await offerDialog.getByRole('button', { name: 'Offer', exact: true }).click();
    await page
      .getByText(/1,200 kg of Merlot offered on the exchange/)
      .first()
      .waitFor();
    await page
      .getByRole('list', { name: 'My grape offers' })
      .getByText(/1,200 of 1,200 kg left/)
      .waitFor();
    const [offer] = await sql('SELECT id, price_cents FROM grape_offers WHERE seller_estate_id = $1', [
      seller.estate.id,
    ]);
    expect(offer.price_cents).toBe(band.min);
    expect(errors).toEqual([]);

    // the buyer finds it and buys 500 kg with a quote
    const buyerPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const buyerErrors = watchConsole(buyerPage);
    await storeTokens(buyerPage, server.baseUrl, buyer.token, buyer.session.refresh_token);
    await buyerPage.goto(`${server.baseUrl}/game?tab=market`);
    const offers = buyerPage.getByRole('list', { name: 'Grape offers' });
    await offers.getByText(/Merlot 2 · quality 76/).waitFor();
    await offers.getByRole('button', { name: 'Buy Merlot grapes from Domaine du Raisin' }).click();
    const buyDialog = buyerPage.getByRole('dialog');
    await buyDialog.getByLabel('Kilograms').fill('500');
    const total = Math.ceil((band.min * 500) / 100);
    const confirm = buyDialog.getByRole('button', { name: `Buy for €${total.toLocaleString('en-US')}` });
    await confirm.waitFor();
    await screenshot(buyerPage, 'grape-exchange-buy-1280');
    await confirm.click();
    await buyerPage
      .getByText(/500 kg of Merlot bought for/)
      .first()
      .waitFor();
    // in the buyer's grape lots, and the price history shows the trade
    await buyerPage.getByRole('list', { name: 'Grape lots' }).getByText('Merlot · 500 kg').waitFor();
    const panel = buyerPage.getByRole('region', { name: 'Grape exchange' });
    await panel.getByLabel('Region').selectOption('bordeaux');
    await panel.getByLabel('Colour').selectOption('red');
    await buyerPage
      .getByRole('list', { name: 'Last grape trades' })
      .getByText(`500 kg × ${formatCents(band.min)}`)
      .waitFor();
    await screenshot(buyerPage, 'grape-exchange-history-1280');

    // crushed in the buyer's winery before they spoil
    await buyerPage.goto(`${server.baseUrl}/game?tab=winery`);
    await buyerPage.getByRole('heading', { level: 1, name: 'Winery' }).waitFor();
    await buyerPage
      .getByRole('list', { name: 'Grapes to crush' })
      .getByRole('button', { name: 'Crush' })
      .first()
      .click();
    const crush = buyerPage.getByRole('dialog');
    await crush.getByRole('spinbutton').fill('500');
    await crush.getByText(/L of must/).waitFor();
    await crush.getByRole('button', { name: /^Crush for/ }).click();
    await buyerPage
      .getByText(/^Crushed: .+ L of must in the tanks$/)
      .first()
      .waitFor();
    const [batch] = await sql('SELECT variety FROM wine_batches WHERE estate_id = $1', [buyer.estate.id]);
    expect(batch).toEqual({ variety: 'merlot' });
    expect(buyerErrors).toEqual([]);
    await buyerPage.close();

    // both ledgers
    const ledger = await sql(
      `SELECT estate_id, kind, amount::int AS amount FROM ledger_entries WHERE kind LIKE 'exchange%' ORDER BY amount`,
    );
    expect(ledger).toEqual([
      { estate_id: buyer.estate.id, kind: 'exchange_purchase', amount: -total },
      { estate_id: seller.estate.id, kind: 'exchange_fee', amount: -exchangeFee(total) },
      { estate_id: seller.estate.id, kind: 'exchange_sale', amount: total },
    ]);

    // the seller sees what is left and withdraws it at 375 px
    await page.close();
    const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const phoneErrors = watchConsole(phone);
    await storeTokens(phone, server.baseUrl, seller.token, seller.session.refresh_token);
    await phone.goto(`${server.baseUrl}/game?tab=market`);
    const mine = phone.getByRole('list', { name: 'My grape offers' });
    await mine.getByText(/700 of 1,200 kg left/).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'grape-exchange-market-375');
    await mine.getByRole('button', { name: 'Withdraw Merlot grapes' }).click();
    await phone.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
    await phone
      .getByText(/Offer withdrawn: 700 kg went back to your grapes/)
      .first()
      .waitFor();
    await mine.getByText('Withdrawn').waitFor();
    const [left] = await sql('SELECT kilograms FROM grape_lots WHERE estate_id = $1', [seller.estate.id]);
    expect(left.kilograms).toBe(2500);
    await screenshot(phone, 'grape-exchange-withdrawn-375');
    expect(phoneErrors).toEqual([]);
    await phone.close();
  }, 240_000);
});
