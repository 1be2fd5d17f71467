/**
 * Throttles count in PostgreSQL so that every instance shares them, and count atomically (one
 * increment-and-compare statement before the expensive work) so that bursts cannot outrun them.
 */
import { typedApi, waitUntil } from '../support/harness';
import { createTestDatabase, queryRows } from '../support/database';
import { PASSWORD, register, uniqueUser, verifiedSession } from '../support/accounts';
import { Mailbox } from '../support/mailbox';
import { startServer, startServers } from '../support/server';

// each test starts its own server(s): jest's 30 s default is shorter than a start's own deadline (60 s)
jest.setTimeout(90_000);

it('limits registrations per IP across two instances', async () => {
  const db = await createTestDatabase();
  const env = { THROTTLE_REGISTER_IP: '3' };
  const nodes = await startServers(2, { databaseUrl: db.url, env });
  try {
    const statuses = [];
    for (const i of [0, 1, 0, 1]) statuses.push((await register(nodes[i]!.baseUrl, uniqueUser())).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  } finally {
    await Promise.all(nodes.map((n) => n.stop()));
    await db.drop();
  }
});

describe('sign-in throttles under bursts', () => {
  const env = { THROTTLE_LOGIN_ACCOUNT_IP: '10', THROTTLE_LOGIN_IP: '40' };

  it('30 simultaneous wrong passwords for one account: only the limit is checked, the rest get 429', async () => {
    const mailbox = await new Mailbox().start();
    const server = await startServer({ env: { ...env, SMTP_URL: mailbox.url } });
    try {
      const { user } = await verifiedSession(server.baseUrl, mailbox);
      const attempts = await Promise.all(
        Array.from({ length: 30 }, () =>
          typedApi(server.baseUrl).POST('/api/auth/login', {
            body: { identifier: user.username, password: 'Wrong!2025', rememberMe: true },
          }),
        ),
      );
      const statuses = attempts.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      // username and e-mail share the account's budget: the e-mail is refused too
      const byEmail = await typedApi(server.baseUrl).POST('/api/auth/login', {
        body: { identifier: user.email, password: PASSWORD, rememberMe: true },
      });
      expect(byEmail.status).toBe(429);
    } finally {
      await server.stop();
      await mailbox.stop();
    }
  });

  it('one wrong password for each of many accounts from one address (spraying) is throttled per address', async () => {
    const mailbox = await new Mailbox().start();
    const server = await startServer({ env: { ...env, THROTTLE_LOGIN_IP: '20', SMTP_URL: mailbox.url } });
    try {
      const { user } = await verifiedSession(server.baseUrl, mailbox);
      // a correct sign-in is given back: it does not use up the address's budget
      for (let i = 0; i < 3; i++) {
        const ok = await typedApi(server.baseUrl).POST('/api/auth/login', {
          body: { identifier: user.username, password: PASSWORD, rememberMe: true },
        });
        expect(ok.status).toBe(200);
      }
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) {
        const res = await typedApi(server.baseUrl).POST('/api/auth/login', {
          body: { identifier: `sprayed${i}@example.test`, password: 'Spring2026!', rememberMe: true },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    } finally {
      await server.stop();
      await mailbox.stop();
    }
  });
});

it('"someone tried to register with your address" notices count toward the address\'s mail budget', async () => {
  const mailbox = await new Mailbox().start();
  const server = await startServer({ env: { THROTTLE_EMAIL_ADDRESS: '3', SMTP_URL: mailbox.url } });
  try {
    const { user } = await verifiedSession(server.baseUrl, mailbox);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      // the same answer every time: nothing tells the sender whether the address is taken
      statuses.push((await register(server.baseUrl, { ...uniqueUser(), email: user.email })).status);
    }
    expect(statuses.every((s) => s === 201)).toBe(true);
    // (verifiedSession took the verification mail) 3 notices arrive; the 5 other attempts send nothing.
    // A mail is queued in the request's transaction: once every queued mail to the address is sent,
    // nothing more can arrive, and the mailbox holds what was sent.
    await waitUntil(
      async () =>
        (
          await queryRows(server.databaseUrl, 'SELECT 1 FROM mail_outbox WHERE to_address = $1 AND sent_at IS NULL', [
            user.email,
          ])
        ).length === 0,
      { what: 'the queued mails sent' },
    );
    expect(mailbox.countTo(user.email)).toBe(3);
  } finally {
    await server.stop();
    await mailbox.stop();
  }
});
