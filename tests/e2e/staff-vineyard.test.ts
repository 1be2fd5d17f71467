/**
 * The vineyard manager in a real browser (issue 35, item 2): on the Market tab the Staff panel
 * offers vineyard managers with their price of the work by skill; the player hires one (with its
 * confirmation and toast) at 1280 px and the panel says when they work, then a vineyard worker,
 * and the crew's line counts the worker's hectares; at 375 px the panel fits
 * the phone's width; then the clock reaches the first day of a game month (May: the spraying's
 * window) and the manager has every bearing block sprayed through the ledger, then is paid.
 */
import {
  crewCostPercent,
  DAYS_PER_MONTH,
  DEMO_ACCOUNTS,
  formatMoney,
  MESSAGES,
  staffCandidates,
} from '@vineyard/domain';
import { advanceDays } from '../support/admin';
import { describeBrowser, screenshot } from '../support/browser';
import { browserGame } from '../support/game';
import { api } from '../support/server';

/** The day before the first of a game month (May 1: the spraying's window). */
const DAY = 14 * DAYS_PER_MONTH - 1;
const m = MESSAGES.staff;

describeBrowser('the vineyard manager in a real browser', () => {
  const game = browserGame({ env: { DEMO_ACCOUNTS: 'true' } });

  it('hires a vineyard manager at 1280 px, shows them at 375 px; on the clock the manager has the spraying done and is paid', async () => {
    const player = await game.playerWithEstate({
      name: 'Domaine du Régisseur',
      template: 'family',
      location: 'rioja',
      day: DAY,
    });
    const { estate } = player;
    const candidate = staffCandidates(estate.id, DAY).find((c) => c.role === 'vineyardManager')!;
    const worker = staffCandidates(estate.id, DAY).find((c) => c.role === 'worker')!;

    const { page, errors } = await game.openAs(player, '/game?tab=market', 1280, 900);
    const panel = page.getByRole('region', { name: 'Staff' });
    await panel.getByText('Nobody works for the estate yet.').waitFor();
    await panel
      .getByText(`work at ${crewCostPercent(candidate.skill)}% of the price`)
      .first()
      .waitFor();
    await panel.scrollIntoViewIfNeeded();
    await game.shootPanel(panel, 'staff-vineyard-panel-1280');
    await panel
      .getByRole('button', { name: `Hire ${candidate.name} for a fee of ${formatMoney(candidate.hiringFee)}` })
      .click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`Vineyard manager at ${formatMoney(candidate.wage)} a month`, { exact: false }).waitFor();
    await screenshot(page, 'staff-vineyard-confirm-1280');
    await confirm.getByRole('button', { name: 'Hire' }).click();
    await page
      .getByText(m.hired(candidate.name, 'Vineyard manager', formatMoney(candidate.wage)))
      .first()
      .waitFor();
    await panel
      .getByText(`${candidate.name} has the work due on your bearing blocks done on`, { exact: false })
      .waitFor();
    // no sales manager: no sales rule to set
    expect(await panel.getByRole('form', { name: 'Sales rule' }).count()).toBe(0);
    const crew = panel.getByLabel('Vineyard crew');
    await crew.getByText(`The crew (${candidate.name}) tends up to 10 ha a month`, { exact: false }).waitFor();
    // a vineyard worker joins the crew: its hectares by skill
    await panel
      .getByRole('button', { name: `Hire ${worker.name} for a fee of ${formatMoney(worker.hiringFee)}` })
      .click();
    await confirm.getByText(`Vineyard worker at ${formatMoney(worker.wage)} a month`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Hire' }).click();
    await page
      .getByText(m.hired(worker.name, 'Vineyard worker', formatMoney(worker.wage)))
      .first()
      .waitFor();
    await crew
      .getByText(`The crew (${candidate.name} and 1 worker) tends up to ${10 + 2 * worker.skill} ha a month`, {
        exact: false,
      })
      .waitFor();
    await game.shootPanel(panel, 'staff-vineyard-hired-1280');
    expect(errors).toEqual([]);
    await page.close();

    const { page: phone, errors: phoneErrors } = await game.openAs(player, '/game?tab=market', 375, 812);
    const phonePanel = phone.getByRole('region', { name: 'Staff' });
    await phonePanel.getByRole('button', { name: `Dismiss ${candidate.name}` }).waitFor();
    await phonePanel.scrollIntoViewIfNeeded();
    await game.shootPanel(phonePanel, 'staff-vineyard-panel-375');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(phoneErrors).toEqual([]);
    await phone.close();

    // the first day of a game month: the manager has the bearing blocks sprayed, then the wages are paid
    const admin = await api(game.server.baseUrl, '/api/auth/login', {
      body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password },
    });
    await advanceDays(game.server.baseUrl, admin.body.data.access_token, 1);
    const work = await game.sql(
      `SELECT w.kind, w.option, w.cost, w.game_day FROM block_work w
         JOIN blocks b ON b.id = w.block_id JOIN plots p ON p.id = b.plot_id WHERE p.estate_id = $1`,
      [estate.id],
    );
    expect(work.length).toBeGreaterThan(0);
    for (const w of work) expect(w).toMatchObject({ kind: 'spraying', option: 'standard', game_day: DAY + 1 });
    const ledger = await game.sql(
      `SELECT kind, amount::int AS amount, description FROM ledger_entries
        WHERE estate_id = $1 AND kind IN ('staff_hiring', 'vineyard_work', 'wages') ORDER BY seq`,
      [estate.id],
    );
    expect(ledger).toEqual([
      {
        kind: 'staff_hiring',
        amount: -candidate.hiringFee,
        description: m.hiringLedger('Vineyard manager', candidate.name),
      },
      {
        kind: 'staff_hiring',
        amount: -worker.hiringFee,
        description: m.hiringLedger('Vineyard worker', worker.name),
      },
      {
        kind: 'vineyard_work',
        amount: -work.reduce((s: number, w: { cost: number }) => s + w.cost, 0),
        // one spraying a block
        description: m.vineyardLedger(work.length, work.length),
      },
      { kind: 'wages', amount: -(candidate.wage + worker.wage), description: expect.any(String) },
    ]);
  }, 240_000);
});
