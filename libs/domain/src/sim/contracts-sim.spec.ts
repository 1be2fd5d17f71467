/**
 * The simulator plays merchants' contracts with the server's decisions (decideContractAccept,
 * decideContractDelivery) and its default step: accepting costs nothing, a delivery pays through
 * the ledger and earns reputation, a contract left past its day takes its penalty (no more than the
 * estate has) and reputation; money stays equal to the ledger.
 */
import { contractPenalty, CONTRACT_RULES } from '../contracts';
import { SimRefusal, SimWorld, type SimEstate, type SimWineLot } from './world';

function setUp() {
  const world = new SimWorld(11);
  for (let d = 0; d < 400; d++) world.advance();
  const estate = world.found(world.addAccount(), 'family', 'tuscany');
  return { world, estate };
}

const ledgerSum = (world: SimWorld, estate: SimEstate) =>
  world.ledger.filter((r) => r.estateId === estate.id).reduce((s, r) => s + r.amount, 0);

function lotFor(estate: SimEstate, colour: 'red' | 'white', quality: number, bottles: number, day: number): SimWineLot {
  const lot = {
    id: `0000000${estate.lots.length}-0000-4000-8000-000000000000`,
    batch: null as never,
    variety: colour === 'red' ? 'sangiovese' : 'chardonnay',
    colour,
    bottles,
    bottledBottles: bottles,
    quality,
    bottledDay: day - 10,
    award: null,
  } satisfies SimWineLot;
  estate.lots.push(lot);
  return lot;
}

describe('merchants contracts in the simulator', () => {
  it('accepts, refuses the same offer twice, delivers through the ledger and earns reputation', () => {
    const { world, estate } = setUp();
    const [offer] = world.contractBoard(estate);
    const contract = world.acceptContract(estate, 0);
    expect(contract).toMatchObject({ ...offer, status: 'accepted' });
    expect(() => world.acceptContract(estate, 0)).toThrow(SimRefusal);
    const lot = lotFor(estate, offer!.colour, offer!.minQuality + 5, offer!.bottles + 7, world.day);
    const before = estate.money;
    const points = world.reputationPoints(estate);
    expect(world.deliverContract(estate, contract, lot)).toBe(offer!.bottles * offer!.price);
    expect(estate.money).toBe(before + offer!.bottles * offer!.price);
    expect(lot.bottles).toBe(7);
    expect(contract.status).toBe('delivered');
    expect(world.reputationPoints(estate)).toBeCloseTo(points + CONTRACT_RULES.deliveryPoints, 5);
    expect(world.ledger.at(-1)).toMatchObject({ kind: 'contract_payment', amount: offer!.bottles * offer!.price });
    expect(estate.money).toBe(ledgerSum(world, estate));
  });

  it('defaults a contract the day after its day: the penalty, as much as the estate has, and reputation', () => {
    const { world, estate } = setUp();
    const contract = world.acceptContract(estate, 1);
    world.addReputationPoints(estate, 200);
    while (world.day < contract.dueDay) world.advance();
    // still open on its last day; defaulted by the next day's step
    expect(contract.status).toBe('accepted');
    const before = estate.money;
    const points = world.reputationPoints(estate);
    world.advance();
    expect(contract.status).toBe('defaulted');
    const paid = Math.min(before, contractPenalty(contract));
    expect(contract.penalty).toBe(paid);
    expect(estate.money).toBe(before - paid);
    expect(world.reputationPoints(estate)).toBeLessThan(points - CONTRACT_RULES.defaultPoints + 1);
    expect(estate.money).toBe(ledgerSum(world, estate));
  });
});
