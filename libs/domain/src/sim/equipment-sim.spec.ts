/**
 * The simulator plays winery equipment with the server's decision (decideEquipmentPurchase), the
 * crush and bottling decisions with the estate's equipment, and the tick's monthly upkeep (on
 * isEquipmentUpkeepDay, the pieces bought before the day, as much as the estate has); and the cellar
 * door with its decisions (decideCellarDoorBuild, decideCellarDoorSale), its upkeep charged with the
 * equipment's.
 */
import { isStorageChargeDay } from '../bottle-store';
import { EQUIPMENT, equipmentPrice, equipmentUpkeep, isEquipmentUpkeepDay } from '../equipment';
import { cellarDoorDemand, cellarDoorPrice, cellarDoorUpkeep } from '../cellar-door';
import { SimRefusal, SimWorld, type SimEstate, type SimWineLot } from './world';

/** A family estate in Tuscany on the day before an upkeep charge. */
function setUp() {
  const world = new SimWorld(11);
  while (world.day < 400 || !isStorageChargeDay(world.day + 1)) world.advance();
  const estate = world.found(world.addAccount(), 'family', 'tuscany');
  return { world, estate };
}

const ledgerSum = (world: SimWorld, estate: SimEstate) =>
  world.ledger.filter((r) => r.estateId === estate.id).reduce((s, r) => s + r.amount, 0);

describe('winery equipment in the simulator', () => {
  it('buys through the decision, once a kind, and charges the upkeep on the first day of the month', () => {
    const { world, estate } = setUp();
    const price = equipmentPrice('sorting_table', world.plantedHectares(estate));
    const before = estate.money;
    expect(world.buyEquipment(estate, 'sorting_table')).toBe(price);
    expect(world.ledger.at(-1)).toMatchObject({ kind: 'equipment_purchase', amount: -price });
    expect(() => world.buyEquipment(estate, 'sorting_table')).toThrow(SimRefusal);
    expect(estate.money).toBe(before - price);
    world.advance();
    expect(isEquipmentUpkeepDay(world.day)).toBe(true);
    expect(world.ledger.filter((r) => r.estateId === estate.id && r.kind === 'equipment_upkeep')).toEqual([
      { estateId: estate.id, day: world.day, kind: 'equipment_upkeep', amount: -equipmentUpkeep(price) },
    ]);
    // no money: no row and no arrears
    world.post(estate, -estate.money, 'fee');
    do world.advance();
    while (!isEquipmentUpkeepDay(world.day));
    expect(world.ledger.filter((r) => r.estateId === estate.id && r.kind === 'equipment_upkeep')).toHaveLength(1);
    expect([estate.money, estate.arrears]).toEqual([0, 0]);
    expect(() => world.buyEquipment(estate, 'bottling_line')).toThrow(SimRefusal);
    expect(estate.money).toBe(ledgerSum(world, estate));
  });

  it('crushes with the sorting table’s quality points', () => {
    const { world, estate } = setUp();
    const bare = world.crushBatch(estate, 'sangiovese', 70, 1_000, 'joven_red');
    world.buyEquipment(estate, 'sorting_table');
    const sorted = world.crushBatch(estate, 'sangiovese', 70, 1_000, 'joven_red');
    expect(sorted.grapeQuality - bare.grapeQuality).toBe(EQUIPMENT.sorting_table.crushQuality.red);
  });
});

describe('the cellar door in the simulator', () => {
  it('builds through the decision, sells within the month’s demand, and pays its upkeep with the equipment’s', () => {
    const { world, estate } = setUp();
    const lot: SimWineLot = {
      id: '20000000-0000-4000-8000-000000000000',
      batch: null as never,
      variety: 'sangiovese',
      colour: 'red',
      bottles: 5_000,
      bottledBottles: 5_000,
      quality: 72,
      bottledDay: world.day - 10,
      award: null,
    };
    estate.lots.push(lot);
    expect(() => world.sellAtCellarDoor(estate, lot, 10)).toThrow(SimRefusal);
    const price = world.buildCellarDoor(estate);
    expect(price).toBe(cellarDoorPrice(world.plantedHectares(estate)));
    expect(() => world.buildCellarDoor(estate)).toThrow(SimRefusal);
    const demand = cellarDoorDemand(estate.region, world.reputation(estate), world.day);
    const received = world.sellAtCellarDoor(estate, lot, 10);
    expect(received).toBeGreaterThan(0);
    expect(world.ledger.at(-1)).toMatchObject({ kind: 'cellar_door_sale', amount: received });
    expect(lot.bottles).toBe(4_990);
    expect(world.cellarDoorSoldThisMonth(estate)).toBe(10);
    expect(() => world.sellAtCellarDoor(estate, lot, demand - 9)).toThrow(SimRefusal);
    world.buyEquipment(estate, 'bottling_line');
    const line = equipmentUpkeep(equipmentPrice('bottling_line', world.plantedHectares(estate)));
    world.advance();
    expect(world.ledger.filter((r) => r.estateId === estate.id && r.kind === 'equipment_upkeep')).toEqual([
      { estateId: estate.id, day: world.day, kind: 'equipment_upkeep', amount: -(cellarDoorUpkeep(price) + line) },
    ]);
    expect(world.cellarDoorSoldThisMonth(estate)).toBe(0);
    expect(estate.money).toBe(ledgerSum(world, estate));
  });
});
