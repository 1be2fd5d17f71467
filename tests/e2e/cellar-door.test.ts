/**
 * The cellar door in a real browser (issue 35, item 1): on the Winery tab the Cellar door panel
 * shows this month's visitors; the player builds the door (with its confirmation and toast) at
 * 1280 px, then sells bottles of a wine to the visitors at 375 px, where the panel fits the
 * phone's width; the price and the sale go through the ledger.
 */
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { cellarDoorPrice, formatMoney, MESSAGES } from '@vineyard/domain';
import { verifiedSession } from '../support/accounts';
import { wineLot } from '../support/builders';
import { describeBrowser, screenshot, SCREENSHOT_DIR, storeTokens } from '../support/browser';
import { queryRows } from '../support/database';
import { browserGame } from '../support/game';
import { api } from '../support/server';

const DAY = 400;

describeBrowser('the cellar door in a real browser', () => {
  const game = browserGame();

  const sql = (text: string, params: unknown[] = []) => queryRows(game.server.databaseUrl, text, params);

  /** The panel alone, as an image to look at (the full page is long). */
  const shoot = (panel: Locator, name: string) =>
    panel.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), timeout: 30_000 });

  it('builds the door at 1280 px and sells to its visitors at 375 px; both through the ledger', async () => {
    await sql('UPDATE game_clock SET day_index = $1', [DAY]);
    const { session } = await verifiedSession(game.server.baseUrl, game.mailbox);
    const token = session.access_token;
    const estate = (
      await api(game.server.baseUrl, '/api/estates', {
        token,
        body: { name: 'Cantina della Porta', template: 'family', location: 'tuscany' },
      })
    ).body.data.estate;
    await wineLot(game.server.databaseUrl, { estateId: estate.id, name: 'Rosso della Porta', bottles: 600 });
    const price = cellarDoorPrice(0);

    const { page, errors } = await game.open(1280, 900);
    await storeTokens(page, game.server.baseUrl, token, session.refresh_token);
    await page.goto(`${game.server.baseUrl}/game?tab=winery`);
    const panel = page.getByRole('region', { name: 'Cellar door' });
    await panel.getByRole('group', { name: 'Cellar door figures' }).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await shoot(panel, 'cellar-door-panel-1280');
    await panel.getByRole('button', { name: `Build the cellar door for ${formatMoney(price)}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`It costs ${formatMoney(price)}, paid now`, { exact: false }).waitFor();
    await screenshot(page, 'cellar-door-confirm-1280');
    await confirm.getByRole('button', { name: 'Build' }).click();
    await panel.getByText('Open').waitFor();
    await shoot(panel, 'cellar-door-built-1280');
    expect(errors).toEqual([]);
    await page.close();

    const { page: phone, errors: phoneErrors } = await game.open(375, 812);
    await storeTokens(phone, game.server.baseUrl, token, session.refresh_token);
    await phone.goto(`${game.server.baseUrl}/game?tab=winery`);
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
    await shoot(door, 'cellar-door-sold-375');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(phoneErrors).toEqual([]);
    await phone.close();

    const ledger = await sql(
      `SELECT kind, amount::int AS amount, description FROM ledger_entries
        WHERE estate_id = $1 AND kind IN ('cellar_door_build', 'cellar_door_sale') ORDER BY seq`,
      [estate.id],
    );
    expect(ledger.map((r: any) => r.kind)).toEqual(['cellar_door_build', 'cellar_door_sale']);
    expect(ledger[0].amount).toBe(-price);
    expect(ledger[1].description).toBe(MESSAGES.cellarDoor.ledgerSale(12, 'Rosso della Porta', 1));
    const [{ bottles }] = await sql('SELECT bottles FROM wine_lots WHERE estate_id = $1', [estate.id]);
    expect(bottles).toBe(588);
  }, 240_000);
});
