/**
 * Staff in a real browser (issue 35, item 2): on the Market tab the Staff panel shows this month's
 * candidates; the player hires a sales manager (with its confirmation and toast) and sets the sales
 * rule at 1280 px; at 375 px the panel shows the sales manager and fits the phone's width; then the
 * clock reaches the first day of a game month and the sales manager sells the rule's share of the
 * wine through the ledger, and the wages are paid.
 */
import { DAYS_PER_MONTH, DEMO_ACCOUNTS, formatMoney, MESSAGES, staffCandidates } from '@vineyard/domain';
import { advanceDays } from '../support/admin';
import { wineLot } from '../support/builders';
import { describeBrowser, screenshot } from '../support/browser';
import { browserGame } from '../support/game';
import { api } from '../support/server';

/** The day before the first of a game month. */
const DAY = 14 * DAYS_PER_MONTH - 1;
const m = MESSAGES.staff;

describeBrowser('staff in a real browser', () => {
  const game = browserGame({ env: { DEMO_ACCOUNTS: 'true' } });

  it('hires a sales manager and sets the rule at 1280 px, shows them at 375 px; on the clock the manager sells and is paid', async () => {
    const player = await game.playerWithEstate({
      name: 'Bodega del Personal',
      template: 'family',
      location: 'rioja',
      day: DAY,
    });
    const { estate } = player;
    const lot = await wineLot(game.server.databaseUrl, {
      estateId: estate.id,
      name: 'Reserva del Equipo',
      quality: 80,
      bottles: 5_000,
      bottledDay: DAY - 30,
    });
    const candidate = staffCandidates(estate.id, DAY)[0]!;

    const { page, errors } = await game.openAs(player, '/game?tab=market', 1280, 900);
    const panel = page.getByRole('region', { name: 'Staff' });
    await panel.getByText('Nobody works for the estate yet.').waitFor();
    await panel.scrollIntoViewIfNeeded();
    await game.shootPanel(panel, 'staff-panel-1280');
    await panel
      .getByRole('button', { name: `Hire ${candidate.name} for a fee of ${formatMoney(candidate.hiringFee)}` })
      .click();
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByText(`The hiring fee of ${formatMoney(candidate.hiringFee)} is paid now`, { exact: false })
      .waitFor();
    await screenshot(page, 'staff-confirm-1280');
    await confirm.getByRole('button', { name: 'Hire' }).click();
    await page
      .getByText(m.hired(candidate.name, 'Sales manager', formatMoney(candidate.wage)))
      .first()
      .waitFor();
    await panel.getByRole('button', { name: `Dismiss ${candidate.name}` }).waitFor();

    const form = panel.getByRole('form', { name: 'Sales rule' });
    await form.getByLabel(/Share of each wine/).fill('10');
    await form.getByLabel('Lowest quality').fill('70');
    await form.getByRole('button', { name: 'Save rule' }).click();
    await page.getByText(m.ruleSet(10, 70)).first().waitFor();
    await game.shootPanel(panel, 'staff-hired-1280');
    expect(errors).toEqual([]);
    await page.close();

    const { page: phone, errors: phoneErrors } = await game.openAs(player, '/game?tab=market', 375, 812);
    const phonePanel = phone.getByRole('region', { name: 'Staff' });
    await phonePanel.getByRole('button', { name: `Dismiss ${candidate.name}` }).waitFor();
    await phonePanel.scrollIntoViewIfNeeded();
    await game.shootPanel(phonePanel, 'staff-panel-375');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(phoneErrors).toEqual([]);
    await phone.close();

    // the first day of a game month: the sales manager sells 10% of the wine, then the wages are paid
    const admin = await api(game.server.baseUrl, '/api/auth/login', {
      body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password },
    });
    await advanceDays(game.server.baseUrl, admin.body.data.access_token, 1);
    const [sold] = await game.sql(
      `SELECT sum(bottles)::int AS bottles, sum(revenue)::int AS revenue FROM wine_sales WHERE estate_id = $1 AND by_staff`,
      [estate.id],
    );
    expect(sold.bottles).toBe(500);
    expect(await game.sql('SELECT bottles FROM wine_lots WHERE id = $1', [lot])).toEqual([{ bottles: 4_500 }]);
    const ledger = await game.sql(
      `SELECT kind, amount::int AS amount FROM ledger_entries
        WHERE estate_id = $1 AND kind IN ('staff_hiring', 'wine_sale', 'wages') ORDER BY seq`,
      [estate.id],
    );
    expect(ledger).toEqual([
      { kind: 'staff_hiring', amount: -candidate.hiringFee },
      { kind: 'wine_sale', amount: sold.revenue },
      { kind: 'wages', amount: -candidate.wage },
    ]);
  }, 240_000);
});
