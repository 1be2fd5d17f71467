import {
  awardEntryWindow,
  awardNotice,
  awardsDay,
  awardsYearOn,
  AWARD_COMPETITION,
  awardWinners,
  medalsGiven,
  compareAwardEntrants,
  competesIn,
  nextAwardsYear,
  type AwardEntrant,
} from './awards';
import { DAYS_PER_YEAR, formatGameDay } from './calendar';
import { CRITIC_REVIEWS, criticScore } from './market';

/** A lot id whose critic's taste (first eight hex digits % 7 − 3) is `taste`. */
const idWithTaste = (taste: number, suffix: number) =>
  `${(taste + 3).toString(16).padStart(8, '0')}-0000-4000-8000-${suffix.toString().padStart(12, '0')}`;

/** A lot of its own estate unless told otherwise. */
const lot = (over: Partial<AwardEntrant> & { id: string }): AwardEntrant => ({
  estateId: `estate-${over.id}`,
  region: 'tuscany',
  colour: 'red',
  quality: 80,
  bottledBottles: 500,
  bottledDay: 100,
  ...over,
});

describe('yearly awards (issue 19)', () => {
  it('gives year Y on the first day of year Y + 1, and no other day', () => {
    expect(awardsDay(1)).toBe(DAYS_PER_YEAR);
    expect(formatGameDay(awardsDay(1))).toBe('Spring, Year 2, Day 1 (March)');
    expect(awardsYearOn(DAYS_PER_YEAR)).toBe(1);
    expect(awardsYearOn(3 * DAYS_PER_YEAR)).toBe(3);
    for (const day of [0, 1, DAYS_PER_YEAR - 1, DAYS_PER_YEAR + 1, -DAYS_PER_YEAR])
      expect(awardsYearOn(day)).toBeNull();
    // during year 1 and on its last day the next awards are year 1's; from the awards day on (its
    // tick gives year 1's medals), year 2's
    expect(nextAwardsYear(0)).toBe(1);
    expect(nextAwardsYear(DAYS_PER_YEAR - 1)).toBe(1);
    expect(nextAwardsYear(DAYS_PER_YEAR)).toBe(2);
    expect(nextAwardsYear(-5)).toBe(1);
  });

  it('enters the lots whose review day falls in the year (300+ bottles)', () => {
    const { fromBottledDay, untilBottledDay } = awardEntryWindow(2);
    expect(fromBottledDay).toBe(DAYS_PER_YEAR - CRITIC_REVIEWS.afterDays);
    expect(untilBottledDay).toBe(2 * DAYS_PER_YEAR - CRITIC_REVIEWS.afterDays);
    expect(competesIn({ bottledBottles: 300, bottledDay: fromBottledDay }, 2)).toBe(true);
    expect(competesIn({ bottledBottles: 300, bottledDay: untilBottledDay - 1 }, 2)).toBe(true);
    expect(competesIn({ bottledBottles: 300, bottledDay: untilBottledDay }, 2)).toBe(false);
    expect(competesIn({ bottledBottles: 300, bottledDay: fromBottledDay - 1 }, 2)).toBe(false);
    expect(competesIn({ bottledBottles: 299, bottledDay: fromBottledDay }, 2)).toBe(false);
    // reviewed before the world began: no year
    expect(competesIn({ bottledBottles: 300, bottledDay: -CRITIC_REVIEWS.afterDays - 1 }, 1)).toBe(false);
  });

  it('ranks by critic score, then quality, then the earlier bottling, then the id', () => {
    const high = lot({ id: idWithTaste(3, 1), quality: 80 }); // 93 points
    const same = lot({ id: idWithTaste(1, 2), quality: 84 }); // 93 points, better quality
    expect(criticScore(high.id, 80)).toBe(criticScore(same.id, 84));
    expect(compareAwardEntrants(same, high)).toBeLessThan(0);
    const early = lot({ id: idWithTaste(0, 3), bottledDay: 50 });
    const late = lot({ id: idWithTaste(0, 4), bottledDay: 60 });
    expect(compareAwardEntrants(early, late)).toBeLessThan(0);
    const a = lot({ id: idWithTaste(0, 5) });
    const b = lot({ id: idWithTaste(0, 6) });
    expect(compareAwardEntrants(a, b)).toBeLessThan(0);
    expect(compareAwardEntrants(b, a)).toBeGreaterThan(0);
    expect(compareAwardEntrants(a, a)).toBe(0);
  });

  it('gives gold, silver and bronze per region × colour, to the lots of the year only', () => {
    const lots = [
      lot({ id: idWithTaste(0, 1), quality: 70 }),
      lot({ id: idWithTaste(0, 2), quality: 90 }),
      lot({ id: idWithTaste(0, 3), quality: 80 }),
      lot({ id: idWithTaste(0, 4), quality: 60 }),
      lot({ id: idWithTaste(0, 9), quality: 55 }),
      lot({ id: idWithTaste(0, 5), quality: 100, bottledDay: DAYS_PER_YEAR }), // next year's
      lot({ id: idWithTaste(0, 6), quality: 100, bottledBottles: 100 }), // too small to be reviewed
      lot({ id: idWithTaste(0, 7), quality: 50, colour: 'white' }),
      lot({ id: idWithTaste(0, 8), quality: 75, region: 'napa' }),
    ];
    const winners = awardWinners(lots, 1).map((w) => [w.lot.region, w.lot.colour, w.medal, w.lot.quality, w.score]);
    // five estates enter Tuscany's reds: three medals; one alone in a segment wins nothing
    expect(winners).toEqual([
      ['tuscany', 'red', 'gold', 90, 95],
      ['tuscany', 'red', 'silver', 80, 90],
      ['tuscany', 'red', 'bronze', 70, 85],
    ]);
    expect(awardWinners(lots, 2)).toEqual([]);
    expect(awardWinners([], 1)).toEqual([]);
  });

  it('needs competition: each estate enters its best lot, and gold needs three estates, silver four, bronze five', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(medalsGiven)).toEqual([0, 0, 0, 1, 2, 3, 3]);
    expect(AWARD_COMPETITION.minEstates).toBe(3);
    // one producer with ten fine lots, alone in its region: no medal
    const alone = Array.from({ length: 10 }, (_, i) => lot({ id: idWithTaste(1, i), quality: 95, estateId: 'solo' }));
    expect(awardWinners(alone, 1)).toEqual([]);
    // with two rivals it enters its best lot only, and takes the one medal three estates allow
    const rivals = [lot({ id: idWithTaste(0, 20), quality: 60 }), lot({ id: idWithTaste(0, 21), quality: 61 })];
    const winners = awardWinners([...alone, ...rivals], 1);
    expect(winners).toHaveLength(1);
    expect(winners[0]).toMatchObject({ medal: 'gold', lot: { estateId: 'solo' } });
  });

  it('tells the winner what the medal is worth', () => {
    expect(
      awardNotice({ medal: 'gold', wineName: 'Rosso', region: 'tuscany', colour: 'red', year: 3, score: 94 }),
    ).toEqual({
      title: 'Gold medal for Rosso',
      body: 'Rosso won the gold medal among the red wines of Tuscany in the Year 3 awards, with 94 points. Its buyers now pay 20% more for it.',
    });
  });
});
