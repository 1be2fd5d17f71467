/**
 * Plots and blocks in a real browser against the real built server: a verified player founds an
 * estate, opens /game/plots (stat cards, buy-land price preview), opens a plot, plants a block,
 * edits and deletes it; screenshots of /game/plots and /game/plots/:id at 375 and 1280 px.
 */
import { formatMoney, MESSAGES, undevelopedLandPrice } from '@vineyard/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { uniqueUser, verifiedSession } from '../support/accounts';
import { describeBrowser, launchBrowser, screenshot, VIEWPORTS, watchConsole } from '../support/browser';
import { Mailbox } from '../support/mailbox';
import { RunningServer, startServer } from '../support/server';

describeBrowser('plots and blocks in a real browser', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    mailbox = await new Mailbox().start();
    server = await startServer({
      env: { SMTP_URL: mailbox.url, THROTTLE_REGISTER_IP: '1000', THROTTLE_EMAIL_IP: '1000' },
    });
    browser = await launchBrowser();
  }, 60000);

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await browser?.close();
    await server?.stop();
    await mailbox?.stop();
  });

  const url = (path: string) => `${server.baseUrl}${path}`;

  async function open(width = 1280, height = 800): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width, height } });
    contexts.push(context);
    const page = await context.newPage();
    return { page, errors: watchConsole(page) };
  }

  /** A verified player who founds a Family estate (2 plots) in Tuscany through the form. */
  async function founder(page: Page, prefix: string, estateName: string) {
    const { session } = await verifiedSession(server.baseUrl, mailbox, uniqueUser(prefix));
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await page.evaluate(
      ([access, refresh]) => {
        localStorage.setItem('access_token', access!);
        localStorage.setItem('refresh_token', refresh!);
      },
      [session.access_token, session.refresh_token],
    );
    await page.goto(url('/create-estate?onboarding=true'), { waitUntil: 'networkidle' });
    await page.getByLabel('Estate name').fill(estateName);
    await page.getByText('Family', { exact: true }).click();
    await page.getByLabel('Location').selectOption({ label: 'Tuscany (Italy)' });
    await page.getByRole('button', { name: 'Create Estate' }).click();
    await page.getByRole('button', { name: 'Begin Your Journey' }).click();
    await page.waitForURL(url('/game'));
    await page.getByRole('heading', { level: 1, name: estateName }).waitFor();
  }

  it('lists plots, previews a land price, plants, edits and deletes a block', async () => {
    const { page, errors } = await open();
    await founder(page, 'planter', 'Cypress Ridge');

    await page.goto(url('/game/plots'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Vineyard Plots' }).waitFor();
    await page.getByText(MESSAGES.plot.pageSubtitle).waitFor();
    await page.getByRole('link', { name: 'Land Market' }).first().waitFor();
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('Total Plots').waitFor();
    await summary.getByText('Total Area (ha)').waitFor();
    await expect(
      page
        .getByRole('region', { name: 'Your plots' })
        .getByRole('link', { name: /^View details of/ })
        .count(),
    ).resolves.toBe(2);
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

    // Open the first plot.
    await page
      .getByRole('region', { name: 'Your plots' })
      .getByRole('link', { name: /^View details of/ })
      .first()
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
    await founder(page, 'pocket', 'Pocket Hills');
    await page.goto(url('/game/plots'), { waitUntil: 'networkidle' });
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
    await page.getByText(MESSAGES.block.noBlocksFound).waitFor();
    await screenshot(page, 'plots-detail-375');
    expect(errors).toEqual([]);
  }, 120000);
});
