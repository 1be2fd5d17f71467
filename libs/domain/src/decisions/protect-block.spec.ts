import { DAYS_PER_YEAR } from '../calendar';
import { MESSAGES } from '../messages';
import type { RegionKey } from '../regions';
import { FORECAST_DAYS, protectionCost, WEATHER_EVENTS, weatherEventFor, type WeatherEvent } from '../weather-events';
import { decideProtect, type ProtectInput } from './protect-block';

/** The first day from `from` with an event of `kind` (any when absent) in `region`. */
function firstEvent(region: RegionKey, from: number, kind?: WeatherEvent['kind']): WeatherEvent {
  for (let day = from; day < from + 20 * DAYS_PER_YEAR; day++) {
    const event = weatherEventFor(region, day);
    if (event && (!kind || event.kind === kind)) return event;
  }
  throw new Error(`no ${kind ?? 'event'} in ${region}`);
}

const frost = firstEvent('bordeaux', 2 * DAYS_PER_YEAR, 'frost');
const today = frost.day - 2;
const INPUT: ProtectInput = {
  day: today,
  estate: { money: 100_000, arrears: 0 },
  block: { name: 'Clos Nord', size: 2.5, region: 'bordeaux', plantedDay: 0, lastHarvestYear: null },
  eventDay: frost.day,
  protectedDays: [],
  work: [],
};

describe('decideProtect', () => {
  it('charges the protection per hectare through the ledger and records the event day and kind', () => {
    const plan = decideProtect(INPUT);
    if (!plan.ok) throw new Error(plan.code);
    const cost = protectionCost('frost', 2.5);
    expect(plan.cost).toBe(cost);
    expect(plan.event).toEqual(frost);
    expect(plan.spared).toBe(WEATHER_EVENTS.frost.damage[frost.severity]);
    expect(plan.postings).toEqual([
      {
        amount: -cost,
        kind: 'weather_protection',
        description: expect.stringContaining(WEATHER_EVENTS.frost.protection),
      },
    ]);
    expect(plan.protection).toEqual({ eventDay: frost.day, kind: 'frost' });
  });

  it('refuses, in order: not a forecast event, already protected, cannot harm, in arrears, not enough money', () => {
    const code = (input: Partial<ProtectInput>) => {
      const d = decideProtect({ ...INPUT, ...input });
      return d.ok ? 'ok' : d.code;
    };
    // a day without an event, today itself, a day beyond the forecast
    const quiet = Array.from({ length: FORECAST_DAYS }, (_, i) => today + 1 + i).find(
      (d) => weatherEventFor('bordeaux', d) === null,
    )!;
    expect(code({ eventDay: quiet })).toBe('WEATHER_EVENT_NOT_FORECAST');
    expect(code({ day: frost.day })).toBe('WEATHER_EVENT_NOT_FORECAST');
    expect(code({ day: frost.day - FORECAST_DAYS - 1 })).toBe('WEATHER_EVENT_NOT_FORECAST');
    expect(code({ day: frost.day - FORECAST_DAYS })).toBe('ok');
    expect(code({ eventDay: 1.5 })).toBe('VALIDATION_FAILED');
    // already protected comes before the money
    expect(code({ protectedDays: [frost.day], estate: { money: 0, arrears: 5 } })).toBe('ALREADY_PROTECTED');
    expect(code({ estate: { money: 100_000, arrears: 1 } })).toBe('ESTATE_IN_ARREARS');
    const short = decideProtect({ ...INPUT, estate: { money: protectionCost('frost', 2.5) - 1, arrears: 0 } });
    expect(short).toEqual({
      ok: false,
      code: 'INSUFFICIENT_FUNDS',
      message: MESSAGES.weather.notEnoughToProtect(`€${protectionCost('frost', 2.5).toLocaleString('en-US')}`),
    });
    expect(code({ estate: { money: protectionCost('frost', 2.5), arrears: 0 } })).toBe('ok');
  });

  it('refuses rain-at-harvest protection for a block with no grapes on the vine that day', () => {
    const rain = firstEvent('bordeaux', 2 * DAYS_PER_YEAR, 'harvestRain');
    const input = { ...INPUT, day: rain.day - 1, eventDay: rain.day };
    // young vines (planted this year) and a block already picked this year
    const young = decideProtect({ ...input, block: { ...INPUT.block, plantedDay: rain.day - 100 } });
    expect(young.ok ? 'ok' : young.code).toBe('PROTECTION_NOT_NEEDED');
    const year = Math.floor(rain.day / DAYS_PER_YEAR) + 1;
    const picked = decideProtect({ ...input, block: { ...INPUT.block, lastHarvestYear: year } });
    expect(picked.ok ? 'ok' : picked.code).toBe('PROTECTION_NOT_NEEDED');
    expect(decideProtect(input).ok).toBe(true);
  });

  it("refuses protection against mildew for a block the season's spraying shields already, and only that", () => {
    const mildew = firstEvent('bordeaux', 2 * DAYS_PER_YEAR, 'mildew');
    const input = { ...INPUT, day: mildew.day - 2, eventDay: mildew.day };
    const code = (work: ProtectInput['work']) => {
      const d = decideProtect({ ...input, work });
      return d.ok ? 'ok' : d.code;
    };
    // sprayed today (before the mildew's day): the tick spares the block, so there is nothing to buy
    expect(code([{ kind: 'spraying', day: input.day }])).toBe('ALREADY_PROTECTED');
    // pruned only, or sprayed the season before: the mildew still hurts
    expect(code([{ kind: 'pruning', day: input.day - 60 }])).toBe('ok');
    expect(code([{ kind: 'spraying', day: input.day - DAYS_PER_YEAR }])).toBe('ok');
    // a spraying shields from mildew, not from frost
    expect(decideProtect({ ...INPUT, work: [{ kind: 'spraying', day: today }] }).ok).toBe(true);
  });
});
