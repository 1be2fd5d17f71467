/**
 * The bottle store in a real browser (issue 35, item 1): on the Winery tab the Bottle store panel
 * shows the capacity, the bottles held beyond it and the month's charge; the player extends the
 * store (with its confirmation and toast) at 1280 px, and again at 375 px, where the panel fits
 * the phone's width; the price goes through the ledger.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { BOTTLE_STORE, extensionsCost, formatMoney, formatNumber, MESSAGES } from '@vineyard/domain';
import { verifiedSession } from '../support/accounts';
import { wineLot } from '../support/builders';
import { describeBrowser, screenshot, SCREENSHOT_DIR, storeTokens } from '../support/browser';
import { queryRows } from '../support/database';
import { browserGame } from '../support/game';
import { api } from '../support/server';

const DAY = 400;
const family = BOTTLE_STORE.starting.family;

describeBrowser('the bottle store in a real browser', () => {
  const game = browserGame();

  const sql = (text: string, params: unknown[] = []) => queryRows(game.server.databaseUrl, text, params);

  /** The panel alone, as an image to look at (the full page is long). */
  const shoot = (panel: Locator, name: string) =>
    panel.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), timeout: 30_000 });

  async function extend(page: Page, built: number, width: number) {
    const panel = page.getByRole('region', { name: 'Bottle store' });
    const figures = panel.getByRole('group', { name: 'Bottle store figures' });
    await figures.waitFor();
    await panel.scrollIntoViewIfNeeded();
    const capacity = family + built * BOTTLE_STORE.extensionBottles;
    await figures.getByText(`${formatNumber(capacity)} bottles`).waitFor();
    await shoot(panel, `bottle-store-panel-${width}`);
    const cost = extensionsCost(built, 1);
    await panel.getByRole('button', { name: `Extend the bottle store for ${formatMoney(cost)}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`It costs ${formatMoney(cost)}, paid now`, { exact: false }).waitFor();
    await screenshot(page, `bottle-store-confirm-${width}`);
    await confirm.getByRole('button', { name: 'Extend' }).click();
    await page
      .getByText(MESSAGES.bottleStore.built(BOTTLE_STORE.extensionBottles, capacity + BOTTLE_STORE.extensionBottles))
      .first()
      .waitFor();
    await figures.getByText(`${formatNumber(capacity + BOTTLE_STORE.extensionBottles)} bottles`).waitFor();
    await shoot(panel, `bottle-store-extended-${width}`);
    return cost;
  }

  it('shows the store and its charge, extends it at 1280 and at 375 px; the price goes through the ledger', async () => {
    await sql('UPDATE game_clock SET day_index = $1', [DAY]);
    const { session } = await verifiedSession(game.server.baseUrl, game.mailbox);
    const token = session.access_token;
    const estate = (
      await api(game.server.baseUrl, '/api/estates', {
        token,
        body: { name: 'Cave du Stockage', template: 'family', location: 'tuscany' },
      })
    ).body.data.estate;
    await wineLot(game.server.databaseUrl, { estateId: estate.id, name: 'Cuvée du Cellier', bottles: family + 3_450 });
    const [{ money: before }] = await sql('SELECT money::int AS money FROM estates WHERE id = $1', [estate.id]);

    const { page, errors } = await game.open(1280, 900);
    await storeTokens(page, game.server.baseUrl, token, session.refresh_token);
    await page.goto(`${game.server.baseUrl}/game?tab=winery`);
    const panel = page.getByRole('region', { name: 'Bottle store' });
    await panel.getByText('3,450 over').waitFor();
    await panel.getByText('€105').waitFor();
    const first = await extend(page, 0, 1280);
    await panel.getByText('Room').waitFor();
    expect(errors).toEqual([]);
    await page.close();

    const { page: phone, errors: phoneErrors } = await game.open(375, 812);
    await storeTokens(phone, game.server.baseUrl, token, session.refresh_token);
    await phone.goto(`${game.server.baseUrl}/game?tab=winery`);
    const second = await extend(phone, 1, 375);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(phoneErrors).toEqual([]);
    await phone.close();

    const ledger = await sql(
      `SELECT amount::int AS amount FROM ledger_entries WHERE estate_id = $1 AND kind = 'bottle_store' ORDER BY seq`,
      [estate.id],
    );
    expect(ledger).toEqual([{ amount: -first }, { amount: -second }]);
    const [{ money: after }] = await sql('SELECT money::int AS money FROM estates WHERE id = $1', [estate.id]);
    expect(after).toBe(before - first - second);
  }, 240_000);
});
