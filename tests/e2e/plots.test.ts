/**
 * Plots and blocks in a real browser against the real built server: a verified player founds an
 * estate, opens /game/plots (stat cards, buy-land price preview), opens a plot, plants a block,
 * edits and deletes it; screenshots of /game/plots and /game/plots/:id at 375 and 1280 px.
 */
import { formatMoney, HEAD_START, MESSAGES, undevelopedLandPrice } from '@vineyard/domain';
import { describeBrowser, screenshot, VIEWPORTS, visit } from '../support/browser';
import { browserGame } from '../support/game';

describeBrowser('plots and blocks in a real browser', () => {
  const game = browserGame();
  const { url, open } = game;

  it('lists plots, previews a land price, plants, edits and deletes a block', async () => {
    const { page, errors } = await open();
    await game.founder(page, 'planter', 'Cypress Ridge');

    await visit(page, url('/game/plots'));
    await page.getByRole('heading', { level: 1, name: 'Vineyard Plots' }).waitFor();
    await page.getByText(MESSAGES.plot.pageSubtitle).waitFor();
    await page.getByRole('link', { name: 'Land Market' }).first().waitFor();
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('Total Plots').waitFor();
    await summary.getByText('Total Area (ha)').waitFor();
    // the list comes with its own read, after the summary's labels: wait for the second plot, then count
    const plotLinks = page.getByRole('region', { name: 'Your plots' }).getByRole('link', { name: /^View details of/ });
    await plotLinks.nth(1).waitFor();
    await expect(plotLinks.count()).resolves.toBe(2);
    // One estate: no selector.
    await expect(page.getByLabel('Estate', { exact: true }).count()).resolves.toBe(0);

    // Buy land: the price follows the size before confirming.
    await page.getByRole('button', { name: 'Buy Land' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Size (ha)').fill('1.5');
    await dialog
      .getByText(formatMoney(undevelopedLandPrice('tuscany', 1.5)))
      .first()
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await screenshot(page, 'plots-list-1280');

    // Open the second plot: the first (the largest) carries the head-start block.
    await page
      .getByRole('region', { name: 'Your plots' })
      .getByRole('link', { name: /^View details of/ })
      .nth(1)
      .click();
    await page.waitForURL(/\/game\/plots\/[^/]+$/);
    const plotPath = new URL(page.url()).pathname;
    await page.getByRole('region', { name: 'Terroir' }).waitFor();
    await page.getByText(/^Plot purchased on /).waitFor();
    await page.getByRole('region', { name: 'Suitable Grape Varieties' }).getByText('Red varieties').waitFor();
    await page.getByText(MESSAGES.block.noBlocksFound).waitFor();

    // Inline name edit: Esc cancels, Enter saves.
    const originalName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await page.getByRole('button', { name: 'Edit plot name' }).click();
    await page.getByRole('textbox', { name: 'Plot name' }).fill('Ignored');
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1, name: originalName }).waitFor();
    await page.getByRole('button', { name: 'Edit plot name' }).click();
    await page.getByRole('textbox', { name: 'Plot name' }).fill('   ');
    await page.keyboard.press('Enter');
    await page.getByText(MESSAGES.plot.nameEmpty).waitFor();
    await page.getByRole('textbox', { name: 'Plot name' }).fill('South Terrace');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'South Terrace' }).waitFor();

    // Add a block: validation first, then a valid one.
    await page.getByRole('button', { name: 'Add Block' }).click();
    await page.getByRole('button', { name: 'Create Block' }).click();
    await page.getByText(MESSAGES.block.nameRequired).first().waitFor();
    await page.getByLabel('Block name').fill('Merlot Row');
    await page.getByLabel('Grape variety').selectOption('merlot');
    await page.getByLabel('Row orientation').selectOption('north-south');
    await page.getByLabel('Trellis system').selectOption('guyot');
    await page.getByRole('button', { name: 'Create Block' }).click();
    await page.getByText(MESSAGES.block.createdNamed('Merlot Row')).first().waitFor();
    const card = page.getByRole('listitem', { name: 'Merlot Row' });
    await card.getByText('Merlot', { exact: true }).waitFor();
    await card.getByText('2,500').waitFor();
    await screenshot(page, 'plots-detail-1280');

    // Block details: edit, then delete.
    await card.getByRole('link', { name: 'View details of Merlot Row' }).click();
    await page.waitForURL(/\/game\/blocks\//);
    await page.getByRole('heading', { level: 1, name: 'Merlot Row' }).waitFor();
    await expect(page.getByRole('button', { name: 'Harvest' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('region', { name: 'Harvest History' }).getByText('No harvests yet.').waitFor();
    await screenshot(page, 'blocks-detail-1280');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Block name').fill('Merlot Terrace');
    await page.getByLabel('Size (ha)').fill('1');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(MESSAGES.block.updated).first().waitFor();
    await page.getByRole('heading', { level: 1, name: 'Merlot Terrace' }).waitFor();
    await page.getByRole('region', { name: 'Key figures' }).getByText('5,000', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Block' }).click();
    await page.waitForURL(url(plotPath));
    await page.getByText(MESSAGES.block.deleted).first().waitFor();
    await page.getByText(MESSAGES.block.noBlocksFound).waitFor();

    expect(errors).toEqual([]);
  }, 120000);

  it('lays out /game/plots and a plot at 375 px', async () => {
    const { page, errors } = await open(VIEWPORTS[0].width, VIEWPORTS[0].height);
    await game.founder(page, 'pocket', 'Pocket Hills');
    await visit(page, url('/game/plots'));
    await page
      .getByRole('region', { name: 'Your plots' })
      .getByRole('link', { name: /^View details of/ })
      .first()
      .waitFor();
    await expect(page.getByRole('link', { name: 'Land Market' }).last().isVisible()).resolves.toBe(true);
    await screenshot(page, 'plots-list-375');
    await page
      .getByRole('region', { name: 'Your plots' })
      .getByRole('link', { name: /^View details of/ })
      .first()
      .click();
    await page.getByRole('region', { name: 'Terroir' }).waitFor();
    // the largest plot comes with the head-start block
    await page.getByRole('listitem', { name: HEAD_START.name }).waitFor();
    await screenshot(page, 'plots-detail-375');
    expect(errors).toEqual([]);
  }, 120000);
});
