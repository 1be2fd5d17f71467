/**
 * What money is for, in one journey in a real browser (issue 35, "Done when"): a mature estate with
 * a cellar full of wine and money in the bank extends its bottle store (capacity), hires a sales
 * manager and sets the rule, runs a marketing campaign; the clock reaches the first day of a game
 * month and the sales manager sells at the rule (the Market tab's recent sales say so); its first
 * sale completes a milestone on the Overview, and the estate appears, highlighted, in its region's
 * season standings on the leaderboard. At 375 and at 1280 px, without sideways scrolling or
 * console errors. Screenshots: estate-growth-*-375 and estate-growth-*-1280.
 */
import {
  BOTTLE_STORE,
  CAMPAIGNS,
  campaignCost,
  DAYS_PER_MONTH,
  extensionsCost,
  formatMoney,
  formatNumber,
  isWageDay,
  MESSAGES,
  staffCandidates,
} from '@vineyard/domain';
import type { Page } from 'playwright-core';
import { adminToken, advanceDays } from '../support/admin';
import { describeBrowser, screenshot, VIEWPORTS, visit } from '../support/browser';
import { ledgerEntry, wineLot } from '../support/builders';
import { queryRows } from '../support/database';
import { browserGame } from '../support/game';
import { api } from '../support/server';

jest.setTimeout(240_000);

const noOverflow = (page: Page) =>
  page
    .evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    .then((x) => expect(x).toBeLessThanOrEqual(0));

describeBrowser("a mature estate's growth in a real browser", () => {
  const game = browserGame({ env: { DEMO_ACCOUNTS: 'true' } });
  const sql = (text: string, params: unknown[] = []) => queryRows(game.server.databaseUrl, text, params);

  it.each(VIEWPORTS)(
    'builds capacity, hires a sales manager who sells on the clock, runs a campaign, reaches a milestone and the season standings at $width px',
    async ({ width, height }) => {
      // the day before the first of a game month in year 2, after every day the clock has run (the
      // other viewport's, a retry's: a day's tick runs once)
      const [{ today }] = await sql('SELECT day_index AS today FROM game_clock');
      const day = Math.max(14, Math.floor(today / DAYS_PER_MONTH) + 1) * DAYS_PER_MONTH - 1;
      expect(isWageDay(day + 1)).toBe(true);
      await sql('UPDATE game_clock SET day_index = $1', [day]);

      const { page, errors } = await game.open(width, height);
      const name = `Bodega Creciente ${width}`;
      const player = await game.founder(page, `growth${width}`, name, { location: 'Rioja (Spain)' });
      const token = player.session.access_token;
      const estate = (await api(game.server.baseUrl, '/api/estates', { token })).body.data.estates[0];
      // mature: a cellar of good wine over the starting bottle store, and money made in earlier years
      const wine = `Reserva ${width}`;
      await wineLot(game.server.databaseUrl, {
        estateId: estate.id,
        name: wine,
        variety: 'tempranillo',
        region: 'rioja',
        quality: 80,
        bottles: BOTTLE_STORE.starting.family + 4_000,
        bottledDay: day - 60,
      });
      await ledgerEntry(game.server.databaseUrl, { estateId: estate.id, balance: 400_000, kind: 'fee' });

      // 1. capacity: the bottle store extended (Winery tab), with its confirmation and toast
      await visit(page, game.url('/game?tab=winery'));
      const store = page.getByRole('region', { name: 'Bottle store' });
      await store.getByRole('group', { name: 'Bottle store figures' }).waitFor();
      const extension = extensionsCost(0, 1);
      await store.getByRole('button', { name: `Extend the bottle store for ${formatMoney(extension)}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Extend' }).click();
      const capacity = BOTTLE_STORE.starting.family + BOTTLE_STORE.extensionBottles;
      await page.getByText(MESSAGES.bottleStore.built(BOTTLE_STORE.extensionBottles, capacity)).first().waitFor();
      await store.scrollIntoViewIfNeeded();
      await screenshot(page, `estate-growth-store-${width}`);

      // 2. a sales manager (Market tab): hired, and the rule set to a tenth of each wine of 70 and up
      await visit(page, game.url('/game?tab=market'));
      const staff = page.getByRole('region', { name: 'Staff' });
      const candidate = staffCandidates(estate.id, day).find((c) => c.role === 'salesManager')!;
      await staff
        .getByRole('button', { name: `Hire ${candidate.name} for a fee of ${formatMoney(candidate.hiringFee)}` })
        .click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Hire' }).click();
      await page
        .getByText(MESSAGES.staff.hired(candidate.name, 'Sales manager', formatMoney(candidate.wage)))
        .first()
        .waitFor();
      const rule = staff.getByRole('form', { name: 'Sales rule' });
      await rule.getByLabel(/Share of each wine/).fill('10');
      await rule.getByLabel('Lowest quality').fill('70');
      await rule.getByRole('button', { name: 'Save rule' }).click();
      await page.getByText(MESSAGES.staff.ruleSet(10, 70)).first().waitFor();
      await staff.scrollIntoViewIfNeeded();
      await screenshot(page, `estate-growth-staff-${width}`);

      // 3. a campaign: a trade fair stand, priced by the planted hectares
      const [{ ha }] = await sql(
        'SELECT COALESCE(SUM(b.size), 0)::float AS ha FROM blocks b JOIN plots p ON p.id = b.plot_id WHERE p.estate_id = $1',
        [estate.id],
      );
      const fair = campaignCost('fair', Number(ha));
      const marketing = page.getByRole('region', { name: 'Marketing' });
      await marketing
        .getByRole('list', { name: 'Marketing campaigns' })
        .getByRole('button', { name: `Run ${CAMPAIGNS.fair.label} for ${formatMoney(fair)}` })
        .click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Run campaign' }).click();
      await marketing.getByRole('list', { name: 'Running campaigns' }).getByText(CAMPAIGNS.fair.label).waitFor();
      await page.getByText(/No bottled wine sold yet\./).waitFor();

      // 4. the clock: the first day of the month, the sales manager sells a tenth of the wine
      await advanceDays(game.server.baseUrl, await adminToken(game.server.baseUrl), 1);
      await visit(page, game.url('/game?tab=market'));
      // one sale row a pool the bottles went to (the wine's tier and those below it)
      const sold: { bottles: number }[] = await sql(
        'SELECT bottles FROM wine_sales WHERE estate_id = $1 AND by_staff ORDER BY bottles DESC',
        [estate.id],
      );
      expect(sold.length).toBeGreaterThan(0);
      const recent = page.getByRole('list', { name: 'Recent wine sales' });
      const byManager = recent
        .getByRole('listitem')
        .filter({ hasText: wine })
        .filter({ hasText: 'by your sales manager' });
      await byManager
        .getByText(`${formatNumber(sold[0]!.bottles)} bottles`, { exact: false })
        .first()
        .waitFor();
      expect(await byManager.count()).toBe(sold.length);
      await recent.scrollIntoViewIfNeeded();
      await screenshot(page, `estate-growth-sold-${width}`);

      // 5. the milestone its first sale completed, on the Overview
      await visit(page, game.url('/game'));
      await page.getByText(/Reached: .*Sell your first bottles/).waitFor();
      await page
        .getByTestId('season-rank')
        .getByText(/Year 2 season: /)
        .waitFor();
      await screenshot(page, `estate-growth-overview-${width}`);

      // 6. the region's season standings: the estate at its place, highlighted
      const season = await api(game.server.baseUrl, `/api/seasons/current?region=rioja&estateId=${estate.id}`);
      const rank: number = season.body.data.estate.rank;
      await visit(page, game.url('/leaderboard'));
      await page.getByRole('tab', { name: 'Season' }).click();
      const own = page.getByRole('table', { name: 'Season standings' }).locator('tr[aria-current="true"]');
      await own.getByText(name).waitFor();
      expect(await page.getByRole('combobox', { name: 'Region' }).inputValue()).toBe('rioja');
      expect(await own.locator('td').first().textContent()).toBe(String(rank));
      await screenshot(page, `estate-growth-season-${width}`);
      await noOverflow(page);

      // the money went where the player chose, through the ledger
      const ledger = await sql(
        `SELECT kind, amount::int AS amount FROM ledger_entries
          WHERE estate_id = $1 AND kind IN ('bottle_store', 'staff_hiring', 'marketing_campaign', 'wine_sale', 'wages')
          ORDER BY seq`,
        [estate.id],
      );
      expect(ledger).toEqual([
        { kind: 'bottle_store', amount: -extension },
        { kind: 'staff_hiring', amount: -candidate.hiringFee },
        { kind: 'marketing_campaign', amount: -fair },
        { kind: 'wine_sale', amount: expect.any(Number) },
        { kind: 'wages', amount: -candidate.wage },
      ]);
      expect(ledger[3].amount).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    },
  );
});
