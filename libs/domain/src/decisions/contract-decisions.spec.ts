import { contractBoard, CONTRACT_RULES, type ContractOffer } from '../contracts';
import { GRAPE_COLORS } from '../varieties';
import { decideContractAccept } from './accept-contract';
import { decideContractDelivery, type ContractDeliveryInput } from './deliver-contract';

const code = (d: { ok: boolean; code?: string }) => (d.ok ? 'ok' : d.code);
const board: ContractOffer[] = contractBoard('tuscany', 20, 30, 4, GRAPE_COLORS);

describe('decideContractAccept', () => {
  it('takes an offer of the board as the contract terms', () => {
    const d = decideContractAccept({ board, offer: 2, acceptedThisMonth: [0], open: 1 });
    expect(d.ok && d.terms).toEqual(board[2]);
    expect(d.ok && d.message).toMatch(/^Contract accepted: [\d,]+ bottles of (red|white) wine to deliver by /);
  });

  it('refuses an offer not on the board, one taken already, then too many open contracts, in that order', () => {
    expect(code(decideContractAccept({ board, offer: 4, acceptedThisMonth: [4], open: 3 }))).toBe(
      'CONTRACT_OFFER_NOT_FOUND',
    );
    expect(code(decideContractAccept({ board, offer: 1, acceptedThisMonth: [1], open: 3 }))).toBe('CONTRACT_TAKEN');
    const tooMany = decideContractAccept({ board, offer: 1, acceptedThisMonth: [], open: CONTRACT_RULES.maxOpen });
    expect(tooMany).toMatchObject({
      ok: false,
      code: 'TOO_MANY_CONTRACTS',
      message: 'An estate may hold at most 3 open contracts',
    });
    expect(
      code(decideContractAccept({ board, offer: 1, acceptedThisMonth: [], open: CONTRACT_RULES.maxOpen - 1 })),
    ).toBe('ok');
  });
});

describe('decideContractDelivery', () => {
  // a premium pool (reputation 0, 2 ha: 1,500 bottles) that held 1,000 bottles on day 640: full again by day 700
  const market = (level: number | null, countedDay: number | null = 640): ContractDeliveryInput['market'] => ({
    reputationPoints: 0,
    reputationPointsDay: 0,
    plantedHectares: 2,
    tiers: [{ tier: 'premium', level, countedDay, index: null }],
  });
  const input = (
    over: { contract?: object; lot?: object; day?: number; market?: ContractDeliveryInput['market'] } = {},
  ): ContractDeliveryInput => ({
    day: over.day ?? 700,
    market: over.market ?? market(1_000),
    contract: {
      status: 'accepted',
      colour: 'red',
      tier: 'premium',
      minQuality: 70,
      bottles: 300,
      price: 12,
      dueDay: 719,
      ...over.contract,
    },
    lot: {
      name: 'Rosso 3',
      colour: 'red',
      variety: 'sangiovese',
      quality: 75,
      bottledDay: 690,
      bottles: 500,
      ...over.lot,
    },
  });

  it('takes the bottles from the lot, pays bottles × price and earns reputation', () => {
    const d = decideContractDelivery(input());
    if (!d.ok) throw new Error(d.code);
    expect(d.lot).toEqual({ bottles: 200 });
    expect(d.postings).toEqual([
      { amount: 3600, kind: 'contract_payment', description: 'Contract: 300 bottles of red wine delivered (Rosso 3)' },
    ]);
    expect(d.reputationPoints).toBe(CONTRACT_RULES.deliveryPoints);
    expect(d.notice.kind).toBe('contract_delivered');
    expect(d.message).toBe('Contract delivered: 300 bottles for €3,600');
  });

  it("takes the bottles out of the estate's pool of the contract's tier, down to empty (the merchants sell to its buyers)", () => {
    const pool = (m: ContractDeliveryInput['market'], day = 700) => {
      const d = decideContractDelivery(input({ market: m, day }));
      if (!d.ok) throw new Error(d.code);
      return d.pool;
    };
    // refilled by 1,500 / 120 a day: 1,000 + 60 × 12.5 = 1,750, capped at 1,500; less 300
    expect(pool(market(1_000))).toEqual({ tier: 'premium', level: 1_200, countedDay: 700 });
    // a pool never sold into is full
    expect(pool(market(null, null))).toEqual({ tier: 'premium', level: 1_200, countedDay: 700 });
    // 100 bottles on day 690 → 225 today; the contract's 300 empty it
    expect(pool(market(100, 690))).toEqual({ tier: 'premium', level: 0, countedDay: 700 });
  });

  it('delivers on the due day itself and a lot holding exactly the bottles', () => {
    expect(code(decideContractDelivery(input({ day: 719, lot: { bottles: 300 } })))).toBe('ok');
  });

  it('refuses, in order: a closed contract, a day past, the colour, the quality, the bottles', () => {
    const all = { contract: { status: 'delivered' }, day: 720, lot: { colour: 'white', quality: 50, bottles: 10 } };
    expect(code(decideContractDelivery(input(all)))).toBe('CONTRACT_CLOSED');
    expect(code(decideContractDelivery(input({ ...all, contract: {} })))).toBe('CONTRACT_OVERDUE');
    const colour = decideContractDelivery(input({ ...all, contract: {}, day: 700 }));
    expect(colour).toMatchObject({ code: 'CONTRACT_WRONG_WINE', message: 'This contract asks for red wine' });
    const quality = decideContractDelivery(input({ day: 700, lot: { quality: 50, bottles: 10 } }));
    expect(quality).toMatchObject({ code: 'CONTRACT_WRONG_WINE', errors: [{ field: 'wineLotId' }] });
    expect(quality.ok || quality.message).toMatch(/^This contract asks for quality 70 or more; this wine is \d+$/);
    expect(decideContractDelivery(input({ lot: { bottles: 299 } }))).toMatchObject({
      code: 'NOT_ENOUGH_WINE',
      message: 'This contract asks for 300 bottles; this wine has 299',
    });
  });
});
