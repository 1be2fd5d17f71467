/**
 * The land marketplace in a real browser against the real built server: player A lists a plot
 * from its plot page; player B finds it on /game/marketplace with a price range that isolates it,
 * opens it and buys it (toast, money drops); A's plot list loses it and A's money rises.
 * Screenshots of the marketplace list, the detail card and the plot page with its listing banner
 * and modals, at 1280 and 375 px.
 */
import { defaultListingPrice, formatMoney, landSaleFee, listingPriceRange, MESSAGES } from '@vineyard/domain';
import type { Page } from 'playwright-core';
import { describeBrowser, screenshot, VIEWPORTS, visit } from '../support/browser';
import { browserGame } from '../support/game';

/** '€1,234,567' → 1234567. */
const euros = (text: string) => Number(text.replace(/[^0-9]/g, ''));

describeBrowser('land marketplace in a real browser', () => {
  const game = browserGame();
  const { url, open } = game;

  /** The money of the estate chosen in 'Your Estate' on /game/marketplace (reloads the page). */
  async function marketMoney(page: Page): Promise<number> {
    await visit(page, url('/game/marketplace'));
    const select = page.getByLabel('Your Estate');
    // the estates with their money are in: the selected one reads "name — €…"
    await select.locator('option:checked', { hasText: '—' }).waitFor({ state: 'attached' });
    const text = await select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
    return euros(text.split('—')[1] ?? '');
  }

  const yourPlots = (page: Page) => page.getByRole('region', { name: 'Your plots' });

  /**
   * Opens the bare template plot of /game/plots (a family estate's second plot: the first and
   * largest carries the head-start block, and only bare land is listed); answers its name and
   * purchase price.
   */
  async function openBarePlot(page: Page) {
    await visit(page, url('/game/plots'));
    const link = yourPlots(page)
      .getByRole('link', { name: /^View details of/ })
      .last();
    await link.waitFor();
    await link.click();
    await page.waitForURL(/\/game\/plots\/[^/]+$/);
    await page.getByRole('region', { name: 'Terroir' }).waitFor();
    await page.getByText(MESSAGES.block.noBlocksFound).waitFor();
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    const details = page.getByRole('region', { name: 'Plot Details' });
    const priceText = await details.getByText('Purchase price').locator('xpath=following-sibling::*[1]').textContent();
    return { name, price: euros(priceText ?? ''), path: new URL(page.url()).pathname };
  }

  /** Lists the open plot for `price` through the List Plot For Sale modal. */
  async function listOpenPlot(page: Page, plot: { price: number }, price: number, shot?: string) {
    await page.getByRole('button', { name: 'Sell Plot' }).click();
    const dialog = page.getByRole('dialog', { name: 'List Plot For Sale' });
    await dialog.waitFor();
    const priceInput = dialog.getByLabel('Price (€)');
    await expect(priceInput.inputValue()).resolves.toBe(String(defaultListingPrice(plot.price)));
    await expect(dialog.getByLabel('Listing duration').inputValue()).resolves.toBe('30');
    await dialog.getByText(/^Suggested: /).waitFor();
    await priceInput.fill('999');
    await dialog.getByRole('button', { name: 'List For Sale' }).click();
    await dialog.getByText(MESSAGES.listing.priceMin).waitFor();
    // the band: 0.5–2× the valuation (a template plot was bought at its valuation), shown and enforced
    const band = listingPriceRange(plot.price);
    await dialog
      .getByTestId('listing-band')
      .getByText(`Allowed: ${formatMoney(band.min)} – ${formatMoney(band.max)}`, { exact: false })
      .waitFor();
    await priceInput.fill(String(band.max + 1));
    await dialog.getByRole('button', { name: 'List For Sale' }).click();
    await dialog.getByText(MESSAGES.listing.priceOutOfBand(band.min, band.max)).waitFor();
    await priceInput.fill(String(price));
    await dialog.getByLabel('Listing duration').selectOption('14');
    if (shot) await screenshot(page, shot);
    await dialog.getByRole('button', { name: 'List For Sale' }).click();
    await page.getByText(MESSAGES.listing.listed).first().waitFor();
    await page.getByText(`Listed for sale at ${formatMoney(price)}`).waitFor();
  }

  /**
   * An odd price no registry offer has (so a price range isolates the listing), inside the band a
   * plot may be listed at (0.5–2× its valuation, which a template plot was bought at) and low
   * enough for a new estate to pay.
   */
  function oddPrice(plot: { price: number }): number {
    const low = Math.ceil(plot.price * 0.55);
    return (low + Math.floor(Math.random() * plot.price * 0.35)) | 1;
  }

  it('A lists a plot, B finds it with filters and buys it; both estates update', async () => {
    // Player A lists a plot from its page.
    const seller = await open();
    await game.founder(seller.page, 'seller', 'Lark Hill');
    const sellerMoney = await marketMoney(seller.page);
    const opened = await openBarePlot(seller.page);
    // A name no other plot has (generated plots are called '{Region} Plot {n}').
    const plot = { ...opened, name: `Lark Terrace ${Math.random().toString(36).slice(2, 7)}` };
    const price = oddPrice(plot);
    await seller.page.getByRole('button', { name: 'Edit plot name' }).click();
    await seller.page.getByRole('textbox', { name: 'Plot name' }).fill(plot.name);
    await seller.page.keyboard.press('Enter');
    await seller.page.getByRole('heading', { level: 1, name: plot.name }).waitFor();
    await expect(seller.page.getByRole('button', { name: 'Cancel Listing' }).count()).resolves.toBe(0);
    await listOpenPlot(seller.page, plot, price, 'marketplace-list-modal-1280');
    await seller.page.getByText(/^Listed on .+ · Expires on /).waitFor();
    await expect(seller.page.getByRole('button', { name: 'Sell Plot' }).count()).resolves.toBe(0);
    await expect(seller.page.getByRole('button', { name: 'Delete', exact: true }).count()).resolves.toBe(0);
    await expect(seller.page.getByRole('button', { name: 'Add Block' }).isDisabled()).resolves.toBe(true);
    await seller.page.getByRole('button', { name: 'Cancel Listing' }).click();
    const cancel = seller.page.getByRole('alertdialog');
    await cancel.getByText(MESSAGES.listing.cancelConfirm(plot.name)).waitFor();
    await cancel.getByRole('button', { name: 'Yes, Cancel Listing' }).waitFor();
    await screenshot(seller.page, 'marketplace-plot-cancel-modal-1280');
    await cancel.getByRole('button', { name: 'No, Keep Listed' }).click();
    await cancel.waitFor({ state: 'hidden' });
    await screenshot(seller.page, 'marketplace-plot-banner-1280');
    // The plots list marks it.
    await visit(seller.page, url('/game/plots'));
    await yourPlots(seller.page).getByRole('listitem', { name: plot.name }).getByText('For Sale').waitFor();

    // Player B finds it with a price range and buys it.
    const buyer = await open();
    await game.founder(buyer.page, 'buyer', 'Oak Barrel');
    const buyerMoney = await marketMoney(buyer.page);
    expect(buyerMoney).toBeGreaterThanOrEqual(price);
    await buyer.page.getByText(MESSAGES.marketplace.pageSubtitle).waitFor();
    await buyer.page
      .getByTestId('result-count')
      .getByText(/plot\(s\) found$/)
      .waitFor();
    await buyer.page.getByLabel('Minimum price').fill(String(price));
    await buyer.page.getByLabel('Maximum price').fill(String(price));
    await buyer.page.getByRole('button', { name: 'Apply Filters' }).click();
    await buyer.page.getByText('1 plot(s) found').waitFor();
    const card = buyer.page.getByRole('listitem', { name: plot.name });
    await card.getByText(formatMoney(price)).waitFor();
    await card.getByText('Lark Hill').waitFor();
    await screenshot(buyer.page, 'marketplace-list-1280');

    await card.getByRole('link', { name: `View details of ${plot.name}` }).click();
    await buyer.page.getByRole('heading', { level: 2, name: plot.name }).waitFor();
    await buyer.page.getByText(/^Listed on /).waitFor();
    await buyer.page
      .getByText(/% ideal$/)
      .first()
      .waitFor();
    const summary = buyer.page.getByRole('region', { name: 'Purchase Summary' });
    await summary.getByText(formatMoney(buyerMoney)).waitFor();
    await screenshot(buyer.page, 'marketplace-detail-1280');

    await summary.getByRole('button', { name: 'Purchase Plot' }).click();
    const confirm = buyer.page.getByRole('alertdialog');
    await confirm.getByText(MESSAGES.marketplace.purchaseConfirm(plot.name, price)).waitFor();
    await confirm.getByRole('button', { name: 'Confirm Purchase' }).click();
    await buyer.page.getByText(MESSAGES.marketplace.purchased(plot.name, price)).first().waitFor();
    // The selection clears; the listing is gone from the same search, and the money dropped.
    await buyer.page.getByText(MESSAGES.marketplace.empty).waitFor();
    const buyerSelect = buyer.page.getByLabel('Your Estate');
    await buyerSelect.locator('option', { hasText: formatMoney(buyerMoney - price) }).waitFor({ state: 'attached' });
    await expect(marketMoney(buyer.page)).resolves.toBe(buyerMoney - price);
    await visit(buyer.page, url('/game/plots'));
    await yourPlots(buyer.page).getByRole('listitem', { name: plot.name }).waitFor();

    // Player A after a reload: the plot is gone and the money arrived.
    await visit(seller.page, url('/game/plots'));
    await yourPlots(seller.page)
      .getByRole('link', { name: /^View details of/ })
      .first()
      .waitFor();
    await expect(yourPlots(seller.page).getByRole('listitem', { name: plot.name }).count()).resolves.toBe(0);
    // the seller is paid the price less the 2% market fee
    await expect(marketMoney(seller.page)).resolves.toBe(sellerMoney + price - landSaleFee(price));

    expect(seller.errors).toEqual([]);
    expect(buyer.errors).toEqual([]);
  }, 180000);

  it('lays out the marketplace, the detail card and the listing screens at 375 px', async () => {
    const { page, errors } = await open(VIEWPORTS[0].width, VIEWPORTS[0].height);
    await game.founder(page, 'pocket', 'Pocket Vines');
    const plot = await openBarePlot(page);
    const price = oddPrice(plot);
    await listOpenPlot(page, plot, price, 'marketplace-list-modal-375');
    await screenshot(page, 'marketplace-plot-banner-375');

    await visit(page, url('/game/marketplace'));
    await page
      .getByTestId('result-count')
      .getByText(/plot\(s\) found$/)
      .waitFor();
    // Filters start collapsed on a phone.
    await expect(page.getByLabel('Minimum price').isVisible()).resolves.toBe(false);
    await screenshot(page, 'marketplace-list-375');
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await page.getByLabel('Minimum price').fill(String(price));
    await page.getByLabel('Maximum price').fill(String(price));
    await screenshot(page, 'marketplace-filters-375');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.getByText('1 plot(s) found').waitFor();
    // Its own listing: marked, and no purchase.
    const own = page.getByRole('listitem', { name: plot.name });
    await own.getByText('Your listing').waitFor();
    await own.getByRole('link', { name: `View details of ${plot.name}` }).click();
    await page.getByRole('heading', { level: 2, name: plot.name }).waitFor();
    await page.getByRole('region', { name: 'Purchase Summary' }).getByText('Your listing').waitFor();
    await expect(page.getByRole('button', { name: 'Purchase Plot' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Back to Market' }).click();

    // A registry offer: the purchase button and the summary.
    await page.getByRole('button', { name: /Show Filters/ }).click();
    await page.getByRole('button', { name: 'Reset All' }).click();
    await page.getByLabel('Sort By').selectOption('price-low');
    const registry = page.getByRole('listitem').filter({ hasText: MESSAGES.marketplace.registrySeller }).first();
    await registry.getByRole('link', { name: /^View details of/ }).click();
    await page
      .getByRole('region', { name: 'Purchase Summary' })
      .getByRole('button', { name: 'Purchase Plot' })
      .waitFor();
    await screenshot(page, 'marketplace-detail-375');
    expect(errors).toEqual([]);
  }, 120000);
});
