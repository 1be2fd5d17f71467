/**
 * A winemaker's marketing (issue 35, item 3), kept apart from strategies.ts: it runs a campaign
 * (SimWorld.runCampaign, decideCampaign) only where it pays — where the estate holds more bottles
 * for a pool than the pool takes in a year anyway, and the bottles the campaign's
 * extra buyers would take of that surplus, at the price floor the winemaker sells down to, earn
 * CAMPAIGN_PAYBACK times its price. A winemaker that sells all it makes runs none.
 */
import { CAMPAIGN_KINDS, CAMPAIGNS, campaignBoost, campaignCost, marginalBoost, runningCampaigns } from '../campaigns';
import { POOL_REFILL_DAYS } from '../market';
import type { SimEstate, SimWorld } from './world';

/**
 * A campaign must be expected to earn this many times its price. Measured (docs/decisions.md): the
 * winemaker crushes what its pools take in three years less what it holds, so every bottle a
 * campaign sells beyond the pool is made up by crushing more grapes instead of selling them: at
 * 1.5-2× the campaigns it ran returned about their price (−3% to +6% of the final cash), and in the
 * standard runs none reaches 3× — the competent winemaker runs no campaign there.
 */
export const CAMPAIGN_PAYBACK = 3;
/**
 * Bottles the pool takes in this many days anyway are not surplus: a campaign that sells them
 * sooner only brings the sale forward (the simulator's winemaker holds years of stock).
 */
export const CAMPAIGN_STOCK_HORIZON_DAYS = 360;
/** It looks at its stock for a campaign every this many days. */
export const CAMPAIGN_LOOK_DAYS = 10;

/** Runs the campaign that pays best today (earning `payback` times its price), keeping `reserve` euros; answers what it spent. */
export function runPayingCampaigns(
  world: SimWorld,
  estate: SimEstate,
  priceFloor: number,
  reserve: number,
  payback = CAMPAIGN_PAYBACK,
): number {
  if (estate.arrears > 0 || world.day % CAMPAIGN_LOOK_DAYS !== 0) return 0;
  const boost = campaignBoost(estate.campaigns, world.day);
  // the buyers of each market tier the estate's wine sells in (its pool and every pool below it,
  // lotMarket): their unboosted capacity, the bottles waiting for them and their list price (the
  // pools' prices weighted by their capacity)
  const pools = new Map<string, { capacity: number; stock: number; value: number }>();
  for (const lot of estate.lots) {
    if (lot.bottles <= 0) continue;
    const m = world.wineMarket(estate, lot);
    const key = `${lot.colour}:${m.tier}`;
    const capacity = m.pools.reduce((sum, p) => sum + p.capacity, 0);
    const price = capacity > 0 ? m.pools.reduce((sum, p) => sum + p.capacity * p.price, 0) / capacity : 0;
    const pool = pools.get(key) ?? { capacity: capacity / (1 + boost), stock: 0, value: 0 };
    pool.stock += lot.bottles;
    pool.value += lot.bottles * price;
    pools.set(key, pool);
  }
  if (pools.size === 0) return 0;
  const running = runningCampaigns(estate.campaigns, world.day).map((c) => c.kind);
  let spent = 0;
  const gains = CAMPAIGN_KINDS.filter((k) => !running.includes(k)).map((kind) => {
    const { days } = CAMPAIGNS[kind];
    const added = marginalBoost(kind, running);
    let gain = 0;
    for (const p of pools.values()) {
      const usual = (p.capacity * (1 + boost) * CAMPAIGN_STOCK_HORIZON_DAYS) / POOL_REFILL_DAYS;
      const extra = Math.min(Math.max(0, p.stock - usual), (added * p.capacity * days) / POOL_REFILL_DAYS);
      gain += extra * (p.value / p.stock) * priceFloor;
    }
    return { kind, gain, cost: campaignCost(kind, world.plantedHectares(estate)) };
  });
  const best = gains.filter((g) => g.gain >= payback * g.cost).sort((a, b) => b.gain - b.cost - (a.gain - a.cost))[0];
  if (best && estate.money - best.cost >= reserve) spent += world.runCampaign(estate, best.kind);
  return spent;
}
