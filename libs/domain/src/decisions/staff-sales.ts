/**
 * The sales manager's monthly sale (issue 35, item 2): on the first day of a game month, the sales
 * manager sells, to the player's rule (`SalesRule`), up to the rule's share of the bottles of each
 * wine of at least the rule's quality (after bottle ageing), best wine first, at most
 * `salesManagerBottles(skill)` bottles in all and never more than the wine's buyers take — each
 * lot through the SAME pure decision a player's own sale takes (`decideWineSale`), so prices,
 * pools, distribution and reputation are the player's. A sale changes what the next one meets: the
 * pools of its colour (levels after the sale), the estate's receipts in the distribution window,
 * its reputation points and the points its sales earned this month; the plan threads them through.
 *
 * Wired in the server's tick (staff/staff-sales.tick.ts: a batch of estates read in one statement,
 * planned here, applied in two) and in the simulator (SimWorld's monthly step; docs/decisions.md, "Staff").
 */
import { reputationPointsOn } from '../reputation';
import { salesManagerBottles, type SalesRule } from '../staff';
import { decideWineSale, lotMarket, type WineLotFacts, type WineMarketFacts, type WineSalePlan } from './sell-wine';

export interface StaffSaleLot {
  lot: WineLotFacts;
  /** The lot's colour: lots of one colour share the estate's pools. */
  colour: string;
  /** The lot's market facts as read before any of this month's sales. */
  facts: WineMarketFacts;
}

export interface StaffSalesInput {
  day: number;
  rule: SalesRule;
  /** The sales manager's skill (1-5). */
  skill: number;
  lots: readonly StaffSaleLot[];
  /** Reputation points the estate's sales earned this reputation month (the soft cap's). */
  earnedFromSalesThisMonth: number;
}

export interface StaffSale {
  lotId: string;
  bottles: number;
  plan: Extract<ReturnType<typeof decideWineSale>, { ok: true }> & WineSalePlan;
}

export interface StaffSalesPlan {
  sales: StaffSale[];
  bottles: number;
  money: number;
  reputationPoints: number;
}

export function planStaffSales(input: StaffSalesInput): StaffSalesPlan {
  const { day, rule } = input;
  let left = salesManagerBottles(input.skill);
  let earned = input.earnedFromSalesThisMonth;
  let received = 0;
  let points: { points: number; day: number } | null = null;
  // the pools each sale left, by colour and tier (stored unboosted, counted today)
  const pools = new Map<string, { level: number; countedDay: number }>();
  const out: StaffSalesPlan = { sales: [], bottles: 0, money: 0, reputationPoints: 0 };
  const withSales = (l: StaffSaleLot): WineMarketFacts => ({
    ...l.facts,
    reputationPoints: points ? points.points : l.facts.reputationPoints,
    reputationPointsDay: points ? points.day : l.facts.reputationPointsDay,
    salesRevenue: (l.facts.salesRevenue ?? 0) + received,
    tiers: l.facts.tiers.map((t) => {
      const after = pools.get(`${l.colour}:${t.tier}`);
      return after ? { ...t, level: after.level, countedDay: after.countedDay } : t;
    }),
  });
  // best wine first (by quality today), then the oldest lot
  const ordered = input.lots
    .map((l) => ({ l, quality: lotMarket(l.lot, l.facts, day).quality }))
    .filter((x) => x.quality >= rule.minQuality && x.l.lot.bottles > 0)
    .sort(
      (a, b) => b.quality - a.quality || a.l.lot.bottledDay - b.l.lot.bottledDay || (a.l.lot.id < b.l.lot.id ? -1 : 1),
    );
  for (const { l } of ordered) {
    if (left <= 0) break;
    const facts = withSales(l);
    const market = lotMarket(l.lot, facts, day);
    const bottles = Math.min(Math.floor((l.lot.bottles * rule.sharePercent) / 100), left, market.buyers);
    if (bottles < 1) continue;
    const plan = decideWineSale({ day, lot: l.lot, facts, bottles, earnedFromSalesThisMonth: earned });
    if (!plan.ok) continue;
    out.sales.push({ lotId: l.lot.id, bottles, plan });
    out.bottles += bottles;
    out.money += plan.quote.money;
    out.reputationPoints += plan.reputationPoints;
    left -= bottles;
    received += plan.quote.money;
    earned += Math.max(0, plan.reputationPoints);
    const before = reputationPointsOn(facts.reputationPoints, facts.reputationPointsDay, day);
    points = { points: Math.max(0, before + plan.reputationPoints), day };
    for (const p of plan.pools) pools.set(`${l.colour}:${p.tier}`, { level: p.level, countedDay: p.countedDay });
  }
  return out;
}
