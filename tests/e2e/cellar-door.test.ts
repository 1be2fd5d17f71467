/**
 * The cellar door in a real browser (issue 35, item 1): on the Winery tab the Cellar door panel
 * shows this month's visitors; the player builds the door (with its confirmation and toast) at
 * 1280 px, then sells bottles of a wine to the visitors at 375 px, where the panel fits the
 * phone's width; the price and the sale go through the ledger.
 */
import { cellarDoorPrice, formatMoney, MESSAGES } from '@vineyard/domain';
import { wineLot } from '../support/builders';
import { describeBrowser, screenshot } from '../support/browser';
import { browserGame } from '../support/game';

const DAY = 400;

describeBrowser('the cellar door in a real browser', () => {
  const game = browserGame();

  it('builds the door at 1280 px and sells to its visitors at 375 px; both through the ledger', async () => {
    const player = await game.playerWithEstate({
      name: 'Cantina della Porta',
      template: 'family',
      location: 'tuscany',
      day: DAY,
    });
    const { estate } = player;
    await wineLot(game.server.databaseUrl, { estateId: estate.id, name: 'Rosso della Porta', bottles: 600 });
    const price = cellarDoorPrice(0);

    const { page, errors } = await game.openAs(player, '/game?tab=winery', 1280, 900);
    const panel = page.getByRole('region', { name: 'Cellar door' });
    await panel.getByRole('group', { name: 'Cellar door figures' }).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await game.shootPanel(panel, 'cellar-door-panel-1280');
    await panel.getByRole('button', { name: `Build the cellar door for ${formatMoney(price)}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`It costs ${formatMoney(price)}, paid now`, { exact: false }).waitFor();
    await screenshot(page, 'cellar-door-confirm-1280');
    await confirm.getByRole('button', { name: 'Build' }).click();
    await panel.getByText('Open').waitFor();
    await game.shootPanel(panel, 'cellar-door-built-1280');
    expect(errors).toEqual([]);
    await page.close();

    const { page: phone, errors: phoneErrors } = await game.openAs(player, '/game?tab=winery', 375, 812);
    const door = phone.getByRole('region', { name: 'Cellar door' });
    const form = door.getByRole('form', { name: 'Sell at the cellar door' });
    await form.waitFor();
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Bottles').fill('12');
    await form.getByRole('button', { name: 'Sell' }).click();
    await phone
      .getByText(/^12 bottles of Rosso della Porta sold at the cellar door for /)
      .first()
      .waitFor();
    await door.getByText('Sold', { exact: true }).waitFor();
    await game.shootPanel(door, 'cellar-door-sold-375');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(phoneErrors).toEqual([]);
    await phone.close();

    const ledger = await game.sql(
      `SELECT kind, amount::int AS amount, description FROM ledger_entries
        WHERE estate_id = $1 AND kind IN ('cellar_door_build', 'cellar_door_sale') ORDER BY seq`,
      [estate.id],
    );
    expect(ledger.map((r: any) => r.kind)).toEqual(['cellar_door_build', 'cellar_door_sale']);
    expect(ledger[0].amount).toBe(-price);
    expect(ledger[1].description).toBe(MESSAGES.cellarDoor.ledgerSale(12, 'Rosso della Porta', 1));
    const [{ bottles }] = await game.sql('SELECT bottles FROM wine_lots WHERE estate_id = $1', [estate.id]);
    expect(bottles).toBe(588);
  }, 240_000);
});
