import fc from 'fast-check';
import {
  compareSeasonEntrants,
  currentSeasonYear,
  entersSeason,
  SEASON_REVENUE_HALF,
  SEASON_SCORE_MAX,
  SEASON_WEIGHTS,
  seasonEndingOn,
  seasonHonourNotice,
  seasonHonours,
  seasonHonoursGiven,
  seasonScore,
  seasonStandings,
  seasonWindow,
  type SeasonEntrant,
} from './seasons';
import { DAYS_PER_YEAR } from './calendar';
import { awardEntryWindow } from './awards';

const result = fc.record({
  revenue: fc.integer({ min: 0, max: 50_000_000 }),
  criticScore: fc.option(fc.integer({ min: 50, max: 100 }), { nil: null }),
  reputation: fc.integer({ min: 0, max: 100 }),
});
const entrant = (id: string, over: Partial<SeasonEntrant> = {}): SeasonEntrant => ({
  estateId: id,
  revenue: 0,
  criticScore: null,
  reputation: 0,
  ...over,
});

describe('seasonScore', () => {
  it('weighs revenue (half at SEASON_REVENUE_HALF), the best critic score over 50 and reputation', () => {
    expect(seasonScore({ revenue: 0, criticScore: null, reputation: 0 })).toBe(0);
    expect(seasonScore({ revenue: SEASON_REVENUE_HALF, criticScore: null, reputation: 0 })).toBe(
      SEASON_WEIGHTS.revenue / 2,
    );
    expect(seasonScore({ revenue: 0, criticScore: 100, reputation: 0 })).toBe(SEASON_WEIGHTS.critic);
    expect(seasonScore({ revenue: 0, criticScore: 50, reputation: 0 })).toBe(0);
    expect(seasonScore({ revenue: 0, criticScore: 75, reputation: 0 })).toBe(SEASON_WEIGHTS.critic / 2);
    expect(seasonScore({ revenue: 0, criticScore: null, reputation: 100 })).toBe(SEASON_WEIGHTS.reputation);
    // 400 × 100k / 300k = 133.33 + 350 × 40/50 = 280 + 250 × 0.6 = 150 → 563.33
    expect(seasonScore({ revenue: 100_000, criticScore: 90, reputation: 60 })).toBe(563);
  });

  it('stays within 0..SEASON_SCORE_MAX', () => {
    fc.assert(
      fc.property(result, (r) => {
        const s = seasonScore(r);
        expect(Number.isInteger(s)).toBe(true);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(SEASON_SCORE_MAX);
      }),
    );
  });

  it('never falls with more revenue, a better critic score or more reputation', () => {
    fc.assert(
      fc.property(
        result,
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 100 }),
        (r, dr, dc, dp) => {
          const base = seasonScore(r);
          expect(seasonScore({ ...r, revenue: r.revenue + dr })).toBeGreaterThanOrEqual(base);
          expect(seasonScore({ ...r, criticScore: Math.min(100, (r.criticScore ?? 50) + dc) })).toBeGreaterThanOrEqual(
            base,
          );
          expect(seasonScore({ ...r, reputation: Math.min(100, r.reputation + dp) })).toBeGreaterThanOrEqual(base);
        },
      ),
    );
  });
});

describe('seasonStandings', () => {
  it('more revenue, a better critic score or more reputation never ranks an estate lower', () => {
    fc.assert(
      fc.property(
        fc.array(result, { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 100 }),
        (rs, pick, dr, dc, dp) => {
          const estates = rs.map((r, i) => ({ ...r, estateId: `e${String(i).padStart(3, '0')}` }));
          const i = pick % estates.length;
          const me = estates[i]!;
          const rankOf = (list: SeasonEntrant[]) => seasonStandings(list).find((e) => e.estateId === me.estateId)?.rank;
          const better: SeasonEntrant = {
            ...me,
            revenue: me.revenue + dr,
            criticScore: Math.min(100, (me.criticScore ?? 50) + dc),
            reputation: Math.min(100, me.reputation + dp),
          };
          const before = rankOf(estates);
          const after = rankOf(estates.map((e, j) => (j === i ? better : e)));
          expect(after).toBeDefined(); // with revenue it takes part
          if (before !== undefined) expect(after!).toBeLessThanOrEqual(before);
        },
      ),
    );
  });

  it('leaves out estates that neither sold nor were reviewed, and breaks ties by revenue, critic, reputation, id', () => {
    const standings = seasonStandings([
      entrant('c', { reputation: 100 }),
      entrant('b', { revenue: 10, reputation: 10 }),
      entrant('a', { revenue: 10, reputation: 10 }),
      entrant('d', { criticScore: 50, reputation: 10 }),
    ]);
    expect(standings.map((s) => [s.estateId, s.rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['d', 3],
    ]);
    expect(entersSeason({ revenue: 0, criticScore: null })).toBe(false);
    expect(compareSeasonEntrants(entrant('x', { revenue: 5 }), entrant('y', { revenue: 5 }))).toBeLessThan(0);
  });
});

describe('season honours', () => {
  it('honour one place with two entrants, up to three with four or more, none alone', () => {
    expect([0, 1, 2, 3, 4, 10].map(seasonHonoursGiven)).toEqual([0, 0, 1, 2, 3, 3]);
    const four = ['a', 'b', 'c', 'd'].map((id, i) => entrant(id, { revenue: 1000 * (i + 1) }));
    expect(seasonHonours(four).map((h) => [h.estateId, h.rank])).toEqual([
      ['d', 1],
      ['c', 2],
      ['b', 3],
    ]);
    expect(seasonHonours([entrant('a', { revenue: 1 })])).toEqual([]);
  });

  it('are told with the place, the region and the score', () => {
    const n = seasonHonourNotice({ rank: 1, estateName: 'Castello', region: 'tuscany', year: 3, score: 612 });
    expect(n.title).toBe('Season honours: Champion of the Year 3 season');
    expect(n.body).toBe(
      `Castello finished the Year 3 season of Tuscany as Champion, with 612 of ${SEASON_SCORE_MAX} points. The honour is in the hall of fame for good.`,
    );
  });
});

describe('season days', () => {
  it('a season is a game year, reviewed wines those whose review falls in it, and it ends on the next year’s first day', () => {
    expect(seasonWindow(2)).toEqual({
      fromDay: DAYS_PER_YEAR,
      untilDay: 2 * DAYS_PER_YEAR,
      ...awardEntryWindow(2),
    });
    expect(currentSeasonYear(0)).toBe(1);
    expect(currentSeasonYear(DAYS_PER_YEAR - 1)).toBe(1);
    expect(currentSeasonYear(DAYS_PER_YEAR)).toBe(2);
    expect(seasonEndingOn(0)).toBeNull();
    expect(seasonEndingOn(DAYS_PER_YEAR)).toBe(1);
    expect(seasonEndingOn(DAYS_PER_YEAR + 1)).toBeNull();
    expect(seasonEndingOn(3 * DAYS_PER_YEAR)).toBe(3);
  });
});
