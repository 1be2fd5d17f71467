import fc from 'fast-check';
import {
  AGEING_TIER_NOTICE_DAYS,
  ageingTierChange,
  marketTier,
  poolCapacity,
  tierOutlook,
  WINE_TIER_INFO,
  WINE_TIERS,
  wineTier,
} from './market';
import { bottleQuality } from './winery';

describe('tierOutlook: a wine’s market where the player decides (issue 34)', () => {
  it('puts each quality line in the tier above it (49/50, 64/65, 79/80, 89/90)', () => {
    for (const line of [50, 65, 80, 90]) {
      const above = WINE_TIERS.find((t) => WINE_TIER_INFO[t].minQuality === line)!;
      expect(tierOutlook(line, 100, 2).tier).toBe(above);
      expect(tierOutlook(line - 1, 100, 2).tier).toBe(WINE_TIERS[WINE_TIERS.indexOf(above) - 1]);
    }
    expect(tierOutlook(64, 100, 2).tier).toBe('regional');
    expect(tierOutlook(65, 100, 2).tier).toBe('premium');
  });

  it('holds a fine wine among the premium buyers until reputation 20, and says so', () => {
    const held = tierOutlook(85, 19, 2);
    expect(held).toMatchObject({ tier: 'fine', marketTier: 'premium', opensAtReputation: 20 });
    expect(held.summary).toBe("Fine wine; sells among Premium buyers until the estate's reputation reaches 20");
    const open = tierOutlook(85, 20, 2);
    expect(open).toMatchObject({ tier: 'fine', marketTier: 'fine', opensAtReputation: null });
    expect(open.summary).toBe('Fine wine; sells among Fine buyers');
  });

  it('holds an icon wine among the fine buyers until reputation 50 (premium below 20)', () => {
    expect(tierOutlook(95, 49, 2)).toMatchObject({ tier: 'icon', marketTier: 'fine', opensAtReputation: 50 });
    expect(tierOutlook(95, 49, 2).summary).toBe(
      "Icon wine; sells among Fine buyers until the estate's reputation reaches 50",
    );
    expect(tierOutlook(95, 50, 2)).toMatchObject({ tier: 'icon', marketTier: 'icon', opensAtReputation: null });
    expect(tierOutlook(95, 10, 2)).toMatchObject({ marketTier: 'premium', opensAtReputation: 50 });
  });

  it('names the buyers of the pool it sells in', () => {
    const o = tierOutlook(85, 19, 8);
    expect(o.poolCapacity).toBe(poolCapacity('premium', 19, 8));
    expect(o.pool).toBe(
      `up to ${o.poolCapacity.toLocaleString('en-US')} bottles when their demand is full, ${o.buyersCapacity.toLocaleString('en-US')} with the tiers below`,
    );
    expect(tierOutlook(40, 0, 2).pool).toBe('up to 4,000 bottles when their demand is full');
    // the tiers below buy it too (issue 34): a premium wine meets the regional and table buyers
    expect(tierOutlook(70, 0, 2).pool).toBe(
      'up to 1,500 bottles when their demand is full, 8,000 with the tiers below',
    );
  });

  it('says how many points the next tier is away, and whether reputation opens it', () => {
    expect(tierOutlook(77, 30, 2)).toMatchObject({ next: { tier: 'fine', quality: 80, points: 3 } });
    expect(tierOutlook(77, 30, 2).nextHint).toBe('3 points more would make it Fine');
    expect(tierOutlook(79, 30, 2).nextHint).toBe('1 point more would make it Fine');
    expect(tierOutlook(64, 0, 2).nextHint).toBe('1 point more would make it Premium');
    expect(tierOutlook(77, 19, 2).nextHint).toBe(
      '3 points more would make it Fine, whose buyers open at reputation 20',
    );
    expect(tierOutlook(89, 49, 2).nextHint).toBe('1 point more would make it Icon, whose buyers open at reputation 50');
    expect(tierOutlook(90, 0, 2)).toMatchObject({ next: null, nextHint: null });
    expect(tierOutlook(100, 100, 2).nextHint).toBeNull();
  });

  it('agrees with wineTier, marketTier and poolCapacity for every quality and reputation', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (q, r, ha) => {
          const o = tierOutlook(q, r, ha);
          expect(o.tier).toBe(wineTier(q));
          expect(o.marketTier).toBe(marketTier(q, r));
          expect(o.poolCapacity).toBe(poolCapacity(o.marketTier, r, ha));
          if (o.next) {
            expect(wineTier(o.next.quality)).toBe(o.next.tier);
            expect(wineTier(q + o.next.points - 1)).toBe(o.tier);
            expect(o.next.quality).toBe(WINE_TIER_INFO[o.next.tier].minQuality);
          } else expect(o.tier).toBe(WINE_TIERS[WINE_TIERS.length - 1]);
        },
      ),
    );
  });

  describe('ageingTierChange: when bottle ageing moves a wine into other buyers', () => {
    it('finds the first day its aged quality crosses a tier line (tempranillo 77: 80 at 750 days)', () => {
      expect(bottleQuality(77, 'tempranillo', 749)).toBe(79);
      expect(bottleQuality(77, 'tempranillo', 750)).toBe(80);
      expect(ageingTierChange(77, 'tempranillo', 0, 30)).toEqual({ ageDays: 750, marketTier: 'fine' });
      expect(ageingTierChange(77, 'tempranillo', 400, 30)).toEqual({ ageDays: 750, marketTier: 'fine' });
    });

    it('at today’s reputation: a fine wine held among the premium buyers moves only when it falls below 65', () => {
      const change = ageingTierChange(77, 'tempranillo', 0, 10)!;
      expect(change.marketTier).toBe('regional');
      expect(bottleQuality(77, 'tempranillo', change.ageDays)).toBe(64);
      expect(bottleQuality(77, 'tempranillo', change.ageDays - 1)).toBe(65);
    });

    it('looks only as far ahead as asked (the screens: AGEING_TIER_NOTICE_DAYS)', () => {
      expect(ageingTierChange(77, 'tempranillo', 390, 30, AGEING_TIER_NOTICE_DAYS)).toEqual({
        ageDays: 750,
        marketTier: 'fine',
      });
      expect(ageingTierChange(77, 'tempranillo', 389, 30, AGEING_TIER_NOTICE_DAYS)).toBeNull();
    });

    it('is null for a wine that stays where it sells', () => {
      expect(ageingTierChange(40, 'sauvignon blanc', 400, 0)).toBeNull();
      expect(ageingTierChange(40, 'sauvignon blanc', 0, 0)).toBeNull();
    });
  });
});
