/**
 * Winery equipment in a real browser (issue 35, item 1): on the Winery tab the Winery equipment
 * panel lists every piece with its effect, price and monthly upkeep; the player buys the sorting
 * table (with its confirmation and toast) at 1280 px, and the bottling line at 375 px, where the
 * panel fits the phone's width; the prices go through the ledger.
 */
import type { Page } from 'playwright-core';
import {
  EQUIPMENT,
  equipmentPrice,
  equipmentUpkeep,
  formatMoney,
  MESSAGES,
  type EquipmentKind,
} from '@vineyard/domain';
import { describeBrowser, screenshot } from '../support/browser';
import { browserGame } from '../support/game';
import { api } from '../support/server';

const DAY = 400;

describeBrowser('winery equipment in a real browser', () => {
  const game = browserGame();

  async function buy(page: Page, kind: EquipmentKind, hectares: number, width: number) {
    const panel = page.getByRole('region', { name: 'Winery equipment' });
    const list = panel.getByRole('list', { name: 'Winery equipment' });
    await list.waitFor();
    await panel.scrollIntoViewIfNeeded();
    await game.shootPanel(panel, `equipment-panel-${width}`);
    const { label } = EQUIPMENT[kind];
    const price = equipmentPrice(kind, hectares);
    await panel.getByRole('button', { name: `Buy the ${label.toLowerCase()} for ${formatMoney(price)}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`It costs ${formatMoney(price)}, paid now`, { exact: false }).waitFor();
    await screenshot(page, `equipment-confirm-${width}`);
    await confirm.getByRole('button', { name: 'Buy' }).click();
    await page
      .getByText(MESSAGES.equipment.bought(label, formatMoney(equipmentUpkeep(price))))
      .first()
      .waitFor();
    await panel
      .getByRole('button', { name: new RegExp(`^Buy the ${label.toLowerCase()}`) })
      .waitFor({ state: 'detached' });
    await game.shootPanel(panel, `equipment-bought-${width}`);
    return price;
  }

  it('lists the equipment, buys a piece at 1280 and another at 375 px; the prices go through the ledger', async () => {
    const player = await game.playerWithEstate({
      name: 'Bodega del Equipo',
      template: 'family',
      location: 'rioja',
      day: DAY,
    });
    const { token, estate } = player;
    const hectares = (await api(game.server.baseUrl, `/api/estates/${estate.id}/equipment`, { token })).body.data
      .equipment.plantedHectares;
    const [{ money: before }] = await game.sql('SELECT money::int AS money FROM estates WHERE id = $1', [estate.id]);

    const { page, errors } = await game.openAs(player, '/game?tab=winery', 1280, 900);
    const panel = page.getByRole('region', { name: 'Winery equipment' });
    await panel.getByText('0 of 3 owned').waitFor();
    await panel.getByText(EQUIPMENT.bottling_line.effect).waitFor();
    const first = await buy(page, 'sorting_table', hectares, 1280);
    await panel.getByText('1 of 3 owned').waitFor();
    expect(errors).toEqual([]);
    await page.close();

    const { page: phone, errors: phoneErrors } = await game.openAs(player, '/game?tab=winery', 375, 812);
    const second = await buy(phone, 'bottling_line', hectares, 375);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(phoneErrors).toEqual([]);
    await phone.close();

    const ledger = await game.sql(
      `SELECT amount::int AS amount FROM ledger_entries WHERE estate_id = $1 AND kind = 'equipment_purchase' ORDER BY seq`,
      [estate.id],
    );
    expect(ledger).toEqual([{ amount: -first }, { amount: -second }]);
    const [{ money: after }] = await game.sql('SELECT money::int AS money FROM estates WHERE id = $1', [estate.id]);
    expect(after).toBe(before - first - second);
  }, 240_000);
});
