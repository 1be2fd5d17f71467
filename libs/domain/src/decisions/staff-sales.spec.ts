import { WINE_TIERS } from '../market';
import { salesManagerBottles } from '../staff';
import { decideWineSale, lotMarket, type WineLotFacts, type WineMarketFacts } from './sell-wine';
import { planStaffSales, type StaffSaleLot } from './staff-sales';

const DAY = 810;
const lot = (
  n: number,
  quality: number,
  bottles: number,
  variety: WineLotFacts['variety'] = 'sangiovese',
): WineLotFacts => ({
  id: `5f0c2d1e-0000-4000-8000-00000000000${n}`,
  name: `Wine ${n}`,
  vintage: 2,
  region: 'tuscany',
  variety,
  quality,
  bottles,
  bottledBottles: bottles,
  bottledDay: DAY - 10,
});
const facts = (): WineMarketFacts => ({
  reputationPoints: 400,
  reputationPointsDay: DAY,
  plantedHectares: 4,
  medal: null,
  tiers: WINE_TIERS.map((tier) => ({ tier, level: null, countedDay: null, index: null })),
  salesRevenue: 0,
});
const red = (l: WineLotFacts): StaffSaleLot => ({ lot: l, colour: 'red', facts: facts() });
const rule = { sharePercent: 20, minQuality: 60 };

describe('planStaffSales', () => {
  it('sells the rule’s share of each wine of the rule’s quality, best first, through the player’s sale decision', () => {
    const a = lot(1, 70, 1_000);
    const plan = planStaffSales({ day: DAY, rule, skill: 5, lots: [red(a)], earnedFromSalesThisMonth: 0 });
    expect(plan.sales.map((s) => [s.lotId, s.bottles])).toEqual([[a.id, 200]]);
    const own = decideWineSale({ day: DAY, lot: a, facts: facts(), bottles: 200, earnedFromSalesThisMonth: 0 });
    if (!own.ok) throw new Error(own.code);
    expect(plan.sales[0]!.plan.quote.money).toBe(own.quote.money);
    expect(plan.money).toBe(own.quote.money);
    expect(plan.reputationPoints).toBe(own.reputationPoints);
  });

  it('leaves wines under the rule’s quality and sells no more than the skill allows', () => {
    const poor = lot(1, 50, 5_000);
    const good = lot(2, 80, 40_000);
    const better = lot(3, 85, 40_000);
    const plan = planStaffSales({
      day: DAY,
      rule: { sharePercent: 50, minQuality: 60 },
      skill: 1,
      lots: [red(poor), red(good), red(better)],
      earnedFromSalesThisMonth: 0,
    });
    expect(plan.bottles).toBeLessThanOrEqual(salesManagerBottles(1));
    expect(plan.sales.map((s) => s.lotId)).not.toContain(poor.id);
    expect(plan.sales[0]!.lotId).toBe(better.id);
  });

  it('a second wine of the colour meets the pools the first left, never more buyers than there are', () => {
    const a = lot(1, 72, 20_000);
    const b = lot(2, 71, 20_000);
    const plan = planStaffSales({
      day: DAY,
      rule: { sharePercent: 50, minQuality: 0 },
      skill: 5,
      lots: [red(a), red(b)],
      earnedFromSalesThisMonth: 0,
    });
    const alone = lotMarket(b, facts(), DAY).buyers;
    const second = plan.sales.find((s) => s.lotId === b.id);
    const firstBottles = plan.sales.find((s) => s.lotId === a.id)!.bottles;
    if (second) expect(second.plan.market.buyers).toBeLessThan(alone);
    else expect(firstBottles).toBeGreaterThan(0);
    expect(plan.bottles).toBeLessThanOrEqual(salesManagerBottles(5));
  });

  it('sells nothing without a wine of the rule', () => {
    expect(
      planStaffSales({
        day: DAY,
        rule: { sharePercent: 10, minQuality: 99 },
        skill: 3,
        lots: [red(lot(1, 70, 900))],
        earnedFromSalesThisMonth: 0,
      }),
    ).toEqual({ sales: [], bottles: 0, money: 0, reputationPoints: 0 });
  });
});
