/**
 * The simulator plays marketing campaigns with the server's decision (decideCampaign): the price
 * through the ledger, the boost read by the market (lotMarket) for the campaign's days, one of a
 * kind at a time; the winemaker runs one only where its surplus stock makes it pay (marketing.ts).
 */
import { CAMPAIGNS, campaignBoost, campaignCost } from '../campaigns';
import { CAMPAIGN_LOOK_DAYS, runPayingCampaigns } from './marketing';
import { COMPETENT_PARAMS } from './strategies';
import { SimRefusal, SimWorld, type SimEstate, type SimWineLot } from './world';

function setUp() {
  const world = new SimWorld(11);
  while (world.day % CAMPAIGN_LOOK_DAYS !== 0 || world.day < 400) world.advance();
  const estate = world.found(world.addAccount(), 'family', 'tuscany');
  return { world, estate };
}

const ledgerSum = (world: SimWorld, estate: SimEstate) =>
  world.ledger.filter((r) => r.estateId === estate.id).reduce((s, r) => s + r.amount, 0);

function lot(estate: SimEstate, bottles: number, day: number, quality = 72): SimWineLot {
  const l = {
    id: `1000000${estate.lots.length}-0000-4000-8000-000000000000`,
    batch: null as never,
    variety: 'sangiovese',
    colour: 'red',
    bottles,
    bottledBottles: bottles,
    quality,
    bottledDay: day - 10,
    award: null,
  } satisfies SimWineLot;
  estate.lots.push(l);
  return l;
}

describe('marketing campaigns in the simulator', () => {
  it('pays through the ledger, boosts the pools for its days, one of a kind at a time', () => {
    const { world, estate } = setUp();
    const wine = lot(estate, 1_000, world.day);
    const plain = world.wineMarket(estate, wine);
    const before = estate.money;
    const cost = world.runCampaign(estate, 'fair');
    expect(cost).toBe(campaignCost('fair', world.plantedHectares(estate)));
    expect(estate.money).toBe(before - cost);
    expect(world.ledger.at(-1)).toMatchObject({ kind: 'marketing_campaign', amount: -cost });
    expect(() => world.runCampaign(estate, 'fair')).toThrow(SimRefusal);
    const boosted = world.wineMarket(estate, wine);
    expect(boosted.capacity).toBeCloseTo(plain.capacity * (1 + CAMPAIGNS.fair.boost));
    expect(boosted.price).toBe(plain.price);
    for (let d = 0; d < CAMPAIGNS.fair.days; d++) world.advance();
    expect(campaignBoost(estate.campaigns, world.day)).toBe(0);
    expect(world.wineMarket(estate, wine).capacity).toBeLessThan(boosted.capacity / 1.2);
    expect(estate.money).toBe(ledgerSum(world, estate));
  });

  it('the winemaker runs none without surplus stock, and one where a large surplus pays (here: half its price back)', () => {
    const { world, estate } = setUp();
    lot(estate, 1_000, world.day);
    expect(runPayingCampaigns(world, estate, COMPETENT_PARAMS.priceFloor, COMPETENT_PARAMS.cellarReserve, 0.5)).toBe(0);
    expect(estate.campaigns).toEqual([]);
    // years of fine wine for the premium buyers: the extra buyers take bottles that would never sell otherwise
    lot(estate, 200_000, world.day, 92);
    const spent = runPayingCampaigns(world, estate, COMPETENT_PARAMS.priceFloor, COMPETENT_PARAMS.cellarReserve, 0.5);
    expect(spent).toBeGreaterThan(0);
    expect(estate.campaigns).toHaveLength(1);
    expect(estate.money).toBe(ledgerSum(world, estate));
  });
});
