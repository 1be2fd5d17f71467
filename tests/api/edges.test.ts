/**
 * Deployment and protocol edges (hardening issue items 7, 8, 10, 11, 12): which client address is
 * believed behind a proxy, JSON-only writes, reset-password's cost and throttle, slow senders, and
 * forgot-password answering before it knows whether the address exists.
 */
import { typedApi } from '../support/harness';
import { connect } from 'node:net';
import { Client } from 'pg';
import { register, verifiedSession } from '../support/accounts';
import { linkIn, Mailbox } from '../support/mailbox';
import { api, startServer, type RunningServer } from '../support/server';

const METRICS_TOKEN = 'metrics-token-for-edges-0123456789';

async function passwordWork(server: RunningServer): Promise<{ hash: number; verify: number }> {
  const res = await fetch(`${server.baseUrl}/api/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const read = (op: string) => Number(new RegExp(`vv_password_hashes_total\\{op="${op}"\\} (\\d+)`).exec(text)?.[1]);
  return { hash: read('hash'), verify: read('verify') };
}

describe('behind a proxy (TRUST_PROXY as a hop count)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      env: { TRUST_PROXY: '1', THROTTLE_LOGIN_IP: '3', THROTTLE_LOGIN_ACCOUNT_IP: '100' },
    });
  });
  afterAll(async () => server?.stop());

  const login = (forwardedFor: string, i: number) =>
    typedApi(server.baseUrl).POST('/api/auth/login', {
      body: { identifier: `nobody${i}@example.test`, password: 'Wrong!2025x', rememberMe: true },
      headers: { 'X-Forwarded-For': forwardedFor },
    });

  it('believes the address the proxy appended, not one the client wrote', async () => {
    const statuses: number[] = [];
    // a client rotating the leftmost entry it writes itself: the proxy's entry stays the same
    for (let i = 0; i < 4; i++) statuses.push((await login(`198.51.100.${i + 1}, 203.0.113.7`, i)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // another client behind the same proxy has its own budget
    expect((await login('198.51.100.99, 203.0.113.8', 9)).status).toBe(401);
  });
});

describe('writes accept JSON only', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server?.stop());

  it.each([
    [
      '/api/auth/register',
      'username=formuser&email=form%40example.test&password=Vineyard!2025&confirmPassword=Vineyard!2025',
    ],
    ['/api/auth/forgot-password', 'email=form%40example.test'],
    ['/api/contact', 'name=x&email=form%40example.test&subject=Hello&message=Hello+there+friend'],
    ['/api/waitlist/join', 'email=form%40example.test'],
    ['/api/newsletter/subscribe', 'email=form%40example.test'],
    ['/api/analytics/events', 'type=pageview&path=%2F'],
  ])('answers a cross-site form post to %s with 415', async (path, form) => {
    const res = await api(server.baseUrl, path, {
      method: 'POST',
      body: form,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      statusCode: 415,
      error: 'Unsupported Media Type',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('created nothing from the form post', async () => {
    const user = { username: 'formuser', email: 'form@example.test', password: 'Vineyard!2025' };
    expect((await register(server.baseUrl, user)).status).toBe(201);
    // the name was free: the form post above did not register it
    const again = await register(server.baseUrl, { ...user, email: 'other@example.test' });
    expect(again.status).toBe(409);
  });
});

describe('reset-password and forgot-password', () => {
  let server: RunningServer;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await new Mailbox().start();
    server = await startServer({
      env: { SMTP_URL: mailbox.url, METRICS_TOKEN },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.stop();
  });

  it('spends no password hash on a bogus token, and throttles each address', async () => {
    // its own server: this test spends the address's budget
    const server = await startServer({ env: { METRICS_TOKEN, THROTTLE_RESET_IP: '5' } });
    try {
      await bogusResets(server);
    } finally {
      await server.stop();
    }
  });

  async function bogusResets(server: RunningServer): Promise<void> {
    const before = await passwordWork(server);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await typedApi(server.baseUrl).POST('/api/auth/reset-password', {
        body: {
          token: `bogus-token-${i}-${'x'.repeat(30)}`,
          password: 'NewVineyard!2026',
          confirmPassword: 'NewVineyard!2026',
        },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const after = await passwordWork(server);
    expect(after.hash).toBe(before.hash);
  }

  it('answers forgot-password before it knows whether the address has an account', async () => {
    const { user } = await verifiedSession(server.baseUrl, mailbox);
    const db = new Client({ connectionString: server.databaseUrl });
    await db.connect();
    try {
      // hold the table a reset token is written to: work done before the answer would wait here
      await db.query('BEGIN');
      await db.query('LOCK TABLE email_tokens IN ACCESS EXCLUSIVE MODE');
      const timed = async (email: string) => {
        const started = Date.now();
        const res = await typedApi(server.baseUrl).POST('/api/auth/forgot-password', { body: { email } });
        return { status: res.status, ms: Date.now() - started };
      };
      const existing = await Promise.race([
        timed(user.email),
        new Promise<{ status: number; ms: number }>((resolve) =>
          setTimeout(() => resolve({ status: 0, ms: 5000 }), 5000),
        ),
      ]);
      const missing = await timed('no-such-player@example.test');
      expect(existing.status).toBe(200);
      expect(missing.status).toBe(200);
      expect(existing.ms).toBeLessThan(2000);
      await db.query('COMMIT');
    } finally {
      await db.end();
    }
    // the work after the answer still happens: the link arrives and works
    const mail = await mailbox.waitFor(user.email, (m) => m.text.includes('/auth/reset-password/'));
    const { token } = linkIn(mail, 'reset-password');
    const hashesBefore = (await passwordWork(server)).hash;
    const reset = await typedApi(server.baseUrl).POST('/api/auth/reset-password', {
      body: { token, password: 'NewVineyard!2026', confirmPassword: 'NewVineyard!2026' },
    });
    expect(reset.status).toBe(200);
    expect((await passwordWork(server)).hash).toBe(hashesBefore + 1);
    const login = await typedApi(server.baseUrl).POST('/api/auth/login', {
      body: { identifier: user.username, password: 'NewVineyard!2026', rememberMe: true },
    });
    expect(login.status).toBe(200);
  });
});

describe('slow senders', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { REQUEST_TIMEOUT_MS: '2000' } });
  });
  afterAll(async () => server?.stop());

  it('cuts off a body that trickles in a byte at a time', async () => {
    const url = new URL(server.baseUrl);
    const started = Date.now();
    const outcome = await new Promise<{ answer: string; ms: number }>((resolve) => {
      const socket = connect(Number(url.port), url.hostname);
      let answer = '';
      let timer: NodeJS.Timeout | undefined;
      const finish = () => {
        clearInterval(timer);
        socket.destroy();
        resolve({ answer, ms: Date.now() - started });
      };
      socket.on('connect', () => {
        socket.write(
          'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
        );
        timer = setInterval(() => socket.write(' '), 400);
      });
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', finish);
      socket.on('error', finish);
      setTimeout(finish, 12000);
    });
    expect(outcome.ms).toBeLessThan(8000);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408|^$/);
  });
});
