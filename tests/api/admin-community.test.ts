/**
 * The admin console's community and mailing-list routes through the real server and database:
 * changing, editing and deleting suggestions (with their votes, history and comments), editing
 * and deleting comments, 404 for unknown and malformed ids, 400 with field errors, the audit
 * entries of each change; the waitlist and newsletter lists (pagination, search, counts) and
 * their CSV exports (headers, content, quoting, spreadsheet-formula neutralising, audited).
 */
import { DEMO_ACCOUNTS, MESSAGES } from '@vineyard/domain';
import { apiGame } from '../support/harness';

const game = apiGame();

const s = MESSAGES.suggestion;
const MISSING = '00000000-0000-4000-8000-000000000000';
let admin: string;
let player: string;

let counter = 0;
async function suggest(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const res = await game.api(player).POST('/api/features', {
    body: {
      title: `Moderated suggestion ${counter}`,
      description: 'A description that is long enough to pass.',
      searchedForSimilar: true,
      ...overrides,
    },
  });
  if (res.status !== 201) throw new Error(`suggest failed: ${JSON.stringify(res.body)}`);
  return res.body.data.feature;
}

async function comment(featureId: string, text: string) {
  const res = await game
    .api(player)
    .POST('/api/features/{id}/comments', { params: { path: { id: featureId } }, body: { text } });
  if (res.status !== 201) throw new Error(`comment failed: ${JSON.stringify(res.body)}`);
  return res.body.data.comment;
}

async function auditFor(targetId: string) {
  const res = await game.api(admin).GET('/api/admin/audit', { params: { query: { targetId: targetId, limit: 100 } } });
  expect(res.status).toBe(200);
  return res.body.data.entries as any[];
}

beforeAll(async () => {
  admin = await game.adminToken();
  player = (await game.player()).token;
});

describe('community moderation', () => {
  it('changes a suggestion status and shows it on the public board, audited', async () => {
    const feature = await suggest();
    expect(feature.status).toBe('under-review');
    const res = await game
      .api(admin)
      .PATCH('/api/admin/features/{id}', { params: { path: { id: feature.id } }, body: { status: 'planned' } });
    expect(res.status).toBe(200);
    expect(res.body.data.feature).toMatchObject({ id: feature.id, status: 'planned', title: feature.title });
    const planned = await game.api().GET('/api/features/status/{status}', { params: { path: { status: 'planned' } } });
    expect(planned.body.data.features.map((f: any) => f.id)).toContain(feature.id);
    const [entry] = await auditFor(feature.id);
    expect(entry).toMatchObject({
      action: 'feature.status',
      actorUsername: DEMO_ACCOUNTS.admin.username,
      targetType: 'feature',
      targetId: feature.id,
      details: { title: feature.title, changes: { status: { from: 'under-review', to: 'planned' } } },
    });
  });

  it('edits title, description and tags with the board rules', async () => {
    const feature = await suggest({ tags: ['old'] });
    const res = await game.api(admin).PATCH('/api/admin/features/{id}', {
      params: { path: { id: feature.id } },
      body: { title: '  Better title here  ', description: 'A clearer description of it.', tags: ['Weather', 'ui'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.feature).toMatchObject({
      title: 'Better title here',
      description: 'A clearer description of it.',
      tags: ['weather', 'ui'],
      status: 'under-review',
    });
    const [entry] = await auditFor(feature.id);
    expect(entry.action).toBe('feature.update');
    expect(entry.details.changes).toEqual({
      title: { from: feature.title, to: 'Better title here' },
      description: { from: feature.description, to: 'A clearer description of it.' },
      tags: { from: ['old'], to: ['weather', 'ui'] },
    });

    const bad = await game.raw(`/api/admin/features/${feature.id}`, {
      method: 'PATCH',
      token: admin,
      body: { status: 'done', title: 'abc', description: null, tags: ['a', 'b', 'c', 'd', 'e', 'f'], votes: 99 },
    });
    expect(bad.status).toBe(400);
    const fields = bad.body.errors.map((e: any) => e.field).sort();
    expect(fields).toEqual(['description', 'status', 'tags', 'title', 'votes']);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'status', message: s.statusInvalid },
        { field: 'title', message: s.titleTooShort },
        { field: 'tags', message: s.tooManyTags },
      ]),
    );
    const nullTags = await game.raw(`/api/admin/features/${feature.id}`, {
      method: 'PATCH',
      token: admin,
      body: { tags: null },
    });
    expect(nullTags.status).toBe(400);
    expect(nullTags.body.errors).toEqual([{ field: 'tags', message: s.tagsInvalid }]);
    // nothing changed, nothing audited
    expect(
      (await game.api().GET('/api/features/{id}', { params: { path: { id: feature.id } } })).body.data.feature.title,
    ).toBe('Better title here');
    expect(await auditFor(feature.id)).toHaveLength(1);
  });

  it('deletes a suggestion with its votes, history and comments, audited', async () => {
    const feature = await suggest();
    await game
      .api(player)
      .POST('/api/features/{id}/vote', { params: { path: { id: feature.id } }, body: { voteType: 'up' } });
    await comment(feature.id, 'First!');
    await comment(feature.id, 'Second.');
    const res = await game.api(admin).DELETE('/api/admin/features/{id}', { params: { path: { id: feature.id } } });
    expect(res.status).toBe(200);
    expect(res.body.data.deleted).toEqual({ id: feature.id, votes: 1, history: 1, comments: 2 });
    expect((await game.api().GET('/api/features/{id}', { params: { path: { id: feature.id } } })).status).toBe(404);
    for (const table of ['feature_votes', 'feature_vote_history', 'feature_comments']) {
      expect(await game.query(`SELECT 1 FROM ${table} WHERE feature_id = $1`, [feature.id])).toHaveLength(0);
    }
    const [entry] = await auditFor(feature.id);
    expect(entry).toMatchObject({
      action: 'feature.delete',
      targetType: 'feature',
      details: { title: feature.title, votes: 1, history: 1, comments: 2 },
    });
    expect(
      (await game.api(admin).DELETE('/api/admin/features/{id}', { params: { path: { id: feature.id } } })).status,
    ).toBe(404);
  });

  it('edits and deletes comments, audited with the text before', async () => {
    const feature = await suggest();
    const first = await comment(feature.id, 'Something rude');
    const second = await comment(feature.id, 'Something kind');
    const edited = await game.api(admin).PATCH('/api/admin/features/{id}/comments/{commentId}', {
      params: { path: { id: feature.id, commentId: first.id } },
      body: { text: '  [removed by a moderator]  ' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.comment).toMatchObject({ id: first.id, text: '[removed by a moderator]' });
    const blank = await game.api(admin).PATCH('/api/admin/features/{id}/comments/{commentId}', {
      params: { path: { id: feature.id, commentId: first.id } },
      body: { text: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ field: 'text', message: s.commentEmpty }]);
    const removed = await game.api(admin).DELETE('/api/admin/features/{id}/comments/{commentId}', {
      params: { path: { id: feature.id, commentId: second.id } },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.deleted).toEqual({ id: second.id });
    const comments = (await game.api().GET('/api/features/{id}/comments', { params: { path: { id: feature.id } } }))
      .body.data.comments;
    expect(comments.map((c: any) => c.text)).toEqual(['[removed by a moderator]']);

    const [update] = await auditFor(first.id);
    expect(update).toMatchObject({
      action: 'comment.update',
      targetType: 'comment',
      details: { featureId: feature.id, from: 'Something rude', to: '[removed by a moderator]' },
    });
    const [deletion] = await auditFor(second.id);
    expect(deletion).toMatchObject({
      action: 'comment.delete',
      details: { featureId: feature.id, text: 'Something kind' },
    });
  });

  it('answers 404 for unknown and malformed ids, and for a comment of another suggestion', async () => {
    const feature = await suggest();
    const other = await suggest();
    const theirs = await comment(other.id, 'Belongs elsewhere');
    const requests: [string, string, unknown?][] = [
      ['PATCH', `/api/admin/features/${MISSING}`, { status: 'planned' }],
      ['PATCH', '/api/admin/features/not-a-uuid', { status: 'planned' }],
      ['DELETE', `/api/admin/features/${MISSING}`],
      ['DELETE', '/api/admin/features/42'],
      ['PATCH', `/api/admin/features/${feature.id}/comments/${MISSING}`, { text: 'x' }],
      ['PATCH', `/api/admin/features/${feature.id}/comments/nope`, { text: 'x' }],
      ['PATCH', `/api/admin/features/${MISSING}/comments/${theirs.id}`, { text: 'x' }],
      ['DELETE', `/api/admin/features/${feature.id}/comments/${theirs.id}`],
      ['DELETE', `/api/admin/features/${feature.id}/comments/1`],
    ];
    for (const [method, path, body] of requests) {
      const res = await game.raw(path, { method, token: admin, body });
      expect([method, path, res.status]).toEqual([method, path, 404]);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(
      (await game.api().GET('/api/features/{id}/comments', { params: { path: { id: other.id } } })).body.data.comments,
    ).toHaveLength(1);
  });

  it('refuses players and anonymous visitors', async () => {
    const feature = await suggest();
    expect(
      (
        await game
          .api()
          .PATCH('/api/admin/features/{id}', { params: { path: { id: feature.id } }, body: { status: 'planned' } })
      ).status,
    ).toBe(401);
    expect(
      (
        await game
          .api(player)
          .PATCH('/api/admin/features/{id}', { params: { path: { id: feature.id } }, body: { status: 'planned' } })
      ).status,
    ).toBe(403);
    expect(
      (await game.api(player).DELETE('/api/admin/features/{id}', { params: { path: { id: feature.id } } })).status,
    ).toBe(403);
    expect(
      (await game.api().GET('/api/features/{id}', { params: { path: { id: feature.id } } })).body.data.feature.status,
    ).toBe('under-review');
  });
});

describe('waitlist and newsletter', () => {
  const emails = ['=cmd@example.com', '+sum@example.com', '-minus@example.com', 'anna@example.com', 'bob@example.org'];

  beforeAll(async () => {
    for (const [i, email] of emails.entries()) {
      const joined = await game.api().POST('/api/waitlist/join', { body: { email, earlyAccess: i % 2 === 0 } });
      expect(joined.status).toBe(200);
      if (i < 3) expect((await game.api().POST('/api/newsletter/subscribe', { body: { email } })).status).toBe(200);
    }
  });

  it('lists the waitlist newest first, a page at a time, with counts and search', async () => {
    const res = await game.api(admin).GET('/api/admin/waitlist', { params: { query: { limit: 2 } } });
    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3, totalCapped: false });
    expect(res.body.data.counts).toEqual({ total: 5, earlyAccess: 3, lastSevenDays: 5 });
    expect(res.body.data.entries.map((e: any) => e.email)).toEqual(['bob@example.org', 'anna@example.com']);
    expect(res.body.data.entries[0]).toEqual({
      id: expect.any(String),
      email: 'bob@example.org',
      earlyAccess: true,
      createdAt: expect.any(String),
    });
    const last = await game.api(admin).GET('/api/admin/waitlist', { params: { query: { limit: 2, page: 3 } } });
    expect(last.body.data.entries.map((e: any) => e.email)).toEqual(['=cmd@example.com']);
    const found = await game.api(admin).GET('/api/admin/waitlist', { params: { query: { search: 'EXAMPLE.ORG' } } });
    expect(found.body.data.entries.map((e: any) => e.email)).toEqual(['bob@example.org']);
    expect(found.body.data.pagination.total).toBe(1);
    expect(found.body.data.counts.total).toBe(5);
    // LIKE wildcards are literal
    expect((await game.raw('/api/admin/waitlist?search=%25', { token: admin })).body.data.entries).toHaveLength(0);
    for (const bad of ['limit=101', 'limit=0', 'page=0', 'page=x', 'sort=email']) {
      const res400 = await game.raw(`/api/admin/waitlist?${bad}`, { token: admin });
      expect([bad, res400.status]).toEqual([bad, 400]);
      expect(res400.body.errors).toEqual([expect.objectContaining({ field: bad.split('=')[0] })]);
    }
  });

  it('lists newsletter subscribers with counts', async () => {
    const res = await game.api(admin).GET('/api/admin/newsletter');
    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 25, total: 3, totalPages: 1, totalCapped: false });
    expect(res.body.data.counts).toEqual({ total: 3, lastSevenDays: 3 });
    expect(res.body.data.entries.map((e: any) => e.email)).toEqual([
      '-minus@example.com',
      '+sum@example.com',
      '=cmd@example.com',
    ]);
    expect(res.body.data.entries[0]).not.toHaveProperty('earlyAccess');
    const found = await game.api(admin).GET('/api/admin/newsletter', { params: { query: { search: 'sum' } } });
    expect(found.body.data.entries.map((e: any) => e.email)).toEqual(['+sum@example.com']);
  });

  it('exports the waitlist as a CSV attachment, neutralising formulas, audited', async () => {
    const res = await fetch(`${game.baseUrl}/api/admin/waitlist.csv`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="waitlist-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const lines = (await res.text()).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe('"email","early_access","joined_at"');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual([
      `"'=cmd@example.com","yes"`,
      `"'+sum@example.com","no"`,
      `"'-minus@example.com","yes"`,
      '"anna@example.com","no"',
      '"bob@example.org","yes"',
    ]);
    expect(lines[1]).toMatch(/^"'=cmd@example\.com","yes","\d{4}-\d{2}-\d{2}T[\d:.]+Z"$/);
    const [entry] = (
      await game.api(admin).GET('/api/admin/audit', { params: { query: { action: 'waitlist.export' } } })
    ).body.data.entries;
    expect(entry).toMatchObject({ actorUsername: DEMO_ACCOUNTS.admin.username, details: { rows: 5 } });
  });

  it('exports the newsletter as a CSV attachment, audited', async () => {
    const res = await fetch(`${game.baseUrl}/api/admin/newsletter.csv`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-[\d-]+\.csv"$/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('"email","subscribed_at"');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([
      `"'=cmd@example.com"`,
      `"'+sum@example.com"`,
      `"'-minus@example.com"`,
    ]);
    const [entry] = (
      await game.api(admin).GET('/api/admin/audit', { params: { query: { action: 'newsletter.export' } } })
    ).body.data.entries;
    expect(entry).toMatchObject({ targetType: 'newsletter', details: { rows: 3 } });
  });

  it('gives the lists and exports to admins only', async () => {
    for (const path of ['/api/admin/waitlist', '/api/admin/newsletter.csv', '/api/admin/waitlist.csv']) {
      expect((await game.raw(path)).status).toBe(401);
      expect((await game.raw(path, { token: player })).status).toBe(403);
    }
    const exports = (
      await game.api(admin).GET('/api/admin/audit', { params: { query: { action: 'waitlist.export' } } })
    ).body.data;
    expect(exports.pagination.total).toBe(1);
  });
});
