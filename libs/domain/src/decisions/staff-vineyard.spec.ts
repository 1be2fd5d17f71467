import { dayIndexOf } from '../calendar';
import { crewCostPercent, STAFF, vineyardCrewHectares } from '../staff';
import { workCost, workWindow } from '../vineyard-work';
import { formatMoney } from '../format';
import { planVineyardManagerWork, type ManagedBlock, type ManagedWork } from './staff-vineyard';
import { decideVineyardWork } from './vineyard-work';

const day = (year: number, month: number, d = 1) => dayIndexOf({ year, month, day: d });
const JUNE = day(3, 6);
const block = (n: number, size = 2, done: ManagedBlock['done'] = []): ManagedBlock => ({
  id: `b${n}`,
  name: `Block ${n}`,
  size,
  region: 'tuscany',
  plantedDay: 0,
  lastHarvestYear: null,
  done,
});
const rich = { money: 1_000_000, arrears: 0 };

describe('crewCostPercent', () => {
  it('is 110% at skill 1, 100% at skill 3, 90% at skill 5, falling with the skill', () => {
    expect([1, 2, 3, 4, 5].map(crewCostPercent)).toEqual([110, 105, 100, 95, 90]);
    expect(crewCostPercent(0)).toBe(110);
    expect(crewCostPercent(9)).toBe(90);
    expect(STAFF.roles.vineyardManager.max).toBe(1);
  });
});

describe('planVineyardManagerWork', () => {
  it('does the work due (in June: spraying and canopy) through the player’s decision, at the skill’s cost', () => {
    const plan = planVineyardManagerWork({ day: JUNE, estate: rich, skill: 5, workers: [], blocks: [block(1)] });
    expect(plan.works.map((w) => [w.kind, w.option])).toEqual([
      ['spraying', 'standard'],
      ['canopy', 'standard'],
    ]);
    expect(plan.works[0]!.cost).toBe(Math.round(workCost('spraying', 'standard', 2, 'tuscany') * 0.9));
    const own = decideVineyardWork({
      day: JUNE,
      estate: rich,
      block: block(1),
      kind: 'spraying',
      option: 'standard',
      done: [],
      crewSkill: 5,
    });
    if (!own.ok) throw new Error(own.code);
    expect(plan.works[0]).toEqual({ blockId: 'b1', ...own.work });
    expect(plan.cost).toBe(plan.works.reduce((s, w) => s + w.cost, 0));
    expect(plan.blocks).toBe(1);
    const [spray, canopy] = plan.works as [ManagedWork, ManagedWork];
    expect(plan.notice).toEqual({
      title: `Your vineyard manager had the work due done for ${formatMoney(plan.cost)}`,
      body: `Spraying: Block 1 (${formatMoney(spray.cost)}); Canopy work: Block 1 (${formatMoney(canopy.cost)}).`,
    });
  });

  it('a skill-1 manager pays more than the player by hand, a skill-5 one less', () => {
    const cost = (skill: number) =>
      planVineyardManagerWork({ day: JUNE, estate: rich, skill, workers: [], blocks: [block(1, 10)] }).cost;
    const byHand = workCost('spraying', 'standard', 10, 'tuscany') + workCost('canopy', 'standard', 10, 'tuscany');
    expect(cost(1)).toBe(Math.round(byHand * 1.1));
    expect(cost(3)).toBe(byHand);
    expect(cost(5)).toBe(Math.round(byHand * 0.9));
  });

  it('leaves work done already, blocks not bearing or picked, and the green harvest', () => {
    const sprayed = block(1, 2, [{ kind: 'spraying', day: day(3, 5) }]);
    const young = { ...block(2), plantedDay: JUNE - 10 };
    const picked = { ...block(3), lastHarvestYear: 3 };
    const plan = planVineyardManagerWork({
      day: JUNE,
      estate: rich,
      skill: 3,
      workers: [],
      blocks: [sprayed, young, picked],
    });
    expect(plan.works.map((w) => [w.blockId, w.kind])).toEqual([['b1', 'canopy']]);
    const august = planVineyardManagerWork({ day: day(3, 8), estate: rich, skill: 3, workers: [], blocks: [block(1)] });
    expect(august.works).toEqual([]);
    expect(workWindow('greenHarvest', 3).from).toBe(day(3, 8));
  });

  it('threads the money: the work the money left does not cover stays undone; nothing in arrears', () => {
    const one = workCost('spraying', 'standard', 2, 'tuscany');
    const plan = planVineyardManagerWork({
      day: JUNE,
      estate: { money: one + 10, arrears: 0 },
      skill: 3,
      workers: [],
      blocks: [block(1), block(2)],
    });
    expect(plan.works.map((w) => [w.blockId, w.kind])).toEqual([['b1', 'spraying']]);
    expect(plan.cost).toBeLessThanOrEqual(one + 10);
    const owing = planVineyardManagerWork({
      day: JUNE,
      estate: { money: 1e6, arrears: 1 },
      skill: 3,
      workers: [],
      blocks: [block(1)],
    });
    expect(owing).toEqual({
      works: [],
      notice: null,
      cost: 0,
      blocks: 0,
      crewHectares: STAFF.managerHectares,
      hectares: 0,
      untended: [],
    });
  });

  it('in December to March prunes, the standard way', () => {
    const plan = planVineyardManagerWork({ day: day(2, 12), estate: rich, skill: 3, workers: [], blocks: [block(1)] });
    expect(plan.works.map((w) => [w.kind, w.option, w.vintage])).toEqual([['pruning', 'standard', 3]]);
  });

  it('works at most the crew’s hectares a month, the oldest blocks first, and names the blocks left', () => {
    // a 10 ha manager alone: the 6 ha block planted first and the 4 ha block fit, the 3 ha one does not
    const old = { ...block(1, 4), plantedDay: 0 };
    const older = { ...block(2, 6), plantedDay: -400 };
    const late = { ...block(3, 3), plantedDay: 10 };
    const alone = planVineyardManagerWork({
      day: JUNE,
      estate: rich,
      skill: 3,
      workers: [],
      blocks: [late, old, older],
    });
    expect(alone.crewHectares).toBe(10);
    expect([...new Set(alone.works.map((w) => w.blockId))]).toEqual(['b2', 'b1']);
    expect(alone.hectares).toBe(10);
    expect(alone.untended).toEqual(['b3']);
    expect(alone.notice!.body).toContain(
      "Not tended, beyond your crew's 10 ha a month: Block 3. Hire vineyard workers or order the work on the block page.",
    );
    // a skill-2 worker adds 4 ha: every block is worked, and the cost is the three blocks' work
    const crew = planVineyardManagerWork({
      day: JUNE,
      estate: rich,
      skill: 3,
      workers: [2],
      blocks: [late, old, older],
    });
    expect(crew.crewHectares).toBe(14);
    expect(crew.untended).toEqual([]);
    expect(crew.blocks).toBe(3);
    expect(crew.hectares).toBe(13);
    expect(crew.notice!.body).not.toContain('Not tended');
    // nothing fits: a notice that says so, no cost
    const big = planVineyardManagerWork({ day: JUNE, estate: rich, skill: 3, workers: [], blocks: [block(4, 12)] });
    expect(big.works).toEqual([]);
    expect(big.cost).toBe(0);
    expect(big.notice).toEqual({
      title: 'Your vineyard crew could not tend 1 block this month',
      body: "Not tended, beyond your crew's 10 ha a month: Block 4. Hire vineyard workers or order the work on the block page.",
    });
    // a block with nothing due does not take the crew's hectares
    const sprayedBig = block(5, 12, [
      { kind: 'spraying', day: day(3, 5) },
      { kind: 'canopy', day: day(3, 6) },
    ]);
    const skip = planVineyardManagerWork({
      day: JUNE,
      estate: rich,
      skill: 3,
      workers: [],
      blocks: [sprayedBig, block(6, 9)],
    });
    expect(skip.untended).toEqual([]);
    expect(skip.blocks).toBe(1);
  });
});

describe('vineyardCrewHectares', () => {
  it('is the manager’s hectares and each worker’s 2 ha a point of skill; nothing without a manager', () => {
    expect(vineyardCrewHectares(3, [])).toBe(STAFF.managerHectares);
    expect(vineyardCrewHectares(1, [1, 3, 5])).toBe(STAFF.managerHectares + 2 + 6 + 10);
    expect(vineyardCrewHectares(null, [5, 5])).toBe(0);
    expect(STAFF.roles.worker.max).toBeGreaterThan(1);
  });
});
