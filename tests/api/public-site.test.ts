/**
 * The public side's writes through the real server and database: waitlist and newsletter
 * sign-ups (validated, idempotent, one answer whether or not the address was known), contact
 * messages kept for the admins, and first-party analytics events that honour Do Not Track.
 */
import { MESSAGES } from '@vineyard/domain';
import { apiGame } from '../support/harness';

const game = apiGame({ demo: true });

let adminToken: string;

beforeAll(async () => {
  adminToken = await game.adminToken();
});

describe('waitlist', () => {
  it('validates the address with the shared messages', async () => {
    const missing = await game.raw('/api/waitlist/join', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MESSAGES.auth.emailRequired);
    const bad = await game.raw('/api/waitlist/join', { body: { email: 'not-an-address' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.auth.emailInvalid);
    const wrongType = await game.raw('/api/waitlist/join', {
      body: { email: 'a@example.test', earlyAccess: 'yes' },
    });
    expect(wrongType.status).toBe(400);
  });

  it('is idempotent and answers the same whether or not the address was there', async () => {
    const first = await game.raw('/api/waitlist/join', { body: { email: 'Anna@Example.test' } });
    const again = await game
      .api()
      .POST('/api/waitlist/join', { body: { email: '  anna@example.TEST ', earlyAccess: true } });
    const third = await game
      .api()
      .POST('/api/waitlist/join', { body: { email: 'anna@example.test', earlyAccess: false } });
    for (const res of [first, again, third]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: {}, message: MESSAGES.waitlist.joined });
    }
    const rows = await game.query('SELECT email, early_access FROM waitlist_signups WHERE email = $1', [
      'anna@example.test',
    ]);
    // Stored once, lower-cased; early access, once asked, is kept.
    expect(rows).toEqual([{ email: 'anna@example.test', early_access: true }]);
  });

  it('stores many sign-ups at once without duplicates', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => game.raw('/api/waitlist/join', { body: { email: 'race@example.test' } })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const [{ n }] = await game.query('SELECT count(*)::int AS n FROM waitlist_signups WHERE email = $1', [
      'race@example.test',
    ]);
    expect(n).toBe(1);
  });
});

describe('newsletter', () => {
  it('subscribes once, with one answer for new and known addresses', async () => {
    const bad = await game.api().POST('/api/newsletter/subscribe', { body: { email: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.auth.emailInvalid);
    const first = await game.api().POST('/api/newsletter/subscribe', { body: { email: 'reader@example.test' } });
    const second = await game.api().POST('/api/newsletter/subscribe', { body: { email: 'READER@example.test' } });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(first.body.message).toBe(MESSAGES.newsletter.subscribed);
    const [{ n }] = await game.query('SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = $1', [
      'reader@example.test',
    ]);
    expect(n).toBe(1);
  });
});

describe('contact', () => {
  const c = MESSAGES.contact;
  it('validates every field', async () => {
    const empty = await game.raw('/api/contact', { body: {} });
    expect(empty.status).toBe(400);
    const byField = Object.fromEntries(
      empty.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(byField).toEqual({
      name: c.nameRequired,
      email: MESSAGES.auth.emailRequired,
      subject: c.subjectRequired,
      message: c.messageRequired,
    });
    const short = await game.api().POST('/api/contact', {
      body: { name: 'Anna', email: 'anna@example.test', subject: 'Hi', message: 'Too short' },
    });
    expect(short.body.message).toBe(c.messageTooShort);
  });

  it('stores the message for the admins only', async () => {
    const sent = await game.api().POST('/api/contact', {
      body: {
        name: ' Anna Rossi ',
        email: 'Anna@Example.test',
        subject: 'Press enquiry',
        message: 'We would like to write about the game.',
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(c.sent);

    const { session } = await game.player();
    expect((await game.api(session.access_token).GET('/api/contact/messages')).status).toBe(403);
    expect((await game.api().GET('/api/contact/messages')).status).toBe(401);
    const list = await game.api(adminToken).GET('/api/contact/messages');
    expect(list.status).toBe(200);
    expect(list.body.data.messages[0]).toMatchObject({
      name: 'Anna Rossi',
      email: 'anna@example.test',
      subject: 'Press enquiry',
      message: 'We would like to write about the game.',
    });
  });
});

describe('analytics', () => {
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    game.raw('/api/analytics/events', { body, headers });

  it('stores page views and outbound clicks without query strings or tokens', async () => {
    expect(
      (await send({ type: 'pageview', path: '/roadmap?utm=x#top', referrer: 'https://search.example/q?s=wine' }))
        .status,
    ).toBe(202);
    expect((await send({ type: 'pageview', path: '/auth/reset-password/secret-token-123' })).status).toBe(202);
    expect((await send({ type: 'outbound', path: 'https://chat.example/invite/abc?ref=vv' })).status).toBe(202);
    const rows = await game.query('SELECT type, path, referrer FROM analytics_events ORDER BY id');
    expect(rows).toEqual([
      { type: 'pageview', path: '/roadmap', referrer: 'https://search.example/q' },
      { type: 'pageview', path: '/auth/reset-password/:token', referrer: null },
      { type: 'outbound', path: 'https://chat.example/invite/abc', referrer: null },
    ]);
  });

  it('stores nothing under Do Not Track or Global Privacy Control, and refuses bad events', async () => {
    const before = (await game.query('SELECT count(*)::int AS n FROM analytics_events'))[0].n;
    expect((await send({ type: 'pageview', path: '/' }, { DNT: '1' })).status).toBe(202);
    expect((await send({ type: 'pageview', path: '/' }, { 'Sec-GPC': '1' })).status).toBe(202);
    expect((await game.query('SELECT count(*)::int AS n FROM analytics_events'))[0].n).toBe(before);
    expect((await send({ type: 'click', path: '/' })).status).toBe(400);
    expect((await send({ type: 'pageview' })).status).toBe(400);
    expect((await send({ type: 'pageview', path: 'x'.repeat(3000) })).status).toBe(400);
    // A page view whose path is not a path, or an outbound click to javascript:, is dropped.
    expect((await send({ type: 'outbound', path: 'javascript:alert(1)' })).status).toBe(202);
    expect((await game.query('SELECT count(*)::int AS n FROM analytics_events'))[0].n).toBe(before);
  });

  it('summarises for the admins only', async () => {
    const { session } = await game.player();
    expect((await game.api(session.access_token).GET('/api/analytics/summary')).status).toBe(403);
    const summary = await game.api(adminToken).GET('/api/analytics/summary', { params: { query: { days: 7 } } });
    expect(summary.status).toBe(200);
    expect(summary.body.data.summary).toMatchObject({
      days: 7,
      pageviews: 2,
      outbound: 1,
      topOutbound: [{ path: 'https://chat.example/invite/abc', count: 1 }],
      topReferrers: [{ path: 'https://search.example/q', count: 1 }],
    });
    expect(summary.body.data.summary.topPages).toEqual(expect.arrayContaining([{ path: '/roadmap', count: 1 }]));
  });
});
