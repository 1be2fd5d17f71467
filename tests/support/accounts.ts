/** Small builders for accounts through the real API and a caught mailbox. */
import { randomBytes } from 'node:crypto';
import { typedApi } from './client';
import { linkIn, type Mailbox } from './mailbox';

export const PASSWORD = 'Vineyard!2025';

export function uniqueUser(prefix = 'player') {
  const id = randomBytes(4).toString('hex');
  return { username: `${prefix}_${id}`, email: `${prefix}.${id}@example.test`, password: PASSWORD };
}

export async function register(baseUrl: string, user: { username: string; email: string; password: string }) {
  return typedApi(baseUrl).POST('/api/auth/register', {
    body: { username: user.username, email: user.email, password: user.password, confirmPassword: user.password },
  });
}

/** Signs an existing account in (e.g. a demo account: DEMO_ACCOUNTS) and returns its access token. */
export async function signIn(baseUrl: string, account: { username: string; password: string }): Promise<string> {
  const res = await typedApi(baseUrl).POST('/api/auth/login', {
    body: { identifier: account.username, password: account.password, rememberMe: true },
  });
  if (res.status !== 200) throw new Error(`signing in ${account.username} answered ${res.status}`);
  return res.body.data.access_token;
}

/** Registers, follows the verification link from the caught mail, and returns the session. */
export async function verifiedSession(baseUrl: string, mailbox: Mailbox, user = uniqueUser()) {
  const reg = await register(baseUrl, user);
  if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const mail = await mailbox.waitFor(user.email, (m) => m.text.includes('/auth/verify-email/'));
  const { token } = linkIn(mail, 'verify-email');
  const verified = await typedApi(baseUrl).GET('/api/auth/verify-email/{token}', { params: { path: { token } } });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return { user, session: verified.body.data };
}
