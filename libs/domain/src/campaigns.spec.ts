import fc from 'fast-check';
import {
  CAMPAIGN_KINDS,
  CAMPAIGN_RULES,
  CAMPAIGNS,
  campaignBoost,
  campaignCost,
  campaignRuns,
  marginalBoost,
  stackedBoost,
  type CampaignKind,
  type CampaignSpan,
} from './campaigns';
import {
  decideCampaign,
  decideWineSale,
  lotMarket,
  type CampaignInput,
  type WineLotFacts,
  type WineMarketFacts,
} from './decisions';
import { poolCapacity } from './market';

const kind = fc.constantFrom(...CAMPAIGN_KINDS);

describe('campaign boost', () => {
  it('a campaign runs from its start day up to its end day', () => {
    const c: CampaignSpan = { kind: 'fair', startDay: 100, endDay: 160 };
    expect([99, 100, 159, 160].map((d) => campaignRuns(c, d))).toEqual([false, true, true, false]);
    expect(campaignBoost([c], 99)).toBe(0);
    expect(campaignBoost([c], 100)).toBe(CAMPAIGNS.fair.boost);
    expect(campaignBoost([c], 160)).toBe(0);
  });

  it('the strongest running campaign counts in full, the next at the stack factor', () => {
    expect(stackedBoost(['tasting', 'press'])).toBeCloseTo(
      CAMPAIGNS.press.boost + CAMPAIGNS.tasting.boost * CAMPAIGN_RULES.stackFactor,
    );
    expect(marginalBoost('tasting', ['press'])).toBeCloseTo(CAMPAIGNS.tasting.boost * CAMPAIGN_RULES.stackFactor);
    expect(marginalBoost('tasting', [])).toBe(CAMPAIGNS.tasting.boost);
  });

  it('is never negative, and two campaigns are never more than twice one (property)', () => {
    fc.assert(
      fc.property(fc.array(kind, { maxLength: 6 }), kind, kind, (kinds, a, b) => {
        expect(stackedBoost(kinds)).toBeGreaterThanOrEqual(0);
        const one = Math.max(stackedBoost([a]), stackedBoost([b]));
        expect(stackedBoost([a, b])).toBeLessThanOrEqual(2 * one);
        expect(stackedBoost([a, b])).toBeGreaterThanOrEqual(one);
      }),
    );
  });

  it('a second campaign while one runs adds less than it would alone (property)', () => {
    fc.assert(
      fc.property(fc.array(kind, { minLength: 1, maxLength: 3 }), kind, (running, k) => {
        const added = marginalBoost(k, running);
        expect(added).toBeGreaterThan(0);
        expect(added).toBeLessThan(marginalBoost(k, []));
      }),
    );
  });
});

describe('campaignCost', () => {
  it('is the base price up to the reference hectares, then grows faster than the pools', () => {
    expect(campaignCost('tasting', 0)).toBe(CAMPAIGNS.tasting.baseCost);
    expect(campaignCost('tasting', 2)).toBe(CAMPAIGNS.tasting.baseCost);
    const small = campaignCost('press', 4);
    const big = campaignCost('press', 16);
    // pools grow by √4 = 2 from 4 to 16 ha; the price by 4^0.75 ≈ 2.83
    expect(big / small).toBeGreaterThan(poolCapacity('premium', 0, 16) / poolCapacity('premium', 0, 4));
    expect(big % CAMPAIGN_RULES.costRounding).toBe(0);
  });

  it('grows with the estate and is whole euros (property)', () => {
    fc.assert(
      fc.property(
        kind,
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (k, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(campaignCost(k, lo)).toBeLessThanOrEqual(campaignCost(k, hi));
          expect(Number.isSafeInteger(campaignCost(k, hi))).toBe(true);
        },
      ),
    );
  });
});

const INPUT: CampaignInput = {
  day: 400,
  estate: { money: 100_000, arrears: 0 },
  kind: 'fair',
  plantedHectares: 8,
  campaigns: [],
};

describe('decideCampaign', () => {
  it('charges the price through the ledger and runs the kind days from today', () => {
    const plan = decideCampaign(INPUT);
    if (!plan.ok) throw new Error(plan.code);
    const cost = campaignCost('fair', 8);
    expect(plan.campaign).toEqual({ kind: 'fair', startDay: 400, endDay: 400 + CAMPAIGNS.fair.days, cost });
    expect(plan.postings).toEqual([
      { amount: -cost, kind: 'marketing_campaign', description: expect.stringContaining('Trade fair stand') },
    ]);
    expect(plan.boostBefore).toBe(0);
    expect(plan.boostAfter).toBe(CAMPAIGNS.fair.boost);
    expect(plan.message).toContain('+50%');
  });

  it('adds less while another campaign runs', () => {
    const plan = decideCampaign({ ...INPUT, campaigns: [{ kind: 'press', startDay: 380, endDay: 470 }] });
    if (!plan.ok) throw new Error(plan.code);
    expect(plan.boostBefore).toBe(CAMPAIGNS.press.boost);
    expect(plan.boostAfter - plan.boostBefore).toBeCloseTo(CAMPAIGNS.fair.boost * CAMPAIGN_RULES.stackFactor);
  });

  it('refuses with typed codes: an unknown kind, one of the kind running, arrears, not enough money', () => {
    expect(decideCampaign({ ...INPUT, kind: 'billboard' })).toMatchObject({
      ok: false,
      code: 'CAMPAIGN_KIND_INVALID',
      errors: [{ field: 'kind' }],
    });
    expect(decideCampaign({ ...INPUT, kind: undefined })).toMatchObject({ ok: false, code: 'CAMPAIGN_KIND_INVALID' });
    expect(decideCampaign({ ...INPUT, campaigns: [{ kind: 'fair', startDay: 380, endDay: 440 }] })).toMatchObject({
      ok: false,
      code: 'CAMPAIGN_RUNNING',
    });
    // one that ended today no longer runs
    expect(decideCampaign({ ...INPUT, campaigns: [{ kind: 'fair', startDay: 340, endDay: 400 }] }).ok).toBe(true);
    expect(decideCampaign({ ...INPUT, estate: { money: 100_000, arrears: 1 } })).toMatchObject({
      ok: false,
      code: 'ESTATE_IN_ARREARS',
    });
    const cost = campaignCost('fair', 8);
    expect(decideCampaign({ ...INPUT, estate: { money: cost - 1, arrears: 0 } })).toMatchObject({
      ok: false,
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(decideCampaign({ ...INPUT, estate: { money: cost, arrears: 0 } }).ok).toBe(true);
  });

  it('never runs two of one kind at once, whatever the order (property)', () => {
    fc.assert(
      fc.property(fc.array(kind, { maxLength: 10 }), (asked) => {
        const campaigns: CampaignSpan[] = [];
        for (const k of asked) {
          const plan = decideCampaign({ ...INPUT, kind: k, campaigns });
          if (plan.ok) campaigns.push(plan.campaign);
        }
        expect(new Set(campaigns.map((c) => c.kind)).size).toBe(campaigns.length);
        expect(campaigns.length).toBe(new Set(asked).size);
      }),
    );
  });
});

describe('campaigns in the market (lotMarket, decideWineSale)', () => {
  const lot: WineLotFacts = {
    id: '12345678-0000-4000-8000-000000000000',
    name: 'Clos',
    vintage: 2,
    region: 'tuscany',
    variety: 'sangiovese',
    quality: 70,
    bottles: 50_000,
    bottledBottles: 50_000,
    bottledDay: 300,
  };
  const facts = (campaigns: CampaignSpan[], level: number | null = null): WineMarketFacts => ({
    reputationPoints: 0,
    reputationPointsDay: 0,
    plantedHectares: 8,
    medal: null,
    tiers: [{ tier: 'premium', level, countedDay: level === null ? null : 410, index: null }],
    campaigns,
  });
  const fair: CampaignSpan = { kind: 'fair', startDay: 400, endDay: 460 };

  it('scales the pool and its level by the boost while the campaign runs, not the price', () => {
    const plain = lotMarket(lot, facts([]), 410);
    const boosted = lotMarket(lot, facts([fair]), 410);
    expect(boosted.boost).toBe(0.5);
    expect(boosted.market.capacity).toBeCloseTo(plain.market.capacity * 1.5);
    expect(boosted.market.level).toBeCloseTo(plain.market.level * 1.5);
    expect(boosted.market.price).toBe(plain.market.price);
    expect(lotMarket(lot, facts([fair]), 460).market.capacity).toBe(plain.market.capacity);
  });

  it('a sale stores the pool unboosted: when the campaign ends it is as full, as a share, as the sale left it', () => {
    const boosted = lotMarket(lot, facts([fair]), 410);
    const n = Math.floor(boosted.market.level / 3);
    const plan = decideWineSale({ day: 410, lot, facts: facts([fair]), bottles: n, earnedFromSalesThisMonth: 0 });
    if (!plan.ok) throw new Error(plan.code);
    // the bottles go to the premium buyers and those below (their pools stored unboosted too)
    const premium = plan.pools.find((p) => p.tier === 'premium')!;
    const sold = plan.quote.pools.find((p) => p.tier === 'premium')!.bottles;
    expect(sold).toBeGreaterThan(0);
    expect(premium.level).toBeCloseTo((boosted.market.level - sold) / 1.5);
    for (const pool of plan.pools) {
      const before = boosted.pools.find((p) => p.tier === pool.tier)!;
      const into = plan.quote.pools.find((p) => p.tier === pool.tier)!.bottles;
      expect(pool.level).toBeCloseTo((before.level - into) / 1.5);
    }
    const after = lotMarket(lot, facts([fair], premium.level), 410);
    expect(after.market.level).toBeCloseTo(boosted.market.level - sold);
  });

  it('sells more at a good price while a campaign runs, and never less (property)', () => {
    fc.assert(
      fc.property(fc.array(kind, { maxLength: 3 }), fc.integer({ min: 1, max: 20_000 }), (kinds, n) => {
        const campaigns = [...new Set(kinds)].map((k) => ({ kind: k as CampaignKind, startDay: 400, endDay: 500 }));
        const plain = lotMarket(lot, facts([]), 410);
        const boosted = lotMarket(lot, facts(campaigns), 410);
        expect(boosted.market.level).toBeGreaterThanOrEqual(plain.market.level);
        expect(boosted.market.capacity).toBeLessThanOrEqual(plain.market.capacity * (1 + 2 * CAMPAIGNS.press.boost));
        const sold = (m: typeof plain) =>
          decideWineSale({
            day: 410,
            lot,
            facts: m === plain ? facts([]) : facts(campaigns),
            bottles: Math.min(n, Math.floor(m.market.level)),
            earnedFromSalesThisMonth: 0,
          });
        const a = sold(plain);
        const b = sold(boosted);
        if (!a.ok || !b.ok) throw new Error('refused');
        expect(b.quote.money).toBeGreaterThanOrEqual(a.quote.money);
      }),
    );
  });
});
