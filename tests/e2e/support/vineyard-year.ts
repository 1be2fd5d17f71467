/**
 * What a player does through the vineyard year (issue 31) on the real UI, shared by the browser
 * suites of its parts (vineyard-work, weather-events, contracts) and by the year that plays them
 * all (vineyard-year): the block page's Vineyard Work and Weather Events panels, the Market tab's
 * merchants' contracts, and the status bar's money. Each act goes through the button, its
 * confirmation and the toast, and waits until the panel shows it done.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import {
  formatGameDayShortForm,
  formatMoney,
  formatNumber,
  MESSAGES,
  VINEYARD_WORK,
  WEATHER_EVENTS,
  weatherEventLabel,
  workLabel,
  type ContractOffer,
  type VineyardWorkKind,
  type VineyardWorkOption,
  type WeatherEvent,
} from '@vineyard/domain';
import { screenshot, SCREENSHOT_DIR } from '../../support/browser';
import { api } from '../../support/server';

/** Plants a 0.5 ha merlot block (Guyot, rows north-south) on a plot through the API; answers the block. */
export async function plantBlock(
  baseUrl: string,
  token: string,
  plotId: string,
  name: string,
): Promise<{ id: string; name: string }> {
  const res = await api(baseUrl, `/api/plots/${plotId}/blocks`, {
    token,
    body: { name, size: 0.5, grapeVariety: 'merlot', orientation: 'north-south', trellisSystem: 'guyot' },
  });
  if (res.status !== 201) throw new Error(`planting ${name} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data.block;
}

/** The block page's Vineyard Work panel. */
export const workPanel = (page: Page) => page.getByRole('region', { name: 'Vineyard Work', exact: true });

/** The block page's Weather Events panel. */
export const weatherPanel = (page: Page) => page.getByRole('region', { name: 'Weather Events' });

/** The Market tab's merchants' contracts. */
export const contractsPanel = (page: Page) => page.getByRole('region', { name: "Merchants' contracts" });

/** A panel alone, as an image to look at (a full page is long). */
export const shootPanel = (panel: Locator, name: string) =>
  panel.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), timeout: 30_000 });

/**
 * On the open block page: does a kind of the vintage's work (due now) with `option` for `cost`
 * (Do it, the confirmation, the toast), then waits until the panel shows it done.
 */
export async function doVineyardWork(
  page: Page,
  blockName: string,
  kind: VineyardWorkKind,
  option: VineyardWorkOption,
  cost: number,
): Promise<void> {
  const rule = VINEYARD_WORK[kind];
  const label = rule.options[option]!.label.toLowerCase();
  const row = workPanel(page).getByTestId(`work-${kind}`);
  await row.getByText('Due now').waitFor();
  await row.getByRole('button', { name: `Do ${rule.name.toLowerCase()}, ${label}, for ${formatMoney(cost)}` }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(`${rule.name} (${label}) on ${blockName}?`).waitFor();
  await dialog.getByRole('button', { name: `Do it for ${formatMoney(cost)}` }).click();
  await page
    .getByText(MESSAGES.vineyardWork.done(workLabel(kind, option), blockName, formatMoney(cost)))
    .first()
    .waitFor();
  await row.getByText('Done', { exact: true }).waitFor();
}

/** The Weather Events panel's row of a forecast event (by its day). */
export const forecastRow = (page: Page, event: WeatherEvent) =>
  weatherPanel(page)
    .getByTestId('forecast-event')
    .filter({ hasText: formatGameDayShortForm(event.day) });

/**
 * On the open block page: protects the block against a forecast event for `cost` (Protect, the
 * confirmation, the toast), then waits for the Protected badge.
 */
export async function protectBlock(page: Page, blockName: string, event: WeatherEvent, cost: number): Promise<void> {
  const row = forecastRow(page, event);
  await row.getByText(weatherEventLabel(event)).waitFor();
  await row.getByText(`Unprotected: −${WEATHER_EVENTS[event.kind].damage[event.severity]} health`).waitFor();
  await row.getByRole('button', { name: `Protect (${formatMoney(cost)})` }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(`Protect ${blockName}?`).waitFor();
  await dialog.getByRole('button', { name: `Protect for ${formatMoney(cost)}` }).click();
  await page
    .getByText(
      MESSAGES.weather.protectedAgainst(
        WEATHER_EVENTS[event.kind].protection,
        weatherEventLabel(event),
        formatGameDayShortForm(event.day),
      ),
    )
    .first()
    .waitFor();
  await row.getByText('Protected', { exact: true }).waitFor();
  // the row no longer offers what the block already has
  await row
    .getByText(
      `Protected by ${WEATHER_EVENTS[event.kind].protection.toLowerCase()}: it will not take the ${WEATHER_EVENTS[event.kind].damage[event.severity]} health points.`,
    )
    .waitFor();
}

/** The contracts panel's list of the estate's contracts. */
export const yourContracts = (page: Page) => contractsPanel(page).getByRole('list', { name: 'Your contracts' });

/**
 * On the Market tab: accepts an offer of the month's board (Accept, the confirmation with its
 * value, the toast) and waits for it among the estate's open contracts. `shot` names a
 * screenshot of the confirmation.
 */
export async function acceptOffer(page: Page, o: ContractOffer, shot?: string): Promise<void> {
  const offers = contractsPanel(page).getByRole('list', { name: "Merchants' offers" });
  await offers
    .getByRole('button', { name: `Accept the offer for ${formatNumber(o.bottles)} bottles of ${o.colour} wine` })
    .click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText(`for ${formatMoney(o.bottles * o.price)}`, { exact: false }).waitFor();
  if (shot) await screenshot(page, shot);
  await confirm.getByRole('button', { name: 'Accept contract' }).click();
  await page
    .getByText(/^Contract accepted: /)
    .first()
    .waitFor();
  await yourContracts(page).getByText('Open', { exact: true }).waitFor();
}

/**
 * On the Market tab: delivers an open contract (Deliver, the dialog with a wine that meets it
 * chosen first, `wine` picked, the toast) and waits until no contract is left open. `shot` names a
 * screenshot of the dialog.
 */
export async function deliverContract(page: Page, o: ContractOffer, wine: string, shot?: string): Promise<void> {
  const mine = yourContracts(page);
  await mine.getByRole('button', { name: `Deliver ${formatNumber(o.bottles)} bottles of ${o.colour} wine` }).click();
  const dialog = page.getByRole('dialog');
  const chosen = dialog.getByLabel('Bottled wine');
  await chosen.waitFor();
  // the dialog first chooses a wine that meets the contract; the player picks `wine` (two may meet it)
  await chosen.locator('option:checked').filter({ hasNotText: 'does not meet it' }).waitFor({ state: 'attached' });
  const value = await chosen.locator('option', { hasText: wine }).getAttribute('value');
  await chosen.selectOption(value ?? '');
  await chosen.locator('option:checked', { hasText: wine }).waitFor({ state: 'attached' });
  if (shot) await screenshot(page, shot);
  await dialog.getByRole('button', { name: `Deliver for ${formatMoney(o.bottles * o.price)}` }).click();
  await page
    .getByText(`Contract delivered: ${formatNumber(o.bottles)} bottles for ${formatMoney(o.bottles * o.price)}`)
    .first()
    .waitFor();
  await mine.getByText('Open', { exact: true }).waitFor({ state: 'detached' });
  await mine.getByText('Delivered', { exact: true }).first().waitFor();
}

/** Waits until the status bar shows the estate's money as `money`. */
export async function moneyShown(page: Page, money: number): Promise<void> {
  await page
    .getByRole('region', { name: 'Estate status' })
    .getByRole('link', { name: `${formatMoney(money)}, open Finances` })
    .waitFor();
}
