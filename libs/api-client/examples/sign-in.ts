// Example: sign in with a username (or e-mail address) and password; the client that is returned
// sends the access token with every request.
import { createVineyardClient } from '@vineyard/api-client';

export async function signIn(baseUrl: string, identifier: string, password: string) {
  const { data, error, response } = await createVineyardClient({ baseUrl }).POST('/api/auth/login', {
    body: { identifier, password }, // rememberMe is optional (a session of at most a day without it)
  });
  // 401: wrong credentials; 403: the e-mail address is not verified yet; 429: retry later
  if (error) throw new Error(`sign-in failed (${response.status}): ${error.message}`);
  const session = data.data; // { access_token, refresh_token, token_type: 'Bearer', expires_in, user }
  // getAccessToken is asked before each request: after POST /api/auth/refresh, return the new token
  const client = createVineyardClient({ baseUrl, getAccessToken: () => session.access_token });
  return { client, user: session.user, refreshToken: session.refresh_token };
}
