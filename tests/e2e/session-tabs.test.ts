/**
 * Two tabs of one browser whose access token expired together: both need a refresh at once, and
 * the refresh token is single-use. The tabs take turns (a browser-wide lock) and share the new
 * pair through storage, so the server sees one rotation and the player stays signed in in both.
 */
import { Client } from 'pg';
import { describeBrowser } from '../support/browser';
import { browserGame } from '../support/game';

describeBrowser('one session in two tabs', () => {
  const game = browserGame();
  const { url, open } = game;

  async function query<T>(sql: string, params: unknown[]): Promise<T[]> {
    const client = new Client({ connectionString: game.server.databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  it('keeps the player signed in in both tabs when their access token expires at once', async () => {
    const { page, errors } = await open();
    const { session } = await game.founder(page, 'twotabs', 'Two Tabs Estate');
    const userId: string = session.user.id;
    const tab2 = await page.context().newPage();
    await tab2.goto(url('/game'));
    await tab2.getByRole('heading', { level: 1, name: 'Two Tabs Estate' }).waitFor();

    for (let round = 1; round <= 3; round++) {
      // Both tabs wake up with an access token the server no longer accepts and the same refresh token.
      await page.evaluate(() => localStorage.setItem('access_token', 'expired.access.token'));
      // ...and load the app shell: with the page-session cookie a refresh sets, /game arrives with its
      // data rendered in (tests/e2e/game-screen.test.ts) and the app asks the API for nothing at once
      await page.context().clearCookies();
      await Promise.all([page.reload(), tab2.reload()]);
      for (const tab of [page, tab2]) {
        await tab.getByRole('heading', { level: 1, name: 'Two Tabs Estate' }).waitFor({ timeout: 30000 });
        expect(new URL(tab.url()).pathname).toBe('/game');
      }
      const [sessions] = await query<{ live: number; revoked: number }>(
        `SELECT count(*) FILTER (WHERE revoked_at IS NULL)::int AS live,
                count(*) FILTER (WHERE revoked_at IS NOT NULL)::int AS revoked
           FROM sessions WHERE user_id = $1`,
        [userId],
      );
      expect(sessions).toEqual({ live: 1, revoked: 0 });
      // one rotation per round: the second tab used the first one's pair instead of its own refresh
      const [{ used }] = await query<{ used: number }>(
        `SELECT count(*)::int AS used FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id
          WHERE s.user_id = $1 AND t.used_at IS NOT NULL`,
        [userId],
      );
      expect(used).toBe(round);
    }
    // the tabs hold the same, working pair
    const pairs = await Promise.all(
      [page, tab2].map((tab) =>
        tab.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')]),
      ),
    );
    expect(pairs[0]).toEqual(pairs[1]);
    expect(errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    // three rounds of two reloads each: room for a loaded machine
  }, 120_000);
});
