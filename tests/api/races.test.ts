/**
 * Money and ownership under concurrency (issue 14, items 1-4 and 14), through the real server and
 * database: a purchase racing the seller's change or withdrawal of the listing, an estate deleted
 * while buyers purchase its plots, the price the buyer confirmed, blocks enlarged at once on one
 * plot, numbers the columns cannot hold, and the seller's private notes. Every race runs a few
 * rounds over HTTP (many more, in process: tests/service/races.test.ts), must never answer 500,
 * must end in exactly one consistent outcome, and must conserve money: all estates' money plus
 * what left the economy equals what was there before.
 */
import { BLOCK_LIMITS, landSaleFee, MESSAGES } from '@vineyard/domain';
import { apiGame, type EstateLocation, type EstateTemplate } from '../support/harness';
import { uprootHeadStart } from '../support/estates';
import { fairPriceOf } from '../support/market';

const game = apiGame();

const m = MESSAGES.marketplace;
const b = MESSAGES.block;

async function player(template: EstateTemplate = 'family', location: EstateLocation = 'rioja') {
  const { token, estate } = await game.playerWithEstate({ name: 'Bodega Carrera', template, location });
  // rich enough for every round: set before any economy snapshot is taken
  await game.query('UPDATE estates SET money = 10000000 WHERE id = $1', [estate.id]);
  // the plots are listed and sold: bare land (the head-start block uprooted)
  await uprootHeadStart(game.baseUrl, token, estate.plots);
  return { token, estate, plots: estate.plots };
}

/**
 * What the economy holds, plus what left it on purpose: the money of every estate, and the price
 * of every registry sale (the registry is nobody: that money leaves). Deleted estates take their
 * money with them; the estate test adds that back itself.
 */
async function economy(): Promise<number> {
  const [{ money }] = await game.query('SELECT COALESCE(sum(money), 0)::bigint AS money FROM estates');
  const [{ left }] = await game.query(
    'SELECT COALESCE(sum(price), 0)::bigint AS left FROM plot_sales WHERE seller_estate_id IS NULL',
  );
  // sale fees and planting costs leave the economy on purpose, through the ledger
  const [{ spent }] = await game.query(
    `SELECT COALESCE(-sum(amount), 0)::bigint AS spent FROM ledger_entries WHERE kind IN ('fee', 'planting')`,
  );
  return Number(money) + Number(left) + Number(spent);
}

/** The plot's sales since `mark` (the ids of its sales before the round). */
async function salesSince(plotId: string, mark: string[]): Promise<{ id: string; price: number; seller: string }[]> {
  const rows = await game.query('SELECT id, price, seller_estate_id FROM plot_sales WHERE plot_id = $1', [plotId]);
  return rows
    .filter((r: any) => !mark.includes(r.id))
    .map((r: any) => ({ id: r.id, price: Number(r.price), seller: r.seller_estate_id }));
}
const saleIds = async (plotId: string) =>
  (await game.query('SELECT id FROM plot_sales WHERE plot_id = $1', [plotId])).map((r: any) => r.id as string);

const noServerErrors = (responses: { status: number; body: any }[]) => {
  for (const r of responses) {
    expect(r.status).toBeLessThan(500);
    if (r.status >= 400) expect(typeof r.body.message).toBe('string');
  }
};

afterAll(() => {
  if (process.env.SHOW_SERVER_LOG) console.log(game.server?.output());
});

describe('a purchase racing the seller', () => {
  /**
   * Two players hand one plot back and forth: each round its owner lists it, then the other buys
   * while the owner changes (PATCH) or withdraws (DELETE) the listing, all at once.
   */
  async function rounds(kind: 'PATCH' | 'DELETE', count: number) {
    const a = await player();
    const c = await player();
    const plotId = a.plots[0]!.id;
    let owner = a;
    let other = c;
    const before = await economy();
    // two prices inside the plot's allowed band (0.5–2× its valuation)
    const low = await fairPriceOf(game.baseUrl, owner.token, plotId, 0.8);
    const high = await fairPriceOf(game.baseUrl, owner.token, plotId, 1.6);
    for (let round = 0; round < count; round++) {
      const listed = await game.api(owner.token).POST('/api/marketplace/plots/{plotId}/list', {
        params: { path: { plotId } },
        body: { price: low, expirationDays: 30 },
      });
      expect(listed.status).toBe(201);
      const mark = await saleIds(plotId);
      const ownerBefore = Number(
        (await game.query('SELECT money FROM estates WHERE id = $1', [owner.estate.id]))[0].money,
      );
      const otherBefore = Number(
        (await game.query('SELECT money FROM estates WHERE id = $1', [other.estate.id]))[0].money,
      );
      const [purchase, change] = await Promise.all([
        game.api(other.token).POST('/api/marketplace/plots/{plotId}/purchase', {
          params: { path: { plotId } },
          body: { estateId: other.estate.id },
        }),
        kind === 'PATCH'
          ? game
              .api(owner.token)
              .PATCH('/api/marketplace/plots/{plotId}/list', { params: { path: { plotId } }, body: { price: high } })
          : game.api(owner.token).DELETE('/api/marketplace/plots/{plotId}/list', { params: { path: { plotId } } }),
      ]);
      noServerErrors([purchase, change]);
      const [plot] = await game.query('SELECT estate_id FROM plots WHERE id = $1', [plotId]);
      const sales = await salesSince(plotId, mark);
      for (const sale of sales) expect(sale.seller).toBe(owner.estate.id);
      const active = await game.query(`SELECT price FROM plot_listings WHERE plot_id = $1 AND status = 'active'`, [
        plotId,
      ]);
      const ownerAfter = Number(
        (await game.query('SELECT money FROM estates WHERE id = $1', [owner.estate.id]))[0].money,
      );
      const otherAfter = Number(
        (await game.query('SELECT money FROM estates WHERE id = $1', [other.estate.id]))[0].money,
      );
      if (purchase.status === 200) {
        // sold: at the price in force when the purchase ran, to the buyer, exactly once
        const price = purchase.body.data.money === otherBefore - high ? high : low;
        expect(purchase.body.data.money).toBe(otherBefore - price);
        expect(plot.estate_id).toBe(other.estate.id);
        expect(sales.map((s: any) => Number(s.price))).toEqual([price]);
        expect(active).toHaveLength(0);
        // the seller is paid the price less the 2% fee
        expect(ownerAfter).toBe(ownerBefore + price - landSaleFee(price));
        expect(otherAfter).toBe(otherBefore - price);
        // the seller's change came first (and the buyer paid its price) or found the plot gone
        if (kind === 'PATCH' && price === high) expect(change.status).toBe(200);
        else expect([404, 409]).toContain(change.status);
        [owner, other] = [other, owner];
      } else {
        // not sold: the seller's change won, and nothing moved
        expect(purchase.status).toBe(409);
        expect(change.status).toBe(200);
        expect(kind).toBe('DELETE'); // a price change alone never stops a purchase without expectedPrice
        expect(plot.estate_id).toBe(owner.estate.id);
        expect(sales).toHaveLength(0);
        expect(active).toHaveLength(0);
        expect([ownerAfter, otherAfter]).toEqual([ownerBefore, otherBefore]);
      }
      // whatever is still listed is withdrawn before the next round
      if (active.length > 0)
        await game.api(owner.token).DELETE('/api/marketplace/plots/{plotId}/list', { params: { path: { plotId } } });
      expect(await economy()).toBe(before);
    }
  }

  it('PATCH /list against a purchase, 3 rounds: never a 500, one sale at the price in force, money conserved', async () => {
    await rounds('PATCH', 3);
  }, 120000);

  it('DELETE /list against a purchase, 3 rounds: never a 500, sold or withdrawn, money conserved', async () => {
    await rounds('DELETE', 3);
  }, 120000);
});

describe('deleting an estate while buyers purchase its plots', () => {
  it('5 rounds: never a 500; a plot is either bought (and survives) or gone with the estate; money conserved', async () => {
    const seller = await player();
    const buyers = [await player(), await player()];
    for (let round = 0; round < 5; round++) {
      const estate = (
        await game
          .api(seller.token)
          .POST('/api/estates', { body: { name: `Bodega ${round}`, template: 'family', location: 'rioja' } })
      ).body.data.estate;
      const plots = estate.plots as { id: string; size: number }[];
      expect(plots.length).toBeGreaterThanOrEqual(2);
      // both plots are listed: the head-start block uprooted first
      await uprootHeadStart(game.baseUrl, seller.token, plots);
      const prices: number[] = [];
      for (const plot of plots.slice(0, 2)) {
        prices.push(await fairPriceOf(game.baseUrl, seller.token, plot.id));
        const listed = await game.api(seller.token).POST('/api/marketplace/plots/{plotId}/list', {
          params: { path: { plotId: plot.id } },
          body: { price: prices[prices.length - 1], expirationDays: 30 },
        });
        expect(listed.status).toBe(201);
      }
      const before = await economy();
      const [{ money: sellerMoney }] = await game.query('SELECT money FROM estates WHERE id = $1', [estate.id]);
      const responses = await Promise.all([
        game.api(seller.token).DELETE('/api/estates/{id}', { params: { path: { id: estate.id } } }),
        ...buyers.map((buyer, i) =>
          game.api(buyer.token).POST('/api/marketplace/plots/{plotId}/purchase', {
            params: { path: { plotId: plots[i]!.id } },
            body: { estateId: buyer.estate.id },
          }),
        ),
      ]);
      noServerErrors(responses);
      const [deleted, ...purchases] = responses;
      expect(deleted!.status).toBe(200);
      expect(await game.query('SELECT 1 FROM estates WHERE id = $1', [estate.id])).toHaveLength(0);
      let credited = 0;
      for (const [i, purchase] of purchases.entries()) {
        const buyer = buyers[i]!;
        const plotId = plots[i]!.id;
        const [plot] = await game.query('SELECT estate_id FROM plots WHERE id = $1', [plotId]);
        const sales = await game.query('SELECT price FROM plot_sales WHERE plot_id = $1 AND seller_estate_id = $2', [
          plotId,
          estate.id,
        ]);
        if (purchase!.status === 200) {
          expect(plot.estate_id).toBe(buyer.estate.id);
          expect(sales.map((s: any) => Number(s.price))).toEqual([prices[i]]);
          // the seller was paid the price less the fee (the fee is counted as spent)
          credited += prices[i]! - landSaleFee(prices[i]!);
        } else {
          expect([404, 409]).toContain(purchase!.status);
          expect(plot).toBeUndefined();
          expect(sales).toHaveLength(0);
        }
      }
      // the deleted estate took its money (and whatever the sales before its deletion paid it)
      expect((await economy()) + Number(sellerMoney) + credited).toBe(before);
    }
  }, 180000);
});

describe('the price the buyer confirmed (expectedPrice)', () => {
  it('a changed price is refused with 409 and charges nothing; the confirmed price buys', async () => {
    const seller = await player();
    const buyer = await player();
    const plot = seller.plots[0]!;
    const [low, high] = [
      await fairPriceOf(game.baseUrl, seller.token, plot.id, 0.6),
      await fairPriceOf(game.baseUrl, seller.token, plot.id, 1.9),
    ];
    expect(
      (
        await game.api(seller.token).POST('/api/marketplace/plots/{plotId}/list', {
          params: { path: { plotId: plot.id } },
          body: { price: low, expirationDays: 30 },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await game.api(seller.token).PATCH('/api/marketplace/plots/{plotId}/list', {
          params: { path: { plotId: plot.id } },
          body: { price: high },
        })
      ).status,
    ).toBe(200);
    const before = await economy();
    const buyerBefore = Number(
      (await game.query('SELECT money FROM estates WHERE id = $1', [buyer.estate.id]))[0].money,
    );
    const path = `/api/marketplace/plots/${plot.id}/purchase`;
    const stale = await game.api(buyer.token).POST('/api/marketplace/plots/{plotId}/purchase', {
      params: { path: { plotId: plot.id } },
      body: { estateId: buyer.estate.id, expectedPrice: low },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      code: 'PRICE_CHANGED',
      message: m.priceChanged,
    });
    expect(Number((await game.query('SELECT money FROM estates WHERE id = $1', [buyer.estate.id]))[0].money)).toBe(
      buyerBefore,
    );
    expect((await game.query('SELECT estate_id FROM plots WHERE id = $1', [plot.id]))[0].estate_id).toBe(
      seller.estate.id,
    );
    expect(await game.query('SELECT 1 FROM plot_sales WHERE plot_id = $1', [plot.id])).toHaveLength(0);

    const bad = await game.raw(path, {
      token: buyer.token,
      body: { estateId: buyer.estate.id, expectedPrice: 'lots' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'expectedPrice', message: m.expectedPriceInvalid }]);

    const fresh = await game.api(buyer.token).POST('/api/marketplace/plots/{plotId}/purchase', {
      params: { path: { plotId: plot.id } },
      body: { estateId: buyer.estate.id, expectedPrice: high },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.money).toBe(buyerBefore - high);
    expect(await economy()).toBe(before);
  });

  it('a purchase racing a price change with the old expectedPrice: exactly one of them succeeds, 3 rounds', async () => {
    const a = await player();
    const c = await player();
    const plotId = a.plots[0]!.id;
    let [owner, other] = [a, c];
    const before = await economy();
    const low = await fairPriceOf(game.baseUrl, owner.token, plotId, 0.8);
    const high = await fairPriceOf(game.baseUrl, owner.token, plotId, 1.6);
    for (let round = 0; round < 3; round++) {
      await game.api(owner.token).POST('/api/marketplace/plots/{plotId}/list', {
        params: { path: { plotId } },
        body: { price: low, expirationDays: 30 },
      });
      const mark = await saleIds(plotId);
      const [purchase, change] = await Promise.all([
        game.api(other.token).POST('/api/marketplace/plots/{plotId}/purchase', {
          params: { path: { plotId } },
          body: { estateId: other.estate.id, expectedPrice: low },
        }),
        game
          .api(owner.token)
          .PATCH('/api/marketplace/plots/{plotId}/list', { params: { path: { plotId } }, body: { price: high } }),
      ]);
      noServerErrors([purchase, change]);
      expect([purchase.status, change.status].filter((s) => s === 200)).toHaveLength(1);
      const sales = await salesSince(plotId, mark);
      for (const sale of sales) expect(sale.seller).toBe(owner.estate.id);
      if (purchase.status === 200) {
        expect(sales.map((s: any) => Number(s.price))).toEqual([low]);
        [owner, other] = [other, owner];
      } else {
        expect(purchase.body.message).toBe(m.priceChanged);
        expect(sales).toHaveLength(0);
        await game.api(owner.token).DELETE('/api/marketplace/plots/{plotId}/list', { params: { path: { plotId } } });
      }
      expect(await economy()).toBe(before);
    }
  }, 120000);
});

describe('blocks on one plot', () => {
  it('3 simultaneous enlargements never plant more than the plot, 2 rounds', async () => {
    const { session } = await game.player();
    const token = session.access_token;
    const estate = (
      await game
        .api(token)
        .POST('/api/estates', { body: { name: 'Weingut Wettlauf', template: 'boutique', location: 'tuscany' } })
    ).body.data.estate;
    const plot = estate.plots[0] as { id: string; size: number };
    expect(plot.size).toBe(2);
    // the whole plot for the race: the head-start block uprooted
    await uprootHeadStart(game.baseUrl, token, estate.plots);
    const block = {
      size: 0.5,
      grapeVariety: 'sangiovese',
      vineSpacing: { rowSpacing: 2, vineSpacing: 1 },
      orientation: 'north-south',
      trellisSystem: 'vsp',
    };
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C']) {
      const res = await game.raw(`/api/plots/${plot.id}/blocks`, { token, body: { ...block, name } });
      expect(res.status).toBe(201);
      ids.push(res.body.data.block.id);
    }
    for (let round = 0; round < 2; round++) {
      for (const id of ids) {
        expect((await game.raw(`/api/blocks/${id}`, { method: 'PATCH', token, body: { size: 0.5 } })).status).toBe(200);
      }
      // each alone fits (0.9 + 2 × 0.5 = 1.9 ha); any two do not (2 × 0.9 + 0.5 = 2.3 ha)
      const results = await Promise.all(
        ids.map((id) => game.raw(`/api/blocks/${id}`, { method: 'PATCH', token, body: { size: 0.9 } })),
      );
      noServerErrors(results);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
      const [{ used }] = await game.query('SELECT sum(size)::float AS used FROM blocks WHERE plot_id = $1', [plot.id]);
      expect(used).toBeCloseTo(1.9, 5);
    }
  }, 120000);
});

describe('numbers the database cannot hold', () => {
  it('vine spacing 1000 m, row spacing 1000 m and 10^7 ha are 400 with clear messages, and nothing changes', async () => {
    const { session } = await game.player();
    const token = session.access_token;
    const estate = (
      await game
        .api(token)
        .POST('/api/estates', { body: { name: 'Weingut Zahlen', template: 'boutique', location: 'tuscany' } })
    ).body.data.estate;
    const plotId = estate.plots[0].id as string;
    await uprootHeadStart(game.baseUrl, token, estate.plots);
    const block = {
      name: 'Spaced',
      size: 0.5,
      grapeVariety: 'sangiovese',
      vineSpacing: { rowSpacing: 2, vineSpacing: 1 },
      orientation: 'north-south',
      trellisSystem: 'vsp',
    };
    const created = await game.raw(`/api/plots/${plotId}/blocks`, { token, body: block });
    expect(created.status).toBe(201);
    const id = created.body.data.block.id;
    const [row] = await game.query('SELECT * FROM blocks WHERE id = $1', [id]);

    const wide = await game.raw(`/api/blocks/${id}`, {
      method: 'PATCH',
      token,
      body: { vineSpacing: { rowSpacing: 2, vineSpacing: 1000 } },
    });
    expect(wide.status).toBe(400);
    expect(wide.body.message).toBe(b.vineSpacingMax(BLOCK_LIMITS.vineSpacing.max));
    expect(wide.body.errors).toEqual([
      { field: 'vineSpacing.vineSpacing', message: b.vineSpacingMax(BLOCK_LIMITS.vineSpacing.max) },
    ]);
    const rows = await game.raw(`/api/plots/${plotId}/blocks`, {
      token,
      body: { ...block, vineSpacing: { rowSpacing: 1000, vineSpacing: 1 } },
    });
    expect(rows.status).toBe(400);
    expect(rows.body.message).toBe(b.rowSpacingMax(BLOCK_LIMITS.rowSpacing.max));
    const huge = await game.raw(`/api/blocks/${id}`, { method: 'PATCH', token, body: { size: 1e7 } });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe(b.sizeMax(BLOCK_LIMITS.size.max));

    expect((await game.query('SELECT * FROM blocks WHERE id = $1', [id]))[0]).toEqual(row);
    expect(await game.query('SELECT 1 FROM blocks WHERE plot_id = $1', [plotId])).toHaveLength(1);
  });
});

describe("the seller's private notes", () => {
  it('stay behind on a sale: the buyer never sees them, and the plot arrives with none', async () => {
    const seller = await player();
    const buyer = await player();
    const plot = seller.plots[0]!;
    const secret = 'Secret: the south corner floods every spring; ask 30% more.';
    const noted = await game
      .api(seller.token)
      .PATCH('/api/plots/{id}', { params: { path: { id: plot.id } }, body: { notes: secret } });
    expect(noted.status).toBe(200);
    expect(noted.body.data.plot.notes).toBe(secret);
    await game.api(seller.token).POST('/api/marketplace/plots/{plotId}/list', {
      params: { path: { plotId: plot.id } },
      body: { price: await fairPriceOf(game.baseUrl, seller.token, plot.id), expirationDays: 30 },
    });
    const offer = await game
      .api(buyer.token)
      .GET('/api/marketplace/plots/{plotId}', { params: { path: { plotId: plot.id } } });
    expect(JSON.stringify(offer.body)).not.toContain('floods');

    const bought = await game.api(buyer.token).POST('/api/marketplace/plots/{plotId}/purchase', {
      params: { path: { plotId: plot.id } },
      body: { estateId: buyer.estate.id },
    });
    expect(bought.status).toBe(200);
    expect(bought.body.data.plot.notes).toBe('');
    expect(JSON.stringify(bought.body)).not.toContain('floods');
    const mine = await game.api(buyer.token).GET('/api/plots/{id}', { params: { path: { id: plot.id } } });
    expect(mine.body.data.plot.notes).toBe('');
    const list = await game
      .api(buyer.token)
      .GET('/api/estates/{estateId}/plots', { params: { path: { estateId: buyer.estate.id } } });
    expect(JSON.stringify(list.body)).not.toContain('floods');
    expect((await game.query('SELECT notes FROM plots WHERE id = $1', [plot.id]))[0].notes).toBe('');
  });
});
