/**
 * The land marketplace through the real server and database: listing rules, server-side search,
 * the public view and valuation, purchases with every refusal, Idempotency-Key retries, expiry
 * through the tick, the land registry's supply, and racing buyers.
 */
import {
  annualMaintenance,
  DEMO_ACCOUNTS,
  landSaleFee,
  listingPriceRange,
  landValuation,
  MARKETPLACE_PAGE_LIMITS,
  MESSAGES,
  REGIONS,
  REGION_BASE_PRICES,
  suitableVarieties,
  terroirFactor,
} from '@vineyard/domain';
import { apiGame, type EstateLocation, type EstateTemplate } from '../support/harness';
import { uprootHeadStart } from '../support/estates';
import { fairPrice, valuationOf } from '../support/market';

const game = apiGame();

const l = MESSAGES.listing;
const m = MESSAGES.marketplace;

async function player(template: EstateTemplate = 'family', location: EstateLocation = 'rioja') {
  const { token, estate } = await game.playerWithEstate({ template, location });
  const plots = (
    await game.api(token).GET('/api/estates/{estateId}/plots', { params: { path: { estateId: estate.id } } })
  ).body.data.plots;
  // these tests list the template land: the head-start block is uprooted first (a planted plot cannot be listed)
  await uprootHeadStart(game.baseUrl, token, plots);
  return { token, estate, plots };
}

const money = async (estateId: string) =>
  Number((await game.query('SELECT money FROM estates WHERE id = $1', [estateId]))[0].money);

async function adminTick(): Promise<void> {
  const login = await game.api().POST('/api/auth/login', {
    body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password, rememberMe: true },
  });
  const res = await game.api(login.body.data.access_token).POST('/api/game/time/update');
  expect(res.status).toBe(200);
}

afterAll(() => {
  if (process.env.SHOW_SERVER_LOG)
    console.log(
      game.server
        .output()
        .split('\n')
        .filter((line) => /error/i.test(line))
        .join('\n'),
    );
});

describe('the land registry', () => {
  it('stocks every region with 3-6 plots of 1-6 ha priced from the region base price, at start', async () => {
    const { token } = await player();
    for (const region of REGIONS) {
      const res = await game
        .api(token)
        .GET('/api/marketplace/plots', { params: { query: { region: region, limit: 50 } } });
      expect(res.status).toBe(200);
      const offers = res.body.data.plots.filter((p: any) => p.fromRegistry);
      expect(offers.length).toBeGreaterThanOrEqual(3);
      expect(offers.length).toBeLessThanOrEqual(6);
      for (const offer of offers) {
        expect(offer).toMatchObject({ region, forSale: true, own: false, sellerEstateName: m.registrySeller });
        expect(offer.size).toBeGreaterThanOrEqual(1);
        expect(offer.size).toBeLessThanOrEqual(6);
        expect(offer.listingPrice).toBe(landValuation(region, offer.size, offer));
        expect(offer.maintenanceCost).toBe(Math.round(offer.listingPrice * 0.02));
      }
    }
  });

  it('sells for money that leaves the economy, and tops the region up on the next tick', async () => {
    const buyer = await player('commercial', 'napa');
    const offers = (
      await game
        .api(buyer.token)
        .GET('/api/marketplace/plots', { params: { query: { region: 'mendoza', sort: 'price-low' } } })
    ).body.data.plots;
    const cheapest = offers.find((p: any) => p.fromRegistry)!;
    // registry offers are random (1-6 ha at up to ~1.3x the base price): even the cheapest of three
    // can cost more than a new estate's money, so the buyer is made able to afford it
    await game.query('UPDATE estates SET money = greatest(money, $2) WHERE id = $1', [
      buyer.estate.id,
      cheapest.listingPrice,
    ]);
    const before = await money(buyer.estate.id);
    const [{ total: totalBefore }] = await game.query('SELECT sum(money)::bigint AS total FROM estates');
    const res = await game.api(buyer.token).POST('/api/marketplace/plots/{plotId}/purchase', {
      params: { path: { plotId: cheapest.id } },
      body: { estateId: buyer.estate.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.money).toBe(before - cheapest.listingPrice);
    const [{ total: totalAfter }] = await game.query('SELECT sum(money)::bigint AS total FROM estates');
    expect(Number(totalBefore) - Number(totalAfter)).toBe(cheapest.listingPrice);
    const [sale] = await game.query(
      'SELECT seller_estate_id, buyer_estate_id, price FROM plot_sales WHERE plot_id = $1',
      [cheapest.id],
    );
    expect(sale).toEqual({
      seller_estate_id: null,
      buyer_estate_id: buyer.estate.id,
      price: String(cheapest.listingPrice),
    });

    // drain mendoza below the minimum (registry offers only ever leave by sale or expiry), then a
    // tick restocks it
    await game.query(
      `UPDATE plot_listings SET status = 'expired', closed_at = now()
        WHERE region = 'mendoza' AND status = 'active' AND seller_estate_id IS NULL`,
    );
    // and one Barossa offer whose time ran out: the tick takes its plot back to the registry at once
    const [ranOut] = await game.query(
      `UPDATE plot_listings SET expires_at = now() - interval '1 minute'
        WHERE id = (SELECT id FROM plot_listings WHERE region = 'barossa' AND status = 'active'
                       AND seller_estate_id IS NULL LIMIT 1)
        RETURNING plot_id`,
    );
    await adminTick();
    expect(await game.query('SELECT 1 FROM plots WHERE id = $1', [ranOut.plot_id])).toEqual([]);
    expect(await game.query('SELECT 1 FROM plot_listings WHERE plot_id = $1', [ranOut.plot_id])).toEqual([]);
    const restocked = (
      await game.api(buyer.token).GET('/api/marketplace/plots', { params: { query: { region: 'mendoza' } } })
    ).body.data.plots;
    expect(restocked.filter((p: any) => p.fromRegistry).length).toBeGreaterThanOrEqual(3);
    // the withdrawn registry land went back to the registry: no plot without an estate and without an offer
    const [{ orphans }] = await game.query(
      `SELECT count(*)::int AS orphans FROM plots p WHERE estate_id IS NULL
         AND NOT EXISTS (SELECT 1 FROM plot_listings l WHERE l.plot_id = p.id AND l.status = 'active')`,
    );
    expect(orphans).toBe(0);
  });
});

describe('listing a plot', () => {
  it('validates price and duration with the spec messages', async () => {
    const { token, plots } = await player();
    const path = `/api/marketplace/plots/${plots[0].id}/list`;
    const low = await game.api(token).POST('/api/marketplace/plots/{plotId}/list', {
      params: { path: { plotId: plots[0].id } },
      body: { price: 999, expirationDays: 30 },
    });
    expect(low.status).toBe(400);
    expect(low.body.errors).toContainEqual({ field: 'price', message: l.priceMin });
    const missing = await game.raw(path, { token, body: { expirationDays: 30 } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual({ field: 'price', message: l.priceMin });
    const duration = await game.raw(path, { token, body: { price: 5000, expirationDays: 10 } });
    expect(duration.status).toBe(400);
    expect(duration.body.errors).toContainEqual({ field: 'expirationDays', message: l.durationInvalid });
    const extra = await game.raw(path, { token, body: { price: 5000, expirationDays: 7, sold: true } });
    expect(extra.status).toBe(400);
    const [{ n }] = await game.query('SELECT count(*)::int AS n FROM plot_listings WHERE plot_id = $1', [plots[0].id]);
    expect(n).toBe(0);
  });

  it('lists, locks the plot while listed, changes and cancels; owners only', async () => {
    const seller = await player();
    const other = await player();
    const plot = seller.plots[0];

    expect(
      (
        await game.api(other.token).POST('/api/marketplace/plots/{plotId}/list', {
          params: { path: { plotId: plot.id } },
          body: { price: 5000, expirationDays: 30 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await game.api(seller.token).POST('/api/marketplace/plots/{plotId}/list', {
          params: { path: { plotId: 'not-a-uuid' } },
          body: { price: 5000, expirationDays: 30 },
        })
      ).status,
    ).toBe(404);

    // outside 0.5–2× the valuation: refused with the range, nothing listed
    const band = listingPriceRange(valuationOf(plot));
    for (const price of [band.min - 1, band.max + 1]) {
      const out = await game.api(seller.token).POST('/api/marketplace/plots/{plotId}/list', {
        params: { path: { plotId: plot.id } },
        body: { price, expirationDays: 14 },
      });
      expect(out.status).toBe(400);
      expect(out.body.errors).toContainEqual({ field: 'price', message: l.priceOutOfBand(band.min, band.max) });
    }
    expect(await game.query('SELECT 1 FROM plot_listings WHERE plot_id = $1', [plot.id])).toHaveLength(0);

    const price = fairPrice(plot);
    const listed = await game.api(seller.token).POST('/api/marketplace/plots/{plotId}/list', {
      params: { path: { plotId: plot.id } },
      body: { price, expirationDays: 14 },
    });
    expect(listed.status).toBe(201);
    expect(listed.body.message).toBe(l.listed);
    const p = listed.body.data.plot;
    expect(p).toMatchObject({ id: plot.id, forSale: true, listingPrice: price, listingDescription: plot.description });
    const days = (Date.parse(p.listingExpirationDate!) - Date.parse(p.listingDate!)) / 86_400_000;
    expect(days).toBeCloseTo(14, 5);
    expect(Math.abs(Date.parse(p.listingDate!) - Date.now())).toBeLessThan(60_000);

    const again = await game.api(seller.token).POST('/api/marketplace/plots/{plotId}/list', {
      params: { path: { plotId: plot.id } },
      body: { price: 6000, expirationDays: 30 },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(l.alreadyListed);

    // the plot is locked while listed
    const rename = await game
      .api(seller.token)
      .PATCH('/api/plots/{id}', { params: { path: { id: plot.id } }, body: { name: 'X' } });
    expect(rename.status).toBe(409);
    expect(rename.body.message).toBe(l.locked);
    expect((await game.api(seller.token).DELETE('/api/plots/{id}', { params: { path: { id: plot.id } } })).status).toBe(
      409,
    );
    const plant = await game.raw(`/api/plots/${plot.id}/blocks`, {
      token: seller.token,
      body: { name: 'A', size: 0.5, grapeVariety: 'tempranillo', orientation: 'north-south', trellisSystem: 'vsp' },
    });
    expect(plant.status).toBe(409);
    const shown = await game.api(seller.token).GET('/api/plots/{id}', { params: { path: { id: plot.id } } });
    expect(shown.body.data.plot).toMatchObject({ forSale: true, listingPrice: price });

    const higher = fairPrice(plot, 1.4);
    const outOfBand = await game.api(seller.token).PATCH('/api/marketplace/plots/{plotId}/list', {
      params: { path: { plotId: plot.id } },
      body: { price: band.max + 1 },
    });
    expect(outOfBand.status).toBe(400);
    const changed = await game.api(seller.token).PATCH('/api/marketplace/plots/{plotId}/list', {
      params: { path: { plotId: plot.id } },
      body: { price: higher, description: 'Old vines nearby' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.plot).toMatchObject({ listingPrice: higher, listingDescription: 'Old vines nearby' });
    expect(
      (
        await game.api(other.token).PATCH('/api/marketplace/plots/{plotId}/list', {
          params: { path: { plotId: plot.id } },
          body: { price: 8000 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await game
          .api(other.token)
          .DELETE('/api/marketplace/plots/{plotId}/list', { params: { path: { plotId: plot.id } } })
      ).status,
    ).toBe(404);

    const cancelled = await game
      .api(seller.token)
      .DELETE('/api/marketplace/plots/{plotId}/list', { params: { path: { plotId: plot.id } } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(l.canceled);
    expect(cancelled.body.data.plot).toMatchObject({ forSale: false, listingPrice: null, listingDate: null });
    const twice = await game
      .api(seller.token)
      .DELETE('/api/marketplace/plots/{plotId}/list', { params: { path: { plotId: plot.id } } });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(l.notListed);
    expect(
      (
        await game.api(seller.token).PATCH('/api/marketplace/plots/{plotId}/list', {
          params: { path: { plotId: plot.id } },
          body: { price: 8000 },
        })
      ).status,
    ).toBe(409);
    // unlocked again
    expect(
      (
        await game
          .api(seller.token)
          .PATCH('/api/plots/{id}', { params: { path: { id: plot.id } }, body: { name: 'Renamed' } })
      ).status,
    ).toBe(200);
  });

  it('refuses a plot with vineyard blocks, on the server', async () => {
    const { token, plots } = await player();
    const block = await game.raw(`/api/plots/${plots[0].id}/blocks`, {
      token,
      body: { name: 'A', size: 0.5, grapeVariety: 'tempranillo', orientation: 'north-south', trellisSystem: 'vsp' },
    });
    expect(block.status).toBe(201);
    const res = await game.api(token).POST('/api/marketplace/plots/{plotId}/list', {
      params: { path: { plotId: plots[0].id } },
      body: { price: 5000, expirationDays: 30 },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(l.hasBlocks);
  });
});

describe('searching', () => {
  it('filters by region, price, size and soil, sorts and pages on the server, and marks own listings', async () => {
    const seller = await player('commercial', 'barossa');
    const buyer = await player();
    // three prices 100 apart that every plot may be listed at (0.5–2× its valuation), in a band no
    // other live listing (the land registry's, other tests') falls into
    const bands = seller.plots.map((p: any) => listingPriceRange(valuationOf(p)));
    const taken = (await game.query(`SELECT price FROM plot_listings WHERE status = 'active'`)).map((r: any) =>
      Number(r.price),
    );
    let base = Math.max(...bands.map((b: any) => b.min)) + 37;
    while (taken.some((price: number) => price >= base && price <= base + 200)) base += 250;
    expect(base + 200).toBeLessThanOrEqual(Math.min(...bands.map((b: any) => b.max)));
    const prices = [base, base + 100, base + 200];
    for (const [i, plot] of seller.plots.entries()) {
      const res = await game.api(seller.token).POST('/api/marketplace/plots/{plotId}/list', {
        params: { path: { plotId: plot.id } },
        body: { price: prices[i], expirationDays: 30 },
      });
      expect(res.status).toBe(201);
    }
    const band = `minPrice=${prices[0]}&maxPrice=${prices[2]}`;
    const low = await game.raw(`/api/marketplace/plots?${band}&sort=price-low`, { token: buyer.token });
    expect(low.status).toBe(200);
    expect(low.body.data.plots.map((p: any) => p.listingPrice)).toEqual(prices);
    expect(low.body.data.plots.every((p: any) => p.own === false && p.sellerEstateName === 'Bodega Prueba')).toBe(true);
    expect(low.body.data.pagination).toEqual({ page: 1, limit: 12, total: 3, totalPages: 1, totalCapped: false });

    // fractional bounds: whole-number prices inside them, and only those
    const inner = await game.api(buyer.token).GET('/api/marketplace/plots', {
      params: { query: { minPrice: base - 0.5, maxPrice: base + 100.9, sort: 'price-low' } },
    });
    expect(inner.body.data.plots.map((p: any) => p.listingPrice)).toEqual([prices[0], prices[1]]);
    const strict = await game.api(buyer.token).GET('/api/marketplace/plots', {
      params: { query: { minPrice: base + 0.01, maxPrice: base + 199.99, sort: 'price-low' } },
    });
    expect(strict.body.data.plots.map((p: any) => p.listingPrice)).toEqual([prices[1]]);

    const high = await game.raw(`/api/marketplace/plots?${band}&sort=price-high&limit=2&page=2`, {
      token: buyer.token,
    });
    expect(high.body.data.plots.map((p: any) => p.listingPrice)).toEqual([prices[0]]);
    expect(high.body.data.pagination).toMatchObject({ page: 2, limit: 2, total: 3, totalPages: 2 });

    const mine = await game.raw(`/api/marketplace/plots?${band}`, { token: seller.token });
    expect(mine.body.data.plots.every((p: any) => p.own === true)).toBe(true);

    const newest = (await game.raw(`/api/marketplace/plots?${band}`, { token: buyer.token })).body.data.plots;
    expect(newest.map((p: any) => p.listingPrice)).toEqual([...prices].reverse());
    const oldest = (await game.raw(`/api/marketplace/plots?${band}&sort=oldest`, { token: buyer.token })).body.data
      .plots;
    expect(oldest.map((p: any) => p.listingPrice)).toEqual(prices);

    const sizes = seller.plots.map((p: any) => p.size).sort((a: number, b: number) => a - b);
    const bySize = (await game.raw(`/api/marketplace/plots?${band}&sort=size-low`, { token: buyer.token })).body.data
      .plots;
    expect(bySize.map((p: any) => p.size)).toEqual(sizes);
    const small = (await game.raw(`/api/marketplace/plots?${band}&maxSize=${sizes[0]}`, { token: buyer.token })).body
      .data.plots;
    expect(small.every((p: any) => p.size <= sizes[0])).toBe(true);
    expect(small.length).toBeGreaterThanOrEqual(1);

    const soil = seller.plots[0].soilType;
    const bySoil = (
      await game.raw(`/api/marketplace/plots?${band}&soilType=${soil}&soilType=chalk`, { token: buyer.token })
    ).body.data.plots;
    expect(bySoil.length).toBeGreaterThanOrEqual(1);
    expect(bySoil.every((p: any) => p.soilType === soil || p.soilType === 'chalk')).toBe(true);
    const other = (await game.raw(`/api/marketplace/plots?${band}&region=napa`, { token: buyer.token })).body.data
      .plots;
    expect(other).toEqual([]);

    // the catalogue's texts, the filter form's for the numbers (validateMarketplaceFilter)
    const mk = MESSAGES.marketplace;
    for (const [bad, message] of [
      ['region=atlantis', mk.unknownRegion],
      ['minPrice=-1', mk.filterNegative('Minimum price')],
      ['maxSize=abc', mk.filterNotANumber('Maximum size')],
      ['maxPrice=1e13', mk.filterTooLarge('Maximum price')],
      ['soilType=lava', mk.unknownSoilType],
      ['sort=best', mk.unknownSort],
      ['limit=500', MESSAGES.common.limitRange(MARKETPLACE_PAGE_LIMITS.max)],
      ['page=0', MESSAGES.common.pageRange(MARKETPLACE_PAGE_LIMITS.maxPage)],
    ]) {
      const res = await game.raw(`/api/marketplace/plots?${bad}`, { token: buyer.token });
      expect([bad, res.status, res.body.message]).toEqual([bad, 400, message]);
    }
    expect((await game.api().GET('/api/marketplace/plots')).status).toBe(401);
  });

  it('shows a listed plot publicly with suitability from the plot model, and values it', async () => {
    const seller = await player('family', 'tuscany');
    const buyer = await player();
    const plot = seller.plots[0];
    const price = fairPrice(plot);
    await game.api(seller.token).POST('/api/marketplace/plots/{plotId}/list', {
      params: { path: { plotId: plot.id } },
      body: { price, expirationDays: 7 },
    });
    const res = await game
      .api(buyer.token)
      .GET('/api/marketplace/plots/{plotId}', { params: { path: { plotId: plot.id } } });
    expect(res.status).toBe(200);
    expect(res.body.data.plot).toMatchObject({
      id: plot.id,
      name: plot.name,
      region: 'tuscany',
      listingPrice: price,
      sellerEstateName: 'Bodega Prueba',
      own: false,
    });
    expect(res.body.data.plot.suitableVarieties).toEqual(suitableVarieties('tuscany', plot));
    const details = await game.api(seller.token).GET('/api/plots/{id}/details', { params: { path: { id: plot.id } } });
    expect(details.body.data.plot.suitableVarieties).toEqual(res.body.data.plot.suitableVarieties);

    const value = await game
      .api(buyer.token)
      .GET('/api/marketplace/plots/{plotId}/valuation', { params: { path: { plotId: plot.id } } });
    expect(value.status).toBe(200);
    expect(value.body.data.valuation).toEqual({
      marketValue: landValuation('tuscany', plot.size, plot),
      basePricePerHectare: REGION_BASE_PRICES.tuscany,
      size: plot.size,
      terroirFactor: terroirFactor(plot),
      listingPrice: price,
    });
    // an unlisted plot of someone else is nobody's business
    const unlisted = seller.plots[1];
    expect(
      (
        await game
          .api(buyer.token)
          .GET('/api/marketplace/plots/{plotId}', { params: { path: { plotId: unlisted.id } } })
      ).status,
    ).toBe(404);
    expect(
      (
        await game
          .api(buyer.token)
          .GET('/api/marketplace/plots/{plotId}/valuation', { params: { path: { plotId: unlisted.id } } })
      ).status,
    ).toBe(404);
    expect(
      (
        await game
          .api(seller.token)
          .GET('/api/marketplace/plots/{plotId}/valuation', { params: { path: { plotId: unlisted.id } } })
      ).status,
    ).toBe(200);
  });
});

describe('buying', () => {
  /** A player's plot listed at `factor` × its valuation (within the allowed band; low enough for a new estate to buy). */
  async function listed(factor = 0.6) {
    const seller = await player();
    const plot = seller.plots[0];
    const price = fairPrice(plot, factor);
    const res = await game.api(seller.token).POST('/api/marketplace/plots/{plotId}/list', {
      params: { path: { plotId: plot.id } },
      body: { price, expirationDays: 30 },
    });
    expect(res.status).toBe(201);
    return { seller, plot, price };
  }

  it('moves money and ownership exactly and writes one sale', async () => {
    const { seller, plot, price } = await listed(0.7);
    const buyer = await player();
    const sellerBefore = await money(seller.estate.id);
    const buyerBefore = await money(buyer.estate.id);
    const res = await game.api(buyer.token).POST('/api/marketplace/plots/{plotId}/purchase', {
      params: { path: { plotId: plot.id } },
      body: { estateId: buyer.estate.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(m.purchased(plot.name, price));
    expect(res.body.data).toMatchObject({ estateId: buyer.estate.id, money: buyerBefore - price });
    expect(res.body.data.plot).toMatchObject({
      id: plot.id,
      estateId: buyer.estate.id,
      price,
      maintenanceCost: annualMaintenance(price),
      forSale: false,
    });
    // the seller is paid the price less the 2% fee, which leaves the economy
    const fee = landSaleFee(price);
    expect(await money(buyer.estate.id)).toBe(buyerBefore - price);
    expect(await money(seller.estate.id)).toBe(sellerBefore + price - fee);
    const ledger = await game.query(
      `SELECT estate_id, kind, amount::int, description FROM ledger_entries WHERE ref_id = $1 ORDER BY seq`,
      [plot.id],
    );
    expect(ledger).toEqual([
      {
        estate_id: buyer.estate.id,
        kind: 'land_purchase',
        amount: -price,
        description: 'Land bought on the marketplace',
      },
      { estate_id: seller.estate.id, kind: 'land_sale', amount: price, description: 'Land sold on the marketplace' },
      { estate_id: seller.estate.id, kind: 'fee', amount: -fee, description: MESSAGES.ledger.marketFee },
    ]);
    expect(MESSAGES.ledger.marketFee).toBe('2% market fee on the sale');
    const buyerPlots = (
      await game
        .api(buyer.token)
        .GET('/api/estates/{estateId}/plots', { params: { path: { estateId: buyer.estate.id } } })
    ).body.data.plots;
    expect(buyerPlots.map((p: any) => p.id)).toContain(plot.id);
    const sellerPlots = (
      await game
        .api(seller.token)
        .GET('/api/estates/{estateId}/plots', { params: { path: { estateId: seller.estate.id } } })
    ).body.data.plots;
    expect(sellerPlots.map((p: any) => p.id)).not.toContain(plot.id);
    expect((await game.api(seller.token).GET('/api/plots/{id}', { params: { path: { id: plot.id } } })).status).toBe(
      404,
    );
    const sales = await game.query('SELECT * FROM plot_sales WHERE plot_id = $1', [plot.id]);
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({
      seller_estate_id: seller.estate.id,
      buyer_estate_id: buyer.estate.id,
      price: String(price),
    });

    const again = await game.api((await player()).token).POST('/api/marketplace/plots/{plotId}/purchase', {
      params: { path: { plotId: plot.id } },
      body: { estateId: buyer.estate.id },
    });
    expect(again.status).toBe(404); // not their estate
    const third = await player();
    const sold = await game.api(third.token).POST('/api/marketplace/plots/{plotId}/purchase', {
      params: { path: { plotId: plot.id } },
      body: { estateId: third.estate.id },
    });
    expect(sold.status).toBe(409);
    expect(sold.body.message).toBe(m.notForSale);
  });

  it('refuses a missing estate, a stranger’s estate, one’s own plot, too little money and unknown plots', async () => {
    const { seller, plot, price } = await listed();
    const buyer = await player();
    const path = `/api/marketplace/plots/${plot.id}/purchase`;
    const none = await game.raw(path, { token: buyer.token, body: {} });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(m.selectEstate);
    expect(
      (
        await game.api(buyer.token).POST('/api/marketplace/plots/{plotId}/purchase', {
          params: { path: { plotId: plot.id } },
          body: { estateId: '' },
        })
      ).body.message,
    ).toBe(m.selectEstate);
    expect(
      (
        await game.api(buyer.token).POST('/api/marketplace/plots/{plotId}/purchase', {
          params: { path: { plotId: plot.id } },
          body: { estateId: seller.estate.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await game.api(buyer.token).POST('/api/marketplace/plots/{plotId}/purchase', {
          params: { path: { plotId: plot.id } },
          body: { estateId: 'x' },
        })
      ).status,
    ).toBe(404);
    const own = await game.api(seller.token).POST('/api/marketplace/plots/{plotId}/purchase', {
      params: { path: { plotId: plot.id } },
      body: { estateId: seller.estate.id },
    });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(m.ownPlot);
    await game.query('UPDATE estates SET money = $2 WHERE id = $1', [buyer.estate.id, price - 1]);
    const poor = await game.api(buyer.token).POST('/api/marketplace/plots/{plotId}/purchase', {
      params: { path: { plotId: plot.id } },
      body: { estateId: buyer.estate.id },
    });
    expect(poor.status).toBe(400);
    expect(poor.body.message).toBe(m.insufficientFunds);
    expect(await money(buyer.estate.id)).toBe(price - 1);
    const unknown = await game.api(buyer.token).POST('/api/marketplace/plots/{plotId}/purchase', {
      params: { path: { plotId: '00000000-0000-4000-8000-000000000000' } },
      body: { estateId: buyer.estate.id },
    });
    expect(unknown.status).toBe(404);
    // an unlisted plot of another player: 404, not 409
    const unlisted = await game.api(buyer.token).POST('/api/marketplace/plots/{plotId}/purchase', {
      params: { path: { plotId: seller.plots[1].id } },
      body: { estateId: buyer.estate.id },
    });
    expect(unlisted.status).toBe(404);
    const [{ n }] = await game.query('SELECT count(*)::int AS n FROM plot_sales WHERE plot_id = $1', [plot.id]);
    expect(n).toBe(0);
  });

  it('replays an Idempotency-Key retry, refuses the key with another body, and rejects malformed keys', async () => {
    const { plot, price } = await listed(0.65);
    const buyer = await player();
    const before = await money(buyer.estate.id);
    const headers = { 'Idempotency-Key': 'retry-1' };
    const first = await game.api(buyer.token).POST('/api/marketplace/plots/{plotId}/purchase', {
      params: { path: { plotId: plot.id } },
      body: { estateId: buyer.estate.id },
      headers,
    });
    const second = await game.api(buyer.token).POST('/api/marketplace/plots/{plotId}/purchase', {
      params: { path: { plotId: plot.id } },
      body: { estateId: buyer.estate.id },
      headers,
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    // the retry says it is a replay; the first answer does not, and neither may be cached
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(await money(buyer.estate.id)).toBe(before - price);
    const other = await game.api(buyer.token).POST('/api/marketplace/plots/{plotId}/purchase', {
      params: { path: { plotId: plot.id } },
      body: { estateId: '00000000-0000-4000-8000-000000000000' },
      headers,
    });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(m.idempotencyMismatch);
    const bad = await game.api(buyer.token).POST('/api/marketplace/plots/{plotId}/purchase', {
      params: { path: { plotId: plot.id } },
      body: { estateId: buyer.estate.id },
      headers: { 'Idempotency-Key': 'x'.repeat(256) },
    });
    expect(bad.status).toBe(400);
  });

  it('never sells an expired listing; the tick closes it and the plot stays with its owner', async () => {
    const { seller, plot, price } = await listed();
    const buyer = await player();
    await game.query(`UPDATE plot_listings SET expires_at = now() - interval '1 minute' WHERE plot_id = $1`, [plot.id]);
    const search = (
      await game
        .api(buyer.token)
        .GET('/api/marketplace/plots', { params: { query: { minPrice: price, maxPrice: price, limit: 50 } } })
    ).body.data.plots;
    expect(search.map((p: any) => p.id)).not.toContain(plot.id);
    expect(
      (await game.api(buyer.token).GET('/api/marketplace/plots/{plotId}', { params: { path: { plotId: plot.id } } }))
        .status,
    ).toBe(404);
    const res = await game.api(buyer.token).POST('/api/marketplace/plots/{plotId}/purchase', {
      params: { path: { plotId: plot.id } },
      body: { estateId: buyer.estate.id },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(m.expired);
    expect(
      (await game.api(seller.token).GET('/api/plots/{id}', { params: { path: { id: plot.id } } })).body.data.plot
        .forSale,
    ).toBe(false);
    await adminTick();
    const [row] = await game.query('SELECT status, closed_at FROM plot_listings WHERE plot_id = $1', [plot.id]);
    expect(row.status).toBe('expired');
    const owned = await game.api(seller.token).GET('/api/plots/{id}', { params: { path: { id: plot.id } } });
    expect(owned.body.data.plot).toMatchObject({ estateId: seller.estate.id, forSale: false });
    // and it can be listed again
    const relist = await game.api(seller.token).POST('/api/marketplace/plots/{plotId}/list', {
      params: { path: { plotId: plot.id } },
      body: { price: fairPrice(plot, 1.1), expirationDays: 7 },
    });
    expect(relist.status).toBe(201);
  });

  // 50 buyers, in process: tests/service/races.test.ts
  it('10 buyers racing for one listing: exactly one wins, the rest get 4xx, no money is made or lost', async () => {
    const { seller, plot, price } = await listed(0.75);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => player()));
    const ids = [seller.estate.id, ...buyers.map((b) => b.estate.id)];
    const sum = async () =>
      Number((await game.query('SELECT sum(money)::bigint AS s FROM estates WHERE id = ANY($1::uuid[])', [ids]))[0].s);
    const before = await sum();
    const results = await Promise.all(
      buyers.map((b) =>
        game.api(b.token).POST('/api/marketplace/plots/{plotId}/purchase', {
          params: { path: { plotId: plot.id } },
          body: { estateId: b.estate.id },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    // only the 2% fee left the economy
    expect(await sum()).toBe(before - landSaleFee(price));
    const winner = buyers[statuses.indexOf(200)];
    const [{ estate_id }] = await game.query('SELECT estate_id FROM plots WHERE id = $1', [plot.id]);
    expect(estate_id).toBe(winner.estate.id);
    expect(await game.query('SELECT 1 FROM plot_sales WHERE plot_id = $1', [plot.id])).toHaveLength(1);
  });
});
