/**
 * The season in a real browser (issue 35, item 4): three rival estates of Napa sold wine in year 1,
 * and the first day of year 2 put the best two in the hall of fame. A player founds a Napa estate
 * with a mature year behind it (a year-2 sale, a reviewed wine, reputation): the Overview's Next
 * Goal names its place in the season and its achievement (a sale to the Icon buyers), and the leaderboard's Season tab shows Napa's standings
 * with the player's estate highlighted, the hall of fame and the honours beside the rivals'
 * names, at 375 and 1280 px, without sideways scrolling or console errors.
 * Screenshots: seasons-overview-* and seasons-standings-* (the standings and the hall of fame).
 */
import { awardsDay, DEMO_ACCOUNTS, formatOrdinal, pointsForReputation } from '@vineyard/domain';
import { describeBrowser, screenshot, VIEWPORTS, visit } from '../support/browser';
import { estate as rival, wineLot, wineSale } from '../support/builders';
import { queryRows } from '../support/database';
import { browserGame } from '../support/game';
import { api, type RunningServer } from '../support/server';
import { advanceDays } from '../support/admin';

jest.setTimeout(180000);

const SEASON_END = awardsDay(1);
const RIVALS = ['Napa Rival Uno', 'Napa Rival Due', 'Napa Rival Tre'];

describeBrowser('the season in a real browser', () => {
  const game = browserGame({
    env: { DEMO_ACCOUNTS: 'true' },
    setup: async (server: RunningServer) => {
      await queryRows(server.databaseUrl, 'UPDATE game_clock SET day_index = $1', [SEASON_END - 1]);
      const rivals = await rival(
        server.databaseUrl,
        RIVALS.map((name, i) => ({ name, location: 'napa' as const, reputationPoints: 600 - i * 200 })),
      );
      // year 1: the rivals sold wine (the first the most); year 2 starts with a sale each
      await wineSale(
        server.databaseUrl,
        rivals.map((estateId, i) => ({
          estateId,
          region: 'napa' as const,
          revenue: 90_000 - i * 30_000,
          gameDay: 100,
        })),
      );
      const admin = await api(server.baseUrl, '/api/auth/login', {
        body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password },
      });
      await advanceDays(server.baseUrl, admin.body.data.access_token, 1);
      await wineSale(
        server.databaseUrl,
        rivals.map((estateId, i) => ({
          estateId,
          region: 'napa' as const,
          revenue: 20_000 - i * 5_000,
          gameDay: SEASON_END,
        })),
      );
    },
  });

  it.each(VIEWPORTS)('shows a mature estate its place in its region’s season at $width px', async (viewport) => {
    const { page, errors } = await game.open(viewport.width, viewport.height);
    const name = `Clos Saison ${viewport.width}`;
    const player = await game.founder(page, `season${viewport.width}`, name, { location: 'Napa Valley (USA)' });
    const token = player.session.access_token;
    const estate = (await api(game.server.baseUrl, '/api/estates', { token })).body.data.estates[0];
    // a mature estate's year so far: €250,000 of wine sold (to the Icon buyers: an achievement), a
    // wine of quality 92 reviewed today, reputation 45
    await wineSale(game.server.databaseUrl, {
      estateId: estate.id,
      region: 'napa',
      tier: 'icon',
      quality: 92,
      revenue: 250_000,
      gameDay: SEASON_END,
    });
    await wineLot(game.server.databaseUrl, {
      estateId: estate.id,
      name: `Cuvée ${viewport.width}`,
      region: 'napa',
      variety: 'cabernet sauvignon',
      bottles: 600,
      quality: 92,
      bottledDay: SEASON_END - 30,
    });
    await queryRows(
      game.server.databaseUrl,
      'UPDATE estates SET reputation_points = $2, reputation_points_day = $3 WHERE id = $1',
      [estate.id, pointsForReputation(45), SEASON_END],
    );

    // its place as the server ranks it: ahead of the rivals, and of the other viewport's estate or
    // behind it (their critics' scores differ by the lots' ids)
    const season = await api(game.server.baseUrl, `/api/seasons/current?region=napa&estateId=${estate.id}`);
    const rank: number = season.body.data.estate.rank;
    const total: number = season.body.data.pagination.total;
    expect(rank).toBeLessThanOrEqual(total - RIVALS.length);

    // the Overview: the season's place beside the next goal
    await visit(page, game.url('/game'));
    const line = page.getByTestId('season-rank');
    await line.getByText(/Year 2 season: /).waitFor();
    expect((await line.textContent())!.trim()).toMatch(
      new RegExp(`^Year 2 season: ${formatOrdinal(rank)} of ${total} in Napa Valley, \\d+ of 1000 points\\.$`),
    );
    // the achievement it reached, beside the milestones
    await page.getByText('Achievements: Sell to the Icon buyers').waitFor();
    await line.scrollIntoViewIfNeeded();
    await screenshot(page, `seasons-overview-${viewport.width}`);

    // the leaderboard's Season tab: Napa's standings, the player's estate highlighted at its place
    await visit(page, game.url('/leaderboard'));
    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    // the rivals' honours beside their names on the reputation board
    await page.getByRole('table', { name: 'Estates by reputation' }).getByLabel('1 season honour').first().waitFor();
    await page.getByRole('tab', { name: 'Season' }).click();
    const standings = page.getByRole('table', { name: 'Season standings' });
    const own = standings.locator('tr[aria-current="true"]');
    await own.getByText(name).waitFor();
    expect(await own.getByText('You').count()).toBe(1);
    expect(await own.locator('td').first().textContent()).toBe(String(rank));
    for (const r of RIVALS) await standings.getByText(r).waitFor();
    expect(await page.getByRole('combobox', { name: 'Region' }).inputValue()).toBe('napa');
    await page.getByRole('status').getByText(name).waitFor();

    // the hall of fame: year 1's champion and runner-up of Napa (three estates took part)
    const hall = page.getByRole('list', { name: 'Hall of fame' });
    const items = hall.getByRole('listitem');
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toMatch(/Napa Rival Uno.*Year 1 · Napa Valley.*Champion/);
    expect(await items.nth(1).textContent()).toMatch(/Napa Rival Due.*Runner-up/);
    await screenshot(page, `seasons-standings-${viewport.width}`);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});
