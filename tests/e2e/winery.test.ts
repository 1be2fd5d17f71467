/**
 * From grapes to wine in a real browser, as a player would (issue 18): the clock is advanced (as
 * an admin would) into the harvest; the player harvests the head-start block, crushes two thirds
 * of the grapes into two joven batches with the preset, sells the rest to the grape buyers, the
 * clock runs until the wine is ready, the player bottles one batch and sells the other as bulk —
 * money rises in the status bar and the ledger, the wine shows in the Winery tab and the
 * inventory sidebar, the notifications tell what happened. Screenshots at 1280 and 375 px.
 * Blending at 375 px, by keyboard: a submit with nothing ticked is refused at the boxes (the
 * first gets the focus); two ready reds ticked in the Blend dialog become one blend, listed with
 * its components. The dialog is also shot at 1280 px.
 * The market tier shows where the player decides (issue 34): at the harvest, the crush, the
 * bottling and the sale, each shot at 1280 and 375 px (`tiers-*`).
 */
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import {
  AGEING_TIER_NOTICE_DAYS,
  ageingTierChange,
  BLEND_LIMITS,
  blendQuality,
  DEMO_ACCOUNTS,
  expectedReadyQuality,
  FERMENTATION_DAYS,
  formatGameDay,
  MALOLACTIC_DAYS,
  MESSAGES,
  tierOutlook,
  varietyLabel,
  WINE_PRESET_INFO,
  WINE_TIER_INFO,
} from '@vineyard/domain';
import { verifiedSession } from '../support/accounts';
import { grapeLot } from '../support/builders';
import { describeBrowser, launchBrowser, screenshot, storeTokens, visit, watchConsole } from '../support/browser';
import { headStartPlot } from '../support/estates';
import { Mailbox } from '../support/mailbox';
import { api, RunningServer, startServer } from '../support/server';
import { allStarted } from '../support/wait';
import { advanceDays } from '../support/admin';

const JOVEN_DAYS = FERMENTATION_DAYS.red.standard + MALOLACTIC_DAYS + WINE_PRESET_INFO.joven_red.plan.elevageDays;

describeBrowser('the winery in a real browser', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;
  let adminToken: string;

  beforeAll(async () => {
    mailbox = await new Mailbox().start();
    // the server and Chromium start together
    await allStarted([
      startServer({ env: { SMTP_URL: mailbox.url, DEMO_ACCOUNTS: 'true' } }).then((s) => (server = s)),
      launchBrowser().then((b) => (browser = b)),
    ]);
    const admin = await api(server.baseUrl, '/api/auth/login', {
      body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password },
    });
    adminToken = admin.body.data.access_token;
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

  async function advance(days: number): Promise<void> {
    await advanceDays(server.baseUrl, adminToken, days);
  }

  async function statusMoney(page: Page): Promise<number> {
    const text = await page.getByTestId('money-link').first().innerText();
    return Number(text.replace(/[^0-9]/g, ''));
  }

  /** The page at 1280 px, and again at 375 px, then back to 1280. */
  async function shootBoth(page: Page, name: string): Promise<void> {
    await screenshot(page, `${name}-1280`);
    await page.setViewportSize({ width: 375, height: 812 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `${name}-375`);
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  async function signIn(page: Page, token: string, refresh: string): Promise<void> {
    await storeTokens(page, server.baseUrl, token, refresh);
  }

  it('harvest, crush with a preset, wait, bottle, sell grapes and bulk — money, wine and notices follow', async () => {
    const { session } = await verifiedSession(server.baseUrl, mailbox);
    const token = session.access_token;
    const estate = (
      await api(server.baseUrl, '/api/estates', {
        token,
        body: { name: 'Bodega del Valle', template: 'family', location: 'rioja' },
      })
    ).body.data.estate;
    const plot = headStartPlot(estate.plots);
    const [block] = await sql('SELECT id, name, grape_variety FROM blocks WHERE plot_id = $1', [plot.id]);
    // the end of August; the admin's tick opens September and the harvest
    await sql('UPDATE game_clock SET day_index = 179');
    await advance(1);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchConsole(page);
    await signIn(page, token, session.refresh_token);
    await visit(page, `${server.baseUrl}/game/blocks/${block.id}`);
    await page.getByRole('heading', { level: 1, name: block.name }).waitFor();
    // the tier the grapes picked today point to, before the harvest
    const harvestHint = await page.getByTestId('tier-hint').innerText();
    await shootBoth(page, 'tiers-harvest');
    await page.getByRole('button', { name: 'Harvest' }).click();
    await page.getByText(MESSAGES.block.harvestRecorded).first().waitFor();
    const [lot] = await sql('SELECT id, kilograms, quality FROM grape_lots WHERE block_id = $1', [block.id]);
    expect(lot.kilograms).toBeGreaterThan(3_000);
    // a new estate has reputation 0
    expect(harvestHint).toContain(`Picked today, quality ${lot.quality}: ${tierOutlook(lot.quality, 0, 0).summary}`);
    const third = Math.floor(lot.kilograms / 3);

    // two batches with the joven preset, a third each
    await visit(page, `${server.baseUrl}/game?tab=winery`);
    await page.getByRole('heading', { level: 1, name: 'Winery' }).waitFor();
    for (let i = 0; i < 2; i++) {
      const grapes = page.getByRole('list', { name: 'Grapes to crush' });
      await grapes.getByRole('button', { name: 'Crush' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('spinbutton').fill(String(third));
      await dialog.getByText(/L of must/).waitFor();
      if (i === 0) {
        await screenshot(page, 'winery-crush-1280');
        const ready = expectedReadyQuality(lot.quality, block.grape_variety, WINE_PRESET_INFO.joven_red.plan, 0, []);
        await expect(dialog.getByTestId('tier-hint').innerText()).resolves.toContain(
          `Quality ${ready} when ready to bottle: ${tierOutlook(ready, 0, 0).summary}`,
        );
        await shootBoth(page, 'tiers-crush');
      }
      await dialog.getByRole('button', { name: /^Crush for/ }).click();
      await page
        .getByText(/^Crushed: .+ L of must in the tanks$/)
        .first()
        .waitFor();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('list', { name: 'Wine batches' }).getByRole('listitem').nth(i).waitFor();
    }
    const batches = page.getByRole('list', { name: 'Wine batches' });
    await expect(batches.getByText('Fermentation', { exact: true }).count()).resolves.toBe(2);
    await screenshot(page, 'winery-fermenting-1280');

    // the rest to the grape buyers (Market tab): money rises
    const beforeGrapes = await statusMoney(page);
    await visit(page, `${server.baseUrl}/game?tab=market`);
    await page.getByRole('list', { name: 'Grape lots' }).getByRole('button', { name: 'Sell' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Sell for/ })
      .click();
    await page
      .getByText(/^Sold .+ kg of grapes for/)
      .first()
      .waitFor();
    await page.waitForFunction(
      (before) =>
        Number(document.querySelector('[data-testid="money-link"]')?.textContent?.replace(/[^0-9]/g, '')) > before,
      beforeGrapes,
    );

    // the wine needs its time
    await advance(JOVEN_DAYS);
    await visit(page, `${server.baseUrl}/game?tab=winery`);
    await batches.getByText('Ready to bottle', { exact: true }).first().waitFor();
    await expect(batches.getByText('Ready to bottle', { exact: true }).count()).resolves.toBe(2);
    await batches.getByRole('button', { name: 'Bottle' }).first().click();
    const bottleDialog = page.getByRole('dialog');
    await bottleDialog.getByRole('textbox').fill('Valle Joven');
    const [ready] = await sql(`SELECT grape_quality FROM wine_batches WHERE estate_id = $1 LIMIT 1`, [estate.id]);
    const bottled = expectedReadyQuality(
      ready.grape_quality,
      block.grape_variety,
      WINE_PRESET_INFO.joven_red.plan,
      0,
      [],
    );
    await expect(bottleDialog.getByTestId('tier-hint').innerText()).resolves.toContain(
      `Bottled at quality ${bottled}: ${tierOutlook(bottled, 0, 0).summary}`,
    );
    await shootBoth(page, 'tiers-bottle');
    await bottleDialog.getByRole('button', { name: /^Bottle for/ }).click();
    await page
      .getByText(/^Bottled .+ bottles$/)
      .first()
      .waitFor();
    await page.getByRole('list', { name: 'Bottled wine' }).getByText('Valle Joven').waitFor();
    // the inventory sidebar lists it with its bottles
    await page.getByRole('complementary', { name: 'Inventory' }).getByText('Valle Joven').waitFor();

    const beforeBulk = await statusMoney(page);
    await batches.getByRole('button', { name: 'Sell as bulk' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Sell for/ })
      .click();
    await page
      .getByText(/^Sold .+ L of bulk wine for/)
      .first()
      .waitFor();
    await page.waitForFunction(
      (before) =>
        Number(document.querySelector('[data-testid="money-link"]')?.textContent?.replace(/[^0-9]/g, '')) > before,
      beforeBulk,
    );
    await page.getByText(MESSAGES.winery.noBatches).waitFor();
    await screenshot(page, 'winery-bottled-1280');

    // the bottled wine to its buyers: the quote shows first, then money rises
    const beforeWine = await statusMoney(page);
    await page.getByRole('button', { name: 'Sell Valle Joven' }).click();
    const sellDialog = page.getByRole('dialog');
    await sellDialog.getByText(/buyers pay up to €[\d.]+ a bottle/).waitFor();
    await sellDialog.getByRole('table', { name: 'What the buyers pay' }).waitFor();
    await sellDialog.getByRole('spinbutton').fill('100');
    await screenshot(page, 'winery-sell-wine-1280');
    await expect(sellDialog.getByTestId('tier-hint').innerText()).resolves.toMatch(
      /(Table|Regional|Premium|Fine|Icon) wine; sells among (Table|Regional|Premium|Fine|Icon) buyers\./,
    );
    // whether bottle ageing moves it to other buyers within a year, as the domain says (on the bottling day)
    const [bottledLot] = await sql(`SELECT quality, variety, bottled_day FROM wine_lots WHERE estate_id = $1`, [
      estate.id,
    ]);
    const change = ageingTierChange(bottledLot.quality, bottledLot.variety, 0, 0, AGEING_TIER_NOTICE_DAYS);
    await expect(sellDialog.getByTestId('ageing-tier').count()).resolves.toBe(change ? 1 : 0);
    if (change)
      await expect(sellDialog.getByTestId('ageing-tier').innerText()).resolves.toBe(
        MESSAGES.tiers.movesTo(
          WINE_TIER_INFO[change.marketTier].label,
          formatGameDay(bottledLot.bottled_day + change.ageDays),
        ),
      );
    // it sells into its tier's pool and every pool below it: the dialog says where the quoted bottles go
    if (bottledLot.quality >= WINE_TIER_INFO.regional.minQuality) {
      await sellDialog.getByText(/The buyers of the tiers below take it too/).waitFor();
      await sellDialog.getByRole('table', { name: MESSAGES.tiers.poolsCaption }).waitFor();
    }
    await shootBoth(page, 'tiers-sell');
    await sellDialog.getByRole('button', { name: /^Sell for €/ }).click();
    await page
      .getByText(/^Sold 100 bottles for €/)
      .first()
      .waitFor();
    await page.waitForFunction(
      (before) =>
        Number(document.querySelector('[data-testid="money-link"]')?.textContent?.replace(/[^0-9]/g, '')) > before,
      beforeWine,
    );
    const [{ sold }] = await sql(`SELECT COALESCE(SUM(bottles), 0)::int AS sold FROM wine_sales WHERE estate_id = $1`, [
      estate.id,
    ]);
    expect(sold).toBe(100);

    // the ledger has every step
    await visit(page, `${server.baseUrl}/game/finances`);
    for (const label of ['Crush and press', 'Grapes sold', 'Bottling', 'Bulk wine sold', 'Bottled wine sold']) {
      await page.getByText(label).first().waitFor();
    }
    const [{ balanced }] = await sql(
      `SELECT e.money = (SELECT sum(amount) FROM ledger_entries WHERE estate_id = e.id) AS balanced FROM estates e WHERE id = $1`,
      [estate.id],
    );
    expect(balanced).toBe(true);

    // notifications: the stages and the wine
    const notices = await sql(`SELECT kind, title FROM notifications WHERE estate_id = $1 ORDER BY created_at`, [
      estate.id,
    ]);
    expect(notices.map((n) => n.title)).toEqual(
      expect.arrayContaining([
        `Fermentation done: ${varietyLabel(block.grape_variety)} 1`,
        `Ready to bottle: ${varietyLabel(block.grape_variety)} 1`,
        'Bottled: Valle Joven',
      ]),
    );
    // the Overview's Alerts show the latest unread ones
    await visit(page, `${server.baseUrl}/game`);
    await page.getByText('Bottled: Valle Joven').first().waitFor();
    expect(errors).toEqual([]);
    await page.close();

    // the same screens at 375 px
    const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const phoneErrors = watchConsole(phone);
    await signIn(phone, token, session.refresh_token);
    await visit(phone, `${server.baseUrl}/game?tab=winery`);
    await phone.getByRole('list', { name: 'Bottled wine' }).getByText('Valle Joven').waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, 'winery-375');
    await phone.getByRole('button', { name: 'Buy vessels' }).click();
    await phone.getByRole('dialog').getByText('Buy cellar vessels').waitFor();
    await screenshot(phone, 'winery-buy-375');
    expect(phoneErrors).toEqual([]);
    await phone.close();
  }, 240_000);
  it('blends two ready reds at 375 px with the keyboard', async () => {
    const { session } = await verifiedSession(server.baseUrl, mailbox);
    const token = session.access_token;
    const estate = (
      await api(server.baseUrl, '/api/estates', {
        token,
        body: { name: 'Bodega Mezcla', template: 'family', location: 'rioja' },
      })
    ).body.data.estate;
    const batches = [];
    for (const [variety, kilograms, quality] of [
      ['cabernet sauvignon', 3_000, 70],
      ['merlot', 2_000, 60],
    ] as const) {
      const grapeLotId = await grapeLot(server.databaseUrl, {
        estateId: estate.id,
        blockName: 'Viña Mezcla',
        variety,
        kilograms,
        quality,
      });
      const crushed = await api(server.baseUrl, `/api/estates/${estate.id}/wine-batches`, {
        token,
        body: { grapeLotId, kilograms, preset: 'joven_red' },
      });
      expect(crushed.status).toBe(201);
      batches.push(crushed.body.data.batch);
    }
    await advance(JOVEN_DAYS);

    const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const errors = watchConsole(phone);
    await signIn(phone, token, session.refresh_token);
    await visit(phone, `${server.baseUrl}/game?tab=winery`);
    const list = phone.getByRole('list', { name: 'Wine batches' });
    await list.getByText('Ready to bottle', { exact: true }).first().waitFor();
    await expect(list.getByText('Ready to bottle', { exact: true }).count()).resolves.toBe(2);
    await phone.getByRole('button', { name: 'Blend', exact: true }).click();
    const dialog = phone.getByRole('dialog');
    // nothing ticked: the submit is refused at the boxes (their message, read with each box) and the first gets the focus
    await dialog.getByRole('button', { name: 'Blend', exact: true }).click();
    const countMessage = MESSAGES.winery.blendCount(BLEND_LIMITS.min, BLEND_LIMITS.max);
    await dialog.getByText(countMessage).waitFor();
    await phone.waitForFunction(
      (start) => document.activeElement?.closest('label')?.textContent?.startsWith(start) === true,
      'Cabernet Sauvignon 1',
    );
    const described = await phone.evaluate(() => {
      const ids = document.activeElement?.getAttribute('aria-describedby') ?? '';
      return ids
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    });
    expect(described).toBe(countMessage);
    await screenshot(phone, 'winery-blend-invalid-375');
    // keyboard only: Tab to each batch's box, Space ticks it
    for (const name of [/^Cabernet Sauvignon 1/, /^Merlot 1/]) {
      await dialog.getByRole('checkbox', { name }).focus();
      await phone.keyboard.press('Space');
    }
    const litres = batches[0].litres + batches[1].litres;
    const quality = blendQuality(
      batches.map((b) => ({ variety: b.variety, litres: b.litres, quality: b.readyQuality })),
    );
    await dialog.getByText('Blend · Cabernet Sauvignon 60%, Merlot 40%').waitFor();
    await dialog.getByText(new RegExp(`of quality ${quality}, ready to bottle`)).waitFor();
    // two ticked: the message is gone
    await expect(dialog.getByText(countMessage).count()).resolves.toBe(0);
    await screenshot(phone, 'winery-blend-375');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // the same dialog on a desktop screen
    await phone.setViewportSize({ width: 1280, height: 900 });
    await screenshot(phone, 'winery-blend-1280');
    await phone.setViewportSize({ width: 375, height: 812 });
    await dialog.getByRole('button', { name: /^Blend .+ L$/ }).focus();
    await phone.keyboard.press('Enter');
    await phone.getByText(MESSAGES.winery.blended(litres)).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const title = 'Blend · Cabernet Sauvignon 60%, Merlot 40% (1)';
    await list.getByText(title).waitFor();
    await expect(list.getByRole('listitem').count()).resolves.toBe(3); // the blend and its two components
    await expect(
      list
        .getByRole('list', { name: `Components of ${title}` })
        .getByText('Blended')
        .count(),
    ).resolves.toBe(2);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'winery-blended-375');
    expect(errors).toEqual([]);
    await phone.close();
  }, 120_000);
});
