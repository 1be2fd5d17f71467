/**
 * The vineyard manager (issue 35, item 2) through the real server and database: hired from the
 * labour market like any member (a second one is refused and changes nothing; another player's
 * estate is a 404), on the first day of each game month the tick's `staff-vineyard` step has the
 * work due on the estate's bearing blocks done — through decideVineyardWork, at the manager's
 * skill's cost, one `vineyard_work` ledger row an estate — leaving the work the player ordered by
 * hand, young blocks and estates in arrears alone; the next month does only the work newly due
 * (the step is idempotent per block). Money equals the ledger. Raw SQL only where the statement is
 * the point: the clock's day, arrears set, and the block_work rows read.
 */
import {
  crewCostPercent,
  dayIndexOf,
  DAYS_PER_MONTH,
  isVineyardManagerDay,
  MESSAGES,
  STAFF,
  staffCandidates,
  workCost,
  type StaffCandidate,
} from '@vineyard/domain';
import { block, ledgerEntry, plot } from '../support/builders';
import { apiGame } from '../support/harness';
import { expectLedgerBalanced as expectBalanced, moneyOf } from '../support/money';
import { blockRows, grower } from '../support/vineyard';

const game = apiGame();
const REGION = 'bordeaux' as const;
/** April 30 of game year 3: the next day is May 1, a wage day in the spraying's window. */
const DAY = dayIndexOf({ year: 3, month: 4, day: 30 });
const JUNE = dayIndexOf({ year: 3, month: 6, day: 1 });

beforeAll(async () => {
  await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
});

const money = (estateId: string) => moneyOf(game, estateId);

async function workRows(estateId: string) {
  return game.query(
    `SELECT w.block_id, w.kind, w.option, w.cost, w.game_day FROM block_work w
       JOIN blocks b ON b.id = w.block_id JOIN plots p ON p.id = b.plot_id
      WHERE p.estate_id = $1 ORDER BY w.game_day, w.kind, w.block_id`,
    [estateId],
  );
}

async function vineyardLedger(estateId: string) {
  return game.query(
    `SELECT game_day, amount::int AS amount, description FROM ledger_entries
      WHERE estate_id = $1 AND kind = 'vineyard_work' ORDER BY seq`,
    [estateId],
  );
}

let names = 0;
async function player() {
  const { token, estateId } = await grower(game, `Château Régisseur ${++names}`, REGION, 'Jeunes Vignes');
  await ledgerEntry(game, { estateId, balance: 200_000, kind: 'fee' });
  const [mature, young] = await blockRows(game, estateId);
  const manager = staffCandidates(estateId, DAY).find((c) => c.role === 'vineyardManager')!;
  const hire = (candidate: StaffCandidate, id = estateId, as = token) =>
    game.raw(`/api/estates/${id}/staff`, { token: as, body: { candidate: candidate.id } });
  return { token, estateId, mature: mature!, young: young!, manager, hire };
}

describe('the vineyard manager', () => {
  it('is hired like any member; a second is refused, and another player’s estate is a 404, changing nothing', async () => {
    const a = await player();
    const b = await player();
    const hired = await a.hire(a.manager);
    expect(hired.status).toBe(201);
    expect(hired.body.data.member).toMatchObject({ role: 'vineyardManager', roleLabel: 'Vineyard manager' });
    const before = await money(a.estateId);
    const second = staffCandidates(a.estateId, DAY).filter((c) => c.role === 'vineyardManager')[1]!;
    const filled = await a.hire(second);
    expect([filled.status, filled.body.code]).toEqual([409, 'STAFF_ROLE_FILLED']);
    expect(filled.body.message).toBe(MESSAGES.staff.roleFilled('Vineyard manager'));
    const foreign = await b.hire(second, a.estateId, b.token);
    expect(foreign.status).toBe(404);
    expect(await money(a.estateId)).toBe(before);
    const view = await game.raw(`/api/estates/${a.estateId}/staff`, { token: a.token });
    expect(view.body.data.staff.staff.map((s: { role: string }) => s.role)).toEqual(['vineyardManager']);
    await expectBalanced(game);
  });

  it('on the first of the month has the due work done at the skill’s cost; the player’s own work, young vines and arrears are left', async () => {
    const a = await player(); // spraying on the mature block by the manager
    const byHand = await player(); // sprayed by hand before the manager's day
    const owing = await player(); // in arrears: nothing done
    const none = await player(); // no manager: nothing done
    for (const p of [a, byHand, owing]) expect((await p.hire(p.manager)).status).toBe(201);
    const sprayed = await game.raw(`/api/blocks/${byHand.mature.id}/work`, {
      token: byHand.token,
      body: { kind: 'spraying' },
    });
    expect(sprayed.status).toBe(200);
    await game.query(`UPDATE estates SET arrears = 500, arrears_since = $2 WHERE id = $1`, [owing.estateId, DAY]);
    const before = await money(a.estateId);

    await game.advanceDays(1); // May 1: a wage day, the spraying's window open
    const day = DAY + 1;
    const cost = Math.round(
      (workCost('spraying', 'standard', a.mature.size, REGION) * crewCostPercent(a.manager.skill)) / 100,
    );
    expect(await workRows(a.estateId)).toEqual([
      { block_id: a.mature.id, kind: 'spraying', option: 'standard', cost, game_day: day },
    ]);
    expect(await vineyardLedger(a.estateId)).toEqual([
      { game_day: day, amount: -cost, description: MESSAGES.staff.vineyardLedger(1, 1) },
    ]);
    expect(await money(a.estateId)).toBe(before - cost - a.manager.wage);
    const notices = await game.query(
      `SELECT title, body FROM notifications WHERE estate_id = $1 AND kind = 'vineyard_work'`,
      [a.estateId],
    );
    expect(notices).toEqual([
      {
        title: MESSAGES.staff.vineyardNoticeTitle(`€${cost.toLocaleString('en-US')}`),
        body: MESSAGES.staff.vineyardNoticeBody([`Spraying: ${a.mature.name} (€${cost.toLocaleString('en-US')})`]),
      },
    ]);
    // the hand-ordered spraying stands, paid at the player's price; nothing more was done
    expect((await workRows(byHand.estateId)).map((w: any) => [w.kind, w.game_day])).toEqual([['spraying', DAY]]);
    expect(await vineyardLedger(byHand.estateId)).toHaveLength(1);
    expect(await workRows(owing.estateId)).toEqual([]);
    expect(await workRows(none.estateId)).toEqual([]);
    await expectBalanced(game);
    // set-based: three statements a batch with work (lock, read, apply), one without
    const [steps] = await game.query(
      `SELECT min(statements)::int AS min, max(statements)::int AS max FROM tick_steps
        WHERE handler = 'staff-vineyard' AND day_index = $1`,
      [day],
    );
    expect(steps.max).toBe(3);
    expect(steps.min).toBeGreaterThanOrEqual(1);

    // June 1: the canopy work (the spraying is done: not again); the young block still bears nothing
    await game.advanceDays(JUNE - day);
    const canopy = Math.round(
      (workCost('canopy', 'standard', a.mature.size, REGION) * crewCostPercent(a.manager.skill)) / 100,
    );
    expect((await workRows(a.estateId)).map((w: any) => [w.block_id, w.kind, w.game_day, w.cost])).toEqual([
      [a.mature.id, 'spraying', day, cost],
      [a.mature.id, 'canopy', JUNE, canopy],
    ]);
    expect((await workRows(byHand.estateId)).map((w: any) => [w.kind, w.game_day])).toEqual([
      ['spraying', DAY],
      ['canopy', JUNE],
    ]);
    expect((await vineyardLedger(a.estateId)).map((r: any) => r.amount)).toEqual([-cost, -canopy]);
    expect(await workRows(owing.estateId)).toEqual([]);
    await expectBalanced(game);
  });
});

describe('vineyard workers', () => {
  it('the crew works its hectares a month, the oldest blocks first; a worker adds hectares; the notice names the block left', async () => {
    const alone = await player(); // a manager alone: 10 ha
    const crew = await player(); // a manager and a worker: 10 ha + 2 a point of the worker's skill
    // the clock is where the tests before left it (or at DAY when this one runs alone)
    const [{ day_index: today }] = await game.query('SELECT day_index FROM game_clock');
    const managerOf = (estateId: string) => staffCandidates(estateId, today).find((c) => c.role === 'vineyardManager')!;
    for (const p of [alone, crew]) {
      // beside the Home Block (the oldest, planted before founding): Old Vines fill the manager's
      // 10 ha but one, and Hillside's 2 ha do not fit what is left
      const plotId = await plot(game, { estateId: p.estateId, size: 20 });
      await block(game, [
        { plotId, name: 'Old Vines', size: 9 - p.mature.size, plantedGameDay: -100 },
        { plotId, name: 'Hillside', size: 2, plantedGameDay: -50 },
      ]);
      expect((await p.hire(managerOf(p.estateId))).status).toBe(201);
    }
    const worker = staffCandidates(crew.estateId, today).find((c) => c.role === 'worker')!;
    const hired = await crew.hire(worker);
    expect(hired.status).toBe(201);
    expect(hired.body.data.member).toMatchObject({ role: 'worker', roleLabel: 'Vineyard worker' });
    const view = async (p: { estateId: string; token: string }) =>
      (await game.raw(`/api/estates/${p.estateId}/staff`, { token: p.token })).body.data.staff.vineyardCrew;
    const planted = 9 + 2 + 0.5;
    expect(await view(alone)).toEqual({ hectares: STAFF.managerHectares, plantedHectares: planted });
    expect(await view(crew)).toEqual({
      hectares: STAFF.managerHectares + STAFF.workerHectaresPerSkill * worker.skill,
      plantedHectares: planted,
    });

    // the next first of a month from December to July (the manager's days)
    let next = (Math.floor(today / DAYS_PER_MONTH) + 1) * DAYS_PER_MONTH;
    while (!isVineyardManagerDay(next)) next += DAYS_PER_MONTH;
    await game.advanceDays(next - today);
    const worked = async (estateId: string) => [
      ...new Set((await workRows(estateId)).filter((w: any) => w.game_day === next).map((w: any) => w.block_id)),
    ];
    const ids = async (estateId: string) =>
      Object.fromEntries((await blockRows(game, estateId)).map((b) => [b.name, b.id]));
    const a = await ids(alone.estateId);
    const c = await ids(crew.estateId);
    expect((await worked(alone.estateId)).sort()).toEqual([a['Home Block'], a['Old Vines']].sort());
    expect((await worked(crew.estateId)).sort()).toEqual([c['Home Block'], c['Old Vines'], c['Hillside']].sort());
    const notices = async (estateId: string) =>
      (
        await game.query(
          `SELECT body FROM notifications WHERE estate_id = $1 AND kind = 'vineyard_work' AND game_day = $2`,
          [estateId, next],
        )
      ).map((n: { body: string }) => n.body);
    const [aloneNotice] = await notices(alone.estateId);
    expect(aloneNotice).toContain(MESSAGES.staff.vineyardUntended('10 ha', ['Hillside']));
    const [crewNotice] = await notices(crew.estateId);
    expect(crewNotice).not.toContain('Not tended');
    // the worker's wage is paid with the others'
    const [wages] = await game.query(
      `SELECT amount::int AS amount FROM ledger_entries WHERE estate_id = $1 AND kind = 'wages' AND game_day = $2`,
      [crew.estateId, next],
    );
    expect(wages.amount).toBe(-(managerOf(crew.estateId).wage + worker.wage));
    await expectBalanced(game);
  });
});
