/**
 * The admin console in a real browser against the real built server: the demo admin disables a
 * signed-in player (in another browser context) and the player's next navigation ends their
 * session; the admin advances the game clock from the console and the game shell's date moves;
 * the admin changes a player's suggestion to planned and the public board shows it, then downloads
 * the waitlist CSV; a player who opens /admin is sent home and never sees an Admin link.
 * Screenshots of every console tab at 1280 px and of the users, clock, audit, community and
 * waitlist tabs at 375 px.
 */
import { readFileSync } from 'node:fs';
import { DEMO_ACCOUNTS, formatGameTime, gameTimeFromDayIndex, MESSAGES } from '@vineyard/domain';
import type { Page } from 'playwright-core';
import { uniqueUser, verifiedSession } from '../support/accounts';
import { describeBrowser, screenshot, VIEWPORTS, visit } from '../support/browser';
import { browserGame } from '../support/game';
import { api } from '../support/server';

const ADVANCE_DAYS = 12;

/** Console errors other than the 4xx answers a test provokes on purpose (Chromium logs each). */
function unexpected(errors: string[], expectedStatuses: number[] = []): string[] {
  return errors.filter(
    (error) => !expectedStatuses.some((status) => error.includes(`the server responded with a status of ${status} `)),
  );
}

describeBrowser('admin console in a real browser', () => {
  const game = browserGame({
    env: { DEMO_ACCOUNTS: 'true' },
    setup: async (server) => {
      // The demo admin gets an estate so that /game (and its status bar) opens for them.
      const login = await api(server.baseUrl, '/api/auth/login', {
        body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password },
      });
      const estate = await api(server.baseUrl, '/api/estates', {
        token: login.body.data.access_token,
        body: { name: 'Console Cellars', template: 'boutique', location: 'bordeaux' },
      });
      if (estate.status !== 201) throw new Error(`estate: ${JSON.stringify(estate.body)}`);
    },
  });
  const { url, open } = game;

  /** A verified player, signed in in `page` through stored tokens. */
  async function signedInPlayer(page: Page, prefix: string) {
    return (await game.signIn(page, prefix)).user;
  }

  /** The demo admin signs in through the sign-in page and lands on the game. */
  async function signInAdmin(page: Page) {
    await visit(page, url('/auth/login'));
    await page.getByLabel('Email or username').fill(DEMO_ACCOUNTS.admin.username);
    await page.locator('input[name="password"]').fill(DEMO_ACCOUNTS.admin.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(url('/game'));
    await page.getByTestId('current-estate-name').getByText('Console Cellars').waitFor();
  }

  /** Waits until the game shell's status bar shows `text` as the game time (it loads after the page). */
  const statusBarShows = (page: Page, text: string) =>
    page.getByRole('region', { name: 'Estate status' }).locator('dd').first().filter({ hasText: text }).waitFor();

  it('disables a signed-in player from the console, which ends their session at once', async () => {
    const player = await open();
    const victim = await signedInPlayer(player.page, 'victim');
    await visit(player.page, url('/estates'));
    await player.page.getByRole('heading', { level: 1, name: 'Manage Estates' }).waitFor();

    const admin = await open();
    await signInAdmin(admin.page);
    await admin.page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
    await admin.page.waitForURL(url('/admin'));
    await admin.page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    await expect(admin.page.title()).resolves.toBe('Administration | Vineyard Valley');
    await admin.page.getByRole('group', { name: 'Server health' }).getByText('Ready').waitFor();

    // The admin's own row: every action disabled.
    await admin.page.getByLabel('Search users').fill(DEMO_ACCOUNTS.admin.username);
    const own = admin.page.getByRole('row', { name: DEMO_ACCOUNTS.admin.username });
    await own.getByText('This is you.').waitFor();
    await expect(own.getByRole('button', { name: /^Disable/ }).isDisabled()).resolves.toBe(true);

    await admin.page.getByLabel('Search users').fill(victim.username);
    const row = admin.page.getByRole('row', { name: victim.username });
    await row.getByText('Active').waitFor();
    // The search runs once typing pauses: the other users leave the table.
    await admin.page.getByRole('row', { name: DEMO_ACCOUNTS.player.username }).waitFor({ state: 'detached' });
    await row.waitFor(); // the new page of results, not the loading state between the two
    await expect(admin.page.getByRole('row').count()).resolves.toBe(2); // header + the one match
    await row.getByText('1', { exact: true }).first().waitFor(); // one live session
    await screenshot(admin.page, 'admin-users-1280');

    await row.getByRole('button', { name: `Disable: ${victim.username}` }).click();
    const dialog = admin.page.getByRole('alertdialog');
    await dialog.getByText(/ends every session/).waitFor();
    await screenshot(admin.page, 'admin-disable-confirm-1280');
    await dialog.getByRole('button', { name: 'Disable account' }).click();
    await admin.page.getByText('User disabled').first().waitFor();
    await row.getByText('Disabled', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Enable: ${victim.username}` }).waitFor();

    // The player's next navigation ends the session: back to sign-in, tokens gone.
    await player.page.goto(url('/estates'));
    await player.page.waitForURL(url('/auth/login?redirect=%2Festates'));
    await expect(player.page.evaluate(() => localStorage.getItem('access_token'))).resolves.toBeNull();
    // …and they cannot sign in again.
    await player.page.getByLabel('Email or username').fill(victim.username);
    await player.page.locator('input[name="password"]').fill(victim.password);
    await player.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await player.page.getByText(MESSAGES.auth.accountDisabled).waitFor();

    // The audit log lists the disable with who and whom.
    await admin.page.getByRole('tab', { name: 'Audit log' }).click();
    await admin.page.waitForURL(url('/admin?tab=audit'));
    const entry = admin.page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1);
    await entry.getByText('User disable').waitFor();
    await entry.getByText(DEMO_ACCOUNTS.admin.username).waitFor();
    await entry.getByText(victim.username).first().waitFor();

    expect(unexpected(admin.errors)).toEqual([]);
    expect(unexpected(player.errors, [401, 403])).toEqual([]);
  }, 120000);

  it('advances the clock from the console and the game shell date moves', async () => {
    const { page, errors } = await open();
    await signInAdmin(page);
    const before = (await api(game.server.baseUrl, '/api/game/time')).body.data;
    await statusBarShows(page, before.formattedTime);
    const expected = formatGameTime(gameTimeFromDayIndex(before.dayIndex + ADVANCE_DAYS));

    await visit(page, url('/admin?tab=clock'));
    const now = page.getByTestId('admin-game-time');
    await now.getByText(before.formattedTime).waitFor();
    await page.getByTestId('clock-state').getByText('Running').waitFor();
    await page
      .getByTestId('clock-scheduled')
      .getByText(/does not schedule ticks/)
      .waitFor();

    await page.getByRole('button', { name: 'Pause clock' }).click();
    await page.getByText('Game clock paused').first().waitFor();
    await page.getByTestId('clock-state').getByText('Paused').waitFor();

    const days = page.getByLabel('Days to advance');
    await days.fill('0');
    await page.getByRole('button', { name: 'Advance', exact: true }).click();
    await page.getByText('Days must be a whole number from 1 to 360').waitFor();
    await days.fill(String(ADVANCE_DAYS));
    await page.getByRole('button', { name: 'Advance', exact: true }).click();
    // the advance is a job: accepted at once, its progress followed on the page until it is done
    await page.getByText(`Advancing ${ADVANCE_DAYS} game days: follow the job for its progress`).first().waitFor();
    const job = page.getByTestId('clock-job');
    await job.getByText(new RegExp(`^${ADVANCE_DAYS} of ${ADVANCE_DAYS} days applied, \\d+ batches`)).waitFor();
    await job.getByTestId('clock-job-state').getByText('Done').waitFor();
    await job.getByText('Last advance').waitFor();
    await page.getByText(`Advanced ${ADVANCE_DAYS} game days`).first().waitFor();
    await page
      .getByText(new RegExp(`^Applied ${ADVANCE_DAYS} days \\(\\d+ batches\\) in .+\\.$`))
      .first()
      .waitFor();
    await now.getByText(expected).waitFor();
    await expect(
      page.getByRole('table', { name: 'Recent ticks' }).getByRole('row').nth(1).textContent(),
    ).resolves.toContain(String(before.dayIndex + ADVANCE_DAYS));
    await page.getByRole('button', { name: 'Resume clock' }).click();
    await page.getByTestId('clock-state').getByText('Running').waitFor();
    await screenshot(page, 'admin-clock-1280');

    // Back in the game shell the status bar shows the new date.
    await page.getByRole('link', { name: 'Back to the game' }).click();
    await page.waitForURL(url('/game'));
    await page.getByRole('region', { name: 'Estate status' }).getByText(expected).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Admin' }).waitFor();
    await screenshot(page, 'admin-game-shell-1280');

    // The audit log: resume, advance (requested and applied), pause — newest first.
    await visit(page, url('/admin?tab=audit'));
    await page.getByLabel('Action').selectOption('clock.advance');
    const advanced = page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1);
    await advanced.getByText('Clock advance').waitFor();
    await advanced.getByText('requested').waitFor();
    await expect(advanced.textContent()).resolves.toContain(String(ADVANCE_DAYS));
    await page.getByLabel('Action').selectOption('');
    const rows = page.getByRole('table', { name: 'Audit log' }).getByRole('row');
    await rows.nth(1).getByText('Clock resume').waitFor();
    await expect(rows.nth(2).textContent()).resolves.toContain('Clock advance');
    await expect(rows.nth(3).textContent()).resolves.toContain('Clock pause');
    await screenshot(page, 'admin-audit-1280');

    // Inbox (the contact page's messages) and Analytics (page views recorded by the SPA).
    const sent = await api(game.server.baseUrl, '/api/contact', {
      body: {
        name: 'Rosa Vintner',
        email: 'rosa@example.test',
        subject: 'Harvest festival',
        message: 'Will there be a harvest festival event?\nWe would love to join.',
      },
    });
    expect(sent.status).toBe(200);
    await page.getByRole('tab', { name: 'Inbox' }).click();
    const inbox = page.getByRole('list', { name: 'Contact messages' });
    await inbox.getByRole('heading', { name: 'Harvest festival' }).waitFor();
    await inbox.getByText('rosa@example.test').waitFor();
    await screenshot(page, 'admin-inbox-1280');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByTestId('pageviews-chart').waitFor();
    await page.getByRole('region', { name: 'Top pages' }).getByText('/admin').waitFor();
    await screenshot(page, 'admin-analytics-1280');
    expect(unexpected(errors)).toEqual([]);
  }, 120000);

  it('turns a player away from /admin and shows them no Admin link', async () => {
    const { page, errors } = await open();
    const player = await signedInPlayer(page, 'curious');
    await visit(page, url('/estates'));
    await page.getByRole('heading', { level: 1, name: 'Manage Estates' }).waitFor();
    // the player is loaded (the bar names them): an Admin link would be there by now
    await page.getByRole('banner').getByText(player.username).first().waitFor();
    await expect(page.getByRole('link', { name: 'Admin' }).count()).resolves.toBe(0);

    await page.goto(url('/admin'));
    await page.waitForURL(url('/'));
    await page.getByRole('link', { name: 'Play' }).first().waitFor();
    await expect(page.getByRole('heading', { name: 'Administration' }).count()).resolves.toBe(0);
    expect(unexpected(errors)).toEqual([]);
  }, 60000);

  it('changes a suggestion status in the console and the public board shows it', async () => {
    // A player suggests a feature (through the API) and comments on it.
    const { session } = await verifiedSession(game.server.baseUrl, game.mailbox, uniqueUser('suggester'));
    const title = 'Frost alerts for the vineyard';
    const created = await api(game.server.baseUrl, '/api/features', {
      token: session.access_token,
      body: {
        title,
        description: 'Warn me the day before a frost so that I can protect the young vines.',
        tags: ['weather'],
        searchedForSimilar: true,
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.feature.id as string;
    const commented = await api(game.server.baseUrl, `/api/features/${id}/comments`, {
      token: session.access_token,
      body: { text: 'Hail warnings would help too.' },
    });
    expect(commented.status).toBe(201);

    const { page, errors } = await open();
    await signInAdmin(page);
    await visit(page, url('/admin?tab=community'));
    // the (debounced) search has been asked and has replaced the first list: this suggestion
    // alone, loaded. Waiting for one card is not enough: when the unfiltered list also holds one
    // card, the search's answer arrives later and swaps it out under the clicks below.
    const searched = page.waitForResponse(
      (res) =>
        new URL(res.url()).pathname === '/api/features' && new URL(res.url()).searchParams.get('search') === 'frost',
    );
    await page.getByLabel('Search suggestions').fill('frost');
    await searched;
    await page.waitForFunction(() => {
      const list = document.querySelector('ul[aria-label="Suggestions"]');
      return list?.getAttribute('aria-busy') === 'false' && list.children.length === 1;
    });
    const card = page.getByRole('listitem', { name: title });
    await card.getByTestId('suggestion-status').getByText('Under Review').waitFor();
    await card.getByRole('button', { name: /^Comments \(1\)/ }).click();
    await card.getByText('Hail warnings would help too.').waitFor();
    await screenshot(page, 'admin-community-1280');

    await card.getByLabel(`Status of ${title}`).selectOption('planned');
    await page.getByText('Status changed to Planned').first().waitFor();
    await card.getByTestId('suggestion-status').getByText('Planned').waitFor();
    await expect(card.getByLabel(`Status of ${title}`).inputValue()).resolves.toBe('planned');

    // The public board shows it as planned, to anyone.
    const visitor = await open();
    await visit(visitor.page, url('/feature-requests'));
    const board = visitor.page.locator('article', { hasText: title });
    await board.getByTestId('suggestion-status').waitFor();
    await expect(board.getByTestId('suggestion-status').textContent()).resolves.toBe('Planned');
    await screenshot(visitor.page, 'admin-community-public-board-1280');

    // The change is on record.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const entry = page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1);
    await entry.getByText('Feature status').waitFor();

    // Waitlist and newsletter: counts, list and a CSV download.
    for (const email of ['=formula@example.com', 'vera@example.com']) {
      expect(
        (await api(game.server.baseUrl, '/api/waitlist/join', { body: { email, earlyAccess: true } })).status,
      ).toBe(200);
      expect((await api(game.server.baseUrl, '/api/newsletter/subscribe', { body: { email } })).status).toBe(200);
    }
    await page.getByRole('tab', { name: 'Waitlist & newsletter' }).click();
    const waitlist = page.getByRole('table', { name: 'Waitlist' });
    await waitlist.getByText('vera@example.com').waitFor();
    await page.getByRole('group', { name: 'Waitlist counts' }).getByText('Want early access').waitFor();
    // the status toast would cover the newsletter's button
    // one at a time, from the first: a toast may also close by itself, which shifts the others
    const closeButtons = page.getByRole('button', { name: 'Close notification' });
    for (let tries = 0; tries < 10 && (await closeButtons.count()) > 0; tries++)
      await closeButtons
        .first()
        .click({ timeout: 2000 })
        .catch(() => undefined);
    await page.getByRole('button', { name: 'Close notification' }).first().waitFor({ state: 'detached' });
    await screenshot(page, 'admin-lists-1280');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download waitlist CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain(`"'=formula@example.com","yes"`);
    await page.getByText('Export downloaded').first().waitFor();

    expect(unexpected(errors)).toEqual([]);
    expect(unexpected(visitor.errors)).toEqual([]);
  }, 120000);

  it('lays the console out on a phone (375 px)', async () => {
    const { page, errors } = await open(VIEWPORTS[0].width, VIEWPORTS[0].height);
    await signInAdmin(page);
    // The Admin link lives in the bottom bar's menu on phones.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL(url('/admin'));
    await page.getByRole('row', { name: DEMO_ACCOUNTS.admin.username }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-users-375');
    await page.getByRole('tab', { name: 'Game clock' }).click();
    await page.getByTestId('admin-game-time').waitFor();
    await screenshot(page, 'admin-clock-375');
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page.getByRole('table', { name: 'Audit log' }).waitFor();
    await screenshot(page, 'admin-audit-375');
    await page.getByRole('tab', { name: 'Community' }).click();
    await page.getByLabel('Search suggestions').waitFor();
    await page.getByRole('list', { name: 'Suggestions' }).or(page.getByText('No suggestions yet.')).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-community-375');
    await page.getByRole('tab', { name: 'Waitlist & newsletter' }).click();
    await page
      .getByRole('tabpanel', { name: 'Waitlist & newsletter' })
      .getByRole('heading', { name: 'Newsletter' })
      .waitFor();
    await page.getByText('Loading the waitlist…').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-lists-375');
    expect(unexpected(errors)).toEqual([]);
  }, 90000);
});
