import { MESSAGES } from '@vineyard/domain';
import { newIdempotencyKey, purchaseState, topVarieties } from './purchase';

describe('purchase button rules', () => {
  const listing = { own: false, listingPrice: 100_000 };

  it('allows buying when the selected estate can pay the listing price exactly', () => {
    expect(purchaseState(listing, { money: 100_000 })).toEqual({ kind: 'ready' });
    expect(purchaseState(listing, { money: 250_000 })).toEqual({ kind: 'ready' });
  });

  it('blocks with the spec text when funds are below the price', () => {
    expect(purchaseState(listing, { money: 99_999 })).toEqual({
      kind: 'insufficient',
      message: MESSAGES.marketplace.insufficientFunds,
    });
  });

  it('needs a selected estate', () => {
    expect(purchaseState(listing, null)).toEqual({ kind: 'no-estate', message: MESSAGES.marketplace.selectEstate });
  });

  it('never offers the seller their own listing', () => {
    expect(purchaseState({ ...listing, own: true }, { money: 1_000_000 })).toEqual({ kind: 'own' });
  });
});

describe('suitable varieties on the market card', () => {
  it('merges red and white, best first, at most 6', () => {
    const red = [
      { variety: 'merlot', score: 70 },
      { variety: 'syrah', score: 95 },
      { variety: 'malbec', score: 40 },
      { variety: 'nebbiolo', score: 88 },
    ];
    const white = [
      { variety: 'riesling', score: 91 },
      { variety: 'chardonnay', score: 60 },
      { variety: 'sauvignon blanc', score: 88 },
    ];
    expect(topVarieties({ red, white }).map((item) => `${item.variety} ${item.score}`)).toEqual([
      'syrah 95',
      'riesling 91',
      'nebbiolo 88',
      'sauvignon blanc 88',
      'merlot 70',
      'chardonnay 60',
    ]);
    expect(topVarieties(undefined)).toEqual([]);
  });
});

describe('Idempotency-Key', () => {
  it('is a new UUID v4 for each attempt', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});
