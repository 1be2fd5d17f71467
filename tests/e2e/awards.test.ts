/**
 * The yearly awards in a real browser (issue 19): lots reviewed during year 1 are judged when the
 * admin clock reaches the first day of year 2; a visitor without an account opens the awards page
 * from the footer and sees the medals per region × colour, at 375 and 1280 px, without sideways
 * scrolling or console errors. Screenshots: awards-*.png.
 */
import { awardsDay, DEMO_ACCOUNTS } from '@vineyard/domain';
import { describeBrowser, screenshot, VIEWPORTS, visit, waitForTitle } from '../support/browser';
import { estate as rival, wineLot } from '../support/builders';
import { queryRows } from '../support/database';
import { browserGame } from '../support/game';
import { playerWithEstate } from '../support/harness';
import { api, type RunningServer } from '../support/server';
import { advanceDays } from '../support/admin';

jest.setTimeout(120000);

describeBrowser('the awards page in a real browser', () => {
  const game = browserGame({
    env: { DEMO_ACCOUNTS: 'true' },
    setup: async (server: RunningServer) => {
      const { estate } = await playerWithEstate(server.baseUrl, game.mailbox, {
        name: 'Tenuta delle Medaglie',
        location: 'tuscany',
      });
      await queryRows(server.databaseUrl, 'UPDATE game_clock SET day_index = $1', [awardsDay(1) - 1]);
      // a medal needs rivals (AWARD_COMPETITION): four more Tuscan estates enter their lesser wines
      const rivals = await rival(
        server.databaseUrl,
        ['Podere Uno', 'Podere Due', 'Podere Tre', 'Podere Quattro'].map((name) => ({ name })),
      );
      // three red Tuscan wines and one white of ours, reviewed during year 1, and the rivals' wines
      const lots = [
        [estate.id, 'Rosso Primo', 'sangiovese', 96],
        [rivals[0]!, 'Rosso Secondo', 'sangiovese', 84],
        [rivals[1]!, 'Rosso Terzo', 'sangiovese', 70],
        [rivals[2]!, 'Rosso Comune', 'sangiovese', 40],
        [rivals[3]!, 'Rosso Semplice', 'sangiovese', 40],
        [estate.id, 'Bianco Solo', 'chardonnay', 80],
        [rivals[0]!, 'Bianco Comune', 'chardonnay', 40],
        [rivals[1]!, 'Bianco Semplice', 'chardonnay', 40],
      ] as const;
      await wineLot(
        server.databaseUrl,
        lots.map(([estateId, name, variety, quality]) => ({
          estateId,
          name,
          variety,
          quality,
          bottles: 600,
          bottledDay: 100,
        })),
      );
      const admin = await api(server.baseUrl, '/api/auth/login', {
        body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password },
      });
      await advanceDays(server.baseUrl, admin.body.data.access_token, 1);
    },
  });

  it.each(VIEWPORTS)('shows the medals per region and colour to a visitor at $width px', async (viewport) => {
    const { page, errors } = await game.open(viewport.width, viewport.height);
    const server = game.server;
    await visit(page, `${server.baseUrl}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Awards' }).click();
    await page.waitForURL(`${server.baseUrl}/awards`);
    await page.getByRole('heading', { level: 1, name: 'Awards' }).waitFor();
    const reds = page.getByRole('region', { name: 'Red wines of Tuscany' });
    await reds.getByText('Rosso Primo').waitFor();
    const items = reds.getByRole('listitem');
    expect(await items.count()).toBe(3);
    // five estates' reds: three medals. 96 → 98 ± 3 points, 84 → 92 ± 3, 70 → 85 ± 3, 40 → far
    // below: the order holds whatever the critics' taste
    expect(await items.nth(0).textContent()).toMatch(/Rosso Primo.*Gold/);
    expect(await items.nth(1).textContent()).toMatch(/Rosso Secondo.*Silver/);
    expect(await items.nth(2).textContent()).toMatch(/Rosso Terzo.*Bronze/);
    // three estates' whites: gold only
    const whites = page.getByRole('region', { name: 'White wines of Tuscany' });
    expect(await whites.textContent()).toMatch(/Bianco Solo.*Gold/);
    expect(await whites.getByRole('listitem').count()).toBe(1);
    await expect(page.getByLabel('Year').inputValue()).resolves.toBe('1');
    await screenshot(page, `awards-${viewport.width}`);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await waitForTitle(page, /^Awards \| Vineyard Valley$/);
    expect(errors).toEqual([]);
  });
});
