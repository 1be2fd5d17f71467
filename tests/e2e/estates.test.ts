/**
 * Estates and the game shell in a real browser against the real built server: onboarding from a
 * template, the game home with the new estate, a second estate on /estates and switching the
 * current one, inline rename, delete, the phone layout, and screenshots at 375 and 1280 px;
 * co-ownership by invitation: invite, withdraw, accept on the invitee's estates page, leave.
 */
import { MESSAGES, regionSummary, templateSummary } from '@vineyard/domain';
import type { Page } from 'playwright-core';
import { describeBrowser, screenshot, VIEWPORTS, visit, waitForTitle } from '../support/browser';
import { browserGame } from '../support/game';

describeBrowser('estates in a real browser', () => {
  const game = browserGame();
  const { url, open } = game;

  async function signedIn(page: Page, prefix: string, path: string) {
    const { session } = await game.signIn(page, prefix);
    await visit(page, url(path));
    return session;
  }

  async function createFromForm(page: Page, name: string, template: string, region: string) {
    await page.getByLabel('Estate name').fill(name);
    await page.getByText(template, { exact: true }).click();
    await page.getByLabel('Location').selectOption({ label: region });
  }

  it('onboards a new player, manages several estates, renames and deletes', async () => {
    const { page, errors } = await open();
    await signedIn(page, 'founder', '/game');
    // Guard rule 2: no estate yet → onboarding, with the info.
    await page.waitForURL(url('/create-estate?onboarding=true&redirect=%2Fgame'));
    await page.getByText(MESSAGES.estate.createRequired).waitFor();
    await page.getByText('Welcome to Vineyard Valley!').waitFor();
    await page.getByText('2 ha · 1 plot').waitFor();
    await page.getByText('5 ha · 2 plots').waitFor();
    await page.getByText('10 ha · 3 plots').waitFor();

    // Client validation with the domain texts.
    await page.getByRole('button', { name: 'Create Estate' }).click();
    await page.getByText(MESSAGES.estate.nameRequired).waitFor();
    await page.getByLabel('Estate name').fill('ab');
    await page.getByText(MESSAGES.estate.nameTooShort).waitFor();

    await createFromForm(page, 'Sunrise Hills', 'Commercial', 'Tuscany (Italy)');
    // what the template starts with and what the region is like, before founding (issue 35)
    await page.getByText(templateSummary('boutique')).waitFor();
    await page.getByText(regionSummary('tuscany', 'commercial')).waitFor();
    await page.getByRole('button', { name: 'Add Co-owner' }).click(); // an empty row is dropped
    await screenshot(page, 'estates-create-filled-1280');
    await page.getByRole('button', { name: 'Create Estate' }).click();
    const summary = page.getByRole('article').or(page.locator('[aria-label="Your new estate"]'));
    await summary.getByText('Sunrise Hills is ready').waitFor();
    await summary.getByText('€250,000').waitFor();
    await summary.getByText('Tuscany', { exact: true }).waitFor();
    await screenshot(page, 'estates-create-summary-1280');
    await page.getByRole('button', { name: 'Begin Your Journey' }).click();

    await page.waitForURL(url('/game'));
    await page.getByRole('heading', { level: 1, name: 'Sunrise Hills' }).waitFor();
    const sidebar = page.getByRole('complementary', { name: 'Inventory' });
    await expect(page.getByText('€250,000').first().isVisible()).resolves.toBe(true);
    await expect(sidebar.getByRole('link', { name: /View details of/ }).count()).resolves.toBe(3);
    // the head start: the largest plot (5 of the commercial 10 ha) comes with a mature block on half of it
    await page.getByText('5 ha · 2.5 ha planted').first().waitFor();
    await page
      .getByRole('region', { name: 'Vineyard Summary' })
      .locator('li', { hasText: '3 ha · 0 ha planted' })
      .getByText('No blocks planted yet')
      .first()
      .waitFor();
    await screenshot(page, 'estates-game-1280');

    // A second estate from /estates becomes current; then switch back.
    await visit(page, url('/estates'));
    await page.getByRole('button', { name: 'New Estate' }).first().click();
    await createFromForm(page, 'Valley Floor', 'Boutique', 'Rioja (Spain)');
    await page.getByRole('button', { name: 'Create Estate' }).click();
    await page.getByRole('listitem', { name: 'Valley Floor' }).getByText('Current', { exact: true }).waitFor();
    await page.getByText('€500,000').waitFor(); // Total Assets
    await page.getByRole('button', { name: 'Set Sunrise Hills as current' }).click();
    await page.getByText(MESSAGES.estate.nowManaging('Sunrise Hills')).first().waitFor();
    await page.getByRole('listitem', { name: 'Sunrise Hills' }).getByText('Current', { exact: true }).waitFor();
    await screenshot(page, 'estates-list-1280');

    // The sidebar selector switches too.
    await sidebar.getByLabel('Current estate').selectOption({ label: 'Valley Floor — €250,000' });
    await page.getByText(MESSAGES.estate.nowManaging('Valley Floor')).first().waitFor();

    // Detail: inline rename (Esc returns, Enter commits).
    await page.getByRole('link', { name: 'Valley Floor' }).first().click();
    await page.waitForURL(/\/game\/estate\//);
    const detailPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: 'Valley Floor' }).waitFor();
    await page.getByRole('region', { name: 'Grape Prices' }).getByText('Cooperative, any quality').waitFor();
    await page.getByRole('region', { name: 'Recent Activity' }).waitFor();
    await page.getByText('Regional forecast', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Rename estate' }).click();
    await page.getByRole('textbox', { name: 'Estate name' }).fill('x');
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1, name: 'Valley Floor' }).waitFor();
    await page.getByRole('button', { name: 'Rename estate' }).click();
    await page.getByRole('textbox', { name: 'Estate name' }).fill('ab');
    await page.keyboard.press('Enter');
    await page.getByText(MESSAGES.estate.renameTooShort).waitFor();
    await page.getByRole('textbox', { name: 'Estate name' }).fill('Valley Floor Reserve');
    await page.keyboard.press('Enter');
    await page.getByText(MESSAGES.estate.renamed).first().waitFor();
    await page.getByRole('heading', { level: 1, name: 'Valley Floor Reserve' }).waitFor();
    await screenshot(page, 'estates-detail-1280');

    // Delete the current estate: the first remaining one becomes current.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Estate' }).click();
    await page.waitForURL(url('/estates'));
    await page.getByText(MESSAGES.estate.deleted).first().waitFor();
    await page.getByRole('listitem', { name: 'Sunrise Hills' }).getByText('Current', { exact: true }).waitFor();
    await expect(page.getByRole('listitem', { name: 'Valley Floor Reserve' }).count()).resolves.toBe(0);

    // Unknown estate and the phone screenshots.
    await visit(page, url(detailPath));
    await page.getByText(MESSAGES.estate.notFound).waitFor();
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  }, 120000);

  it('works at 375 px: bottom bar, inventory drawer and screenshots of every estate page', async () => {
    const { page, errors } = await open(VIEWPORTS[0].width, VIEWPORTS[0].height);
    await signedIn(page, 'phone', '/create-estate?onboarding=true');
    await waitForTitle(page, /Create Your Estate/);
    await screenshot(page, 'estates-create-375');
    await createFromForm(page, 'Pocket Vineyard', 'Family', 'Mendoza (Argentina)');
    await page.getByText(regionSummary('mendoza', 'family')).scrollIntoViewIfNeeded();
    await screenshot(page, 'estates-create-filled-375');
    await page.getByRole('button', { name: 'Create Estate' }).click();
    await page.getByRole('button', { name: 'Begin Your Journey' }).click();
    await page.waitForURL(url('/game'));
    await page.getByRole('heading', { level: 1, name: 'Pocket Vineyard' }).waitFor();
    await screenshot(page, 'estates-game-375');

    await page.getByRole('button', { name: 'Inventory' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('My Plots').waitFor();
    await expect(drawer.getByRole('link', { name: /View details of/ }).count()).resolves.toBe(2);
    await page.screenshot({ path: `${__dirname}/screenshots/estates-drawer-375.png` });
    await page.keyboard.press('Escape');

    await visit(page, url('/estates'));
    await page.getByRole('listitem', { name: 'Pocket Vineyard' }).waitFor();
    await screenshot(page, 'estates-list-375');
    await page.getByRole('link', { name: 'Pocket Vineyard' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Pocket Vineyard' }).waitFor();
    await screenshot(page, 'estates-detail-375');

    await visit(page, url('/create-estate'));
    await page.getByLabel('Estate name').waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'estates-create-1280');
    expect(errors).toEqual([]);
  }, 120000);

  it('invites a co-owner, who accepts on the estates page and later leaves', async () => {
    const owner = await open();
    await game.founder(owner.page, 'host', 'Shared Slopes');
    const guest = await open();
    const { user: guestUser } = await game.signIn(guest.page, 'guest');

    // the owner invites by e-mail on the estate's page; a wrong address is withdrawn
    await visit(owner.page, url('/estates'));
    await owner.page.getByRole('link', { name: 'Shared Slopes' }).first().click();
    await owner.page.getByRole('heading', { level: 1, name: 'Shared Slopes' }).waitFor();
    const invite = async (address: string) => {
      await owner.page.getByPlaceholder('User id or e-mail address').fill(address);
      await owner.page.getByRole('button', { name: 'Invite', exact: true }).click();
    };
    await invite('typo@example.test');
    await owner.page.getByText(MESSAGES.estate.invitationSent).first().waitFor();
    await owner.page.getByRole('button', { name: 'Withdraw the invitation to typo@example.test' }).click();
    await owner.page.getByText(MESSAGES.estate.invitationWithdrawn).first().waitFor();
    await invite(guestUser.email);
    await owner.page.getByText(guestUser.email).waitFor();
    await owner.page.getByText('Invitation pending').waitFor();
    await screenshot(owner.page, 'estates-invited-1280');

    // the guest sees the invitation and accepts it
    await visit(guest.page, url('/estates'));
    const invitations = guest.page.getByRole('region', { name: MESSAGES.estate.invitationsTitle });
    await invitations.getByText('Shared Slopes').waitFor();
    // the status bar counts it as a notification
    await guest.page.getByTestId('notification-badge').getByText('1', { exact: true }).waitFor();
    await screenshot(guest.page, 'estates-invitations-1280');
    await invitations.getByRole('button', { name: 'Accept the invitation to Shared Slopes' }).click();
    await guest.page.getByText(MESSAGES.estate.invitationAccepted('Shared Slopes')).first().waitFor();
    const row = guest.page.getByRole('listitem', { name: 'Shared Slopes' });
    await row.getByText('Co-owner', { exact: true }).waitFor();
    await expect(invitations.count()).resolves.toBe(0);
    // the invitation leaves the count; the estate's notice of its new co-owner (for its owners) is
    // what the badge counts now, and marking it read empties it
    await visit(guest.page, url('/game'));
    const alerts = guest.page.getByRole('region', { name: 'Alerts' });
    await alerts.getByText(`${guestUser.username} joined Shared Slopes`).waitFor();
    await alerts.getByRole('button', { name: 'Mark read' }).click();
    await guest.page.getByTestId('notification-badge').waitFor({ state: 'detached' });

    // and leaves it again, after confirming
    await visit(guest.page, url('/estates'));
    await row.getByRole('link', { name: 'Shared Slopes' }).click();
    await guest.page.getByRole('heading', { level: 1, name: 'Shared Slopes' }).waitFor();
    await guest.page.getByRole('button', { name: 'Leave estate' }).click();
    await guest.page.getByRole('alertdialog').getByRole('button', { name: 'Leave estate' }).click();
    await guest.page.waitForURL(url('/estates'));
    await guest.page.getByText(MESSAGES.estate.left).first().waitFor();
    await expect(guest.page.getByRole('listitem', { name: 'Shared Slopes' }).count()).resolves.toBe(0);
    expect([...owner.errors, ...guest.errors]).toEqual([]);
  }, 120000);
});
