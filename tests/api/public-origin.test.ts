/**
 * One origin everywhere (issue 33, item 6): a server started without PUBLIC_URL names the origin it
 * listens on in its start-up banner, and the links of its e-mails lead there — not to another
 * origin (localhost against 127.0.0.1 is another browser origin, so a player following the link
 * would arrive signed out).
 */
import { register, uniqueUser } from '../support/accounts';
import { logLines } from '../support/harness';
import { linkIn, Mailbox } from '../support/mailbox';
import { startServer, type RunningServer } from '../support/server';
import { waitUntil } from '../support/wait';

let mailbox: Mailbox;
let server: RunningServer;

beforeAll(async () => {
  mailbox = await new Mailbox().start();
  server = await startServer({ env: { PUBLIC_URL: undefined, SMTP_URL: mailbox.url } });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await mailbox?.stop();
});

it('sends the verification link to the origin its banner names, the one it listens on', async () => {
  await waitUntil(() => logLines(server).some((line) => line.msg === 'Vineyard Valley is running'));
  const banner = logLines(server).find((line) => line.msg === 'Vineyard Valley is running')!;
  expect(banner.url).toBe(server.baseUrl);

  const user = uniqueUser('origin');
  expect((await register(server.baseUrl, user)).status).toBe(201);
  const mail = await mailbox.waitFor(user.email, (m) => m.text.includes('/auth/verify-email/'));
  expect(new URL(linkIn(mail, 'verify-email').url).origin).toBe(banner.url);
});
