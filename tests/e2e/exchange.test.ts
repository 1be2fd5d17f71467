/**
 * The wine exchange in a real browser with two players (issue 32's "done when"): one offers a wine
 * from the Market tab's Sell wine list, the other finds it in the exchange, buys part of it with a
 * quote, sees it among their own wines and sells some on to the NPC buyers; both ledgers hold the
 * trade and the segment's price history shows it — at 1280 and 375 px.
 */
import type { Browser } from 'playwright-core';
import { exchangeFee, formatPrice } from '@vineyard/domain';
import { verifiedSession } from '../support/accounts';
import { wineLot } from '../support/builders';
import { describeBrowser, launchBrowser, screenshot, storeTokens, watchConsole } from '../support/browser';
import { queryRows } from '../support/database';
import { Mailbox } from '../support/mailbox';
import { api, RunningServer, startServer } from '../support/server';
import { allStarted } from '../support/wait';

const DAY = 400;

describeBrowser('the wine exchange in a real browser', () => {
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

  it('one offers, the other buys part, sees it in their cellar and sells it on; ledgers and history show it', async () => {
    await sql('UPDATE game_clock SET day_index = $1', [DAY]);
    const seller = await player('Cantina del Cambio', 'tuscany');
    const buyer = await player('Maison Négoce', 'bordeaux');
    await wineLot(server.databaseUrl, {
      estateId: seller.estate.id,
      name: 'Rosso del Cambio',
      bottles: 600,
      quality: 82,
      bottledDay: DAY - 45,
    });

    // the seller offers 200 bottles from the Market tab
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchConsole(page);
    await storeTokens(page, server.baseUrl, seller.token, seller.session.refresh_token);
    await page.goto(`${server.baseUrl}/game?tab=market`);
    await page
      .getByRole('list', { name: 'Wines to sell' })
      .getByRole('button', { name: 'Offer Rosso del Cambio on the exchange' })
      .click();
    const offerDialog = page.getByRole('dialog');
    await offerDialog.getByText(/The price must lie between/).waitFor();
    await offerDialog.getByLabel('Bottles').fill('200');
    await screenshot(page, 'exchange-offer-1280');
    await offerDialog.getByRole('button', { name: 'Offer', exact: true }).click();
    await page
      .getByText(/200 bottles of Rosso del Cambio offered on the exchange/)
      .first()
      .waitFor();
    await page.getByRole('list', { name: 'My offers' }).getByText('Rosso del Cambio 1').waitFor();
    const [offer] = await sql('SELECT id, price, tier FROM exchange_offers WHERE seller_estate_id = $1', [
      seller.estate.id,
    ]);
    expect(errors).toEqual([]);

    // the buyer finds it and buys 48 bottles with a quote
    const buyerPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const buyerErrors = watchConsole(buyerPage);
    await storeTokens(buyerPage, server.baseUrl, buyer.token, buyer.session.refresh_token);
    await buyerPage.goto(`${server.baseUrl}/game?tab=market`);
    const offers = buyerPage.getByRole('list', { name: 'Wine offers' });
    await offers.getByText('Rosso del Cambio 1').waitFor();
    // the price filter: a floor above the offer's price hides it, a ceiling at its price shows it
    const wineExchange = buyerPage.getByRole('region', { name: 'Wine exchange' });
    await wineExchange.getByLabel('Min € a bottle').fill(String(offer.price + 1));
    await wineExchange.getByText('No wine on offer matches these filters.').waitFor();
    await wineExchange.getByLabel('Min € a bottle').fill('');
    await wineExchange.getByLabel('Max € a bottle').fill(String(offer.price));
    await offers.getByText('Rosso del Cambio 1').waitFor();
    await offers.getByRole('button', { name: 'Buy Rosso del Cambio' }).click();
    const buyDialog = buyerPage.getByRole('dialog');
    // the wine's own history before any trade, and its critics' verdict
    await buyDialog.getByText('This wine has not been traded on the exchange yet.').waitFor();
    await buyDialog.getByLabel('Bottles').fill('48');
    const total = offer.price * 48;
    const confirm = buyDialog.getByRole('button', { name: `Buy for €${total.toLocaleString('en-US')}` });
    await confirm.waitFor();
    await screenshot(buyerPage, 'exchange-buy-1280');
    await confirm.click();
    await buyerPage
      .getByText(/48 bottles of Rosso del Cambio bought for/)
      .first()
      .waitFor();

    // in the buyer's cellar, sold on to the NPC buyers
    const toSell = buyerPage.getByRole('list', { name: 'Wines to sell' });
    await toSell.getByText('Rosso del Cambio').waitFor();
    await toSell.getByRole('button', { name: 'Sell Rosso del Cambio' }).click();
    const sellDialog = buyerPage.getByRole('dialog');
    await sellDialog.getByRole('table', { name: 'What the buyers pay' }).waitFor();
    await sellDialog.getByRole('spinbutton').fill('10');
    await sellDialog.getByRole('button', { name: /^Sell for €/ }).click();
    await buyerPage
      .getByText(/^Sold 10 bottles for €/)
      .first()
      .waitFor();
    const [bought] = await sql('SELECT bottles, producer FROM wine_lots WHERE estate_id = $1', [buyer.estate.id]);
    expect(bought).toEqual({ bottles: 38, producer: 'Cantina del Cambio' });

    // both ledgers
    const ledger = await sql(
      `SELECT estate_id, kind, amount::int AS amount FROM ledger_entries WHERE kind LIKE 'exchange%' ORDER BY amount`,
    );
    expect(ledger).toEqual([
      { estate_id: buyer.estate.id, kind: 'exchange_purchase', amount: -total },
      { estate_id: seller.estate.id, kind: 'exchange_fee', amount: -exchangeFee(total) },
      { estate_id: seller.estate.id, kind: 'exchange_sale', amount: total },
    ]);

    // the price history of the segment
    const panel = buyerPage.getByRole('region', { name: 'Wine exchange' });
    await panel.getByLabel('Region').selectOption('tuscany');
    await panel.getByLabel('Colour').selectOption('red');
    await panel.getByLabel('Tier').selectOption(offer.tier);
    const trades = buyerPage.getByRole('list', { name: 'Last trades' });
    await trades.getByText(/Rosso del Cambio 1 · Cantina del Cambio/).waitFor();
    await trades.getByText(`48 × €${offer.price}`).waitFor();
    await screenshot(buyerPage, 'exchange-history-1280');
    // and the wine's own history, in the offer's Buy dialog
    await offers.getByRole('button', { name: 'Buy Rosso del Cambio' }).click();
    const wineTrades = buyerPage.getByRole('dialog').getByRole('list', { name: 'This wine’s trades' });
    await wineTrades.getByText(`48 × €${offer.price}`).waitFor();
    await buyerPage
      .getByRole('dialog')
      .getByText(`Its last trade: ${formatPrice(offer.price)} a bottle on average`)
      .waitFor();
    await screenshot(buyerPage, 'exchange-wine-history-1280');
    await buyerPage.keyboard.press('Escape');
    await buyerPage.getByRole('dialog').waitFor({ state: 'detached' });
    expect(buyerErrors).toEqual([]);
    await buyerPage.close();

    // the seller's offer shows what is left; the seller withdraws it at 375 px
    await page.close();
    const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const phoneErrors = watchConsole(phone);
    await storeTokens(phone, server.baseUrl, seller.token, seller.session.refresh_token);
    await phone.goto(`${server.baseUrl}/game?tab=market`);
    const mine = phone.getByRole('list', { name: 'My offers' });
    await mine.getByText(/152 of 200 bottles left/).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'exchange-market-375');
    await mine.getByRole('button', { name: 'Withdraw Rosso del Cambio' }).click();
    await phone.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
    await phone
      .getByText(/Offer withdrawn: 152 bottles went back to your cellar/)
      .first()
      .waitFor();
    await mine.getByText('Withdrawn').waitFor();
    const [lot] = await sql('SELECT bottles FROM wine_lots WHERE estate_id = $1', [seller.estate.id]);
    expect(lot.bottles).toBe(552);
    await screenshot(phone, 'exchange-withdrawn-375');
    expect(phoneErrors).toEqual([]);
    await phone.close();
  }, 240_000);
});
