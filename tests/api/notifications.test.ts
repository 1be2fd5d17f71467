/**
 * Notifications fed by real events (issue 18, item 5), through the real server and database:
 * a plot sold on the marketplace (to the seller, in the purchase's transaction), a listing the
 * tick expires (to the seller), a co-ownership invitation accepted or declined (to the inviting
 * estate: notifications belong to estates, and the invitee may have none), and the harvest window
 * opening on September 1 (to estates with vines old enough to bear, once).
 */
import {
  fillTemplate,
  formatMoney,
  landSaleFee,
  MATURITY_DAYS,
  MESSAGES,
  templatePlaceholders,
} from '@vineyard/domain';
import { sqlFormat } from '../../backend/src/common/sql';
import { notification } from '../support/builders';
import { apiGame } from '../support/harness';
import { updateGameTime } from '../support/admin';
import { uprootHeadStart } from '../support/estates';
import { fairPrice } from '../support/market';

const game = apiGame({ demo: true });

let adminToken: string;

async function player(name = 'Bodega Aviso') {
  const { token, estate, user } = await game.playerWithEstate({ name });
  const plots = (
    await game.api(token).GET('/api/estates/{estateId}/plots', { params: { path: { estateId: estate.id } } })
  ).body.data.plots;
  return { token, estate, plots, username: user.username };
}

async function notificationsOf(token: string, estateId: string): Promise<any[]> {
  const res = await game
    .api(token)
    .GET('/api/estates/{estateId}/notifications', { params: { path: { estateId }, query: { limit: 100 } } });
  expect(res.status).toBe(200);
  return res.body.data.notifications;
}

const ofKind = (list: any[], kind: string) => list.filter((n) => n.kind === kind);

async function adminTick(): Promise<number> {
  return (await updateGameTime(game.baseUrl, adminToken)).dayIndex;
}

async function listedPlot() {
  const seller = await player('Bodega Vendedora');
  await uprootHeadStart(game.baseUrl, seller.token, seller.plots);
  const plot = seller.plots[0];
  const price = fairPrice(plot, 0.6);
  const res = await game.api(seller.token).POST('/api/marketplace/plots/{plotId}/list', {
    params: { path: { plotId: plot.id } },
    body: { price, expirationDays: 30 },
  });
  expect(res.status).toBe(201);
  return { seller, plot, price };
}

beforeAll(async () => {
  adminToken = await game.adminToken();
});

it('a plot sold on the marketplace notifies the seller (price, fee, net), not the buyer', async () => {
  const { seller, plot, price } = await listedPlot();
  const buyer = await player('Bodega Compradora');
  const [{ day }] = await game.query('SELECT day_index AS day FROM game_clock');
  const res = await game.api(buyer.token).POST('/api/marketplace/plots/{plotId}/purchase', {
    params: { path: { plotId: plot.id } },
    body: { estateId: buyer.estate.id },
  });
  expect(res.status).toBe(200);
  const fee = landSaleFee(price);
  const sold = ofKind(await notificationsOf(seller.token, seller.estate.id), 'plot_sold');
  expect(sold).toEqual([
    expect.objectContaining({
      title: `Plot sold: ${plot.name}`,
      refId: plot.id,
      gameDay: day,
      readAt: null,
      body: expect.stringContaining(
        `for ${formatMoney(price)}. After the 2% market fee of ${formatMoney(fee)}, ${formatMoney(price - fee)} went to the estate.`,
      ),
    }),
  ]);
  expect(ofKind(await notificationsOf(buyer.token, buyer.estate.id), 'plot_sold')).toEqual([]);
  // the unread count in the status bar includes it
  const unread = await game.api(seller.token).GET('/api/estates/{estateId}/notifications', {
    params: { path: { estateId: seller.estate.id }, query: { unread: true } },
  });
  expect(unread.body.data.unreadCount).toBeGreaterThanOrEqual(1);
});

it('a refused purchase writes no notification', async () => {
  const { seller, plot, price } = await listedPlot();
  const buyer = await player('Bodega Pobre');
  await game.query('UPDATE estates SET money = $2 WHERE id = $1', [buyer.estate.id, price - 1]);
  const res = await game.api(buyer.token).POST('/api/marketplace/plots/{plotId}/purchase', {
    params: { path: { plotId: plot.id } },
    body: { estateId: buyer.estate.id },
  });
  expect(res.status).toBe(400);
  expect(ofKind(await notificationsOf(seller.token, seller.estate.id), 'plot_sold')).toEqual([]);
});

it('the tick expiring a listing notifies the seller once; the plot stays theirs', async () => {
  const { seller, plot, price } = await listedPlot();
  await game.query(`UPDATE plot_listings SET expires_at = now() - interval '1 minute' WHERE plot_id = $1`, [plot.id]);
  const day = await adminTick();
  const expired = ofKind(await notificationsOf(seller.token, seller.estate.id), 'listing_expired');
  expect(expired).toEqual([
    expect.objectContaining({
      title: `Listing expired: ${plot.name}`,
      body: `${plot.name} found no buyer at ${formatMoney(price)} before its offer ran out. The plot stays yours: list it again from its page.`,
      refId: plot.id,
      gameDay: day,
    }),
  ]);
  // the next day closes nothing more: still one
  await adminTick();
  expect(ofKind(await notificationsOf(seller.token, seller.estate.id), 'listing_expired')).toHaveLength(1);
  expect(
    (await game.api(seller.token).GET('/api/plots/{id}', { params: { path: { id: plot.id } } })).body.data.plot
      .estateId,
  ).toBe(seller.estate.id);
});

it('an accepted or declined co-ownership invitation notifies the inviting estate', async () => {
  const owner = await player('Castello Invito');
  const friend = await game.player();
  const stranger = await game.player();
  for (const s of [friend, stranger]) {
    const sent = await game
      .api(owner.token)
      .POST('/api/estates/{id}/owners', { params: { path: { id: owner.estate.id } }, body: { email: s.user.email } });
    expect([200, 201]).toContain(sent.status);
  }
  const pending = async (token: string) =>
    (await game.api(token).GET('/api/invitations')).body.data.invitations as any[];
  const [forFriend] = await pending(friend.session.access_token);
  const [forStranger] = await pending(stranger.session.access_token);

  // a decline of someone else's invitation: 404, nothing written
  const wrong = await game
    .api(stranger.session.access_token)
    .POST('/api/invitations/{id}/decline', { params: { path: { id: forFriend.id } } });
  expect(wrong.status).toBe(404);
  expect(ofKind(await notificationsOf(owner.token, owner.estate.id), 'invitation_answered')).toEqual([]);

  const accepted = await game
    .api(friend.session.access_token)
    .POST('/api/invitations/{id}/accept', { params: { path: { id: forFriend.id } } });
  expect(accepted.status).toBe(200);
  const declined = await game
    .api(stranger.session.access_token)
    .POST('/api/invitations/{id}/decline', { params: { path: { id: forStranger.id } } });
  expect([200, 204]).toContain(declined.status);

  const answered = ofKind(await notificationsOf(owner.token, owner.estate.id), 'invitation_answered');
  expect(answered.map((n) => n.title).sort()).toEqual(
    [`${friend.user.username} joined Castello Invito`, `${stranger.user.username} declined your invitation`].sort(),
  );
  expect(answered.find((n) => n.refId === friend.session.user.id).body).toBe(
    `${friend.user.username} accepted the invitation and co-owns Castello Invito now.`,
  );
  // the new co-owner sees the estate's notifications too (they belong to the estate)
  expect(
    ofKind(await notificationsOf(friend.session.access_token, owner.estate.id), 'invitation_answered'),
  ).toHaveLength(2);
});

it('September 1 opens the harvest window for estates with bearing vines, once each', async () => {
  // the last day of August, game year 2: the tick applies September 1 (day 540)
  const september = 540;
  await game.query('UPDATE game_clock SET day_index = $1', [september - 1]);
  const bearing = await player('Bodega Madura');
  const young = await player('Bodega Joven');
  // the head-start blocks: one planted long ago (two blocks), the other this summer
  await game.query(
    `UPDATE blocks SET planted_game_day = $2 WHERE plot_id IN (SELECT id FROM plots WHERE estate_id = $1)`,
    [bearing.estate.id, september - MATURITY_DAYS - 30],
  );
  await game.query(
    `UPDATE blocks SET planted_game_day = $2 WHERE plot_id IN (SELECT id FROM plots WHERE estate_id = $1)`,
    [young.estate.id, september - 60],
  );
  const [{ n: blocks }] = await game.query(
    'SELECT count(*)::int AS n FROM blocks b JOIN plots p ON p.id = b.plot_id WHERE p.estate_id = $1',
    [bearing.estate.id],
  );
  expect(blocks).toBeGreaterThan(0);

  expect(await adminTick()).toBe(september);
  const open = ofKind(await notificationsOf(bearing.token, bearing.estate.id), 'harvest_window');
  expect(open).toEqual([
    expect.objectContaining({
      title: 'The harvest window is open',
      body: `${blocks === 1 ? '1 block is' : `${blocks} blocks are`} ready to harvest in September and October. Harvest them from the Vineyard tab before the window closes.`,
      gameDay: september,
    }),
  ]);
  expect(ofKind(await notificationsOf(young.token, young.estate.id), 'harvest_window')).toEqual([]);
  // the next day is not September 1: nothing more
  await adminTick();
  expect(ofKind(await notificationsOf(bearing.token, bearing.estate.id), 'harvest_window')).toHaveLength(1);
});

it('the list is paged like every other list: page and limit in, the shared pagination object out', async () => {
  const { token, estate } = await player('Bodega Paginada');
  const estateId = estate.id;
  // 23 notifications beside whatever the estate had: 8 of them read
  const now = Date.now();
  await notification(
    game,
    Array.from({ length: 23 }, (_, k) => ({
      estateId,
      title: `Note ${k + 1}`,
      body: `Body ${k + 1}`,
      gameDay: 1,
      createdAt: new Date(now + (k + 1) * 1000),
      readAt: k < 8 ? new Date(now) : null,
    })),
  );
  const [{ total, unread }] = await game.query(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
       FROM notifications WHERE estate_id = $1`,
    [estateId],
  );
  const list = (query: Record<string, unknown>) =>
    game.api(token).GET('/api/estates/{estateId}/notifications', { params: { path: { estateId }, query } });

  const first = await list({ limit: 10 });
  expect(first.status).toBe(200);
  // an exact count: never capped
  const exactly = (page: number, limit: number, count: number) => ({
    page,
    limit,
    total: count,
    totalPages: Math.ceil(count / limit),
    totalCapped: false,
  });
  expect(first.body.data.pagination).toEqual(exactly(1, 10, total));
  expect(first.body.data.unreadCount).toBe(unread);
  // newest first: the last inserted leads
  expect(first.body.data.notifications.map((n: any) => n.title).slice(0, 3)).toEqual(['Note 23', 'Note 22', 'Note 21']);

  const second = await list({ limit: 10, page: 2 });
  expect(second.body.data.pagination).toEqual(exactly(2, 10, total));
  expect(second.body.data.notifications.map((n: any) => n.title).slice(0, 3)).toEqual([
    'Note 13',
    'Note 12',
    'Note 11',
  ]);
  const seen = new Set([...first.body.data.notifications, ...second.body.data.notifications].map((n: any) => n.id));
  expect(seen.size).toBe(20);

  // only the unread ones: the total counts those
  const unreadPage = await list({ unread: true, limit: 5, page: 3 });
  expect(unreadPage.body.data.pagination).toEqual(exactly(3, 5, unread));
  expect(unreadPage.body.data.notifications.every((n: any) => n.readAt === null)).toBe(true);

  // the default: the first page of 20
  expect((await list({})).body.data.pagination).toEqual(exactly(1, 20, total));
  // a page beyond the last is empty, not an error
  const beyond = await list({ page: 99 });
  expect(beyond.status).toBe(200);
  expect(beyond.body.data.notifications).toEqual([]);
  // a bad page is a 400 naming it
  for (const page of [0, 1.5, 'x', 100_001]) {
    const bad = await list({ page });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'page' })]);
  }
});

it("the ticks' set-based texts: PostgreSQL's format() of each catalogue template gives fillTemplate's text", async () => {
  // the notices' templates and the ledger's (its descriptions written set-based)
  const templates = [
    ...Object.entries(MESSAGES.notice).map(([key, text]) => [`notice.${key}`, text] as const),
    ...Object.entries(MESSAGES.ledger).map(([key, text]) => [`ledger.${key}`, text] as const),
  ].flatMap(([key, text]) =>
    typeof text === 'string' && templatePlaceholders(text).length > 0 ? [[key, text] as const] : [],
  );
  expect(templates.length).toBeGreaterThanOrEqual(18);
  for (const [key, template] of templates) {
    // the names in reverse, so the positions differ from the text's order; values with % and quotes
    const names = templatePlaceholders(template).reverse();
    const values = Object.fromEntries(names.map((name, i) => [name, `${name}'s ${i * 7}% {x}`]));
    const [{ text }] = await game.query(
      `SELECT format($1::text, ${names.map((_, i) => `$${i + 2}::text`).join(', ')}) AS text`,
      [sqlFormat(template, names), ...names.map((name) => values[name])],
    );
    expect([key, text]).toEqual([key, fillTemplate(template, values)]);
  }
});
