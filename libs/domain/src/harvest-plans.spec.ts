import { dayIndexOf } from './calendar';
import { cooperativePrice } from './grapes';
import {
  carryOutHarvestPlans,
  cooperativeSale,
  isAutoHarvestDay,
  isHarvestPlanDay,
  isHarvestPlan,
  type PlannedLot,
} from './harvest-plans';
import { crush } from './winery';

const lot = (id: string, plan: PlannedLot['plan'], kilograms: number, variety: PlannedLot['variety'] = 'merlot') => ({
  id,
  plan,
  variety,
  region: 'tuscany' as const,
  kilograms,
  quality: 70,
});

describe('harvest plans', () => {
  it('picks on November 1 and carries out the plans on November 2, every year', () => {
    for (const year of [1, 2, 5]) {
      expect(isAutoHarvestDay(dayIndexOf({ year, month: 11, day: 1 }))).toBe(true);
      expect(isHarvestPlanDay(dayIndexOf({ year, month: 11, day: 2 }))).toBe(true);
      expect(isAutoHarvestDay(dayIndexOf({ year, month: 10, day: 30 }))).toBe(false);
      expect(isHarvestPlanDay(dayIndexOf({ year, month: 11, day: 1 }))).toBe(false);
    }
    expect(isAutoHarvestDay(0)).toBe(false);
    expect(isHarvestPlan('crush')).toBe(true);
    expect(isHarvestPlan('burn')).toBe(false);
  });

  it('crushes a prefix of the lots that fits the tanks and the money, keeps the rest, sells to the cooperative', () => {
    const a = crush('red', 10_000, false);
    const outcomes = carryOutHarvestPlans({ money: 1_000_000, freeTankLitres: a.litres + 100 }, [
      lot('c', 'crush', 10_000),
      lot('a', 'crush', 10_000),
      lot('b', 'sell', 3_000),
      lot('d', 'keep', 500),
    ]);
    expect(outcomes).toEqual([
      { lotId: 'a', action: 'crush', preset: 'joven_red', kilograms: 10_000, litres: a.litres, cost: a.cost },
      { lotId: 'b', action: 'sell', kilograms: 3_000, money: Math.round(3_000 * cooperativePrice('tuscany')) },
      { lotId: 'c', action: 'keep', tanksFull: true },
      { lotId: 'd', action: 'keep', tanksFull: false },
    ]);
    // a white lot gets the fresh white preset; no money, no crush
    expect(
      carryOutHarvestPlans({ money: 1_000_000, freeTankLitres: 1e9 }, [lot('w', 'crush', 100, 'riesling')]),
    ).toEqual([expect.objectContaining({ action: 'crush', preset: 'fresh_white' })]);
    expect(carryOutHarvestPlans({ money: 0, freeTankLitres: 1e9 }, [lot('p', 'crush', 100)])).toEqual([
      { lotId: 'p', action: 'keep', tanksFull: true },
    ]);
    expect(cooperativeSale('napa', 1_000)).toBe(720);
  });
});
