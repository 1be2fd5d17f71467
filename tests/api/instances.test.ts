/**
 * Three application instances on one PostgreSQL, as behind a load balancer: the game clock
 * advances exactly once per period, 100 buyers spread over the instances make exactly one
 * purchase, the sign-in throttle counts across instances, and a session opened on one instance
 * works on the others (refresh included); the daily reputation steps (critics' reviews, arrears)
 * and the regional index apply each day exactly once while the three instances run the clock.
 */
import { typedApi } from '../support/harness';
import { Client } from 'pg';
import {
  CRITIC_REVIEWS,
  criticScore,
  landSaleFee,
  regionalIndex,
  REPUTATION_RULES,
  reviewReputationPoints,
} from '@vineyard/domain';
import { estate, wineLot, wineSale } from '../support/builders';
import { createTestDatabase } from '../support/database';
import { barePlots } from '../support/estates';
import { fairPriceOf } from '../support/market';
import { api, RunningServer, startServers } from '../support/server';
import { Mailbox } from '../support/mailbox';
import { uniqueUser, verifiedSession } from '../support/accounts';

const TICK_MS = 150;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let mailbox: Mailbox;
let nodes: RunningServer[] = [];

async function query(sql: string, params: unknown[] = []): Promise<any[]> {
  const c = new Client({ connectionString: db.url });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows;
  } finally {
    await c.end();
  }
}

const node = (i: number) => nodes[i % nodes.length]!;

beforeAll(async () => {
  db = await createTestDatabase();
  mailbox = await new Mailbox().start();
  const env = {
    SMTP_URL: mailbox.url,
    // one secret for all instances, as in any multi-instance deployment
    JWT_SECRET: 'a-shared-secret-for-the-three-instances-0123456789',
    THROTTLE_LOGIN_ACCOUNT_IP: '6',
  };
  nodes = await startServers(3, { databaseUrl: db.url, env, keepDatabase: true });
}, 60_000);

afterAll(async () => {
  await Promise.all(nodes.map((n) => n.stop()));
  await mailbox?.stop();
  await db?.drop();
});

it('a session opened on one instance works on the others, and refresh rotates anywhere', async () => {
  const { session } = await verifiedSession(node(0).baseUrl, mailbox);
  for (const n of nodes) {
    const me = await typedApi(n.baseUrl, session.access_token).GET('/api/auth/me');
    expect(me.status).toBe(200);
  }
  const refreshed = await api(node(1).baseUrl, '/api/auth/refresh', { body: { refresh_token: session.refresh_token } });
  expect(refreshed.status).toBe(200);
  expect((await typedApi(node(2).baseUrl, refreshed.body.data.access_token).GET('/api/auth/me')).status).toBe(200);
  // the rotated-away refresh token is refused on every instance (and its reuse by another client ends the session)
  const reused = await api(node(2).baseUrl, '/api/auth/refresh', {
    body: { refresh_token: session.refresh_token },
    headers: { 'User-Agent': 'Someone-Else/1.0' },
  });
  expect(reused.status).toBe(401);
  expect((await typedApi(node(0).baseUrl, refreshed.body.data.access_token).GET('/api/auth/me')).status).toBe(401);
  // sign-out on one instance ends the token on all
  const again = await typedApi(node(0).baseUrl).POST('/api/auth/login', {
    body: { identifier: session.user.username, password: 'Vineyard!2025', rememberMe: true },
  });
  const token = again.body.data.access_token;
  expect((await typedApi(node(1).baseUrl, token).POST('/api/auth/logout', { body: {} })).status).toBeLessThan(300);
  expect((await typedApi(node(2).baseUrl, token).GET('/api/auth/me')).status).toBe(401);
});

it('the sign-in throttle counts failures across instances', async () => {
  const { user } = await verifiedSession(node(0).baseUrl, mailbox, uniqueUser('throttled'));
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) {
    const res = await typedApi(node(i).baseUrl).POST('/api/auth/login', {
      body: { identifier: user.username, password: 'wrong-password!', rememberMe: true },
    });
    statuses.push(res.status);
  }
  // 6 failures allowed per account and address in the window, whichever instance saw them
  expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
});

it('100 buyers spread over three instances: exactly one purchase, money conserved', async () => {
  const seller = await verifiedSession(node(0).baseUrl, mailbox);
  const sellerToken = seller.session.access_token;
  const estate = (
    await typedApi(node(0).baseUrl, sellerToken).POST('/api/estates', {
      body: { name: 'Contested', template: 'family', location: 'rioja' },
    })
  ).body.data.estate;
  // a bare plot (the other carries the head-start block, and a planted plot cannot be listed)
  const plot = barePlots(
    (
      await typedApi(node(1).baseUrl, sellerToken).GET('/api/estates/{estateId}/plots', {
        params: { path: { estateId: estate.id } },
      })
    ).body.data.plots,
  )[0];
  const listed = await typedApi(node(2).baseUrl, sellerToken).POST('/api/marketplace/plots/{plotId}/list', {
    params: { path: { plotId: plot.id } },
    body: { price: await fairPriceOf(node(2).baseUrl, sellerToken, plot.id), expirationDays: 7 },
  });
  expect(listed.status).toBe(201);

  const buyers: { token: string; estateId: string }[] = [];
  for (let i = 0; i < 100; i += 10) {
    buyers.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, async (_, j) => {
          const n = node(i + j);
          const { session } = await verifiedSession(n.baseUrl, mailbox);
          const e = await typedApi(n.baseUrl, session.access_token).POST('/api/estates', {
            body: { name: 'Buyer', template: 'boutique', location: 'napa' },
          });
          return { token: session.access_token, estateId: e.body.data.estate.id as string };
        }),
      )),
    );
  }
  const [{ before }] = await query('SELECT sum(money)::bigint AS before FROM estates');
  const results = await Promise.all(
    buyers.map((b, i) =>
      typedApi(node(i).baseUrl, b.token).POST('/api/marketplace/plots/{plotId}/purchase', {
        params: { path: { plotId: plot.id } },
        body: { estateId: b.estateId },
      }),
    ),
  );
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(99);
  const [{ after }] = await query('SELECT sum(money)::bigint AS after FROM estates');
  // only the sale's 2% fee left the economy
  const [sale] = await query('SELECT price FROM plot_sales WHERE plot_id = $1', [plot.id]);
  expect(Number(after)).toBe(Number(before) - landSaleFee(Number(sale.price)));
  expect(await query('SELECT 1 FROM plot_sales WHERE plot_id = $1', [plot.id])).toHaveLength(1);
}, 120_000);

it('the game clock advances exactly once per period over at least 50 periods', async () => {
  // a fresh database and three instances that run the clock
  const clockDb = await createTestDatabase();
  const env = { GAME_TICK_ENABLED: 'true', GAME_TICK_MS: String(TICK_MS) };
  const clocks: RunningServer[] = [];
  try {
    clocks.push(...(await startServers(3, { databaseUrl: clockDb.url, env, keepDatabase: true })));
    const c = new Client({ connectionString: clockDb.url });
    await c.connect();
    try {
      const deadline = Date.now() + 40_000;
      let day = 0;
      while (day < 52 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        day = (await c.query('SELECT day_index FROM game_clock')).rows[0].day_index;
      }
      await Promise.all(clocks.map((n) => n.stop()));
      const [{ day_index }] = (await c.query('SELECT day_index FROM game_clock')).rows;
      const ticks = (await c.query('SELECT day_index, applied_at FROM game_ticks ORDER BY day_index')).rows;
      expect(day_index).toBeGreaterThanOrEqual(50);
      expect(ticks.map((t) => t.day_index)).toEqual(Array.from({ length: day_index }, (_, i) => i + 1));
      for (let i = 1; i < ticks.length; i++) {
        const gap = new Date(ticks[i].applied_at).getTime() - new Date(ticks[i - 1].applied_at).getTime();
        expect(gap).toBeGreaterThanOrEqual(TICK_MS * 0.98 - 5);
      }
    } finally {
      await c.end();
    }
  } finally {
    await Promise.all(clocks.map((n) => n.stop()));
    await clockDb.drop();
  }
}, 90_000);

it('three instances running the clock apply the reputation steps once per estate and day, the regional index once a day', async () => {
  const repDb = await createTestDatabase();
  const c = new Client({ connectionString: repDb.url });
  await c.connect();
  const clocks: RunningServer[] = [];
  const DAYS = 30;
  try {
    // 40 producers whose lots the critics review on days 2..DAYS, and 20 estates in arrears since day 0
    const producers = await estate(
      c,
      Array.from({ length: 40 }, (_, i) => ({ name: `Producer ${i + 1}`, money: 1000 })),
    );
    const entered = producers.map((estateId, i) => ({
      estateId,
      name: 'Vino',
      bottles: 500,
      quality: 60 + ((i + 1) % 40),
      bottledDay: 2 + ((i + 1) % (DAYS - 1)) - CRITIC_REVIEWS.afterDays,
    }));
    const ids = await wineLot(c, entered);
    const lots = entered.map((l, i) => ({ id: ids[i]!, estate_id: l.estateId, quality: l.quality }));
    await estate(
      c,
      Array.from({ length: 20 }, (_, i) => ({
        name: `Debtor ${i + 1}`,
        location: 'rioja' as const,
        arrears: 5000,
        arrearsSince: 0,
        reputationPoints: 500,
      })),
    );
    // and 300 bottles of Tuscan red sold by a producer on day 0: the regional index of every day counts them
    await wineSale(c, { estateId: lots[0]!.estate_id, wineLotId: lots[0]!.id, bottles: 300, gameDay: 0 });
    const env = { GAME_TICK_ENABLED: 'true', GAME_TICK_MS: String(TICK_MS) };
    clocks.push(...(await startServers(3, { databaseUrl: repDb.url, env, keepDatabase: true })));
    const deadline = Date.now() + 60_000;
    let day = 0;
    // two days past the last review day: every step of the review days is done
    while (day < DAYS + 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      day = (await c.query('SELECT day_index FROM game_clock')).rows[0].day_index;
    }
    await Promise.all(clocks.map((n) => n.stop()));
    const [{ day_index: last }] = (await c.query('SELECT day_index FROM game_clock')).rows;
    expect(last).toBeGreaterThanOrEqual(DAYS + 2);

    // each review counted once, with its points
    const reviews = (
      await c.query(`SELECT ref_id, count(*)::int AS n, sum(points) AS points FROM reputation_events
                      WHERE reason = 'critic_review' GROUP BY ref_id`)
    ).rows as { ref_id: string; n: number; points: number }[];
    expect(reviews.map((r) => r.n).filter((n) => n !== 1)).toEqual([]);
    // (a review of exactly 80 points changes nothing and leaves no event)
    const moving = lots.filter((l) => reviewReputationPoints(criticScore(l.id, l.quality)) !== 0);
    expect(new Set(reviews.map((r) => r.ref_id))).toEqual(new Set(moving.map((l) => l.id)));
    for (const l of moving)
      expect(Number(reviews.find((r) => r.ref_id === l.id)!.points)).toBeCloseTo(
        reviewReputationPoints(criticScore(l.id, l.quality)),
        6,
      );
    // each day in arrears costs once per estate: days 1.. (the last day's steps may have been cut short by the stop)
    const arrears = (
      await c.query(`SELECT estate_id, count(*)::int AS n, count(DISTINCT game_day)::int AS days, min(points) AS worst
                       FROM reputation_events WHERE reason = 'arrears' GROUP BY estate_id`)
    ).rows as { n: number; days: number; worst: number }[];
    expect(arrears).toHaveLength(20);
    for (const a of arrears) {
      expect(a.n).toBe(a.days);
      expect(a.days).toBeGreaterThanOrEqual(last - 1);
      expect(a.days).toBeLessThanOrEqual(last);
      expect(Number(a.worst)).toBeCloseTo(-REPUTATION_RULES.arrearsPerDay, 6);
    }
    // the regional index: every segment once a day (the last day's step may have been cut short), the
    // Tuscan red premium segment at the domain's value for those 300 bottles (no estate there has vines)
    const indexDays = (
      await c.query(`SELECT game_day, count(*)::int AS n, min(index) FILTER (WHERE region = 'tuscany' AND colour = 'red'
                                                      AND tier = 'premium') AS tuscan
                       FROM market_index GROUP BY game_day ORDER BY game_day`)
    ).rows as { game_day: number; n: number; tuscan: number }[];
    const written = indexDays.map((d) => d.game_day);
    expect(written.slice(0, last - 1)).toEqual(Array.from({ length: last - 1 }, (_, i) => i + 1));
    for (const d of indexDays)
      expect(d).toEqual({ game_day: d.game_day, n: 60, tuscan: regionalIndex('premium', 0, 300).index });
  } finally {
    await Promise.all(clocks.map((n) => n.stop()));
    await c.end();
    await repDb.drop();
  }
}, 120_000);
