/**
 * The simulator plays winery equipment with the server's decision (decideEquipmentPurchase), the
 * crush and bottling decisions with the estate's equipment, and the tick's monthly upkeep (on
 * isEquipmentUpkeepDay, the pieces bought before the day, as much as the estate has).
 */
import { isStorageChargeDay } from '../bottle-store';
import { EQUIPMENT, equipmentPrice, equipmentUpkeep, isEquipmentUpkeepDay } from '../equipment';
import { SimRefusal, SimWorld, type SimEstate } from './world';

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
