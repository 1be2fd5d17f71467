/**
 * Accounts in a real browser against the real built server and a real SMTP server in the test:
 * registration → the link from the caught mail → verify-success → create-estate onboarding;
 * demo sign-in and sign-out; forgot → reset → sign in with the new password; the resend offer for
 * an unverified account; and screenshots of every auth page at phone and desktop widths, all
 * without console errors.
 */
import { join } from 'node:path';
import { DEMO_ACCOUNTS, MESSAGES } from '@vineyard/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { register, uniqueUser, verifiedSession } from '../support/accounts';
import {
  describeBrowser,
  launchBrowser,
  screenshot,
  SCREENSHOT_DIR,
  storeTokens,
  VIEWPORTS,
  visit,
  watchConsole,
} from '../support/browser';
import { linkIn, Mailbox } from '../support/mailbox';
import { api, RunningServer, startServer } from '../support/server';
import { allStarted } from '../support/wait';

const NEW_PASSWORD = 'Harvest!2026x';
/** Where /game sends a player without an estate (guard rule 2). */
const ONBOARDING_FROM_GAME = '/create-estate?onboarding=true&redirect=%2Fgame';

/**
 * Console errors other than the ones a test provokes on purpose: Chromium logs every 4xx answer
 * ("Failed to load resource: the server responded with a status of 401 …"), so a test that
 * expects e.g. wrong credentials lists that status.
 */
function unexpected(errors: string[], expectedStatuses: number[] = []): string[] {
  return errors.filter(
    (error) => !expectedStatuses.some((status) => error.includes(`the server responded with a status of ${status} `)),
  );
}

describeBrowser('accounts in a real browser', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    mailbox = await new Mailbox().start();
    // the server and Chromium start together
    await allStarted([
      startServer({
        env: {
          SMTP_URL: mailbox.url,
          DEMO_ACCOUNTS: 'true',
          // Every test here comes from 127.0.0.1: keep the per-IP limits out of the way.
          THROTTLE_REGISTER_IP: '1000',
          THROTTLE_EMAIL_IP: '1000',
        },
      }).then((s) => (server = s)),
      launchBrowser().then((b) => (browser = b)),
    ]);
  }, 60000);

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await browser?.close();
    await server?.stop();
    await mailbox?.stop();
  });

  /** A fresh browser profile (own localStorage) with a page and its console watch. */
  async function open(width = 1280, height = 800): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width, height } });
    contexts.push(context);
    const page = await context.newPage();
    return { page, errors: watchConsole(page) };
  }

  const url = (path: string) => `${server.baseUrl}${path}`;

  /** Stores a session the way the app does (token pair in localStorage), then opens `path`. */
  async function openSignedIn(page: Page, session: { access_token: string; refresh_token: string }, path: string) {
    await storeTokens(page, server.baseUrl, session.access_token, session.refresh_token);
    await visit(page, url(path));
  }

  async function fillRegistration(page: Page, user: { username: string; email: string; password: string }) {
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('First name').fill('Ada');
    await page.locator('input[name="password"]').fill(user.password);
    await page.locator('input[name="confirmPassword"]').fill(user.password);
    await page.getByText('I accept the terms and conditions').click();
  }

  async function signIn(page: Page, identifier: string, password: string) {
    await page.getByLabel('Email or username').fill(identifier);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  it('registers, follows the mailed link, lands on verify-success and continues to create an estate', async () => {
    const { page, errors } = await open();
    const user = uniqueUser('browser');
    await visit(page, url('/auth/register'));
    await fillRegistration(page, user);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText(MESSAGES.auth.accountCreated).waitFor();
    await expect(page.locator('form[aria-label="Create your account"]').count()).resolves.toBe(0);

    const mail = await mailbox.waitFor(user.email, (m) => m.text.includes('/auth/verify-email/'));
    const link = linkIn(mail, 'verify-email');
    expect(link.url.startsWith(server.baseUrl)).toBe(true);

    await page.goto(link.url);
    await page.getByRole('heading', { name: 'Email Verified' }).waitFor();
    await page.waitForURL(url('/auth/verify-success'), { timeout: 10000 });
    await page.getByRole('heading', { name: "You're Verified!" }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(stored).toBeTruthy();

    await page.getByRole('link', { name: 'Create Your Estate' }).click();
    await page.waitForURL(url('/create-estate?onboarding=true'));
    await page.getByRole('heading', { level: 1, name: 'Create Your Estate' }).waitFor();
    expect(errors).toEqual([]);
  }, 60000);

  it('signs in with the demo player button, reaches the game and signs out', async () => {
    const { page, errors } = await open();
    await visit(page, url('/auth/login'));
    await page.getByRole('button', { name: 'Demo Player' }).click();
    // the app has the page (visit waits for it): the button fills the form in
    await page.waitForFunction(
      (email) => (document.querySelector('input[name="identifier"]') as HTMLInputElement | null)?.value === email,
      DEMO_ACCOUNTS.player.email,
    );
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // The demo player owns no estate: the guard sends them from /game to onboarding.
    await page.waitForURL(url(ONBOARDING_FROM_GAME));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const refreshToken = await page.evaluate(() => localStorage.getItem('refresh_token'));
    expect(refreshToken).toBeTruthy();

    await page.getByRole('complementary', { name: 'Inventory' }).getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(url('/'));
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    await expect(page.evaluate(() => localStorage.getItem('access_token'))).resolves.toBeNull();
    // The server ended the session too: its refresh token no longer works.
    const refreshed = await api(server.baseUrl, '/api/auth/refresh', { body: { refresh_token: refreshToken } });
    expect(refreshed.status).toBe(401);
    expect(errors).toEqual([]);
  }, 60000);

  it.each([1280, 375])(
    'creates an API key in Settings, shows it once with a copy button, and revokes it (%i px)',
    async (width) => {
      const k = MESSAGES.apiKeys;
      const { user, session } = await verifiedSession(server.baseUrl, mailbox, uniqueUser('keys'));
      const founded = await api(server.baseUrl, '/api/estates', {
        token: session.access_token,
        body: { name: 'Clos des Clefs', template: 'family', location: 'bordeaux' },
      });
      expect(founded.status).toBe(201);
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      contexts.push(context);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
      const page = await context.newPage();
      const errors = watchConsole(page);
      if (width >= 768) {
        // the game layout's Settings button leads there
        await openSignedIn(page, session, '/game');
        await page.getByRole('complementary', { name: 'Inventory' }).getByRole('button', { name: 'Settings' }).click();
        await page.waitForURL(url('/settings'));
      } else {
        await openSignedIn(page, session, '/settings');
      }
      await page.getByRole('heading', { level: 1, name: k.settingsTitle }).waitFor();
      await page.getByText(k.empty).waitFor();
      await expect(page.title()).resolves.toBe('Settings | Vineyard Valley');

      // no name: the form says so and sends nothing
      await page.getByRole('button', { name: k.createButton }).click();
      await page.getByText(k.nameRequired).waitFor();

      await page.getByLabel(k.nameLabel).fill('Harvest bot');
      // Chakra's label covers the native box: a player clicks the label
      await page.getByText(k.scopePlay).click();
      await expect(page.getByLabel(k.scopePlay).isChecked()).resolves.toBe(true);
      await page.getByLabel(k.expiryLabel).selectOption('30');
      await page.getByRole('button', { name: k.createButton }).click();
      const shown = page.getByRole('region', { name: k.shownOnceTitle });
      await shown.waitFor();
      const secret = (await page.getByTestId('new-api-key').textContent())!.trim();
      expect(secret).toMatch(/^vv_[A-Za-z0-9_-]{43}$/);
      await shown.getByRole('button', { name: k.copy }).click();
      await shown.getByRole('button', { name: k.copied }).waitFor();
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(secret);
      await screenshot(page, `settings-api-key-created-${width}`);

      // the key works as a bearer credential, within its scopes
      const estates = await api(server.baseUrl, '/api/estates', { token: secret });
      expect(estates.status).toBe(200);
      expect(estates.body.data.estates[0].name).toBe('Clos des Clefs');

      // once dismissed, the secret is gone for good: the list shows its prefix, scopes and use
      await shown.getByRole('button', { name: k.done }).click();
      await shown.waitFor({ state: 'detached' });
      await page.reload();
      const row = page.getByRole('listitem', { name: 'Harvest bot' });
      await row.waitFor();
      expect(await page.content()).not.toContain(secret.slice(11));
      await expect(row.textContent()).resolves.toContain(secret.slice(0, 11));
      await expect(row.getByText('read', { exact: true }).count()).resolves.toBe(1);
      await expect(row.getByText('play', { exact: true }).count()).resolves.toBe(1);
      // used once just now: the last use is a date, not "Never"; the expiry is a date too
      await expect(row.getByText(k.neverUsed, { exact: true }).count()).resolves.toBe(0);
      await screenshot(page, `settings-api-keys-${width}`);

      await row.getByRole('button', { name: `${k.revoke} Harvest bot` }).click();
      const dialog = page.getByRole('alertdialog', { name: k.revokeTitle('Harvest bot') });
      await dialog.waitFor();
      await screenshot(page, `settings-api-key-revoke-${width}`);
      await dialog.getByRole('button', { name: k.revoke }).click();
      await page.getByText(k.revoked).first().waitFor();
      await page.getByText(k.empty).waitFor();
      expect((await api(server.baseUrl, '/api/estates', { token: secret })).status).toBe(401);
      expect(user.username).toBeTruthy();
      expect(errors).toEqual([]);
    },
    90000,
  );

  it('goes back to the page that asked for sign-in, and never off-site', async () => {
    const { page, errors } = await open();
    await visit(page, url('/game/plots'));
    await page.waitForURL(url('/auth/login?redirect=%2Fgame%2Fplots'));
    await signIn(page, DEMO_ACCOUNTS.player.username, DEMO_ACCOUNTS.player.password);
    await page.waitForURL(url('/game/plots'));

    const other = await open();
    await visit(other.page, url('/auth/login?redirect=%2F%2Fevil.example'));
    await signIn(other.page, DEMO_ACCOUNTS.player.email, DEMO_ACCOUNTS.player.password);
    await other.page.waitForURL(url(ONBOARDING_FROM_GAME));
    expect([...errors, ...other.errors]).toEqual([]);
  }, 60000);

  it('resets a forgotten password through the mailed link and signs in with the new one', async () => {
    const { user } = await verifiedSession(server.baseUrl, mailbox, uniqueUser('forgetful'));
    const { page, errors } = await open();
    await visit(page, url('/auth/forgot-password'));
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(MESSAGES.auth.resetLinkSent).waitFor();
    await expect(page.getByLabel('Email').count()).resolves.toBe(0);

    const mail = await mailbox.waitFor(user.email, (m) => m.text.includes('/auth/reset-password/'));
    await visit(page, linkIn(mail, 'reset-password').url);
    await page.locator('input[name="password"]').fill(NEW_PASSWORD);
    await page.locator('input[name="confirmPassword"]').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(MESSAGES.auth.passwordReset).waitFor();
    await page.waitForURL(url('/auth/login'), { timeout: 10000 });

    await signIn(page, user.username, user.password);
    await page.getByText(MESSAGES.auth.invalidCredentials).waitFor();
    await signIn(page, user.username, NEW_PASSWORD);
    await page.waitForURL(url(ONBOARDING_FROM_GAME));
    expect(unexpected(errors, [401])).toEqual([]);
  }, 60000);

  it('offers a new verification link when an unverified account signs in', async () => {
    const user = uniqueUser('unverified');
    expect((await register(server.baseUrl, user)).status).toBe(201);
    await mailbox.waitFor(user.email);
    const { page, errors } = await open();
    await visit(page, url('/auth/login'));
    await signIn(page, user.email, user.password);
    await page.getByText(MESSAGES.auth.emailNotVerified).waitFor();
    await page.getByRole('button', { name: 'Send a new verification link' }).click();
    await page.getByText(MESSAGES.auth.verificationSent).waitFor();
    const mail = await mailbox.waitFor(user.email, (m) => m.text.includes('/auth/verify-email/'));
    expect(linkIn(mail, 'verify-email').token).toBeTruthy();
    expect(unexpected(errors, [403])).toEqual([]);
  }, 60000);

  it.each(VIEWPORTS)(
    'shows every auth page well at $width px',
    async (viewport) => {
      const { page, errors } = await open(viewport.width, viewport.height);
      const shot = (name: string) => screenshot(page, `auth-${name}-${viewport.width}`);

      // Sign-in: the demo buttons, then the client-side messages of an empty submit.
      await visit(page, url('/auth/login'));
      await page.getByRole('button', { name: 'Demo Admin' }).waitFor();
      await expect(page.title()).resolves.toBe('Sign In | Vineyard Valley');
      await shot('login');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByText(MESSAGES.auth.identifierRequired).waitFor();
      await page.getByText(MESSAGES.auth.passwordRequired).waitFor();
      await signIn(page, 'nobody@example.test', 'wrong-password');
      await page.getByText(MESSAGES.auth.invalidCredentials).waitFor();
      await shot('login-errors');

      // Registration: messages next to the fields, then the success notice.
      await visit(page, url('/auth/register'));
      await shot('register');
      await page.getByLabel('Username').fill('a');
      await page.getByLabel('Email').fill('not-an-address');
      await page.locator('input[name="password"]').fill('short');
      await page.locator('input[name="confirmPassword"]').fill('different');
      await page.getByRole('button', { name: 'Create Account' }).click();
      for (const message of [
        MESSAGES.auth.usernameInvalid,
        MESSAGES.auth.emailInvalid,
        MESSAGES.auth.passwordWeak,
        MESSAGES.auth.passwordsDoNotMatch,
        MESSAGES.auth.termsRequired,
      ]) {
        await page.getByText(message).waitFor();
      }
      await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('username');
      await shot('register-errors');
      const user = uniqueUser(`shot${viewport.width}`);
      await page.getByLabel('Username').fill(user.username);
      await page.getByLabel('Email').fill(user.email);
      await page.locator('input[name="password"]').fill(user.password);
      await page.locator('input[name="confirmPassword"]').fill(user.password);
      await page.getByText('I accept the terms and conditions').click();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText(MESSAGES.auth.accountCreated).waitFor();
      await shot('register-success');
      const isVerification = (m: { text: string }) => m.text.includes('/auth/verify-email/');
      await mailbox.waitFor(user.email, isVerification);
      await page.getByRole('button', { name: 'Resend verification email' }).click();
      await page.getByText(MESSAGES.auth.verificationResent).waitFor();
      await mailbox.waitFor(user.email, isVerification);

      // Forgot password, before and after.
      await visit(page, url('/auth/forgot-password'));
      await shot('forgot-password');
      await page.getByLabel('Email').fill(user.email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await page.getByText(MESSAGES.auth.resetLinkSent).waitFor();
      await shot('forgot-password-sent');

      // Reset password with a token that is not valid: the form, then the server's answer.
      await visit(page, url('/auth/reset-password/not-a-real-token'));
      await shot('reset-password');
      await page.locator('input[name="password"]').fill(NEW_PASSWORD);
      await page.locator('input[name="confirmPassword"]').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByRole('link', { name: 'Request a new reset link' }).waitFor();
      await shot('reset-password-failed');

      // A link without its token.
      await visit(page, url('/auth/reset-password'));
      await page.waitForURL(url('/auth/forgot-password'));

      // Verify-email with a bad token: the failure and the resend offer.
      await visit(page, url('/auth/verify-email/not-a-real-token'));
      await page.getByRole('heading', { name: MESSAGES.auth.verificationFailedHeading }).waitFor();
      await page.getByText(MESSAGES.auth.verificationExpired).waitFor();
      await page.getByLabel('Email').fill(user.email);
      await page.getByRole('button', { name: 'Resend Verification Email' }).click();
      await page.getByText(MESSAGES.auth.verificationResent).waitFor();
      await shot('verify-email-failed');

      // Verify-email with the link of the newest mail: the success state before it moves on.
      const mail = await mailbox.waitFor(user.email, isVerification);
      await page.goto(linkIn(mail, 'verify-email').url);
      await page.getByRole('heading', { name: 'Email Verified' }).waitFor();
      await shot('verify-email-success');
      await page.waitForURL(url('/auth/verify-success'), { timeout: 10000 });
      await page.getByRole('link', { name: "I'll do this later" }).waitFor();
      await shot('verify-success');

      // Signed in, the public header shows the player and the way back to the game.
      await page.getByRole('link', { name: "I'll do this later" }).click();
      await page.waitForURL(url('/'));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      if (viewport.width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
      const header = page.getByRole('banner');
      // Phones show the account actions in the menu, desktops in the bar: check the visible ones.
      await header.getByText(user.username).filter({ visible: true }).waitFor();
      await header.getByRole('link', { name: 'Play', exact: true }).filter({ visible: true }).waitFor();
      await expect(header.getByRole('link', { name: 'Sign in' }).count()).resolves.toBe(0);
      // The top of the page is enough here: the header is what changed.
      await page.screenshot({ path: join(SCREENSHOT_DIR, `auth-home-signed-in-${viewport.width}.png`) });
      // Wrong credentials (401) and the made-up reset and verification tokens (400).
      expect(unexpected(errors, [400, 401])).toEqual([]);
    },
    120000,
  );

  it('keeps verify-success for signed-in players and loads the user from a stored token', async () => {
    const { session } = await verifiedSession(server.baseUrl, mailbox, uniqueUser('stored'));
    const { page, errors } = await open(375, 812);
    await visit(page, url('/auth/verify-success'));
    await page.waitForURL(url('/auth/login?redirect=%2Fauth%2Fverify-success'));
    await openSignedIn(page, session, '/auth/verify-success');
    await page.getByRole('heading', { name: "You're Verified!" }).waitFor();
    await page.getByText(`Welcome to the valley, ${session.user.username}`).waitFor();
    expect(errors).toEqual([]);
  }, 60000);
});
