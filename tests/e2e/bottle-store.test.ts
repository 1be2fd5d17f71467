/**
 * The bottle store in a real browser (issue 35, item 1): on the Winery tab the Bottle store panel
 * shows the capacity, the bottles held beyond it and the month's charge; the player extends the
 * store (with its confirmation and toast) at 1280 px, and again at 375 px, where the panel fits
 * the phone's width; the price goes through the ledger.
 */
import type { Page } from 'playwright-core';
import { BOTTLE_STORE, extensionsCost, formatMoney, formatNumber, MESSAGES } from '@vineyard/domain';
import { wineLot } from '../support/builders';
import { describeBrowser, screenshot } from '../support/browser';
import { browserGame } from '../support/game';

const DAY = 400;
const family = BOTTLE_STORE.starting.family;

describeBrowser('the bottle store in a real browser', () => {
  const game = browserGame();

  async function extend(page: Page, built: number, width: number) {
    const panel = page.getByRole('region', { name: 'Bottle store' });
    const figures = panel.getByRole('group', { name: 'Bottle store figures' });
    await figures.waitFor();
    await panel.scrollIntoViewIfNeeded();
    const capacity = family + built * BOTTLE_STORE.extensionBottles;
    await figures.getByText(`${formatNumber(capacity)} bottles`).waitFor();
    await game.shootPanel(panel, `bottle-store-panel-${width}`);
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
    await game.shootPanel(panel, `bottle-store-extended-${width}`);
    return cost;
  }

  it('shows the store and its charge, extends it at 1280 and at 375 px; the price goes through the ledger', async () => {
    const player = await game.playerWithEstate({
      name: 'Cave du Stockage',
      template: 'family',
      location: 'tuscany',
      day: DAY,
    });
    const { estate } = player;
    await wineLot(game.server.databaseUrl, { estateId: estate.id, name: 'Cuvée du Cellier', bottles: family + 3_450 });
    const [{ money: before }] = await game.sql('SELECT money::int AS money FROM estates WHERE id = $1', [estate.id]);

    const { page, errors } = await game.openAs(player, '/game?tab=winery', 1280, 900);
    const panel = page.getByRole('region', { name: 'Bottle store' });
    await panel.getByText('3,450 over').waitFor();
    await panel.getByText('€105').waitFor();
    const first = await extend(page, 0, 1280);
    await panel.getByText('Room').waitFor();
    expect(errors).toEqual([]);
    await page.close();

    const { page: phone, errors: phoneErrors } = await game.openAs(player, '/game?tab=winery', 375, 812);
    const second = await extend(phone, 1, 375);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(phoneErrors).toEqual([]);
    await phone.close();

    const ledger = await game.sql(
      `SELECT amount::int AS amount FROM ledger_entries WHERE estate_id = $1 AND kind = 'bottle_store' ORDER BY seq`,
      [estate.id],
    );
    expect(ledger).toEqual([{ amount: -first }, { amount: -second }]);
    const [{ money: after }] = await game.sql('SELECT money::int AS money FROM estates WHERE id = $1', [estate.id]);
    expect(after).toBe(before - first - second);
  }, 240_000);
});
