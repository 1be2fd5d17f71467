import fc from 'fast-check';
import { DAYS_PER_YEAR, dayIndexOf, gameTimeFromDayIndex } from './calendar';
import { blockStatus, nextHealth } from './lifecycle';
import { REGIONS } from './regions';
import { weatherFor } from './weather';
import {
  cropLoss,
  cropLossText,
  cropVintage,
  eventsPerYear,
  FORECAST_DAYS,
  forecastFor,
  forecastThreats,
  protectionCost,
  recentWeatherEvents,
  WEATHER_EVENT_KINDS,
  WEATHER_EVENTS,
  weatherEventDamage,
  weatherEventFor,
  weatherEventsOfYear,
  vintageWeatherLoss,
} from './weather-events';

const YEARS = 10;
const allDays = Array.from({ length: YEARS * DAYS_PER_YEAR }, (_, d) => d);

describe('weatherEventFor', () => {
  it('is deterministic for a region and day', () => {
    for (const region of REGIONS)
      for (const day of [0, 37, 400, 1_000, 5_555])
        expect(weatherEventFor(region, day)).toEqual(weatherEventFor(region, day));
  });

  it('happens only in its months, and on the days its trigger allows', () => {
    let seen = 0;
    for (const region of REGIONS)
      for (const day of allDays) {
        const event = weatherEventFor(region, day);
        if (!event) continue;
        seen += 1;
        const rule = WEATHER_EVENTS[event.kind];
        expect(rule.months).toContain(gameTimeFromDayIndex(day).month);
        const wet = (d: number) => ['Rain', 'Storm'].includes(weatherFor(region, d).condition);
        if (rule.trigger === 'wetToday') expect(wet(day)).toBe(true);
        if (rule.trigger === 'wetYesterday') expect(wet(day - 1)).toBe(true);
        expect(event).toMatchObject({ region, day });
      }
    expect(seen).toBeGreaterThan(100);
  });

  it('is rare: a few events a year in every region, never in winter', () => {
    for (const region of REGIONS) {
      const perYear = Object.values(eventsPerYear(region, YEARS)).reduce((a, b) => a + b, 0);
      expect(perYear).toBeGreaterThan(1);
      expect(perYear).toBeLessThan(12);
    }
    const winter = allDays.filter((d) => [12, 1, 2].includes(gameTimeFromDayIndex(d).month));
    expect(REGIONS.flatMap((r) => winter.map((d) => weatherEventFor(r, d))).filter(Boolean)).toEqual([]);
  });

  it('differs by region: frost and mildew in Bordeaux, heat in Barossa and Napa, hail in Mendoza', () => {
    const bordeaux = eventsPerYear('bordeaux', YEARS);
    const barossa = eventsPerYear('barossa', YEARS);
    const napa = eventsPerYear('napa', YEARS);
    const mendoza = eventsPerYear('mendoza', YEARS);
    expect(bordeaux.frost).toBeGreaterThan(barossa.frost);
    expect(bordeaux.mildew).toBeGreaterThan(barossa.mildew);
    expect(bordeaux.harvestRain).toBeGreaterThan(napa.harvestRain);
    expect(barossa.heatwave).toBeGreaterThan(bordeaux.heatwave);
    expect(napa.heatwave).toBeGreaterThan(bordeaux.heatwave);
    expect(mendoza.hail).toBeGreaterThan(napa.hail);
    // and every kind happens somewhere
    for (const kind of WEATHER_EVENT_KINDS) expect(REGIONS.some((r) => eventsPerYear(r, YEARS)[kind] > 0)).toBe(true);
  });
});

describe('forecastFor and recentWeatherEvents', () => {
  it('lists the events of the FORECAST_DAYS days after today, soonest first', () => {
    for (const region of REGIONS)
      for (const today of [60, 100, 200, 250, 560]) {
        const forecast = forecastFor(region, today);
        const expected = Array.from({ length: FORECAST_DAYS }, (_, i) => weatherEventFor(region, today + 1 + i)).filter(
          (e) => e !== null,
        );
        expect(forecast).toEqual(expected);
        for (const e of forecast) expect(e.day > today && e.day <= today + FORECAST_DAYS).toBe(true);
      }
    // somewhere in a year's spring the forecast is not empty
    expect(allDays.slice(0, 90).some((d) => forecastFor('bordeaux', d).length > 0)).toBe(true);
  });

  it('has no events before the world began: the first days of the game answer without error', () => {
    for (const region of REGIONS) {
      expect(weatherEventFor(region, -1)).toBeNull();
      expect(weatherEventFor(region, 0.5)).toBeNull();
      for (const today of [0, 1, 5, 29]) {
        expect(recentWeatherEvents(region, today, 30).every((e) => e.day >= 0 && e.day <= today)).toBe(true);
        expect(forecastFor(region, today).length).toBeLessThanOrEqual(FORECAST_DAYS);
      }
    }
  });

  it('lists the last days’ events up to today, newest first', () => {
    const today = 100;
    const recent = recentWeatherEvents('bordeaux', today, 30);
    expect(recent.map((e) => e.day)).toEqual(
      Array.from({ length: 30 }, (_, i) => today - i).filter((d) => weatherEventFor('bordeaux', d) !== null),
    );
  });
});

describe('the damage rule', () => {
  const frost = { kind: 'frost', severity: 'moderate' } as const;
  const rain = { kind: 'harvestRain', severity: 'severe' } as const;

  it('takes the kind’s damage for its severity from an unprotected block, nothing from a protected one', () => {
    expect(weatherEventDamage(frost, 'growing')).toBe(WEATHER_EVENTS.frost.damage.moderate);
    expect(weatherEventDamage({ ...frost, severity: 'severe' }, 'mature')).toBe(WEATHER_EVENTS.frost.damage.severe);
    expect(weatherEventDamage(frost, 'growing', true)).toBe(0);
    expect(weatherEventDamage(null, 'growing')).toBe(0);
  });

  it('rain at harvest hurts only grapes still on the vine', () => {
    expect(weatherEventDamage(rain, 'harvesting')).toBe(WEATHER_EVENTS.harvestRain.damage.severe);
    for (const status of ['planting', 'growing', 'mature', 'dormant'] as const)
      expect(weatherEventDamage(rain, status)).toBe(0);
  });

  it('nextHealth takes the damage off after the day’s drift, down to 0 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: -15, max: 3 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 30 }),
        (health, suitability, effect, untended, damage) => {
          const after = nextHealth(health, suitability, effect, untended, damage);
          expect(after).toBe(Math.max(0, nextHealth(health, suitability, effect, untended) - damage));
          expect(after).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('costs the kind’s price per hectare, in whole euros', () => {
    expect(protectionCost('mildew', 2)).toBe(2 * WEATHER_EVENTS.mildew.costPerHectare);
    expect(protectionCost('hail', 1.25)).toBe(Math.round(1.25 * WEATHER_EVENTS.hail.costPerHectare));
    expect(protectionCost('frost', 0.001)).toBe(1);
  });
});

describe('forecastThreats', () => {
  it("lists the coming events that can harm the estate's blocks, with each block's damage, cost and protection", () => {
    // a day with a frost in Bordeaux's forecast
    const today = allDays.find((d) => forecastFor('bordeaux', d).some((e) => e.kind === 'frost'))!;
    const frost = forecastFor('bordeaux', today).find((e) => e.kind === 'frost')!;
    const base = {
      size: 2,
      plantedDay: today - 400,
      lastHarvestYear: null,
      protectedDays: [] as number[],
      work: [] as { kind: 'spraying'; day: number }[],
    };
    const threats = forecastThreats(
      [
        { ...base, id: 'a', name: 'A', region: 'bordeaux' },
        { ...base, id: 'b', name: 'B', region: 'bordeaux', protectedDays: [frost.day] },
        { ...base, id: 'c', name: 'C', region: 'napa' },
      ],
      today,
    );
    const threat = threats.find((t) => t.event.day === frost.day && t.event.region === 'bordeaux')!;
    expect(threat.blocks).toEqual([
      { id: 'a', name: 'A', damage: WEATHER_EVENTS.frost.damage[frost.severity], cost: 600, protected: false },
      { id: 'b', name: 'B', damage: WEATHER_EVENTS.frost.damage[frost.severity], cost: 600, protected: true },
    ]);
    expect(threat.protection).toBe(WEATHER_EVENTS.frost.protection);
    // soonest first, and only the regions of the blocks
    expect(threats.map((t) => t.event.day)).toEqual([...threats.map((t) => t.event.day)].sort((x, y) => x - y));
    for (const t of threats) expect(['bordeaux', 'napa']).toContain(t.event.region);
    expect(forecastThreats([], today)).toEqual([]);
  });

  it('counts a block sprayed this season as protected against mildew (the tick spares it), not against frost', () => {
    const today = allDays.find((d) => forecastFor('bordeaux', d).some((e) => e.kind === 'mildew'))!;
    const mildew = forecastFor('bordeaux', today).find((e) => e.kind === 'mildew')!;
    const block = { id: 'a', name: 'A', region: 'bordeaux' as const, size: 2, plantedDay: today - 400 };
    const threat = (work: { kind: 'spraying' | 'pruning'; day: number }[]) =>
      forecastThreats([{ ...block, lastHarvestYear: null, protectedDays: [], work }], today).find(
        (t) => t.event.day === mildew.day,
      )!.blocks[0]!.protected;
    expect(threat([{ kind: 'spraying', day: today }])).toBe(true);
    expect(threat([{ kind: 'pruning', day: today }])).toBe(false);
    expect(threat([])).toBe(false);
  });
});

describe('cropVintage: the crop on the vines that the block page shows the weather of', () => {
  const day = (year: number, month: number) => dayIndexOf({ year, month, day: 10 });

  it("is this year's until it is picked or its harvest is over, then the next year's", () => {
    expect(cropVintage(null, day(3, 5))).toBe(3);
    expect(cropVintage(2, day(3, 9))).toBe(3);
    expect(cropVintage(3, day(3, 9))).toBe(4);
    // November to February: the harvest is over, picked or not (the tick picks what is left on November 1)
    expect(cropVintage(null, day(3, 12))).toBe(4);
    expect(cropVintage(2, day(3, 2))).toBe(4);
    expect(cropVintage(3, day(3, 1))).toBe(4);
  });
});

describe('the crop rule (vintageWeatherLoss)', () => {
  const block = { region: 'bordeaux' as const, plantedDay: -2000, since: 0, protectedDays: [], work: [] };
  const vintageEnd = (year: number) => year * DAYS_PER_YEAR - 1;

  it('sums the crop loss of every event of the vintage that harms the block, up to the day', () => {
    const loss = vintageWeatherLoss(block, 5, vintageEnd(5));
    const events = weatherEventsOfYear('bordeaux', 5).filter((e) => !WEATHER_EVENTS[e.kind].hurtsOnly);
    expect(events.length).toBeGreaterThan(0);
    expect(loss.events.map((e) => e.day)).toEqual(
      weatherEventsOfYear('bordeaux', 5)
        .filter((e) => {
          const { month } = gameTimeFromDayIndex(e.day);
          return weatherEventDamage(e, blockStatus(e.day - block.plantedDay, month, false)) > 0;
        })
        .map((e) => e.day),
    );
    for (const e of loss.events) expect(e).toMatchObject(WEATHER_EVENTS[e.kind].crop[e.severity]);
    expect(loss.yieldPercent).toBe(loss.events.reduce((s, e) => s + e.yieldPercent, 0));
    expect(loss.qualityPoints).toBe(loss.events.reduce((s, e) => s + e.qualityPoints, 0));
    expect(loss.yieldPercent).toBeLessThan(0);
    // only the days up to `day`, only from `since`
    const first = loss.events[0]!;
    expect(vintageWeatherLoss(block, 5, first.day - 1).events).toEqual([]);
    expect(vintageWeatherLoss(block, 5, first.day).events).toHaveLength(1);
    expect(vintageWeatherLoss({ ...block, since: first.day + 1 }, 5, vintageEnd(5)).events.map((e) => e.day)).toEqual(
      loss.events.slice(1).map((e) => e.day),
    );
  });

  it('spares the days the block was protected for, and mildew after its spraying', () => {
    const loss = vintageWeatherLoss(block, 7, vintageEnd(7));
    const mildew = loss.events.find((e) => e.kind === 'mildew')!;
    const other = loss.events.find((e) => e.kind !== 'mildew')!;
    expect(mildew && other).toBeTruthy();
    const guarded = vintageWeatherLoss(
      { ...block, protectedDays: [other.day], work: [{ kind: 'spraying', day: mildew.day - 1 }] },
      7,
      vintageEnd(7),
    );
    expect(guarded.events.map((e) => e.day)).toEqual(
      loss.events.filter((e) => e.day !== other.day && !(e.kind === 'mildew' && e.day >= mildew.day)).map((e) => e.day),
    );
    // sprayed on the mildew's day itself is too late
    const late = vintageWeatherLoss({ ...block, work: [{ kind: 'spraying', day: mildew.day }] }, 7, vintageEnd(7));
    expect(late.events.map((e) => e.day)).toContain(mildew.day);
  });

  it('takes nothing from vines planted after the events, and is worse in Bordeaux than in Napa over the years', () => {
    expect(vintageWeatherLoss({ ...block, plantedDay: vintageEnd(5) }, 5, vintageEnd(5)).events).toEqual([]);
    const mean = (region: 'bordeaux' | 'napa') =>
      Array.from(
        { length: 10 },
        (_, i) => vintageWeatherLoss({ ...block, region }, i + 2, vintageEnd(i + 2)).yieldPercent,
      ).reduce((a, b) => a + b) / 10;
    expect(mean('bordeaux')).toBeLessThan(mean('napa'));
  });

  it('cropLoss is none when the event cannot harm the block; cropLossText says it in words', () => {
    expect(cropLoss({ kind: 'hail', severity: 'severe' }, 'mature')).toEqual(WEATHER_EVENTS.hail.crop.severe);
    expect(cropLoss({ kind: 'hail', severity: 'severe' }, 'mature', true)).toEqual({
      yieldPercent: 0,
      qualityPoints: 0,
    });
    expect(cropLoss({ kind: 'harvestRain', severity: 'moderate' }, 'mature')).toEqual({
      yieldPercent: 0,
      qualityPoints: 0,
    });
    expect(cropLoss(null, 'mature')).toEqual({ yieldPercent: 0, qualityPoints: 0 });
    expect(cropLossText({ yieldPercent: -4, qualityPoints: -1 })).toBe('4% of the kilograms and 1 quality point');
    expect(cropLossText({ yieldPercent: 0, qualityPoints: -3 })).toBe('3 quality points');
    expect(cropLossText({ yieldPercent: 0, qualityPoints: 0 })).toBe('');
  });
});
