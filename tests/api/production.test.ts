/**
 * A production start cannot leak (issue 14, items 15 and 16): it refuses to start without
 * SMTP_URL and PUBLIC_URL (unless the documented MAIL_FILE_OUTBOX opt-out), it disables the demo
 * accounts (public passwords) that a development start left in the database, and no log line
 * ever carries an e-mail link's token — in production with the file outbox nor in development.
 */
import { mailWritten, typedApi, waitForLog } from '../support/harness';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DEMO_ACCOUNTS } from '@vineyard/domain';
import { api, RunningServer, spawnServer, startServer, stopChild } from '../support/server';
import { createTestDatabase, queryRows } from '../support/database';
import { Mailbox } from '../support/mailbox';
import { register, uniqueUser } from '../support/accounts';

jest.setTimeout(120_000);

const JWT_SECRET = randomBytes(48).toString('base64url');
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET, DEMO_ACCOUNTS: undefined, MAIL_FILE_OUTBOX: undefined };

/** Starts the built server and waits for it to exit (it should refuse to start). */
async function refusedStart(env: Record<string, string | undefined>): Promise<{ code: number | null; out: string }> {
  const db = await createTestDatabase();
  try {
    const child = spawnServer({ ...PRODUCTION, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: db.url, ...env });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    // generous: CI runs this file on Node 22 while the infra suite's PostgreSQL servers load both
    // cores, and a refusal there took over 15 s; a hung start still ends here, as -1
    let timedOut = false;
    const code = await new Promise<number | null>((resolveExit) => {
      const timer = setTimeout(() => {
        timedOut = true;
        void stopChild(child, 'SIGKILL').then(() => resolveExit(-1));
      }, 60_000);
      child.once('exit', (c) => {
        clearTimeout(timer);
        if (!timedOut) resolveExit(c);
      });
    });
    return { code, out };
  } finally {
    await db.drop();
  }
}

/** The verification link's token from the .eml file the log line names. */
async function tokenFromFileOutbox(server: RunningServer, email: string): Promise<string> {
  const entry = await waitForLog(server, mailWritten, 'the log line of the mail written to file', 15_000).catch(
    (error: Error) => {
      throw new Error(`${error.message}:\n${server.output()}`);
    },
  );
  const eml = readFileSync(String(entry.file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  expect(eml).toContain(email);
  const match = /\/auth\/verify-email\/([A-Za-z0-9_-]{20,})/.exec(eml);
  if (!match) throw new Error('no verification link in the .eml file');
  return match[1]!;
}

describe('production start', () => {
  it('refuses to start without SMTP_URL and PUBLIC_URL, naming both', async () => {
    const { code, out } = await refusedStart({ SMTP_URL: undefined, PUBLIC_URL: undefined });
    expect(code).toBe(1);
    expect(out).toContain('SMTP_URL and PUBLIC_URL are required with NODE_ENV=production');
    expect(out).toContain('MAIL_FILE_OUTBOX');
    // in production the fatal message is one JSON line, like every other log line
    const last = JSON.parse(out.trim().split('\n').at(-1)!);
    expect(last).toMatchObject({ level: 'fatal', msg: expect.stringMatching(/^Vineyard Valley could not start: /) });
    expect(new Date(last.time).toISOString()).toBe(last.time);
  });

  it('refuses to start without DATABASE_URL unless VV_EMBEDDED_DB=1, with every problem in one message', async () => {
    const { code, out } = await refusedStart({
      DATABASE_URL: undefined,
      PUBLIC_URL: 'https://vv.example',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
    });
    expect(code).toBe(1);
    const last = JSON.parse(out.trim().split('\n').at(-1)!) as { level: string; msg: string };
    expect(last.level).toBe('fatal');
    expect(last.msg).toMatch(
      /^Vineyard Valley could not start: 3 configuration problems \(PORT, LOG_LEVEL, DATABASE_URL\)/,
    );
    expect(last.msg).toContain('DATABASE_URL is required with NODE_ENV=production');
    expect(last.msg).toContain('VV_EMBEDDED_DB=1');
    expect(out).not.toContain('starting embedded PostgreSQL');
  });

  it('refuses to start without PUBLIC_URL even with SMTP_URL', async () => {
    const { code, out } = await refusedStart({ SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: undefined });
    expect(code).toBe(1);
    expect(out).toContain('PUBLIC_URL is required with NODE_ENV=production');
  });

  it('refuses to start without SMTP_URL unless MAIL_FILE_OUTBOX=true', async () => {
    const { code, out } = await refusedStart({ SMTP_URL: undefined, PUBLIC_URL: 'https://vv.example' });
    expect(code).toBe(1);
    expect(out).toContain('SMTP_URL is required with NODE_ENV=production');
  });

  it('with MAIL_FILE_OUTBOX=true writes mails to files and never logs their token', async () => {
    const server = await startServer({
      env: { ...PRODUCTION, SMTP_URL: undefined, MAIL_FILE_OUTBOX: 'true', LOG_LEVEL: 'debug' },
    });
    try {
      const user = uniqueUser();
      expect((await register(server.baseUrl, user)).status).toBe(201);
      const token = await tokenFromFileOutbox(server, user.email);
      expect(
        (await typedApi(server.baseUrl).GET('/api/auth/verify-email/{token}', { params: { path: { token } } })).status,
      ).toBe(200);
      // a wrong method on the token route, and the SPA page of the link
      await api(server.baseUrl, `/api/auth/verify-email/${token}`, { method: 'DELETE' });
      await fetch(`${server.baseUrl}/auth/verify-email/${token}?token=${token}`);
      const out = server.output();
      expect(out).toContain('"msg":"request"');
      expect(out).not.toContain(token);
    } finally {
      await server.stop();
    }
  });
});

describe('demo accounts', () => {
  it('a production start disables the demo accounts a development start created, and sign-in refuses them', async () => {
    const db = await createTestDatabase();
    const mailbox = await new Mailbox().start();
    try {
      const dev = await startServer({ databaseUrl: db.url, env: { NODE_ENV: 'development', DEMO_ACCOUNTS: 'true' } });
      let refreshToken: string;
      try {
        const login = await typedApi(dev.baseUrl).POST('/api/auth/login', {
          body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password, rememberMe: true },
        });
        expect(login.status).toBe(200);
        refreshToken = login.body.data.refresh_token;
      } finally {
        await dev.stop();
      }

      const prod = await startServer({ databaseUrl: db.url, env: { ...PRODUCTION, SMTP_URL: mailbox.url } });
      try {
        for (const account of [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.player]) {
          for (const identifier of [account.username, account.email]) {
            const res = await typedApi(prod.baseUrl).POST('/api/auth/login', {
              body: { identifier, password: account.password, rememberMe: true },
            });
            expect(res.status).toBe(401);
          }
        }
        expect((await api(prod.baseUrl, '/api/auth/refresh', { body: { refresh_token: refreshToken } })).status).toBe(
          401,
        );
        const users = await queryRows(db.url, 'SELECT username, disabled_at FROM users WHERE email = ANY($1)', [
          [DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.player.email],
        ]);
        expect(users).toHaveLength(2);
        for (const u of users) expect(u.disabled_at).not.toBeNull();
        const live = await queryRows(
          db.url,
          `SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id
            WHERE u.email = ANY($1) AND s.revoked_at IS NULL`,
          [[DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.player.email]],
        );
        expect(live[0].n).toBe(0);
        expect(prod.output()).toContain('demo accounts disabled');
        // and its sign-in page is the variant rendered without them
        const page = await (await fetch(`${prod.baseUrl}/auth/login`)).text();
        expect(page).toContain('data-demo-accounts="false"');
        expect(page).not.toContain('Demo Player');
      } finally {
        await prod.stop();
      }
    } finally {
      await mailbox.stop();
      await db.drop();
    }
  });
});

describe('development without SMTP_URL', () => {
  it('logs the path of the mail file, never the link', async () => {
    const server = await startServer({ env: { SMTP_URL: undefined, LOG_LEVEL: 'debug' } });
    try {
      const user = uniqueUser();
      expect((await register(server.baseUrl, user)).status).toBe(201);
      const token = await tokenFromFileOutbox(server, user.email);
      expect(
        (await typedApi(server.baseUrl).GET('/api/auth/verify-email/{token}', { params: { path: { token } } })).status,
      ).toBe(200);
      expect(server.output()).not.toContain(token);
    } finally {
      await server.stop();
    }
  });
});
