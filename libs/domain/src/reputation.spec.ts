import fc from 'fast-check';
import {
  pointsForReputation,
  REPUTATION_RULES,
  reputationFromPoints,
  reputationPointsOn,
  reviewReputationPoints,
  reviewReputationPointsCapped,
  saleReputationPoints,
} from './reputation';

describe('reputation (ECONOMY.md §5)', () => {
  it('shows points bounded 0-100: 0 → 0, 800 → 63, very many → 100', () => {
    expect(reputationFromPoints(0)).toBe(0);
    expect(reputationFromPoints(-5)).toBe(0);
    expect(reputationFromPoints(800)).toBe(63);
    expect(reputationFromPoints(1e9)).toBe(100);
  });

  it('decays 0.1% a game day, computed from the day the points were held', () => {
    expect(reputationPointsOn(1000, 10, 10)).toBe(1000);
    expect(reputationPointsOn(1000, 10, 11)).toBeCloseTo(999);
    expect(reputationPointsOn(1000, 0, 693)).toBeCloseTo(500, -1);
    // a day before the points were held changes nothing
    expect(reputationPointsOn(1000, 10, 5)).toBe(1000);
  });

  it('inverts the display: the fewest points that show a reputation', () => {
    for (const r of [1, 20, 50, 80, 99]) {
      expect(reputationFromPoints(pointsForReputation(r))).toBe(r);
      expect(reputationFromPoints(pointsForReputation(r) - 1)).toBeLessThan(r);
    }
    expect(pointsForReputation(0)).toBe(0);
  });

  it('good wine earns points, soft-capped per month; wine under 55 costs them', () => {
    expect(saleReputationPoints(55, 1000)).toBe(0);
    expect(saleReputationPoints(100, 100)).toBeCloseTo(100 * REPUTATION_RULES.pointsPerBottleAtBest);
    const capped = saleReputationPoints(100, 10_000);
    const cap = REPUTATION_RULES.monthlySoftCap;
    expect(capped).toBeCloseTo(cap + (10_000 * REPUTATION_RULES.pointsPerBottleAtBest - cap) * 0.25);
    expect(saleReputationPoints(100, 100, cap)).toBeCloseTo(100 * REPUTATION_RULES.pointsPerBottleAtBest * 0.25);
    expect(saleReputationPoints(30, 1000)).toBeLessThan(0);
    expect(saleReputationPoints(30, 1000, 10_000)).toBe(saleReputationPoints(30, 1000));
  });

  it('reviews below 80 points cost, above earn', () => {
    expect(reviewReputationPoints(70)).toBeLessThan(0);
    expect(reviewReputationPoints(80)).toBe(0);
    expect(reviewReputationPoints(92)).toBeGreaterThan(0);
  });
});

describe('reviewReputationPointsCapped', () => {
  it('lets a month of reviews earn at most criticsMonthlyCap, however many lots are reviewed', () => {
    const cap = REPUTATION_RULES.criticsMonthlyCap;
    const many = reviewReputationPointsCapped(Array(38).fill(92), 0);
    expect(many.reduce((a, b) => a + b, 0)).toBe(cap);
    expect(reviewReputationPointsCapped([92], cap)).toEqual([0]);
    expect(reviewReputationPointsCapped([85], 0)).toEqual([reviewReputationPoints(85)]);
  });

  it('counts a review under 80 in full, cap or not', () => {
    expect(reviewReputationPointsCapped([70, 95], REPUTATION_RULES.criticsMonthlyCap)).toEqual([
      reviewReputationPoints(70),
      0,
    ]);
  });

  it('never earns more than the room left, and never less than the losses', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 60, max: 100 }), { maxLength: 50 }),
        fc.integer({ min: 0, max: 100 }),
        (scores, earned) => {
          const points = reviewReputationPointsCapped(scores, earned);
          const gains = points.filter((p) => p > 0).reduce((a, b) => a + b, 0);
          const losses = scores.map(reviewReputationPoints).filter((p) => p < 0);
          return (
            gains <= Math.max(0, REPUTATION_RULES.criticsMonthlyCap - earned) + 1e-9 &&
            losses.every((l) => points.includes(l))
          );
        },
      ),
    );
  });
});
