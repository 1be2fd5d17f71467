/**
 * Prices in process, against the domain's formulas (libs/domain): a plot's valuation and the band
 * a listing must keep to, what a purchase moves (the price, the 2% fee, the registry's sales
 * leaving the economy), and bottled wine's quote (the estate's pool, its tier and list price, the
 * curve) that a sale then pays exactly, the pool lowered and refilling over the days.
 */
import {
  annualMaintenance,
  bottleQuality,
  criticScore,
  landSaleFee,
  landValuation,
  listingPriceRange,
  lotPrice,
  marketTier,
  MESSAGES,
  POOL_REFILL_DAYS,
  poolCapacity,
  quoteWineSale,
  REGION_BASE_PRICES,
  terroirFactor,
} from '@vineyard/domain';
import { wineLot } from '../support/builders';
import { backend, useBackend, type Backend } from './support/backend';
import { player, refusal, unbalancedEstates, validated } from './support/fixtures';

const backendOf = useBackend();
const DAY = 400;
const services = (b: Backend) => ({
  market: b.get(backend('marketplace/marketplace.service').MarketplaceService),
  listings: b.get(backend('marketplace/listings.service').ListingsService),
  wines: b.get(backend('wine-market/wine-market.service').WineMarketService),
});
const money = async (b: Backend, estateId: string) =>
  Number((await b.query('SELECT money FROM estates WHERE id = $1', [estateId]))[0].money);
const listing = (body: object) => validated(backend('marketplace/dto/marketplace.dto').ListPlotDto, body);

beforeAll(async () => {
  await backendOf().query('UPDATE game_clock SET day_index = $1', [DAY]);
});

describe('land', () => {
  it('values a plot from its region and terroir, and lists it only within 0.5–2× that value', async () => {
    const b = backendOf();
    const { market, listings } = services(b);
    const seller = await player(b, { location: 'rioja' });
    const plot = seller.estate.plots.find((p) => p.size === 2)!;
    const [terroir] = await b.query(
      `SELECT region, size, sun_exposure AS "sunExposure", water_access AS "waterAccess", orientation, terrain
         FROM plots WHERE id = $1`,
      [plot.id],
    );
    const value = landValuation('rioja', 2, terroir);
    expect(await market.valuation(seller.userId, plot.id)).toEqual({
      marketValue: value,
      basePricePerHectare: REGION_BASE_PRICES.rioja,
      size: 2,
      terroirFactor: terroirFactor(terroir),
      listingPrice: null,
    });
    const { min, max } = listingPriceRange(value);
    for (const price of [min - 1, max + 1]) {
      const message = MESSAGES.listing.priceOutOfBand(min, max);
      expect(
        await refusal(listings.list(seller.userId, plot.id, await listing({ price, expirationDays: 30 }))),
      ).toEqual({ status: 400, message, errors: [{ field: 'price', message }] });
    }
    await listings.list(seller.userId, plot.id, await listing({ price: max, expirationDays: 30 }));
    expect((await market.valuation(seller.userId, plot.id)).listingPrice).toBe(max);
    const changed = await listings.update(
      seller.userId,
      plot.id,
      await validated(backend('marketplace/dto/marketplace.dto').UpdateListingDto, { price: min }),
    );
    expect(changed.listingPrice).toBe(min);
  });

  it('a purchase moves exactly the price to the seller less the 2% fee, and re-bases the upkeep on it', async () => {
    const b = backendOf();
    const { market, listings } = services(b);
    const seller = await player(b);
    const buyer = await player(b);
    const plot = seller.estate.plots.find((p) => p.size === 2)!;
    const { marketValue } = await market.valuation(seller.userId, plot.id);
    const price = Math.round(marketValue * 0.8);
    await listings.list(seller.userId, plot.id, await listing({ price, expirationDays: 30 }));
    const [sellerBefore, buyerBefore] = [await money(b, seller.estate.id), await money(b, buyer.estate.id)];
    const bought = await market.purchase(buyer.userId, plot.id, buyer.estate.id, undefined, price);
    expect(bought.money).toBe(buyerBefore - price);
    expect(await money(b, buyer.estate.id)).toBe(buyerBefore - price);
    expect(await money(b, seller.estate.id)).toBe(sellerBefore + price - landSaleFee(price));
    expect(
      await b.query('SELECT estate_id, price::int, maintenance_cost::int FROM plots WHERE id = $1', [plot.id]),
    ).toEqual([{ estate_id: buyer.estate.id, price, maintenance_cost: annualMaintenance(price) }]);
    const ledger = await b.query(
      `SELECT estate_id, kind, amount::int FROM ledger_entries WHERE ref_id = $1 ORDER BY seq`,
      [plot.id],
    );
    expect(ledger).toEqual([
      { estate_id: buyer.estate.id, kind: 'land_purchase', amount: -price },
      { estate_id: seller.estate.id, kind: 'land_sale', amount: price },
      { estate_id: seller.estate.id, kind: 'fee', amount: -landSaleFee(price) },
    ]);
    expect(await unbalancedEstates(b)).toEqual([]);
  });

  it("the registry's plots sell at their listed price, which leaves the economy", async () => {
    const b = backendOf();
    const { market } = services(b);
    const buyer = await player(b, { money: 10_000_000 });
    const [offer] = await b.query(
      `SELECT plot_id, price::int FROM plot_listings WHERE seller_estate_id IS NULL AND status = 'active'
        ORDER BY price LIMIT 1`,
    );
    const before = await money(b, buyer.estate.id);
    await market.purchase(buyer.userId, offer.plot_id, buyer.estate.id);
    expect(await money(b, buyer.estate.id)).toBe(before - offer.price);
    expect(await b.query(`SELECT kind, amount::int FROM ledger_entries WHERE ref_id = $1`, [offer.plot_id])).toEqual([
      { kind: 'registry_purchase', amount: -offer.price },
    ]);
  });
});

describe('bottled wine', () => {
  /** An estate holding a bottled lot (written as bottling leaves it), 30 days in bottle. */
  async function wine(b: Backend, bottles: number, quality = 72) {
    const owner = await player(b, { location: 'tuscany' });
    const lotId = await wineLot(b, { estateId: owner.estate.id, bottles, quality, bottledDay: DAY - 30 });
    const [{ ha }] = await b.query(
      'SELECT COALESCE(SUM(b.size), 0) AS ha FROM blocks b JOIN plots p ON p.id = b.plot_id WHERE p.estate_id = $1',
      [owner.estate.id],
    );
    return { ...owner, lotId, plantedHa: Number(ha) };
  }

  it('quotes the pool as the domain prices it, sells at exactly the quote, and the pool refills over the days', async () => {
    const b = backendOf();
    const { wines } = services(b);
    const { session, estate, lotId, plantedHa } = await wine(b, 3_000);
    const quality = bottleQuality(72, 'sangiovese', 30);
    const tier = marketTier(quality, 0);
    const capacity = poolCapacity(tier, 0, plantedHa);
    const price = lotPrice(quality, 'tuscany', 'sangiovese', 0, criticScore(lotId, 72));
    const expected = quoteWineSale({ price, capacity, level: capacity }, 100);

    const quoted = await wines.quote(session, lotId, 100);
    expect(quoted.market).toMatchObject({ quality, marketTier: tier, capacity, level: capacity, available: 3_000 });
    expect(quoted.market.listPrice).toBe(Math.round(price * 100) / 100);
    expect(quoted).toMatchObject({ bottles: 100, revenue: expected.money, poolLevel: capacity, poolSize: capacity });
    // each bottle of a larger sale earns less on average (from 10 bottles on: one bottle earns whole euros)
    const averages = quoted.curve.filter((p) => p.bottles >= 10).map((p) => p.averagePrice);
    expect([...averages].sort((x, y) => y - x)).toEqual(averages);

    const before = await money(b, estate.id);
    const sold = await wines.sell(session, lotId, 100, undefined, expected.money);
    expect(sold).toMatchObject({ received: expected.money, bottlesSold: 100, money: before + expected.money });
    expect(await money(b, estate.id)).toBe(before + expected.money);
    // the next quote meets the lowered pool
    const next = await wines.quote(session, lotId, 100);
    expect(next.market.level).toBe(capacity - 100);
    expect(next.revenue).toBe(quoteWineSale({ price, capacity, level: capacity - 100 }, 100).money);
    // a quote that no longer holds sells nothing
    expect(await refusal(wines.sell(session, lotId, 100, undefined, expected.money))).toMatchObject({ status: 409 });
    expect(await money(b, estate.id)).toBe(before + expected.money);

    // half the refill time later the pool has gained half its capacity back (up to full)
    await b.query('UPDATE game_clock SET day_index = $1', [DAY + POOL_REFILL_DAYS / 2]);
    try {
      expect((await wines.quote(session, lotId)).market.level).toBe(capacity);
    } finally {
      await b.query('UPDATE game_clock SET day_index = $1', [DAY]);
    }
    expect(await unbalancedEstates(b)).toEqual([]);
  });

  it('refuses more bottles than are left or than the buyers take, with the field, and changes nothing', async () => {
    const b = backendOf();
    const { wines } = services(b);
    const { session, estate, lotId } = await wine(b, 50_000);
    const { market } = await wines.quote(session, lotId);
    const before = await money(b, estate.id);
    expect((await refusal(wines.sell(session, lotId, 50_001))).errors).toEqual([
      { field: 'bottles', message: MESSAGES.winery.bottlesTooMany(50_000) },
    ]);
    expect((await refusal(wines.sell(session, lotId, market.buyers + 1))).errors).toEqual([
      { field: 'bottles', message: MESSAGES.winery.poolTooSmall(market.buyers) },
    ]);
    const stranger = await player(b);
    expect(await refusal(wines.quote(stranger.session, lotId))).toMatchObject({ status: 404 });
    expect(await refusal(wines.sell(stranger.session, lotId, 1))).toMatchObject({ status: 404 });
    expect(await money(b, estate.id)).toBe(before);
    expect(await b.query('SELECT 1 FROM demand_pools WHERE estate_id = $1', [estate.id])).toEqual([]);
  });
});
