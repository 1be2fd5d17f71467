/**
 * Harvest plans through the real server and database (issue 18, ECONOMY.md §2): blocks left on
 * the vine are picked by the tick on November 1 and, on November 2, each lot gets its block's plan
 * — crushed with the colour's young preset while the tanks and the money allow (kept, with a
 * notice, when they do not), sold to the cooperative, or kept. The database's outcome equals the rule in
 * libs/domain (`carryOutHarvestPlans`) lot by lot — the parity of the set-based SQL with the
 * TypeScript — money equals the ledger, arrears are paid from what comes in, and a day run again
 * changes nothing. The plan is a block field: PATCH validates it.
 */
import {
  carryOutHarvestPlans,
  fillTemplate,
  formatMoney,
  MESSAGES,
  salesDayNotice,
  varietyLabel,
  type HarvestPlan,
  type PlannedLot,
} from '@vineyard/domain';
import { ledgerEntry } from '../support/builders';
import { apiGame } from '../support/harness';

const game = apiGame({ demo: true });

/** October 30 of game year 2: the last day of the harvest window. */
const LAST_WINDOW_DAY = 360 + 7 * 30 + 29;

const block = (name: string, grapeVariety: string, size: number, harvestPlan?: HarvestPlan) => ({
  name,
  size,
  grapeVariety,
  vineSpacing: { rowSpacing: 2, vineSpacing: 1 },
  orientation: 'north-south',
  trellisSystem: 'vsp',
  ...(harvestPlan ? { harvestPlan } : {}),
});

/** A player whose blocks (the head-start block and `blocks`) are all ripe and left on the vine on October 30. */
async function playerLeavingBlocks(blocks: ReturnType<typeof block>[]) {
  const { token, estate } = await game.playerWithEstate({ name: 'Tenuta Dimenticata', location: 'tuscany' });
  // the plot with the most free hectares (the head-start block takes half of the largest)
  const [{ id: plotId }] = await game.query(
    `SELECT p.id FROM plots p WHERE p.estate_id = $1
      ORDER BY p.size - COALESCE((SELECT SUM(b.size) FROM blocks b WHERE b.plot_id = p.id), 0) DESC LIMIT 1`,
    [estate.id],
  );
  for (const body of blocks) {
    const planted = await game.raw(`/api/plots/${plotId}/blocks`, { token, body });
    expect(planted.status).toBe(201);
    expect(planted.body.data.block.harvestPlan).toBe(body.harvestPlan ?? 'crush');
  }
  await game.query(
    `UPDATE blocks SET status = 'harvesting', planted_game_day = $2, tick_day = $3, last_harvest_year = NULL
      WHERE plot_id IN (SELECT id FROM plots WHERE estate_id = $1)`,
    [estate.id, LAST_WINDOW_DAY - 4 * 360, LAST_WINDOW_DAY],
  );
  return { token, estateId: estate.id as string };
}

async function advanceTo(day: number) {
  const [{ day_index: now }] = await game.query('SELECT day_index FROM game_clock');
  expect(now).toBeLessThan(day);
  await game.advanceDays(day - now);
}

async function money(estateId: string): Promise<number> {
  return Number((await game.query('SELECT money FROM estates WHERE id = $1', [estateId]))[0].money);
}

async function expectLedgerBalanced() {
  const unbalanced = await game.query(
    `SELECT e.id FROM estates e
      WHERE e.money <> (SELECT COALESCE(sum(amount), 0) FROM ledger_entries l WHERE l.estate_id = e.id)`,
  );
  expect(unbalanced).toEqual([]);
}

/** What the domain rule says for the estate's pending lots, read from the database on the eve of the plans. */
async function expectedOutcomes(estateId: string) {
  const day = LAST_WINDOW_DAY + 2;
  const lots: PlannedLot[] = (
    await game.query(
      `SELECT id, pending_plan AS plan, variety, region, kilograms, quality FROM grape_lots
        WHERE estate_id = $1 AND pending_plan IS NOT NULL`,
      [estateId],
    )
  ).map((r) => ({ ...r }));
  const [{ capacity, used }] = await game.query(
    `SELECT COALESCE(SUM(v.capacity_litres), 0)::int AS capacity,
            COALESCE((SELECT SUM(bv.litres) FROM batch_vessels bv JOIN wine_batches b ON b.id = bv.batch_id
                        JOIN vessels t ON t.id = bv.vessel_id
                       WHERE t.estate_id = $1 AND t.kind = 'tank' AND b.status = 'active'
                         AND (b.plan->>'elevage' = 'steel' OR b.malolactic_end_day > $2)), 0)::int AS used
       FROM vessels v WHERE v.estate_id = $1 AND v.kind = 'tank'`,
    [estateId, day],
  );
  const outcomes = carryOutHarvestPlans({ money: await money(estateId), freeTankLitres: capacity - used }, lots);
  return { lots, outcomes };
}

describe('on the days after the harvest window', () => {
  let planner: { token: string; estateId: string };
  let debtor: { token: string; estateId: string };
  // two blocks planned for the cooperative and one kept, part of which the player sells by hand that day
  let grower: { token: string; estateId: string };
  let growerNotices: { beforeHandSale: any[]; afterHandSale: any[]; handSale: { kilograms: number; money: number } };
  let expected: Map<string, Awaited<ReturnType<typeof expectedOutcomes>>>;
  let moneyBefore: Map<string, number>;
  let keptBefore: { id: string; kilograms: number }[];

  beforeAll(async () => {
    await game.query('UPDATE game_clock SET day_index = $1', [LAST_WINDOW_DAY - 20]);
    planner = await playerLeavingBlocks([
      block('Crush Me', 'merlot', 0.6),
      block('Sell Me', 'chardonnay', 0.4, 'sell'),
      block('Keep Me', 'sangiovese', 0.3, 'keep'),
    ]);
    // tanks of 100 L each; no money and 500 € of arrears (its ledger says so too)
    debtor = await playerLeavingBlocks([block('For Sale', 'syrah', 1, 'sell')]);
    await game.query(`UPDATE vessels SET capacity_litres = 100 WHERE estate_id = $1 AND kind = 'tank'`, [
      debtor.estateId,
    ]);
    await ledgerEntry(game, { estateId: debtor.estateId, balance: 0 });
    await game.query(`UPDATE estates SET arrears = 500, arrears_since = $2 WHERE id = $1`, [
      debtor.estateId,
      LAST_WINDOW_DAY - 20,
    ]);
    grower = await playerLeavingBlocks([
      block('Row A', 'merlot', 0.5, 'sell'),
      block('Row B', 'syrah', 0.4, 'sell'),
      block('Row C', 'sangiovese', 0.3, 'keep'),
    ]);
    await game.query('UPDATE game_clock SET day_index = $1', [LAST_WINDOW_DAY]);
    await advanceTo(LAST_WINDOW_DAY + 1);
    expected = new Map();
    moneyBefore = new Map();
    for (const { estateId } of [planner, debtor, grower]) {
      expected.set(estateId, await expectedOutcomes(estateId));
      moneyBefore.set(estateId, await money(estateId));
    }
    keptBefore = await game.query('SELECT id, kilograms FROM grape_lots WHERE estate_id = $1 AND pending_plan = $2', [
      planner.estateId,
      'keep',
    ]);
    // a sale of the debtor's on November 2 that came before the day's tick (the tick runs while
    // players play): the planned sale adds to its notice
    await game.query(
      `INSERT INTO notifications (estate_id, kind, title, body, game_day, sales_tally)
       VALUES ($1, 'grape_sale', 'Grapes sold: €40', '50 kg of Syrah sold.', $2, '{"sales":1,"quantity":50,"money":40}')`,
      [debtor.estateId, LAST_WINDOW_DAY + 2],
    );
    await advanceTo(LAST_WINDOW_DAY + 2);
    const growerSales = async () =>
      (
        await game.api(grower.token).GET('/api/estates/{estateId}/notifications', {
          params: { path: { estateId: grower.estateId } },
        })
      ).body.data.notifications.filter((n: any) => n.kind === 'grape_sale');
    const beforeHandSale = await growerSales();
    const [kept] = await game.query(
      `SELECT id, kilograms FROM grape_lots WHERE estate_id = $1 AND block_name = 'Row C' AND kilograms > 0`,
      [grower.estateId],
    );
    const handSold = await game
      .api(grower.token)
      .POST('/api/grape-lots/{id}/sell', { params: { path: { id: kept.id } }, body: { kilograms: 100 } });
    expect(handSold.status).toBe(200);
    const [handLedger] = await game.query(
      `SELECT amount::int FROM ledger_entries WHERE estate_id = $1 AND kind = 'grape_sale' AND ref_id = $2`,
      [grower.estateId, kept.id],
    );
    growerNotices = {
      beforeHandSale,
      afterHandSale: await growerSales(),
      handSale: { kilograms: 100, money: handLedger.amount },
    };
  }, 120000);

  it('picks what was left on November 1 and carries out each block’s plan on November 2, as the domain rule says', async () => {
    const { token, estateId } = planner;
    const { lots, outcomes } = expected.get(estateId)!;
    // the head-start block and the three planted ones, each with its block's plan
    expect(lots.map((l) => l.plan).sort()).toEqual(['crush', 'crush', 'keep', 'sell']);
    expect(outcomes.filter((o) => o.action === 'crush')).toHaveLength(2);
    let expectedMoney = moneyBefore.get(estateId)!;
    for (const outcome of outcomes) {
      const [lot] = await game.query(
        'SELECT kilograms, pending_plan, variety, block_name FROM grape_lots WHERE id = $1',
        [outcome.lotId],
      );
      const named = { variety: varietyLabel(lot.variety), block: lot.block_name };
      expect(lot.pending_plan).toBeNull();
      if (outcome.action === 'crush') {
        expectedMoney -= outcome.cost;
        expect(lot.kilograms).toBe(0);
        const [batch] = await game.query(
          `SELECT id, kilograms, litres, preset, start_day, status FROM wine_batches WHERE grape_lot_id = $1`,
          [outcome.lotId],
        );
        expect(batch).toMatchObject({
          kilograms: outcome.kilograms,
          litres: outcome.litres,
          preset: outcome.preset,
          start_day: LAST_WINDOW_DAY + 2,
          status: 'active',
        });
        const [{ poured }] = await game.query(
          'SELECT SUM(litres)::int AS poured FROM batch_vessels WHERE batch_id = $1',
          [batch.id],
        );
        expect(poured).toBe(outcome.litres);
        // the ledger's text is the catalogue's (MESSAGES.ledger), filled by the statement's format()
        expect(
          await game.query(`SELECT amount::int, description FROM ledger_entries WHERE kind = 'crush' AND ref_id = $1`, [
            batch.id,
          ]),
        ).toEqual([
          {
            amount: -outcome.cost,
            description: fillTemplate(MESSAGES.ledger.plannedCrush, {
              ...named,
              kg: outcome.kilograms,
              litres: outcome.litres,
            }),
          },
        ]);
        // the batch is readable through the API like one the player crushed
        const read = await game.api(token).GET('/api/wine-batches/{id}', { params: { path: { id: batch.id } } });
        expect(read.status).toBe(200);
        expect(read.body.data.batch).toMatchObject({ litres: outcome.litres, stage: 'fermentation' });
      } else if (outcome.action === 'sell') {
        expectedMoney += outcome.money;
        expect(lot.kilograms).toBe(0);
        expect(
          await game.query(
            `SELECT amount::int, description FROM ledger_entries
              WHERE estate_id = $1 AND kind = 'grape_sale' AND ref_id = $2`,
            [estateId, outcome.lotId],
          ),
        ).toEqual([
          {
            amount: outcome.money,
            description: fillTemplate(MESSAGES.ledger.plannedSale, { ...named, kg: outcome.kilograms }),
          },
        ]);
      } else {
        expect(lot.kilograms).toBe(keptBefore.find((k) => k.id === outcome.lotId)?.kilograms);
      }
    }
    expect(await money(estateId)).toBe(expectedMoney);
    const sold = outcomes.filter((o) => o.action === 'sell');
    expect(
      await game.query('SELECT buyers_kg, cooperative_kg FROM grape_buyer_sales WHERE estate_id = $1', [estateId]),
    ).toEqual([
      {
        buyers_kg: 0,
        cooperative_kg: sold.reduce((s, o) => s + (o.action === 'sell' ? o.kilograms : 0), 0),
      },
    ]);
    await expectLedgerBalanced();
    const notices = (
      await game.api(token).GET('/api/estates/{estateId}/notifications', { params: { path: { estateId } } })
    ).body.data.notifications;
    expect(notices.filter((n: any) => n.title.startsWith('Crushed as planned: '))).toHaveLength(2);
    expect(notices.filter((n: any) => n.title.startsWith('Grapes sold as planned: '))).toHaveLength(1);
    // the cellar shows the new batches
    const cellar = await game.api(token).GET('/api/estates/{estateId}/cellar', { params: { path: { estateId } } });
    expect(cellar.body.data.batches).toHaveLength(2);

    // a day later nothing more happens
    const ledgerRows = (
      await game.query('SELECT count(*)::int AS n FROM ledger_entries WHERE estate_id = $1', [estateId])
    )[0].n;
    await advanceTo(LAST_WINDOW_DAY + 3);
    expect(
      (await game.query('SELECT count(*)::int AS n FROM ledger_entries WHERE estate_id = $1', [estateId]))[0].n,
    ).toBe(ledgerRows);
    expect(await game.query('SELECT 1 FROM wine_batches WHERE estate_id = $1', [estateId])).toHaveLength(2);
  }, 120000);

  it("sums an estate's planned sales into the day's one grape-sales notice, which the day's later sales add to", async () => {
    const sold = expected.get(grower.estateId)!.outcomes.flatMap((o) => (o.action === 'sell' ? [o] : []));
    expect(sold).toHaveLength(2);
    const tally = {
      sales: 2,
      quantity: sold.reduce((n, o) => n + o.kilograms, 0),
      money: sold.reduce((n, o) => n + o.money, 0),
    };
    // the latest planned sale (the last lot in id order) is the one the notice names
    const lastSold = [...sold].sort((a, b) => (a.lotId < b.lotId ? -1 : 1)).at(-1)!;
    const [lastLot] = await game.query('SELECT variety, block_name FROM grape_lots WHERE id = $1', [lastSold.lotId]);
    const latest = {
      title: fillTemplate(MESSAGES.notice.plannedSaleTitle, { money: formatMoney(lastSold.money) }),
      body: fillTemplate(MESSAGES.notice.plannedSaleBody, {
        kg: lastSold.kilograms,
        variety: varietyLabel(lastLot.variety),
        block: lastLot.block_name,
      }),
    };
    const day = LAST_WINDOW_DAY + 2;
    const { beforeHandSale, afterHandSale, handSale } = growerNotices;
    expect(beforeHandSale).toHaveLength(1);
    expect(beforeHandSale[0]).toMatchObject({ ...salesDayNotice('grape_sale', day, tally, latest), gameDay: day });
    expect(beforeHandSale[0].title).toBe(`Grape sales on 2 Nov, Year 2: ${formatMoney(tally.money)}`);
    // the sale by hand that day joins the same notice: three sales, the totals of all three
    expect(afterHandSale).toHaveLength(1);
    expect(afterHandSale[0].id).toBe(beforeHandSale[0].id);
    expect(afterHandSale[0].title).toBe(`Grape sales on 2 Nov, Year 2: ${formatMoney(tally.money + handSale.money)}`);
    expect(afterHandSale[0].body).toMatch(
      new RegExp(`^3 sales so far that day: ${(tally.quantity + handSale.kilograms).toLocaleString('en-US')} kg for`),
    );
    await expectLedgerBalanced();
  }, 120000);

  it('keeps what full tanks cannot take (and says so), and pays arrears from the money that comes in', async () => {
    const { estateId } = debtor;
    const { outcomes } = expected.get(estateId)!;
    // the head-start block planned the crush, but there is neither tank space nor money: kept
    expect(outcomes.map((o) => (o.action === 'keep' ? `keep:${o.tanksFull}` : o.action)).sort()).toEqual([
      'keep:true',
      'sell',
    ]);
    const kept = outcomes.find((o) => o.action === 'keep')!;
    const [keptLot] = await game.query('SELECT kilograms, pending_plan FROM grape_lots WHERE id = $1', [kept.lotId]);
    expect(keptLot.pending_plan).toBeNull();
    expect(keptLot.kilograms).toBeGreaterThan(0);
    const titles = (
      await game.api(debtor.token).GET('/api/estates/{estateId}/notifications', { params: { path: { estateId } } })
    ).body.data.notifications.map((n: any) => n.title);
    expect(titles).toContainEqual(expect.stringMatching(/^Tanks full: [\d]+ kg of \w+/));
    const income = outcomes.reduce((s, o) => s + (o.action === 'sell' ? o.money : 0), 0);
    const planned = outcomes.find((o) => o.action === 'sell')!;
    const sales = await game.query(
      `SELECT title, body, sales_tally FROM notifications WHERE estate_id = $1 AND kind = 'grape_sale'`,
      [estateId],
    );
    expect(sales).toEqual([
      {
        title: `Grape sales on 2 Nov, Year 2: ${formatMoney(40 + income)}`,
        body: expect.stringMatching(
          new RegExp(
            `^2 sales so far that day: ${(50 + planned.kilograms).toLocaleString('en-US')} kg for .* The latest: ${planned.kilograms} kg of Syrah from For Sale were sold`,
          ),
        ),
        sales_tally: { sales: 2, quantity: 50 + planned.kilograms, money: 40 + income },
      },
    ]);
    expect(income).toBeGreaterThan(500);
    expect(await game.query('SELECT 1 FROM wine_batches WHERE estate_id = $1', [estateId])).toEqual([]);
    const [estate] = await game.query('SELECT money, arrears, arrears_since FROM estates WHERE id = $1', [estateId]);
    expect({ money: Number(estate.money), arrears: Number(estate.arrears), since: estate.arrears_since }).toEqual({
      money: income - 500,
      arrears: 0,
      since: null,
    });
    expect(
      await game.query(
        `SELECT amount::int, description FROM ledger_entries WHERE estate_id = $1 AND kind = 'arrears_payment'`,
        [estateId],
      ),
    ).toEqual([{ amount: -500, description: MESSAGES.ledger.arrearsPaid }]);
    // the running balances end on the estate's money
    const [last] = await game.query(
      'SELECT balance_after FROM ledger_entries WHERE estate_id = $1 ORDER BY seq DESC LIMIT 1',
      [estateId],
    );
    expect(Number(last.balance_after)).toBe(income - 500);
    await expectLedgerBalanced();
  }, 120000);
});

it('keeps the plan on the block: set, changed and validated through the API', async () => {
  const { token, estateId } = await playerLeavingBlocks([block('Planned', 'riesling', 0.2, 'keep')]);
  const [planned] = await game.query(
    `SELECT b.id FROM blocks b JOIN plots p ON p.id = b.plot_id WHERE p.estate_id = $1 AND b.name = 'Planned'`,
    [estateId],
  );
  expect(
    (await game.api(token).GET('/api/blocks/{id}', { params: { path: { id: planned.id } } })).body.data.block
      .harvestPlan,
  ).toBe('keep');
  const changed = await game.raw(`/api/blocks/${planned.id}`, {
    token,
    method: 'PATCH',
    body: { harvestPlan: 'sell' },
  });
  expect(changed.status).toBe(200);
  expect(changed.body.data.block.harvestPlan).toBe('sell');
  const refused = await game.raw(`/api/blocks/${planned.id}`, {
    token,
    method: 'PATCH',
    body: { harvestPlan: 'burn' },
  });
  expect(refused.status).toBe(400);
  expect(refused.body.errors).toEqual([{ field: 'harvestPlan', message: MESSAGES.block.harvestPlanInvalid }]);
  expect((await game.query('SELECT harvest_plan FROM blocks WHERE id = $1', [planned.id]))[0].harvest_plan).toBe(
    'sell',
  );
});
