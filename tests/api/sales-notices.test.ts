/**
 * Sales summarised per game day (issue 31, item 4) through the real server and database: a game
 * day's sales of one kind make one unread notice per estate, which tells the day's totals and the
 * latest sale; once read, the next sale starts a new notice, as does the next day; the ledger keeps
 * one row per sale. Bottles, kilograms of grapes and litres of bulk wine alike. Ten concurrent sales of one estate's wines (serialised by the estate's lock)
 * leave exactly one notice with their totals, and money equal to the ledger.
 */
import {
  addSale,
  DAILY_SALE_NOTICES,
  FERMENTATION_DAYS,
  formatGameDayShortForm,
  formatMoney,
  MESSAGES,
  salesDayNotice,
  type DailySaleKind,
  type SalesTally,
} from '@vineyard/domain';
import { saleNoticeCtes } from '../../backend/src/notifications/sales-notices.sql';
import { sql } from '../../backend/src/common/sql';
import { grapeLot, wineLot } from '../support/builders';
import { apiGame } from '../support/harness';

const game = apiGame({ demo: true });

const DAY = 400;

beforeAll(async () => {
  await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
});

async function expectLedgerBalanced() {
  const unbalanced = await game.query(
    `SELECT e.id FROM estates e
      WHERE e.money <> (SELECT COALESCE(sum(amount), 0) FROM ledger_entries l WHERE l.estate_id = e.id)`,
  );
  expect(unbalanced).toEqual([]);
}

interface NoticeRow {
  id: string;
  title: string;
  body: string;
  game_day: number;
  read: boolean;
  sales_tally: SalesTally;
}

/** The estate's notices of a kind, newest first. */
function notices(estateId: string, kind: string): Promise<NoticeRow[]> {
  return game.query(
    `SELECT id, title, body, game_day, read_at IS NOT NULL AS read, sales_tally FROM notifications
      WHERE estate_id = $1 AND kind = $2 ORDER BY created_at DESC, id DESC`,
    [estateId, kind],
  );
}

async function sellWine(token: string, lotId: string, bottles: number) {
  const sold = await game
    .api(token)
    .POST('/api/wines/{lotId}/sell', { params: { path: { lotId } }, body: { bottles } });
  expect(sold.status).toBe(200);
  return sold.body.data;
}

it("sums a game day's wine sales in one unread notice; a sale after it was read, or the next day, starts a new one", async () => {
  const { token, estate } = await game.playerWithEstate({ name: 'Cantina del Giorno', location: 'tuscany' });
  const estateId = estate.id;
  const [rosso, riserva] = await wineLot(game, [
    { estateId, bottles: 2_000, bottledDay: DAY - 30 },
    { estateId, name: 'Riserva di Prova', bottles: 1_000, bottledDay: DAY - 30 },
  ]);

  // one sale: the notice it always was
  const first = await sellWine(token, rosso!, 30);
  let rows = await notices(estateId, 'wine_sale');
  expect(rows).toEqual([
    expect.objectContaining({
      title: MESSAGES.notice.wineSoldTitle(formatMoney(first.received)),
      read: false,
      sales_tally: { sales: 1, quantity: 30, money: first.received },
    }),
  ]);

  // two more that day: the same notice, now the day's totals and the latest sale
  const second = await sellWine(token, riserva!, 20);
  const third = await sellWine(token, rosso!, 10);
  const total = first.received + second.received + third.received;
  rows = await notices(estateId, 'wine_sale');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ game_day: DAY, read: false, sales_tally: { sales: 3, quantity: 60, money: total } });
  expect(rows[0]!.title).toBe(`Wine sales on ${formatGameDayShortForm(DAY)}: ${formatMoney(total)}`);
  expect(rows[0]!.body).toMatch(
    new RegExp(
      `^3 sales so far that day: 60 bottles for ${escape(formatMoney(total))} in all\\. The latest: 10 bottles of Rosso di Prova sold`,
    ),
  );
  // the ledger still has every sale
  const ledger = await game.query(
    `SELECT amount::int FROM ledger_entries WHERE estate_id = $1 AND kind = 'wine_sale' ORDER BY amount`,
    [estateId],
  );
  expect(ledger.map((r: { amount: number }) => r.amount)).toEqual(
    [first.received, second.received, third.received].sort((a, b) => a - b),
  );
  // the status bar counts it once
  const listed = await game.api(token).GET('/api/estates/{estateId}/notifications', {
    params: { path: { estateId }, query: { unread: true } },
  });
  expect(listed.body.data.notifications.filter((n: { kind: string }) => n.kind === 'wine_sale')).toHaveLength(1);

  // read: the next sale that day starts a new notice; the read one keeps its totals
  const read = await game.api(token).POST('/api/notifications/{id}/read', { params: { path: { id: rows[0]!.id } } });
  expect(read.status).toBe(200);
  const fourth = await sellWine(token, riserva!, 5);
  rows = await notices(estateId, 'wine_sale');
  expect(rows.map((r) => [r.read, r.sales_tally])).toEqual([
    [false, { sales: 1, quantity: 5, money: fourth.received }],
    [true, { sales: 3, quantity: 60, money: total }],
  ]);

  // the next game day: a notice of its own, though the day before's is unread
  await game.query('UPDATE game_clock SET day_index = $1', [DAY + 1]);
  try {
    await sellWine(token, rosso!, 5);
    rows = await notices(estateId, 'wine_sale');
    expect(rows.map((r) => [r.game_day, r.read, r.sales_tally.sales])).toEqual([
      [DAY + 1, false, 1],
      [DAY, false, 1],
      [DAY, true, 3],
    ]);
  } finally {
    await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
  }
  await expectLedgerBalanced();
});

/**
 * Two sales of `quantities` on game day `day` (`sell` answers each one's money) make one unread
 * notice of `kind` with their totals: its title (`what` on the day: the money) and its body (the
 * number of sales, the quantity in `unit`, the money, then the latest sale).
 */
async function expectTwoSalesInOneNotice(
  estateId: string,
  kind: string,
  { day, what, unit }: { day: number; what: string; unit: string },
  quantities: [number, number],
  sell: (quantity: number) => Promise<number>,
) {
  let tally: SalesTally | null = null;
  for (const quantity of quantities) tally = addSale(tally, { quantity, money: await sell(quantity) });
  const rows = await notices(estateId, kind);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ game_day: day, read: false, sales_tally: tally });
  const money = formatMoney(tally!.money);
  expect(rows[0]!.title).toBe(`${what} on ${formatGameDayShortForm(day)}: ${money}`);
  const total = `${(quantities[0] + quantities[1]).toLocaleString('en-US')} ${unit}`;
  expect(rows[0]!.body).toMatch(
    new RegExp(
      `^2 sales so far that day: ${total} for ${escape(money)} in all\\. The latest: ${quantities[1]} ${unit}`,
    ),
  );
  await expectLedgerBalanced();
}

it("sums a game day's grape sales the same way, in kilograms", async () => {
  const { token, estate } = await game.playerWithEstate({ name: 'Bodega del Día', location: 'rioja' });
  const lot = await grapeLot(game, { estateId: estate.id, kilograms: 3_000 });
  await expectTwoSalesInOneNotice(
    estate.id,
    'grape_sale',
    { day: DAY, what: 'Grape sales', unit: 'kg' },
    [400, 600],
    async (kilograms) => {
      const sold = await game
        .api(token)
        .POST('/api/grape-lots/{id}/sell', { params: { path: { id: lot } }, body: { kilograms } });
      expect(sold.status).toBe(200);
      return sold.body.data.received;
    },
  );
});

it("sums a game day's bulk wine sales the same way, in litres", async () => {
  const { token, estate } = await game.playerWithEstate({ name: 'Château du Jour', location: 'bordeaux' });
  const lot = await grapeLot(game, { estateId: estate.id, region: 'bordeaux', variety: 'merlot', kilograms: 2_000 });
  const crushed = await game.raw(`/api/estates/${estate.id}/wine-batches`, {
    token,
    body: { grapeLotId: lot, kilograms: 2_000, preset: 'joven_red' },
  });
  expect(crushed.status).toBe(201);
  const batchId = crushed.body.data.batch.id;
  // bulk wine sells once its fermentation is over
  const day = DAY + FERMENTATION_DAYS.red.standard;
  await game.query('UPDATE game_clock SET day_index = $1', [day]);
  try {
    await expectTwoSalesInOneNotice(
      estate.id,
      'bulk_wine_sale',
      { day, what: 'Bulk wine sales', unit: 'L' },
      [100, 150],
      async (litres) => {
        const sold = await game
          .api(token)
          .POST('/api/wine-batches/{id}/sell-bulk', { params: { path: { id: batchId } }, body: { litres } });
        expect(sold.status).toBe(200);
        return sold.body.data.received;
      },
    );
  } finally {
    await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
  }
});

it('ten concurrent sales of one estate’s wines leave exactly one notice with their totals; money equals the ledger', async () => {
  const { token, estate } = await game.playerWithEstate({ name: 'Cantina Affollata', location: 'tuscany' });
  const estateId = estate.id;
  const lots = await wineLot(
    game,
    Array.from({ length: 10 }, (_, i) => ({ estateId, name: `Vino ${i}`, bottles: 500, bottledDay: DAY - 30 })),
  );
  const [{ money: before }] = await game.query('SELECT money::int FROM estates WHERE id = $1', [estateId]);
  const sales = await Promise.all(
    lots.map((lotId) =>
      game.api(token).POST('/api/wines/{lotId}/sell', { params: { path: { lotId } }, body: { bottles: 12 } }),
    ),
  );
  expect(sales.map((s) => s.status)).toEqual(Array(10).fill(200));
  const received = sales.reduce((sum, s) => sum + s.body.data.received, 0);
  const rows = await notices(estateId, 'wine_sale');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ read: false, sales_tally: { sales: 10, quantity: 120, money: received } });
  expect(rows[0]!.title).toBe(`Wine sales on ${formatGameDayShortForm(DAY)}: ${formatMoney(received)}`);
  const [{ money: after }] = await game.query('SELECT money::int FROM estates WHERE id = $1', [estateId]);
  expect(after).toBe(before + received);
  expect(
    await game.query(`SELECT count(*)::int AS n FROM ledger_entries WHERE estate_id = $1 AND kind = 'wine_sale'`, [
      estateId,
    ]),
  ).toEqual([{ n: 10 }]);
  await expectLedgerBalanced();
});

it('writes in SQL (sales-notices.sql.ts) the notice the TypeScript rule writes (addSale, salesDayNotice), for every kind', async () => {
  const { estate } = await game.playerWithEstate({ name: 'Cantina della Parità', location: 'tuscany' });
  const long = 'x'.repeat(480);
  const sales = [
    // a first sale's own texts, cut as a notice's are
    { quantity: 1, money: 999, title: `A long title ${'t'.repeat(130)}`, body: `A long body ${long}${long}` },
    { quantity: 12, money: 0, title: 'Sold: €0', body: '12 bottles at 100% of the list price, %s kept' },
    { quantity: 1_234_567, money: 9_876_543_210, title: 'Sold: a lot', body: `A large sale, ${long}` },
  ];
  for (const kind of Object.keys(DAILY_SALE_NOTICES) as DailySaleKind[]) {
    for (const day of [DAY, DAY + 1_000]) {
      let tally: SalesTally | null = null;
      for (const { quantity, money, title, body } of sales) {
        const { text, values } = sql`WITH ${saleNoticeCtes({
          estateId: estate.id,
          kind,
          title,
          body,
          refId: null,
          gameDay: day,
          sale: { quantity, money },
        })} SELECT 1`.toQuery();
        await game.query(text, values);
        tally = addSale(tally, { quantity, money });
        const expected = salesDayNotice(kind, day, tally, { title, body });
        const rows = await game.query(
          `SELECT title, body, sales_tally FROM notifications
            WHERE estate_id = $1 AND kind = $2 AND game_day = $3 AND read_at IS NULL`,
          [estate.id, kind, day],
        );
        expect(rows).toEqual([
          { title: expected.title.slice(0, 120), body: expected.body.slice(0, 500), sales_tally: tally },
        ]);
      }
    }
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
