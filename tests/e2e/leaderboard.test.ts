/**
 * The public leaderboard in a real browser (issue 19): a visitor without an account opens it from
 * the footer, sees the estates ranked by reputation, switches to worth and to the best wines, at
 * 375 and 1280 px, without sideways scrolling or console errors. Screenshots: leaderboard-*.png.
 */
import { pointsForReputation } from '@vineyard/domain';
import { describeBrowser, screenshot, VIEWPORTS, visit, waitForTitle } from '../support/browser';
import { wineLot } from '../support/builders';
import { queryRows } from '../support/database';
import { browserGame } from '../support/game';
import { playerWithEstate } from '../support/harness';
import type { RunningServer } from '../support/server';

jest.setTimeout(120000);

describeBrowser('the leaderboard in a real browser', () => {
  const game = browserGame({
    setup: async (server: RunningServer) => {
      const { estate } = await playerWithEstate(server.baseUrl, game.mailbox, {
        name: 'Tenuta della Classifica',
        location: 'bordeaux',
      });
      await queryRows(
        server.databaseUrl,
        'UPDATE estates SET reputation_points = $2, reputation_points_day = (SELECT day_index FROM game_clock) WHERE id = $1',
        [estate.id, pointsForReputation(42)],
      );
      await wineLot(server.databaseUrl, {
        estateId: estate.id,
        name: 'Grand Vin de Test',
        region: 'bordeaux',
        variety: 'merlot',
        bottles: 100,
        quality: 88,
        bottledDay: 0,
      });
    },
  });

  it.each(VIEWPORTS)('ranks estates and wines for a visitor at $width px', async (viewport) => {
    const { page, errors } = await game.open(viewport.width, viewport.height);
    const server = game.server;
    await visit(page, `${server.baseUrl}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Leaderboard' }).click();
    await page.waitForURL(`${server.baseUrl}/leaderboard`);
    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    const byReputation = page.getByRole('table', { name: 'Estates by reputation' });
    await byReputation.getByText('Tenuta della Classifica').waitFor();
    await screenshot(page, `leaderboard-${viewport.width}`);
    await page.getByRole('tab', { name: 'Best wines' }).click();
    await page.getByRole('table', { name: 'Best wines of the year' }).getByText('Grand Vin de Test').waitFor();
    // bottled on day 0 with 100 bottles: under the critics' minimum, so no review yet
    await page.getByRole('tab', { name: 'Critics' }).click();
    await page.getByText(/^No reviews yet/).waitFor();
    await page.getByRole('tab', { name: 'Worth' }).click();
    await page.getByRole('table', { name: 'Estates by worth' }).getByText('Tenuta della Classifica').waitFor();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await waitForTitle(page, /^Leaderboard \| Vineyard Valley$/);
    expect(errors).toEqual([]);
  });
});
