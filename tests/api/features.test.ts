/**
 * The community feature board through the real server and database: submission with the spec's
 * messages, public reads, paging and search, vote arithmetic with concurrent voters, the daily
 * vote history and the trending rule, comments, statistics and the admin-only edit.
 */
import { MESSAGES } from '@vineyard/domain';
import { apiGame } from '../support/harness';

const game = apiGame({ demo: true });

const s = MESSAGES.suggestion;
let adminToken: string;
let playerToken: string;

let counter = 0;
async function suggest(token: string, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const res = await game.api(token).POST('/api/features', {
    body: {
      title: `Suggestion number ${counter}`,
      description: 'A description that is long enough to pass.',
      searchedForSimilar: true,
      ...overrides,
    },
  });
  if (res.status !== 201) throw new Error(`suggest failed: ${JSON.stringify(res.body)}`);
  return res.body.data.feature;
}

const vote = (token: string, id: string, voteType: 'up' | 'down') =>
  game.api(token).POST('/api/features/{id}/vote', { params: { path: { id } }, body: { voteType } });

beforeAll(async () => {
  adminToken = await game.adminToken();
  playerToken = (await game.player()).token;
});

it('shows an empty board to a fresh install, with its pagination', async () => {
  const list = await game.api().GET('/api/features');
  expect(list.status).toBe(200);
  expect(list.body.data).toEqual({
    features: [],
    pagination: { page: 1, limit: 10, total: 0, totalPages: 0, totalCapped: false },
  });
});

it('refuses anonymous submissions, votes and comments with 401', async () => {
  const body = { title: 'Anonymous idea', description: 'Should not be accepted.', searchedForSimilar: true };
  expect((await game.raw('/api/features', { body })).status).toBe(401);
  const feature = await suggest(playerToken);
  expect(
    (
      await game
        .api()
        .POST('/api/features/{id}/vote', { params: { path: { id: feature.id } }, body: { voteType: 'up' } })
    ).status,
  ).toBe(401);
  expect(
    (
      await game
        .api()
        .POST('/api/features/{id}/comments', { params: { path: { id: feature.id } }, body: { text: 'hi' } })
    ).status,
  ).toBe(401);
  expect((await game.api().GET('/api/features/user/votes')).status).toBe(401);
});

it('validates a submission with the spec’s messages', async () => {
  const post = (body: Record<string, unknown>) => game.raw('/api/features', { token: playerToken, body });
  const fieldMessages = (res: { body: any }) =>
    Object.fromEntries((res.body.errors ?? []).map((e: { field: string; message: string }) => [e.field, e.message]));

  const empty = await post({ searchedForSimilar: true });
  expect(empty.status).toBe(400);
  expect(fieldMessages(empty)).toMatchObject({ title: s.titleRequired, description: s.descriptionRequired });

  const short = await post({ title: 'Abcd', description: 'Too short', searchedForSimilar: true });
  expect(fieldMessages(short)).toMatchObject({ title: s.titleTooShort, description: s.descriptionTooShort });

  const long = await post({
    title: 'x'.repeat(101),
    description: 'y'.repeat(501),
    problemSolved: 'z'.repeat(301),
    searchedForSimilar: true,
  });
  expect(fieldMessages(long)).toEqual({
    title: s.titleTooLong,
    description: s.descriptionTooLong,
    problemSolved: s.problemSolvedTooLong,
  });

  const tags = await post({
    title: 'Many tags here',
    description: 'A description long enough.',
    tags: ['a', 'b', 'c', 'd', 'e', 'f'],
    searchedForSimilar: true,
  });
  expect(tags.status).toBe(400);
  expect(tags.body.message).toBe('Maximum of 5 tags allowed');

  const unchecked = await post({ title: 'Valid title', description: 'A description long enough.' });
  expect(unchecked.status).toBe(400);
  expect(fieldMessages(unchecked).searchedForSimilar).toBe(s.searchedForSimilarRequired);

  // Surrounding spaces do not count; duplicate tags (ignoring case) count once.
  const ok = await post({
    title: '   Harvest festivals   ',
    description: '  Seasonal events at harvest time.  ',
    problemSolved: 'Gives the autumn a highlight.',
    tags: ['Events', 'events', ' Seasons '],
    searchedForSimilar: true,
  });
  expect(ok.status).toBe(201);
  expect(ok.body.message).toBe(s.submitted);
  expect(ok.body.data.feature).toMatchObject({
    title: 'Harvest festivals',
    description: 'Seasonal events at harvest time.',
    problemSolved: 'Gives the autumn a highlight.',
    tags: ['events', 'seasons'],
    status: 'under-review',
    votes: 0,
    commentCount: 0,
    comments: [],
    trending: false,
    author: expect.any(String),
  });
  expect(ok.body.data.feature.voteHistory).toEqual([{ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), count: 0 }]);

  const got = await game.api().GET('/api/features/{id}', { params: { path: { id: ok.body.data.feature.id } } });
  expect(got.status).toBe(200);
  expect(got.body.data.feature.title).toBe('Harvest festivals');
  expect((await game.api().GET('/api/features/{id}', { params: { path: { id: 'not-a-uuid' } } })).status).toBe(404);
  expect(
    (await game.api().GET('/api/features/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } }))
      .status,
  ).toBe(404);
});

it('applies the vote arithmetic: new ±1, same again removes it, switching moves by 2', async () => {
  const feature = await suggest(playerToken);
  const voter = (await game.player()).token;
  const up = await vote(voter, feature.id, 'up');
  expect(up.status).toBe(200);
  expect(up.body.data).toEqual({ votes: 1, userVote: 'up' });
  expect(up.body.message).toBe(s.voteRecorded);
  expect((await vote(voter, feature.id, 'down')).body.data).toEqual({ votes: -1, userVote: 'down' });
  expect((await vote(voter, feature.id, 'down')).body.data).toEqual({ votes: 0, userVote: null });
  expect((await vote(voter, feature.id, 'down')).body.data).toEqual({ votes: -1, userVote: 'down' });
  expect((await vote(playerToken, feature.id, 'down')).body.data).toEqual({ votes: -2, userVote: 'down' });

  const mine = await game.api(voter).GET('/api/features/user/votes');
  expect(mine.body.data.votes).toEqual([{ featureId: feature.id, voteType: 'down' }]);

  const bad = await game.raw(`/api/features/${feature.id}/vote`, {
    token: voter,
    body: { voteType: 'sideways' },
  });
  expect(bad.status).toBe(400);
  expect(bad.body.message).toBe(s.voteTypeInvalid);
  expect((await vote(voter, '00000000-0000-4000-8000-000000000000', 'up')).status).toBe(404);

  // The database holds one row per player and suggestion.
  const rows = await game.query('SELECT count(*)::int AS n FROM feature_votes WHERE feature_id = $1', [feature.id]);
  expect(rows[0].n).toBe(2);
  const got = await game.api().GET('/api/features/{id}', { params: { path: { id: feature.id } } });
  expect(got.body.data.feature.votes).toBe(-2);
  expect(got.body.data.feature.voteHistory.at(-1)!.count).toBe(-2);
});

it('counts 20 players voting at the same moment exactly', async () => {
  const feature = await suggest(playerToken);
  const tokens = await Promise.all(Array.from({ length: 20 }, async () => (await game.player()).token));
  const answers = await Promise.all(tokens.map((t) => vote(t, feature.id, 'up')));
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
  // Each answer saw a distinct count: the votes were applied one after another.
  expect(new Set(answers.map((a) => a.body.data.votes)).size).toBe(20);
  expect(
    (await game.api().GET('/api/features/{id}', { params: { path: { id: feature.id } } })).body.data.feature.votes,
  ).toBe(20);

  // Half of them switch at once, and the same player double-clicking is still one vote.
  const again = await Promise.all([
    ...tokens.slice(0, 10).map((t) => vote(t, feature.id, 'down')),
    vote(tokens[10]!, feature.id, 'up'),
  ]);
  expect(again.every((a) => a.status === 200)).toBe(true);
  expect(
    (await game.api().GET('/api/features/{id}', { params: { path: { id: feature.id } } })).body.data.feature.votes,
  ).toBe(20 - 20 - 1);
});

it('refuses votes on implemented suggestions; only admins may edit a suggestion', async () => {
  const feature = await suggest(playerToken);
  const asPlayer = await game
    .api(playerToken)
    .PATCH('/api/features/{id}', { params: { path: { id: feature.id } }, body: { status: 'implemented' } });
  expect(asPlayer.status).toBe(403);
  const anonymous = await game
    .api()
    .PATCH('/api/features/{id}', { params: { path: { id: feature.id } }, body: { status: 'implemented' } });
  expect(anonymous.status).toBe(401);

  const badStatus = await game.raw(`/api/features/${feature.id}`, {
    method: 'PATCH',
    token: adminToken,
    body: { status: 'done' },
  });
  expect(badStatus.status).toBe(400);
  expect(badStatus.body.message).toBe(s.statusInvalid);

  const edited = await game.api(adminToken).PATCH('/api/features/{id}', {
    params: { path: { id: feature.id } },
    body: { status: 'implemented', title: 'Renamed by the team', tags: ['Shipped'] },
  });
  expect(edited.status).toBe(200);
  expect(edited.body.data.feature).toMatchObject({
    status: 'implemented',
    title: 'Renamed by the team',
    tags: ['shipped'],
  });

  const refused = await vote(playerToken, feature.id, 'up');
  expect(refused.status).toBe(409);
  expect(refused.body.message).toBe(s.votingClosed);

  const byStatus = await game
    .api()
    .GET('/api/features/status/{status}', { params: { path: { status: 'implemented' } } });
  expect(byStatus.body.data.features.map((f: { id: string }) => f.id)).toContain(feature.id);
  expect(byStatus.body.data.features.every((f: { status: string }) => f.status === 'implemented')).toBe(true);
  expect((await game.raw('/api/features/status/nonsense')).status).toBe(400);
});

it('adds and lists comments; blank text is refused', async () => {
  const feature = await suggest(playerToken);
  const blank = await game
    .api(playerToken)
    .POST('/api/features/{id}/comments', { params: { path: { id: feature.id } }, body: { text: '   ' } });
  expect(blank.status).toBe(400);
  expect(blank.body.message).toBe(s.commentEmpty);

  expect(
    (await game.api().GET('/api/features/{id}/comments', { params: { path: { id: feature.id } } })).body.data.comments,
  ).toEqual([]);
  const added = await game
    .api(playerToken)
    .POST('/api/features/{id}/comments', { params: { path: { id: feature.id } }, body: { text: '  Yes please!  ' } });
  expect(added.status).toBe(201);
  expect(added.body.message).toBe(s.commentAdded);
  expect(added.body.data.comment).toMatchObject({
    text: 'Yes please!',
    author: expect.any(String),
    date: expect.any(String),
  });
  const second = await game.api(playerToken).POST('/api/features/{id}/comments', {
    params: { path: { id: feature.id } },
    body: { text: 'And another thought.' },
  });
  expect(second.status).toBe(201);

  const list = await game.api().GET('/api/features/{id}/comments', { params: { path: { id: feature.id } } });
  expect(list.body.data.comments.map((c: { text: string }) => c.text)).toEqual(['Yes please!', 'And another thought.']);
  const detail = await game.api().GET('/api/features/{id}', { params: { path: { id: feature.id } } });
  expect(detail.body.data.feature.commentCount).toBe(2);
  expect(detail.body.data.feature.comments).toHaveLength(2);
  expect(
    (
      await game
        .api()
        .GET('/api/features/{id}/comments', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } })
    ).status,
  ).toBe(404);
});

describe('list, search, tags and pagination', () => {
  let token: string;
  beforeAll(async () => {
    token = (await game.player()).token;
    await suggest(token, { title: 'Irrigation for dry vineyards', tags: ['Vineyard', 'water'] });
    await suggest(token, {
      title: 'Barrel ageing in oak',
      description: 'Let wines rest in French or American oak barrels.',
      tags: ['winery'],
    });
    await suggest(token, { title: 'Cellar tours for visitors', tags: ['winery', 'marketing'] });
  });

  it('searches title and description ignoring case, by word prefix', async () => {
    const byTitle = await game.api().GET('/api/features', { params: { query: { search: 'IRRIGAT' } } });
    expect(byTitle.body.data.features.map((f: { title: string }) => f.title)).toEqual(['Irrigation for dry vineyards']);
    const byDescription = await game.api().GET('/api/features', { params: { query: { search: 'american OAK' } } });
    expect(byDescription.body.data.features.map((f: { title: string }) => f.title)).toEqual(['Barrel ageing in oak']);
    expect(byDescription.body.data.pagination.total).toBe(1);
    // Punctuation cannot break the query.
    const odd = await game.raw(`/api/features?search=${encodeURIComponent("cellar's & | ! (")}`);
    expect(odd.status).toBe(200);
    expect(odd.body.data.features.map((f: { title: string }) => f.title)).toEqual(['Cellar tours for visitors']);
    const none = await game.api().GET('/api/features', { params: { query: { search: 'zzzznothing' } } });
    expect(none.body.data).toMatchObject({ features: [], pagination: { total: 0, totalPages: 0 } });
  });

  it('filters by tag (any case) and lists tags by use', async () => {
    const winery = await game.api().GET('/api/features', { params: { query: { tag: 'Winery', sort: 'recent' } } });
    expect(winery.body.data.features.map((f: { title: string }) => f.title)).toEqual([
      'Cellar tours for visitors',
      'Barrel ageing in oak',
    ]);
    const tags = await game.api().GET('/api/features/tags');
    expect(tags.body.data.tags[0]).toBe('winery');
    expect(tags.body.data.tags).toEqual(expect.arrayContaining(['vineyard', 'water', 'marketing']));
  });

  it('pages through the list on the server', async () => {
    const first = await game.api().GET('/api/features', { params: { query: { limit: 2, page: 1, sort: 'recent' } } });
    const total = first.body.data.pagination.total;
    expect(total).toBeGreaterThanOrEqual(5);
    expect(first.body.data.pagination).toEqual({
      page: 1,
      limit: 2,
      total,
      totalPages: Math.ceil(total / 2),
      totalCapped: false,
    });
    const second = await game.api().GET('/api/features', { params: { query: { limit: 2, page: 2, sort: 'recent' } } });
    expect(second.body.data.features).toHaveLength(2);
    const ids = [...first.body.data.features, ...second.body.data.features].map((f: { id: string }) => f.id);
    expect(new Set(ids).size).toBe(4);
    const beyond = await game
      .api()
      .GET('/api/features', { params: { query: { limit: 2, page: first.body.data.pagination.totalPages + 1 } } });
    expect(beyond.body.data.features).toEqual([]);
    expect((await game.api().GET('/api/features', { params: { query: { limit: 500 } } })).status).toBe(400);
    expect((await game.api().GET('/api/features', { params: { query: { page: 0 } } })).status).toBe(400);
    expect((await game.raw('/api/features?sort=random')).status).toBe(400);
  });

  it('sorts by votes, most first', async () => {
    const list = await game.api().GET('/api/features', { params: { query: { sort: 'votes', limit: 50 } } });
    const votes = list.body.data.features.map((f: { votes: number }) => f.votes);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
  });
});

it('marks a suggestion trending when it grew by more than 5 votes a day between its two latest points', async () => {
  const hot = await suggest(playerToken, { title: 'Hot trending idea' });
  const warm = await suggest(playerToken, { title: 'Warm steady idea' });
  // Yesterday's points, as the daily history would have recorded them.
  await game.query(`UPDATE feature_vote_history SET day = day - 1 WHERE feature_id = ANY($1::uuid[])`, [
    [hot.id, warm.id],
  ]);
  const voters = await Promise.all(Array.from({ length: 6 }, async () => (await game.player()).token));
  for (const t of voters) await vote(t, hot.id, 'up'); // +6 in a day: trending
  for (const t of voters.slice(0, 5)) await vote(t, warm.id, 'up'); // +5 in a day: not trending

  const trending = await game.api().GET('/api/features/trending');
  expect(trending.status).toBe(200);
  const titles = trending.body.data.features.map((f: { title: string }) => f.title);
  expect(titles).toContain('Hot trending idea');
  expect(titles).not.toContain('Warm steady idea');
  const hotNow = (await game.api().GET('/api/features/{id}', { params: { path: { id: hot.id } } })).body.data.feature;
  expect(hotNow.trending).toBe(true);
  expect(hotNow.voteHistory.map((p: { count: number }) => p.count)).toEqual([0, 6]);
  expect(
    (await game.api().GET('/api/features/{id}', { params: { path: { id: warm.id } } })).body.data.feature.trending,
  ).toBe(false);

  // Over two days the same growth is 3 a day: not trending.
  await game.query(`UPDATE feature_vote_history SET day = day - 1 WHERE feature_id = $1 AND count = 0`, [hot.id]);
  expect(
    (await game.api().GET('/api/features/{id}', { params: { path: { id: hot.id } } })).body.data.feature.trending,
  ).toBe(false);
  const after = await game.api().GET('/api/features/trending');
  expect(after.body.data.features.map((f: { title: string }) => f.title)).not.toContain('Hot trending idea');

  const sorted = await game.api().GET('/api/features', { params: { query: { sort: 'trending', limit: 50 } } });
  expect(sorted.status).toBe(200);
});

it('answers statistics: per status, votes, comments and top tags', async () => {
  const stats = await game.api().GET('/api/features/statistics');
  expect(stats.status).toBe(200);
  const st = stats.body.data.statistics;
  const [[counts], [votes], [comments]] = await Promise.all([
    game.query('SELECT count(*)::int AS n FROM feature_suggestions'),
    game.query(`SELECT count(*)::int AS n, (count(*) FILTER (WHERE vote_type = 'up'))::int AS up FROM feature_votes`),
    game.query('SELECT count(*)::int AS n FROM feature_comments'),
  ]);
  expect(st.totalSuggestions).toBe(counts.n);
  expect(st.byStatus.map((r: { status: string }) => r.status)).toEqual([
    'implemented',
    'in-progress',
    'planned',
    'under-review',
    'review',
  ]);
  expect(st.byStatus.reduce((sum: number, r: { count: number }) => sum + r.count, 0)).toBe(counts.n);
  expect(st.byStatus.find((r: { status: string }) => r.status === 'implemented')!.count).toBeGreaterThanOrEqual(1);
  expect(st).toMatchObject({ totalVotes: votes.n, upVotes: votes.up, downVotes: votes.n - votes.up });
  expect(st.totalComments).toBe(comments.n);
  expect(st.topTags[0]).toEqual({ tag: 'winery', count: 2 });
});
