/**
 * The simulator plays the bottle store with the server's decision (decideBottleStoreBuild) and the
 * tick's monthly charge (storageCharge on isStorageChargeDay, as much as the estate has); the
 * winemaker extends only where the charge over STORE_HORIZON_MONTHS would cost more (bottle-store.ts).
 */
import { BOTTLE_STORE, extensionsCost, isStorageChargeDay, storageCharge } from '../bottle-store';
import { buildPayingExtensions, STORE_HORIZON_MONTHS } from './bottle-store';
import { COMPETENT_PARAMS } from './strategies';
import { SimRefusal, SimWorld, type SimEstate, type SimWineLot } from './world';

/** A family estate in Tuscany on the day before a storage charge. */
function setUp() {
  const world = new SimWorld(11);
  while (world.day < 400 || !isStorageChargeDay(world.day + 1)) world.advance();
  const estate = world.found(world.addAccount(), 'family', 'tuscany');
  return { world, estate };
}

const ledgerSum = (world: SimWorld, estate: SimEstate) =>
  world.ledger.filter((r) => r.estateId === estate.id).reduce((s, r) => s + r.amount, 0);

function lot(estate: SimEstate, bottles: number, day: number): void {
  estate.lots.push({
    id: `2000000${estate.lots.length}-0000-4000-8000-000000000000`,
    batch: null as never,
    variety: 'sangiovese',
    colour: 'red',
    bottles,
    bottledBottles: bottles,
    quality: 72,
    bottledDay: day - 10,
    award: null,
  } satisfies SimWineLot);
}

const family = BOTTLE_STORE.starting.family;

describe('the bottle store in the simulator', () => {
  it('charges the bottles beyond the store on the first day of the month, as much as the estate has', () => {
    const { world, estate } = setUp();
    lot(estate, family + 3_450, world.day);
    const before = estate.money;
    world.advance();
    expect(world.ledger.filter((r) => r.estateId === estate.id && r.kind === 'storage_charge')).toEqual([
      { estateId: estate.id, day: world.day, kind: 'storage_charge', amount: -storageCharge(family + 3_450, family) },
    ]);
    expect(estate.money).toBe(before - 105);
    // no money: no row and no arrears
    world.post(estate, -estate.money, 'fee');
    do world.advance();
    while (!isStorageChargeDay(world.day));
    expect(world.ledger.filter((r) => r.estateId === estate.id && r.kind === 'storage_charge')).toHaveLength(1);
    expect([estate.money, estate.arrears]).toEqual([0, 0]);
  });

  it('builds through the decision: each extension dearer, refused without the money', () => {
    const { world, estate } = setUp();
    const before = estate.money;
    expect(world.buildBottleStore(estate, 2)).toBe(extensionsCost(0, 2));
    expect(world.bottleStore(estate).capacity).toBe(family + 2 * BOTTLE_STORE.extensionBottles);
    expect(world.ledger.at(-1)).toMatchObject({ kind: 'bottle_store', amount: -extensionsCost(0, 2) });
    expect(estate.money).toBe(before - extensionsCost(0, 2));
    world.post(estate, -estate.money, 'fee');
    expect(() => world.buildBottleStore(estate, 1)).toThrow(SimRefusal);
    expect(estate.money).toBe(ledgerSum(world, estate));
  });

  it('the winemaker extends only where the charge over its horizon costs more than an extension', () => {
    const { world, estate } = setUp();
    const reserve = COMPETENT_PARAMS.cellarReserve;
    // 5,000 bottles over: €150 a month, €3,600 over the horizon, less than €6,000
    lot(estate, family + 5_000, world.day);
    expect(buildPayingExtensions(world, estate, reserve)).toBe(0);
    // 30,000 over: the first extension saves €300 a month (pays), the second €7,500 > 24 × €300 does not
    lot(estate, 25_000, world.day);
    expect(300 * STORE_HORIZON_MONTHS).toBeGreaterThanOrEqual(extensionsCost(0, 1));
    expect(300 * STORE_HORIZON_MONTHS).toBeLessThan(extensionsCost(1, 1));
    expect(buildPayingExtensions(world, estate, reserve)).toBe(extensionsCost(0, 1));
    expect(estate.bottleStoreExtensions).toBe(1);
    // not on other days
    world.advance();
    expect(buildPayingExtensions(world, estate, reserve)).toBe(0);
    expect(estate.money).toBe(ledgerSum(world, estate));
  });
});
