import { dayIndexOf } from '../calendar';
import { crewCostPercent, STAFF } from '../staff';
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
    const plan = planVineyardManagerWork({ day: JUNE, estate: rich, skill: 5, blocks: [block(1)] });
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
      planVineyardManagerWork({ day: JUNE, estate: rich, skill, blocks: [block(1, 10)] }).cost;
    const byHand = workCost('spraying', 'standard', 10, 'tuscany') + workCost('canopy', 'standard', 10, 'tuscany');
    expect(cost(1)).toBe(Math.round(byHand * 1.1));
    expect(cost(3)).toBe(byHand);
    expect(cost(5)).toBe(Math.round(byHand * 0.9));
  });

  it('leaves work done already, blocks not bearing or picked, and the green harvest', () => {
    const sprayed = block(1, 2, [{ kind: 'spraying', day: day(3, 5) }]);
    const young = { ...block(2), plantedDay: JUNE - 10 };
    const picked = { ...block(3), lastHarvestYear: 3 };
    const plan = planVineyardManagerWork({ day: JUNE, estate: rich, skill: 3, blocks: [sprayed, young, picked] });
    expect(plan.works.map((w) => [w.blockId, w.kind])).toEqual([['b1', 'canopy']]);
    const august = planVineyardManagerWork({ day: day(3, 8), estate: rich, skill: 3, blocks: [block(1)] });
    expect(august.works).toEqual([]);
    expect(workWindow('greenHarvest', 3).from).toBe(day(3, 8));
  });

  it('threads the money: the work the money left does not cover stays undone; nothing in arrears', () => {
    const one = workCost('spraying', 'standard', 2, 'tuscany');
    const plan = planVineyardManagerWork({
      day: JUNE,
      estate: { money: one + 10, arrears: 0 },
      skill: 3,
      blocks: [block(1), block(2)],
    });
    expect(plan.works.map((w) => [w.blockId, w.kind])).toEqual([['b1', 'spraying']]);
    expect(plan.cost).toBeLessThanOrEqual(one + 10);
    const owing = planVineyardManagerWork({
      day: JUNE,
      estate: { money: 1e6, arrears: 1 },
      skill: 3,
      blocks: [block(1)],
    });
    expect(owing).toEqual({ works: [], notice: null, cost: 0, blocks: 0 });
  });

  it('in December to March prunes, the standard way', () => {
    const plan = planVineyardManagerWork({ day: day(2, 12), estate: rich, skill: 3, blocks: [block(1)] });
    expect(plan.works.map((w) => [w.kind, w.option, w.vintage])).toEqual([['pruning', 'standard', 3]]);
  });
});
