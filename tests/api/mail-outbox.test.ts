/**
 * Mail delivery never blocks or loses an account: a dead SMTP server leaves the mail in the outbox
 * with a retry scheduled, and it is delivered once the server is back. Without SMTP_URL, mails are
 * written as .eml files under DATA_DIR/mail and their path (never their link: a bearer secret) is logged.
 */
import { mailWritten, typedApi, waitForLog, waitUntil } from '../support/harness';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { freePort, startServer } from '../support/server';
import { queryRows } from '../support/database';
import { linkIn, Mailbox } from '../support/mailbox';
import { register, uniqueUser } from '../support/accounts';

it('keeps the account and retries the mail while SMTP is down, then delivers it', async () => {
  const port = await freePort();
  const server = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  try {
    const user = uniqueUser();
    const res = await register(server.baseUrl, user);
    expect(res.status).toBe(201);
    expect(await queryRows(server.databaseUrl, 'SELECT 1 FROM users WHERE email = $1', [user.email])).toHaveLength(1);
    const outbox = await waitUntil(
      async () => {
        const rows = await queryRows(
          server.databaseUrl,
          'SELECT attempts, sent_at, last_error, next_attempt_at FROM mail_outbox WHERE to_address = $1',
          [user.email],
        );
        return rows[0]?.attempts > 0 && rows;
      },
      { what: 'the first delivery attempt' },
    );
    expect(outbox[0]).toMatchObject({ attempts: 1, sent_at: null, last_error: expect.any(String) });
    expect(new Date(outbox[0].next_attempt_at).getTime()).toBeGreaterThan(Date.now());

    // the SMTP server comes back on the same port; the retry delivers
    const mailbox = await new Mailbox().start(port);
    await queryRows(server.databaseUrl, 'UPDATE mail_outbox SET next_attempt_at = now()');
    const mail = await mailbox.waitFor(user.email, () => true, 15000);
    expect(linkIn(mail, 'verify-email').token.length).toBeGreaterThan(20);
    // the outbox row is marked sent right after the SMTP server accepted the mail
    const sent = await waitUntil(
      async () => {
        const [row] = await queryRows(
          server.databaseUrl,
          'SELECT sent_at, text_body FROM mail_outbox WHERE to_address = $1',
          [user.email],
        );
        return row?.sent_at && row;
      },
      { what: 'the outbox row marked sent' },
    );
    expect(sent.sent_at).not.toBeNull();
    expect(sent.text_body).toBe(''); // delivered bodies (with their single-use links) are not kept
    await mailbox.stop();
  } finally {
    await server.stop();
  }
});

it('holds no transaction while an SMTP server keeps it waiting', async () => {
  // an SMTP server that accepts the connection and never says a word
  const sockets: Socket[] = [];
  const silent = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as AddressInfo;
  const server = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  try {
    const user = uniqueUser();
    expect((await register(server.baseUrl, user)).status).toBe(201);
    await waitUntil(() => sockets.length > 0, { what: 'the mail worker connecting' });
    // the mail is claimed for its sender (due again only after the lease), and while the sender
    // waits for the server's greeting nothing of the app sits in an open transaction
    const [claimed] = await queryRows(
      server.databaseUrl,
      "SELECT attempts, sent_at, next_attempt_at > now() + interval '5 minutes' AS leased FROM mail_outbox WHERE to_address = $1",
      [user.email],
    );
    expect(claimed).toMatchObject({ attempts: 0, sent_at: null, leased: true });
    for (let i = 0; i < 10; i++) {
      const open = await queryRows(
        server.databaseUrl,
        `SELECT state, query FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND state LIKE 'idle in transaction%'`,
      );
      expect(open).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    for (const socket of sockets) socket.destroy();
    silent.close();
    await server.stop();
  }
});

it('writes mails as .eml files and logs their path, never their link, when no SMTP_URL is set', async () => {
  const server = await startServer({ env: { SMTP_URL: undefined } });
  try {
    const user = uniqueUser();
    expect((await register(server.baseUrl, user)).status).toBe(201);
    const entry = await waitForLog(server, mailWritten, 'the log line of the mail written to file', 10_000);
    expect(entry.link).toBeUndefined();
    const file = String(entry.file);
    const eml = readFileSync(file, 'utf8');
    expect(eml).toContain('Subject: Verify your Vineyard Valley account');
    expect(readdirSync(join(file, '..')).length).toBe(1);
    const text = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = new RegExp(`${server.baseUrl}/auth/verify-email/([A-Za-z0-9_-]{40,})`).exec(text)![1]!;
    expect(server.output()).not.toContain(token);
    const verified = await typedApi(server.baseUrl).GET('/api/auth/verify-email/{token}', {
      params: { path: { token } },
    });
    expect(verified.status).toBe(200);
  } finally {
    await server.stop();
  }
});
