/**
 * A year of the vineyard (issue 31's "done when") played in a real browser on the real server, on
 * one Bordeaux estate with three merlot blocks and last vintage's wine in its cellar: in February
 * the player prunes a block (Vineyard Work); on the first of March takes a merchant's offer (the
 * Market tab); the admin's clock advance plays the spring day by day; in May, with mildew in the
 * forecast, the player sprays one block (Vineyard Work), protects another (Weather Events) and
 * leaves the third; the mildew's day passes and the block pages show what it did: the third block's
 * health lower than the others' by exactly the event's damage, the sprayed and the protected ones
 * untouched; the next day the contract is delivered from the bottled wine. Each act is done at one
 * size and every screen is seen at both (1280 and 375 px, with screenshots); the status bar's money
 * follows each act to the euro, and the ledger holds its rows.
 */
import type { Browser, Page } from 'playwright-core';
import {
  bottleQuality,
  contractBoard,
  contractColours,
  contractMonth,
  dayIndexOf,
  FORECAST_DAYS,
  forecastFor,
  formatGameDay,
  formatGameDayShortForm,
  formatMoney,
  formatNumber,
  protectionCost,
  WEATHER_EVENTS,
  weatherEventFor,
  weatherEventLabel,
  workCost,
  workWindow,
  type ContractOffer,
  type WeatherEvent,
} from '@vineyard/domain';
import { verifiedSession } from '../support/accounts';
import { adminToken, advanceDays } from '../support/admin';
import { wineLot } from '../support/builders';
import { describeBrowser, launchBrowser, screenshot, storeTokens, visit, watchConsole } from '../support/browser';
import { queryRows } from '../support/database';
import { barePlots } from '../support/estates';
import { Mailbox } from '../support/mailbox';
import { api, RunningServer, startServer } from '../support/server';
import { allStarted } from '../support/wait';
import {
  acceptOffer,
  contractsPanel,
  deliverContract,
  doVineyardWork,
  forecastRow,
  moneyShown,
  plantBlock,
  protectBlock,
  shootPanel,
  weatherPanel,
  workPanel,
  yourContracts,
} from './support/vineyard-year';

const REGION = 'bordeaux';
/** The vintage the year works for. */
const VINTAGE = 3;
/** Winter: the 20th of February before it (the pruning's window runs from December to March). */
const PRUNE_DAY = dayIndexOf({ year: VINTAGE - 1, month: 2, day: 20 });
/** The first of March: a new board of merchants' offers. */
const CONTRACT_DAY = dayIndexOf({ year: VINTAGE, month: 3, day: 1 });

/** Bordeaux's first mildew of the vintage inside the spraying's window, with room to spray before it. */
function firstMildew(): WeatherEvent {
  const window = workWindow('spraying', VINTAGE);
  for (let day = window.from + FORECAST_DAYS; day <= window.to; day++) {
    const event = weatherEventFor(REGION, day);
    if (event?.kind === 'mildew') return event;
  }
  throw new Error(`no mildew in Bordeaux's spraying window of vintage ${VINTAGE}`);
}
const MILDEW = firstMildew();
/** Five days before the mildew: in its forecast, the only event there. */
const SPRAY_DAY = MILDEW.day - 5;
const DELIVERY_DAY = MILDEW.day + 1;

describeBrowser('a year of the vineyard in a real browser', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;

  // each try on a server of its own: the year moves the clock, which a retry (tests/e2e/support/retry.ts)
  // could not move back over days the tick has applied
  beforeEach(async () => {
    mailbox = await new Mailbox().start();
    await allStarted([
      startServer({ env: { SMTP_URL: mailbox.url, DEMO_ACCOUNTS: 'true' } }).then((s) => (server = s)),
      launchBrowser().then((b) => (browser = b)),
    ]);
  }, 60000);

  afterEach(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.stop();
  });

  const sql = (text: string, params: unknown[] = []) => queryRows(server.databaseUrl, text, params);

  it('prunes, takes a contract, sprays and protects before the mildew, sees the damage, delivers: 1280 and 375 px', async () => {
    expect(forecastFor(REGION, SPRAY_DAY)).toEqual([MILDEW]);
    await sql('UPDATE game_clock SET day_index = $1', [PRUNE_DAY]);
    const { session } = await verifiedSession(server.baseUrl, mailbox);
    const token = session.access_token;
    const estate = (
      await api(server.baseUrl, '/api/estates', {
        token,
        body: { name: 'Château des Quatre Saisons', template: 'family', location: REGION },
      })
    ).body.data.estate;
    const plot = barePlots<{ id: string; size: number }>(estate.plots)[0]!;
    const sprayed = await plantBlock(server.baseUrl, token, plot.id, 'Clos Traité');
    const guarded = await plantBlock(server.baseUrl, token, plot.id, 'Clos Abrité');
    const open = await plantBlock(server.baseUrl, token, plot.id, 'Clos Exposé');
    const blocks = [sprayed.id, guarded.id, open.id];
    // with the template's head-start block: four
    expect(
      await sql('SELECT count(*)::int AS n FROM blocks b JOIN plots p ON p.id = b.plot_id WHERE p.estate_id = $1', [
        estate.id,
      ]),
    ).toEqual([{ n: 4 }]);
    // vines old enough to bear, in the same health
    await sql('UPDATE blocks SET planted_game_day = -400, health = 80 WHERE id = ANY($1)', [blocks]);
    const admin = await adminToken(server.baseUrl);
    const advanceTo = async (day: number) => {
      const [{ day_index: today }] = await sql('SELECT day_index FROM game_clock');
      await advanceDays(server.baseUrl, admin, day - today);
    };
    const moneyNow = async (): Promise<number> =>
      (await sql('SELECT money::int AS money FROM estates WHERE id = $1', [estate.id]))[0].money;
    const blockHealth = async (): Promise<Record<string, number>> =>
      Object.fromEntries(
        (await sql('SELECT id, health FROM blocks WHERE id = ANY($1)', [blocks])).map((b) => [b.id, b.health]),
      );

    const desktop = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const errors = [watchConsole(desktop), watchConsole(phone)];
    for (const page of [desktop, phone]) await storeTokens(page, server.baseUrl, token, session.refresh_token);
    const openBlock = async (page: Page, block: { id: string; name: string }) => {
      await visit(page, `${server.baseUrl}/game/blocks/${block.id}`);
      await page.getByRole('heading', { level: 1, name: block.name }).waitFor();
    };
    const openMarket = async (page: Page) => {
      await visit(page, `${server.baseUrl}/game?tab=market`);
      await contractsPanel(page).getByRole('list', { name: "Merchants' offers" }).waitFor();
      await contractsPanel(page).scrollIntoViewIfNeeded();
    };
    /** Does `act` and checks the money: lower (or higher) by exactly `amount`, as the status bar shows. */
    const paying = async (page: Page, amount: number, act: () => Promise<void>) => {
      const before = await moneyNow();
      await act();
      expect(await moneyNow()).toBe(before + amount);
      await moneyShown(page, before + amount);
    };

    // February: hard pruning on a computer
    const pruning = workCost('pruning', 'hard', 0.5, REGION);
    await openBlock(desktop, sprayed);
    await paying(desktop, -pruning, () => doVineyardWork(desktop, sprayed.name, 'pruning', 'hard', pruning));
    await workPanel(desktop).scrollIntoViewIfNeeded();
    await screenshot(desktop, 'year-1-pruned-1280');
    await openBlock(phone, sprayed);
    await workPanel(phone).getByTestId('work-pruning').getByText('Done', { exact: true }).waitFor();
    await workPanel(phone).getByTestId('work-pruning').scrollIntoViewIfNeeded();
    await screenshot(phone, 'year-1-pruned-375');
    await shootPanel(workPanel(phone), 'year-1-pruned-panel-375');

    // March: a merchant's offer taken on a phone, for delivery after the mildew; last vintage's wine in the cellar
    await advanceTo(CONTRACT_DAY);
    const [{ reputation }] = await sql('SELECT reputation FROM estates WHERE id = $1', [estate.id]);
    const [{ hectares }] = await sql(
      `SELECT sum(b.size)::float AS hectares FROM blocks b JOIN plots p ON p.id = b.plot_id WHERE p.estate_id = $1`,
      [estate.id],
    );
    // its blocks are merlot: the merchants ask for reds
    const board = contractBoard(REGION, contractMonth(CONTRACT_DAY), reputation, hectares, contractColours(['merlot']));
    const served: ContractOffer[] = (
      await api(server.baseUrl, `/api/estates/${estate.id}/contracts`, { token, method: 'GET' })
    ).body.data.contracts.offers;
    expect(
      served.map(({ offer, colour, bottles, price, dueDay }) => ({ offer, colour, bottles, price, dueDay })),
    ).toEqual(board.map(({ offer, colour, bottles, price, dueDay }) => ({ offer, colour, bottles, price, dueDay })));
    const offer = board.find((o) => o.dueDay >= DELIVERY_DAY)!;
    expect(offer).toBeDefined();
    const wine = 'Cuvée de l’An Passé';
    const variety = offer.colour === 'red' ? 'merlot' : 'sauvignon blanc';
    const bottled = { quality: Math.min(100, offer.minQuality + 5), day: CONTRACT_DAY - 150 };
    expect(bottleQuality(bottled.quality, variety, DELIVERY_DAY - bottled.day)).toBeGreaterThanOrEqual(
      offer.minQuality,
    );
    await wineLot(server.databaseUrl, {
      estateId: estate.id,
      name: wine,
      region: REGION,
      variety,
      vintage: VINTAGE - 1,
      quality: bottled.quality,
      bottles: offer.bottles + 40,
      bottledDay: bottled.day,
    });
    const value = offer.bottles * offer.price;
    await openMarket(phone);
    await paying(phone, 0, () => acceptOffer(phone, offer, 'year-2-contract-accept-375'));
    await shootPanel(contractsPanel(phone), 'year-2-contract-375');
    await openMarket(desktop);
    await yourContracts(desktop).getByText('Open', { exact: true }).waitFor();
    await yourContracts(desktop)
      .getByText(`due ${formatGameDay(offer.dueDay)}`, { exact: false })
      .waitFor();
    await screenshot(desktop, 'year-2-contract-1280');

    // May: mildew in the forecast; one block sprayed (on a phone), one protected (on a computer), one left
    await advanceTo(SPRAY_DAY);
    const spraying = workCost('spraying', 'standard', 0.5, REGION);
    const protection = protectionCost('mildew', 0.5);
    const damage = WEATHER_EVENTS.mildew.damage[MILDEW.severity];
    const label = weatherEventLabel(MILDEW);
    await openBlock(phone, sprayed);
    await forecastRow(phone, MILDEW).getByText(label).waitFor();
    await paying(phone, -spraying, () => doVineyardWork(phone, sprayed.name, 'spraying', 'standard', spraying));
    // the spraying shields the block from the mildew: nothing more to buy against it
    await forecastRow(phone, MILDEW).getByText('Protected', { exact: true }).waitFor();
    expect(await forecastRow(phone, MILDEW).getByRole('button').count()).toBe(0);
    await forecastRow(phone, MILDEW)
      .getByText(
        `Protected by spraying: it will not take the ${WEATHER_EVENTS.mildew.damage[MILDEW.severity]} health points.`,
      )
      .waitFor();
    await workPanel(phone).getByTestId('work-spraying').scrollIntoViewIfNeeded();
    await screenshot(phone, 'year-3-sprayed-375');
    await shootPanel(weatherPanel(phone), 'year-3-sprayed-weather-375');
    await openBlock(desktop, guarded);
    await paying(desktop, -protection, () => protectBlock(desktop, guarded.name, MILDEW, protection));
    await weatherPanel(desktop).scrollIntoViewIfNeeded();
    await screenshot(desktop, 'year-3-protected-1280');
    // the other sizes: the sprayed block on a computer, the protected one and the one left on a phone
    await openBlock(desktop, sprayed);
    await workPanel(desktop).getByTestId('work-spraying').getByText('Done', { exact: true }).waitFor();
    await forecastRow(desktop, MILDEW).getByText('Protected', { exact: true }).waitFor();
    await workPanel(desktop).getByTestId('work-spraying').scrollIntoViewIfNeeded();
    await screenshot(desktop, 'year-3-sprayed-1280');
    await openBlock(phone, guarded);
    await forecastRow(phone, MILDEW).getByText('Protected', { exact: true }).waitFor();
    await weatherPanel(phone).scrollIntoViewIfNeeded();
    await screenshot(phone, 'year-3-protected-375');
    for (const page of [phone, desktop]) {
      await openBlock(page, open);
      await forecastRow(page, MILDEW)
        .getByRole('button', { name: `Protect (${formatMoney(protection)})` })
        .waitFor();
      await forecastRow(page, MILDEW).scrollIntoViewIfNeeded();
      await screenshot(page, `year-3-left-${page === phone ? 375 : 1280}`);
      // the Overview asks to protect the block left and the estate's head-start block, no more
      await visit(page, `${server.baseUrl}/game`);
      const task = page.getByText(`${label} forecast on ${formatGameDayShortForm(MILDEW.day)}: protect 2 blocks`);
      await task.waitFor();
      await task.scrollIntoViewIfNeeded();
      await screenshot(page, `year-3-overview-${page === phone ? 375 : 1280}`);
    }

    // the mildew's day: the block left loses exactly the damage, the two others nothing
    const before = await blockHealth();
    expect(new Set(Object.values(before)).size).toBe(1);
    await advanceTo(MILDEW.day);
    const after = await blockHealth();
    expect(after[sprayed.id]).toBe(after[guarded.id]);
    expect(after[sprayed.id]! - after[open.id]!).toBe(damage);
    expect(after[open.id]).toBeGreaterThan(0);
    const healthShown = async (page: Page, block: { id: string; name: string }) => {
      await openBlock(page, block);
      await page
        .getByRole('region', { name: 'Key figures' })
        .getByText(`${formatNumber(after[block.id]!)}%`, { exact: true })
        .waitFor();
    };
    for (const [page, width] of [
      [phone, 375],
      [desktop, 1280],
    ] as const) {
      await healthShown(page, open);
      await weatherPanel(page).getByText(`Unprotected: the block lost ${damage} health`).waitFor();
      await screenshot(page, `year-4-damage-${width}`);
      await shootPanel(weatherPanel(page), `year-4-damage-weather-${width}`);
      await healthShown(page, guarded);
      await weatherPanel(page).getByText('Protected: no damage', { exact: false }).waitFor();
      await healthShown(page, sprayed);
      await weatherPanel(page)
        .getByTestId('recent-event')
        .filter({ hasText: label })
        .getByText('Protected: no damage (spraying)')
        .waitFor();
      await weatherPanel(page).scrollIntoViewIfNeeded();
      await screenshot(page, `year-4-sprayed-after-${width}`);
    }

    // the day after: the contract delivered on a computer, seen on a phone
    await advanceTo(DELIVERY_DAY);
    await openMarket(desktop);
    await paying(desktop, value, () => deliverContract(desktop, offer, wine, 'year-5-deliver-1280'));
    await shootPanel(contractsPanel(desktop), 'year-5-delivered-1280');
    await openMarket(phone);
    await yourContracts(phone).getByText('Delivered', { exact: true }).waitFor();
    await moneyShown(phone, await moneyNow());
    await screenshot(phone, 'year-5-delivered-375');
    await shootPanel(contractsPanel(phone), 'year-5-delivered-panel-375');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // the ledger: the two works, the protection and the contract's payment, in the year's order
    const rows = await sql(
      `SELECT kind, amount::int AS amount, game_day FROM ledger_entries
        WHERE estate_id = $1 AND kind IN ('vineyard_work', 'weather_protection', 'contract_payment') ORDER BY seq`,
      [estate.id],
    );
    expect(rows).toEqual([
      { kind: 'vineyard_work', amount: -pruning, game_day: PRUNE_DAY },
      { kind: 'vineyard_work', amount: -spraying, game_day: SPRAY_DAY },
      { kind: 'weather_protection', amount: -protection, game_day: SPRAY_DAY },
      { kind: 'contract_payment', amount: value, game_day: DELIVERY_DAY },
    ]);
    const lots = await sql('SELECT bottles FROM wine_lots WHERE estate_id = $1', [estate.id]);
    expect(lots).toEqual([{ bottles: 40 }]);
    expect(errors).toEqual([[], []]);
    await desktop.close();
    await phone.close();
  }, 240_000);
});
