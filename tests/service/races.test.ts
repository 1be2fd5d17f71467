/**
 * Concurrent service calls on one listing, one wine lot, one plot, in process (each call takes its
 * own connection from the application's pool, so they meet in PostgreSQL as requests do): exactly
 * one winner, every loser refused with a 4xx, and money conserved — all estates' money plus what
 * left the economy on purpose (fees, the registry's sales) is what it was. More rounds and more
 * racers than the api suites afford over HTTP (tests/api/races.test.ts keeps a few rounds there).
 */
import { landSaleFee, MESSAGES } from '@vineyard/domain';
import { wineLot } from '../support/builders';
import { backend, useBackend, type Backend } from './support/backend';
import { player, type Player, refusal, unbalancedEstates, validated } from './support/fixtures';

const m = MESSAGES.marketplace;
const backendOf = useBackend({ DB_POOL_SIZE: '20' });
const services = (b: Backend) => ({
  market: b.get(backend('marketplace/marketplace.service').MarketplaceService),
  listings: b.get(backend('marketplace/listings.service').ListingsService),
  wines: b.get(backend('wine-market/wine-market.service').WineMarketService),
  blocks: b.get(backend('blocks/blocks.service').BlocksService),
});
const dtos = () => backend('marketplace/dto/marketplace.dto');

/** What a settled call became: 'ok', or the status it was refused with (a 500 fails the test). */
async function outcome(call: Promise<unknown>): Promise<'ok' | number> {
  try {
    await call;
    return 'ok';
  } catch {
    const refused = await refusal(call);
    expect(refused.status).toBeLessThan(500);
    return refused.status;
  }
}

/** Money of every estate, plus what left the economy on purpose (fees, plantings, registry sales). */
async function economy(b: Backend): Promise<number> {
  const [{ total }] = await b.query(
    `SELECT (SELECT COALESCE(sum(money), 0) FROM estates)
          + (SELECT COALESCE(sum(price), 0) FROM plot_sales WHERE seller_estate_id IS NULL)
          - (SELECT COALESCE(sum(amount), 0) FROM ledger_entries WHERE kind IN ('fee', 'planting')) AS total`,
  );
  return Number(total);
}

const bare = (p: Player) => p.estate.plots.find((plot) => plot.size === 2)!;
const ownerOf = async (b: Backend, plotId: string) =>
  (await b.query('SELECT estate_id FROM plots WHERE id = $1', [plotId]))[0].estate_id as string;

it('50 buyers racing for one listing: exactly one wins, the rest get 409, only the fee leaves the economy', async () => {
  const b = backendOf();
  const { market, listings } = services(b);
  const seller = await player(b);
  const plot = bare(seller);
  const { marketValue } = await market.valuation(seller.userId, plot.id);
  const price = Math.round(marketValue * 0.75);
  await listings.list(seller.userId, plot.id, await validated(dtos().ListPlotDto, { price, expirationDays: 30 }));
  const buyers: Player[] = [];
  for (let i = 0; i < 50; i += 10) buyers.push(...(await Promise.all(Array.from({ length: 10 }, () => player(b)))));
  const before = await economy(b);
  const money = async () => Number((await b.query('SELECT sum(money)::bigint AS s FROM estates'))[0].s);
  const moneyBefore = await money();
  const results = await Promise.all(
    buyers.map((buyer) => outcome(market.purchase(buyer.userId, plot.id, buyer.estate.id))),
  );
  expect(results.filter((r) => r === 'ok')).toHaveLength(1);
  expect(results.filter((r) => r === 409)).toHaveLength(49);
  expect(await ownerOf(b, plot.id)).toBe(buyers[results.indexOf('ok')]!.estate.id);
  expect(await b.query('SELECT 1 FROM plot_sales WHERE plot_id = $1', [plot.id])).toHaveLength(1);
  expect(await money()).toBe(moneyBefore - landSaleFee(price));
  expect(await economy(b)).toBe(before);
  expect(await unbalancedEstates(b)).toEqual([]);
}, 120000);

describe('a purchase racing the seller', () => {
  /** Two players hand one plot back and forth; each round the other buys while the owner acts. */
  async function rounds(act: 'update' | 'cancel' | 'update-confirmed', count: number) {
    const b = backendOf();
    const { market, listings } = services(b);
    let [owner, other] = [await player(b, { money: 10_000_000 }), await player(b, { money: 10_000_000 })];
    const plotId = bare(owner).id;
    const { marketValue } = await market.valuation(owner.userId, plotId);
    const [low, high] = [Math.round(marketValue * 0.8), Math.round(marketValue * 1.6)];
    const before = await economy(b);
    for (let round = 0; round < count; round++) {
      await listings.list(
        owner.userId,
        plotId,
        await validated(dtos().ListPlotDto, { price: low, expirationDays: 30 }),
      );
      const expectedPrice = act === 'update-confirmed' ? low : undefined;
      const [purchase, change] = await Promise.all([
        outcome(market.purchase(other.userId, plotId, other.estate.id, undefined, expectedPrice)),
        outcome(
          act === 'cancel'
            ? listings.cancel(owner.userId, plotId)
            : listings.update(owner.userId, plotId, await validated(dtos().UpdateListingDto, { price: high })),
        ),
      ]);
      const [sale] = await b.query(
        `SELECT price::int, seller_estate_id FROM plot_sales WHERE plot_id = $1 AND buyer_estate_id = $2
          ORDER BY sold_at DESC LIMIT 1`,
        [plotId, other.estate.id],
      );
      if (purchase === 'ok') {
        // sold once, at the price in force when the purchase ran (the one confirmed, if any)
        expect(await ownerOf(b, plotId)).toBe(other.estate.id);
        expect(sale.seller_estate_id).toBe(owner.estate.id);
        expect(act === 'update' ? [low, high] : [low]).toContain(sale.price);
        if (act !== 'update') expect(change).not.toBe('ok');
        [owner, other] = [other, owner];
      } else {
        // not sold: the seller's change won, and the plot stayed
        expect(purchase).toBe(409);
        expect(change).toBe('ok');
        expect(act).not.toBe('update'); // a price change alone never stops a purchase without expectedPrice
        expect(await ownerOf(b, plotId)).toBe(owner.estate.id);
        const active = await b.query(`SELECT 1 FROM plot_listings WHERE plot_id = $1 AND status = 'active'`, [plotId]);
        if (active.length > 0) await listings.cancel(owner.userId, plotId);
      }
      expect(await economy(b)).toBe(before);
    }
    expect(await unbalancedEstates(b)).toEqual([]);
  }

  it('a price change against a purchase, 20 rounds: one sale at the price in force, money conserved', async () => {
    await rounds('update', 20);
  }, 120000);

  it('a withdrawal against a purchase, 20 rounds: sold or withdrawn, money conserved', async () => {
    await rounds('cancel', 20);
  }, 120000);

  it('a price change against a purchase that confirmed the old price, 20 rounds: exactly one succeeds', async () => {
    await rounds('update-confirmed', 20);
  }, 120000);

  it('a confirmed price that no longer holds is refused and charges nothing', async () => {
    const b = backendOf();
    const { market, listings } = services(b);
    const [seller, buyer] = [await player(b), await player(b, { money: 10_000_000 })];
    const plotId = bare(seller).id;
    const { marketValue } = await market.valuation(seller.userId, plotId);
    const [low, high] = [Math.round(marketValue * 0.6), Math.round(marketValue * 1.9)];
    await listings.list(seller.userId, plotId, await validated(dtos().ListPlotDto, { price: low, expirationDays: 30 }));
    await listings.update(seller.userId, plotId, await validated(dtos().UpdateListingDto, { price: high }));
    const before = await economy(b);
    expect(await refusal(market.purchase(buyer.userId, plotId, buyer.estate.id, undefined, low))).toEqual({
      status: 409,
      message: m.priceChanged,
    });
    expect(await ownerOf(b, plotId)).toBe(seller.estate.id);
    expect((await market.purchase(buyer.userId, plotId, buyer.estate.id, undefined, high)).money).toBe(
      buyer.estate.money - high,
    );
    expect(await economy(b)).toBe(before);
  });
});

describe('one wine lot', () => {
  async function wine(b: Backend, bottles: number) {
    const owner = await player(b, { location: 'tuscany' });
    return { ...owner, lotId: await wineLot(b, { estateId: owner.estate.id, bottles }) };
  }

  it('ten concurrent sales of all the buyers take: exactly one goes through, round after round', async () => {
    const b = backendOf();
    const { wines } = services(b);
    for (let round = 0; round < 10; round++) {
      const { session, estate, lotId } = await wine(b, 50_000);
      const { market } = await wines.quote(session, lotId);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => outcome(wines.sell(session, lotId, market.buyers))),
      );
      expect(results.filter((r) => r === 'ok')).toHaveLength(1);
      expect(results.filter((r) => r === 400)).toHaveLength(9);
      const [{ bottles }] = await b.query('SELECT bottles FROM wine_lots WHERE id = $1', [lotId]);
      expect(bottles).toBe(50_000 - market.buyers);
      // one sale: one ledger row, one record for each pool it emptied (its tier's and those below)
      expect(
        await b.query(`SELECT 1 FROM ledger_entries WHERE estate_id = $1 AND kind = 'wine_sale'`, [estate.id]),
      ).toHaveLength(1);
      expect(await b.query('SELECT 1 FROM wine_sales WHERE estate_id = $1', [estate.id])).toHaveLength(
        market.pools.length,
      );
    }
    expect(await b.query('SELECT 1 FROM demand_pools WHERE level < 0')).toEqual([]);
    expect(await unbalancedEstates(b)).toEqual([]);
  }, 120000);

  it('two sales of all the bottles: one sells them, the other finds none left, round after round', async () => {
    const b = backendOf();
    const { wines } = services(b);
    for (let round = 0; round < 10; round++) {
      const { session, lotId } = await wine(b, 500);
      const results = await Promise.all([0, 1].map(() => outcome(wines.sell(session, lotId, 500))));
      expect([...results].sort()).toEqual([400, 'ok']);
      const [{ bottles }] = await b.query('SELECT bottles FROM wine_lots WHERE id = $1', [lotId]);
      expect(bottles).toBe(0);
      expect(await b.query('SELECT 1 FROM reputation_events WHERE ref_id = $1', [lotId])).toHaveLength(1);
    }
    expect(await unbalancedEstates(b)).toEqual([]);
  }, 120000);
});

it('three simultaneous enlargements of blocks on one plot never plant more than the plot, 10 rounds', async () => {
  const b = backendOf();
  const { blocks } = services(b);
  const dto = backend('blocks/dto/block.dto');
  for (let round = 0; round < 10; round++) {
    const owner = await player(b, { money: 10_000_000 });
    const plot = bare(owner); // 2 ha
    const planted = [];
    for (const name of ['A', 'B', 'C'])
      planted.push(
        await blocks.create(
          owner.userId,
          plot.id,
          await validated(dto.CreateBlockDto, {
            name,
            size: 0.5,
            grapeVariety: 'sangiovese',
            orientation: 'north-south',
            trellisSystem: 'vsp',
          }),
        ),
      );
    const enlarge = await validated(dto.UpdateBlockDto, { size: 1 });
    const results = await Promise.all(planted.map((block) => outcome(blocks.update(owner.userId, block.id, enlarge))));
    // 1.5 ha planted: one enlargement to 1 ha fits (2 ha), a second would not
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === 400)).toHaveLength(2);
    const [{ total }] = await b.query('SELECT sum(size)::float8 AS total FROM blocks WHERE plot_id = $1', [plot.id]);
    expect(total).toBe(2);
  }
  expect(await unbalancedEstates(b)).toEqual([]);
}, 120000);
