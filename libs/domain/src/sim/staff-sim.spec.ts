/**
 * The simulator plays staff with the server's decisions (decideHire, decideDismiss,
 * decideSalesRule) and the tick's steps on the first day of a game month: the sales manager's sale
 * (planStaffSales, before the charges; none in arrears) and the wages (as much as the estate has,
 * the rest in arrears).
 */
import { crewCostPercent, isWageDay, salesManagerBottles, staffCandidates, winemakerCrushQuality } from '../staff';
import { bearsVintage, workCost, workVintage } from '../vineyard-work';
import { estateBlocks, SimRefusal, SimWorld, type SimEstate, type SimWineLot } from './world';

/** A family estate in Tuscany on the day before a wage day. */
function setUp() {
  const world = new SimWorld(11);
  while (world.day < 400 || !isWageDay(world.day + 1)) world.advance();
  const estate = world.found(world.addAccount(), 'family', 'tuscany');
  return { world, estate };
}

const ledgerSum = (world: SimWorld, estate: SimEstate) =>
  world.ledger.filter((r) => r.estateId === estate.id).reduce((s, r) => s + r.amount, 0);

function lot(estate: SimEstate, bottles: number, quality: number, day: number): SimWineLot {
  const wine = {
    id: `3000000${estate.lots.length}-0000-4000-8000-000000000000`,
    batch: null as never,
    variety: 'sangiovese',
    colour: 'red',
    bottles,
    bottledBottles: bottles,
    quality,
    bottledDay: day - 10,
    award: null,
  } satisfies SimWineLot;
  estate.lots.push(wine);
  return wine;
}

describe('staff in the simulator', () => {
  it('hires through the decision; on the first of the month the sales manager sells to the rule, then the wages are paid', () => {
    const { world, estate } = setUp();
    const candidate = staffCandidates(String(estate.id), world.day)[0]!;
    const good = lot(estate, 5_000, 80, world.day);
    const poor = lot(estate, 3_000, 40, world.day);
    const before = estate.money;
    world.hire(estate, candidate.id);
    expect(world.ledger.at(-1)).toMatchObject({ kind: 'staff_hiring', amount: -candidate.hiringFee });
    expect(() => world.hire(estate, candidate.id)).toThrow(SimRefusal);
    world.setSalesRule(estate, { sharePercent: 10, minQuality: 60 });
    expect(() => world.setSalesRule(estate, { sharePercent: 0, minQuality: 60 })).toThrow(SimRefusal);

    world.advance();
    const rows = world.ledger.filter((r) => r.estateId === estate.id && r.day === world.day);
    expect(rows.map((r) => r.kind)).toEqual(['wine_sale', 'wages']);
    expect(rows[1]!.amount).toBe(-candidate.wage);
    expect([good.bottles, poor.bottles]).toEqual([4_500, 3_000]);
    expect(salesManagerBottles(candidate.skill)).toBeGreaterThanOrEqual(500);
    expect(estate.money).toBe(before - candidate.hiringFee + rows[0]!.amount - candidate.wage);
    expect(estate.money).toBe(ledgerSum(world, estate));

    // dismissed: no sale and no wages the next month
    world.dismiss(estate, estate.staff[0]!.id);
    do world.advance();
    while (!isWageDay(world.day));
    expect(world.ledger.filter((r) => r.estateId === estate.id && r.day === world.day && r.kind !== 'upkeep')).toEqual(
      [],
    );
    expect(good.bottles).toBe(4_500);
  });

  it('pays the wages as far as the money goes, the rest in arrears; an estate in arrears sells nothing this way', () => {
    const { world, estate } = setUp();
    const candidate = staffCandidates(String(estate.id), world.day)[0]!;
    const good = lot(estate, 5_000, 80, world.day);
    world.hire(estate, candidate.id);
    world.post(estate, -(estate.money - 100), 'fee');
    estate.arrears = 1; // in arrears already: the sales manager stops
    world.advance();
    expect(good.bottles).toBe(5_000);
    expect(world.ledger.at(-1)).toMatchObject({ kind: 'wages', amount: -100 });
    expect([estate.money, estate.arrears]).toEqual([0, 1 + candidate.wage - 100]);
  });

  it('the vineyard manager has the due work done on the first of the month through the player’s decision, paid at the skill’s cost', () => {
    const { world, estate } = setUp();
    const candidate = staffCandidates(String(estate.id), world.day).find((c) => c.role === 'vineyardManager')!;
    world.hire(estate, candidate.id);
    expect(() => world.hire(estate, candidate.id)).toThrow(SimRefusal);
    const before = estate.money;
    world.advance();
    const vintage = workVintage(world.day);
    const bearing = estateBlocks(estate).filter((b) => bearsVintage(b.plantedDay, vintage));
    expect(bearing.length).toBeGreaterThan(0);
    for (const b of bearing)
      expect(b.work?.map((w) => [w.kind, w.option, w.day])).toEqual([['spraying', 'standard', world.day]]);
    const rows = world.ledger.filter((r) => r.estateId === estate.id && r.day === world.day);
    expect(rows.map((r) => r.kind)).toEqual(['vineyard_work', 'wages']);
    const expected = bearing.reduce(
      (sum, b) =>
        sum +
        Math.max(
          1,
          Math.round(
            (workCost('spraying', 'standard', b.size, estate.region) * crewCostPercent(candidate.skill)) / 100,
          ),
        ),
      0,
    );
    expect(rows[0]!.amount).toBe(-expected);
    expect(estate.money).toBe(before + rows[0]!.amount - candidate.wage);
    expect(estate.money).toBe(ledgerSum(world, estate));

    // June (the first wage day is May 1): the canopy work; July: nothing left in its window
    do world.advance();
    while (!isWageDay(world.day));
    for (const b of bearing) expect(b.work?.map((w) => w.kind)).toEqual(['spraying', 'canopy']);
    expect(estate.money).toBe(ledgerSum(world, estate));
    do world.advance();
    while (!isWageDay(world.day));
    expect(world.ledger.filter((r) => r.estateId === estate.id && r.day === world.day).map((r) => r.kind)).toEqual([
      'wages',
    ]);
  });

  it('a winemaker adds their quality points to every batch crushed, through the crush decision', () => {
    const { world, estate } = setUp();
    const before = world.crushBatch(estate, 'sangiovese', 70, 1_000, 'joven_red');
    const candidate = staffCandidates(String(estate.id), world.day).find((c) => c.role === 'winemaker')!;
    world.hire(estate, candidate.id);
    const after = world.crushBatch(estate, 'sangiovese', 70, 1_000, 'joven_red');
    expect(after.grapeQuality - before.grapeQuality).toBe(winemakerCrushQuality(candidate.skill));
    expect(estate.money).toBe(ledgerSum(world, estate));
  });
});
