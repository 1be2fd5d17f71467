import {
  advanceDays,
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  dayIndexOf,
  dayOfYear,
  formatGameDay,
  formatGameDayShortForm,
  formatGameTime,
  formatGameTimeShort,
  GAME_START,
  GAME_YEAR_MONTHS,
  gameTimeFromDayIndex,
  isValidGameTime,
  MONTH_NAMES,
  monthName,
  SEASONS,
  seasonOfMonth,
  toGameTimeView,
} from './index';

describe('calendar', () => {
  it('has a 360-day year starting in March', () => {
    expect(DAYS_PER_MONTH).toBe(30);
    expect(DAYS_PER_YEAR).toBe(360);
    expect(GAME_YEAR_MONTHS).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2]);
    expect(SEASONS).toEqual(['Spring', 'Summer', 'Fall', 'Winter']);
    expect(GAME_START).toEqual({ year: 1, month: 3, day: 1 });
    expect(Object.isFrozen(GAME_START)).toBe(true);
  });

  it.each([
    [3, 'Spring'],
    [4, 'Spring'],
    [5, 'Spring'],
    [6, 'Summer'],
    [7, 'Summer'],
    [8, 'Summer'],
    [9, 'Fall'],
    [10, 'Fall'],
    [11, 'Fall'],
    [12, 'Winter'],
    [1, 'Winter'],
    [2, 'Winter'],
  ])('month %p is in %p', (month, season) => {
    expect(seasonOfMonth(month)).toBe(season);
  });

  it('names months', () => {
    expect(monthName(3)).toBe('March');
    expect(monthName(1)).toBe('January');
    expect(monthName(12)).toBe('December');
    expect(MONTH_NAMES).toHaveLength(12);
    expect(() => monthName(0)).toThrow(RangeError);
    expect(() => monthName(13)).toThrow(RangeError);
    expect(() => seasonOfMonth(2.5)).toThrow(RangeError);
  });

  it('validates game times', () => {
    expect(isValidGameTime({ year: 1, month: 3, day: 1 })).toBe(true);
    expect(isValidGameTime({ year: 7, month: 2, day: 30 })).toBe(true);
    expect(isValidGameTime({ year: 0, month: 3, day: 1 })).toBe(false);
    expect(isValidGameTime({ year: 1, month: 13, day: 1 })).toBe(false);
    expect(isValidGameTime({ year: 1, month: 3, day: 0 })).toBe(false);
    expect(isValidGameTime({ year: 1, month: 3, day: 31 })).toBe(false);
    expect(isValidGameTime({ year: 1.5, month: 3, day: 1 })).toBe(false);
    expect(() => dayOfYear({ year: 1, month: 3, day: 31 })).toThrow(RangeError);
  });

  it('counts the day of the year from March 1', () => {
    expect(dayOfYear({ year: 1, month: 3, day: 1 })).toBe(1);
    expect(dayOfYear({ year: 1, month: 3, day: 30 })).toBe(30);
    expect(dayOfYear({ year: 1, month: 4, day: 1 })).toBe(31);
    expect(dayOfYear({ year: 3, month: 12, day: 30 })).toBe(300);
    expect(dayOfYear({ year: 3, month: 1, day: 1 })).toBe(301);
    expect(dayOfYear({ year: 3, month: 2, day: 30 })).toBe(360);
  });

  it('converts between game time and an absolute day index', () => {
    expect(dayIndexOf(GAME_START)).toBe(0);
    expect(dayIndexOf({ year: 1, month: 2, day: 30 })).toBe(359);
    expect(dayIndexOf({ year: 2, month: 3, day: 1 })).toBe(360);
    expect(gameTimeFromDayIndex(0)).toEqual(GAME_START);
    expect(gameTimeFromDayIndex(359)).toEqual({ year: 1, month: 2, day: 30 });
    expect(gameTimeFromDayIndex(360)).toEqual({ year: 2, month: 3, day: 1 });
    expect(gameTimeFromDayIndex(299)).toEqual({ year: 1, month: 12, day: 30 });
    expect(gameTimeFromDayIndex(300)).toEqual({ year: 1, month: 1, day: 1 });
    for (let i = 0; i < 3 * DAYS_PER_YEAR; i += 7) expect(dayIndexOf(gameTimeFromDayIndex(i))).toBe(i);
    expect(() => gameTimeFromDayIndex(-1)).toThrow(RangeError);
    expect(() => gameTimeFromDayIndex(1.5)).toThrow(RangeError);
  });

  describe('advanceDays', () => {
    it('moves within and across months', () => {
      expect(advanceDays(GAME_START, 0)).toEqual(GAME_START);
      expect(advanceDays(GAME_START, 1)).toEqual({ year: 1, month: 3, day: 2 });
      expect(advanceDays({ year: 1, month: 3, day: 30 }, 1)).toEqual({ year: 1, month: 4, day: 1 });
      expect(advanceDays({ year: 1, month: 5, day: 30 }, 1)).toEqual({ year: 1, month: 6, day: 1 });
    });

    it('stays in the same game year from December to January', () => {
      expect(advanceDays({ year: 1, month: 12, day: 30 }, 1)).toEqual({ year: 1, month: 1, day: 1 });
    });

    it('starts a new year when passing from Winter (February) to Spring (March)', () => {
      const next = advanceDays({ year: 1, month: 2, day: 30 }, 1);
      expect(next).toEqual({ year: 2, month: 3, day: 1 });
      expect(seasonOfMonth(next.month)).toBe('Spring');
      expect(advanceDays({ year: 4, month: 2, day: 25 }, 10)).toEqual({ year: 5, month: 3, day: 5 });
      expect(advanceDays(GAME_START, DAYS_PER_YEAR)).toEqual({ year: 2, month: 3, day: 1 });
      expect(advanceDays(GAME_START, 2 * DAYS_PER_YEAR + 45)).toEqual({ year: 3, month: 4, day: 16 });
    });

    it('goes backwards and refuses to go before the start', () => {
      expect(advanceDays({ year: 2, month: 3, day: 1 }, -1)).toEqual({ year: 1, month: 2, day: 30 });
      expect(() => advanceDays(GAME_START, -1)).toThrow(RangeError);
      expect(() => advanceDays(GAME_START, 0.5)).toThrow(RangeError);
    });

    it('does not mutate its input', () => {
      const time = { year: 1, month: 3, day: 1 };
      advanceDays(time, 40);
      expect(time).toEqual({ year: 1, month: 3, day: 1 });
    });
  });

  it('formats game time', () => {
    expect(formatGameTime(GAME_START)).toBe('Spring, Year 1, Day 1 (March)');
    expect(formatGameTime({ year: 2, month: 1, day: 15 })).toBe('Winter, Year 2, Day 15 (January)');
    expect(formatGameTime({ year: 3, month: 9, day: 30 })).toBe('Fall, Year 3, Day 30 (September)');
  });

  it('builds the full view', () => {
    expect(toGameTimeView(GAME_START)).toEqual({
      year: 1,
      month: 3,
      day: 1,
      season: 'Spring',
      monthName: 'March',
      formattedTime: 'Spring, Year 1, Day 1 (March)',
      dayOfYear: 1,
      dayIndex: 0,
    });
    expect(toGameTimeView({ year: 2, month: 2, day: 30 })).toMatchObject({
      season: 'Winter',
      monthName: 'February',
      dayOfYear: 360,
      dayIndex: 719,
    });
    expect(() => toGameTimeView({ year: 1, month: 0, day: 1 })).toThrow(RangeError);
  });

  it('formats a short game time and the game date of a day index', () => {
    expect(formatGameTimeShort({ year: 2, month: 10, day: 15 })).toBe('15 Oct, Year 2');
    expect(formatGameTimeShort(GAME_START)).toBe('1 Mar, Year 1');
    expect(formatGameDay(0)).toBe('Spring, Year 1, Day 1 (March)');
    expect(formatGameDay(360 + 180)).toBe('Fall, Year 2, Day 1 (September)');
    expect(formatGameDay(-3)).toBe('Before Year 1');
    expect(formatGameDayShortForm(-1080)).toBe('Before Year 1');
    expect(formatGameDayShortForm(360 + 224)).toBe('15 Oct, Year 2');
  });
});
