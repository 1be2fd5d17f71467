/**
 * Finances and the economy in a real browser against the real built server: a player founds an
 * estate, plants a block (a planting charge), opens Finances from the status bar's money, sees the
 * ledger (the starting grant and the planting), filters it by kind, and sees the money chart and
 * the income statement, at 1280 px and at 375 px without sideways scrolling; the demo admin opens
 * the console's Economy tab and sees the money supply (chart and total) and the richest estates.
 * Screenshots of both screens at both widths go to /tmp (finances-*.png, economy-*.png).
 */
import AxeBuilder from '@axe-core/playwright';
import { DEMO_ACCOUNTS, formatMoney, LEDGER_KIND_LABELS } from '@vineyard/domain';
import type { Page } from 'playwright-core';
import { appReady, describeBrowser, storeTokens, VIEWPORTS, visit } from '../support/browser';
import { browserGame } from '../support/game';
import { api } from '../support/server';
import { advanceDays } from '../support/admin';

const SHOTS = '/tmp';

/** No element wider than the viewport: the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** Serious and critical accessibility violations on the page, or within `selector` (axe-core). */
async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const result = await (selector ? builder.include(selector) : builder).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.html} (${n.failureSummary ?? ''})`).join(', ')}`);
}

describeBrowser('finances and the economy in a real browser', () => {
  const game = browserGame({ env: { DEMO_ACCOUNTS: 'true' } });
  const { url, open } = game;
  let estateName = '';

  it('shows the ledger, the chart and the income statement, opened from the status bar', async () => {
    const { page, errors } = await open(1280, 900);
    estateName = `Cantina Conti ${Date.now().toString(36)}`;
    const { session } = await game.founder(page, 'finances', estateName);

    // Plant a block on the first plot: a planting charge.
    await visit(page, url('/game/plots'));
    await page
      .getByRole('region', { name: 'Your plots' })
      .getByRole('link', { name: /^View details of/ })
      .first()
      .click();
    await page.waitForURL(/\/game\/plots\/[^/]+$/);
    await page.getByRole('button', { name: 'Add Block' }).click();
    await page.getByLabel('Block name').fill('Merlot Row');
    await page.getByLabel('Grape variety').selectOption('merlot');
    await page.getByLabel('Row orientation').selectOption('north-south');
    await page.getByLabel('Trellis system').selectOption('guyot');
    await page.getByRole('button', { name: 'Create Block' }).click();
    await page.getByRole('listitem', { name: 'Merlot Row' }).waitFor();

    // A month later (the admin advances the clock) a second block is planted: a second game day.
    const admin = await api(game.server.baseUrl, '/api/auth/login', {
      body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password },
    });
    await advanceDays(game.server.baseUrl, admin.body.data.access_token, 30);
    const [estate] = (await api(game.server.baseUrl, '/api/estates', { token: session.access_token })).body.data
      .estates;
    const detail = (await api(game.server.baseUrl, `/api/estates/${estate.id}`, { token: session.access_token })).body
      .data.estate;
    const second = await api(game.server.baseUrl, `/api/plots/${detail.plots[1].id}/blocks`, {
      token: session.access_token,
      body: {
        name: 'Syrah Terrace',
        grapeVariety: 'syrah',
        orientation: 'east-west',
        trellisSystem: 'guyot',
        size: 0.2,
      },
    });
    expect(second.status).toBe(201);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await appReady(page);

    // The status bar's money (after the charge) opens Finances.
    const estates = await api(game.server.baseUrl, '/api/estates', { token: session.access_token });
    const money: number = estates.body.data.estates[0].money;
    const moneyLink = page.getByRole('region', { name: 'Estate status' }).getByRole('link', { name: /open Finances/ });
    await moneyLink.filter({ hasText: formatMoney(money) }).waitFor();
    await moneyLink.click();
    await page.waitForURL(url('/game/finances'));
    await page.getByRole('heading', { level: 1, name: 'Finances' }).waitFor();
    await expect(page.title()).resolves.toBe('Finances | Vineyard Valley');
    await page
      .getByRole('navigation', { name: 'Game views' })
      .getByRole('link', { name: 'Finances', exact: true })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();

    // The ledger: the planting (newest) above the starting grant.
    const ledger = page.getByRole('table', { name: 'Ledger' });
    const plantings = ledger.getByRole('row', { name: new RegExp(`^${LEDGER_KIND_LABELS.planting}: -€`) });
    const planting = plantings.filter({ hasText: 'Planting Syrah Terrace' });
    const grant = ledger.getByRole('row', { name: new RegExp(`^${LEDGER_KIND_LABELS.grant}: \\+€`) });
    await planting.waitFor();
    await grant.waitFor();
    await plantings.filter({ hasText: 'Planting Merlot Row' }).waitFor();
    await planting.getByText(formatMoney(money)).waitFor(); // the balance after the newest entry
    await planting.getByText(/^(Spring|Summer|Fall|Winter), Year \d+, Day \d+ \(\w+\)$/).waitFor();
    const names = await ledger.getByRole('row').evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')));
    expect(names.filter((n) => n?.startsWith(LEDGER_KIND_LABELS.planting))).toHaveLength(2);
    const plantingIndex = names.findIndex((n) => n?.startsWith(LEDGER_KIND_LABELS.planting));
    const grantIndex = names.findIndex((n) => n?.startsWith(LEDGER_KIND_LABELS.grant));
    expect(plantingIndex).toBeGreaterThanOrEqual(0);
    expect(plantingIndex).toBeLessThan(grantIndex);

    // The chart, with its text alternative, and the income statement.
    const chart = page.getByRole('img', { name: new RegExp(`^Money of ${estateName} over game time`) });
    await chart.waitFor();
    await expect(chart.locator('path[data-testid="line-chart-path"]').getAttribute('d')).resolves.toMatch(/^M/);
    const statement = page.getByRole('region', { name: 'Income statement' });
    await statement.getByRole('table', { name: 'Income' }).getByText(LEDGER_KIND_LABELS.grant).waitFor();
    await statement.getByRole('table', { name: 'Costs' }).getByText(LEDGER_KIND_LABELS.planting).waitFor();
    await statement.getByLabel('Game year').waitFor();
    await statement.getByText('Net result, Year 1').waitFor();
    await page.screenshot({ path: `${SHOTS}/finances-1280.png`, fullPage: true });
    await expect(axeViolations(page)).resolves.toEqual([]);

    // Pointing at the chart reads out the nearest day's money.
    const box = (await chart.boundingBox())!;
    await chart.hover({ position: { x: box.width - 24, y: box.height / 3 } });
    await chart.getByTestId('line-chart-readout').getByText(formatMoney(money)).waitFor();
    await page
      .getByRole('figure', { name: /over game time/ })
      .screenshot({ path: `${SHOTS}/finances-1280-chart-hover.png` });

    // Filter by kind: only the planting is left; the address keeps the filter.
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('planting');
    await page.waitForURL(url('/game/finances?kind=planting'));
    await grant.waitFor({ state: 'detached' });
    await planting.waitFor();
    await page.getByText('2 transactions', { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('land_sale');
    await page.getByText(/No transactions of this kind/).waitFor();
    await page.getByRole('button', { name: 'Show all kinds' }).click();
    await grant.waitFor();

    // A phone: the same screen, nothing wider than the viewport.
    const phone = await open(VIEWPORTS[0].width, VIEWPORTS[0].height);
    await storeTokens(phone.page, game.server.baseUrl, session.access_token, session.refresh_token);
    await visit(phone.page, url('/game/finances'));
    await phone.page.getByRole('heading', { level: 1, name: 'Finances' }).waitFor();
    await phone.page.getByRole('img', { name: /over game time/ }).waitFor();
    await phone.page
      .getByRole('table', { name: 'Ledger' })
      .getByRole('row', { name: new RegExp(`^${LEDGER_KIND_LABELS.planting}:`) })
      .first()
      .waitFor();
    await expectNoSidewaysScroll(phone.page);
    const svgWidth = await phone.page
      .getByRole('img', { name: /over game time/ })
      .evaluate((svg) => svg.getBoundingClientRect().width);
    expect(svgWidth).toBeLessThanOrEqual(VIEWPORTS[0].width);
    expect(svgWidth).toBeGreaterThan(200);
    await phone.page.screenshot({ path: `${SHOTS}/finances-375.png`, fullPage: true });
    // The chart at the top of the screen (the bottom bar would cover it lower down).
    const phoneChart = phone.page.getByRole('figure', { name: /over game time/ });
    await phoneChart.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await phoneChart.screenshot({ path: `${SHOTS}/finances-375-chart.png` });
    await expect(axeViolations(phone.page)).resolves.toEqual([]);

    expect(errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  }, 120000);

  it("shows the admin the economy's money supply and richest estates", async () => {
    const login = await api(game.server.baseUrl, '/api/auth/login', {
      body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password },
    });
    const { access_token: access, refresh_token: refresh } = login.body.data;
    const economy = (await api(game.server.baseUrl, '/api/admin/economy', { method: 'GET', token: access })).body.data;
    expect(economy.ledgerTotal).toBe(economy.totalMoney);

    for (const viewport of [VIEWPORTS[1], VIEWPORTS[0]]) {
      const { page, errors } = await open(viewport.width, viewport.height);
      await storeTokens(page, game.server.baseUrl, access, refresh);
      await visit(page, url('/admin'));
      await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
      await page.getByRole('tab', { name: 'Economy' }).click();
      await page.waitForURL(url('/admin?tab=economy'));
      const panel = page.getByRole('tabpanel');
      const supply = panel.getByRole('group', { name: 'Money supply (all estates)' });
      await supply.getByText(formatMoney(economy.totalMoney), { exact: true }).waitFor();
      await supply.getByText('The ledger sums to it').waitFor();
      await panel.getByRole('img', { name: /^Money held by all estates, by game day/ }).waitFor();
      const richest = panel.getByRole('table', { name: 'Richest estates' });
      await richest.getByRole('row', { name: estateName }).waitFor();
      await panel.getByRole('table', { name: /^Year 1: money created and destroyed/ }).waitFor();
      await panel.getByRole('region', { name: 'Estates in arrears' }).waitFor();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/economy-${viewport.width}.png`, fullPage: true });
      // The Economy panel itself (the console's health badges are not part of this screen).
      await expect(axeViolations(page, '[role="tabpanel"]:not([hidden])')).resolves.toEqual([]);
      expect(errors).toEqual([]);
    }
  }, 120000);
});
