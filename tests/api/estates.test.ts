/**
 * Estates through the real server and database: creation from templates with terroir, the owner
 * rules, a 404 matrix for non-owners, co-ownership by invitation only (accepted by the invitee,
 * also for addresses verified later), cascade delete, and validation messages. The invitation
 * rules themselves are in tests/api/invitations.test.ts.
 */
import {
  blockPotential,
  blockQuality,
  blockStatus,
  ESTATE_TEMPLATE_INFO,
  gameTimeFromDayIndex,
  HEAD_START,
  headStartBlock,
  MESSAGES,
  NEW_BLOCK_HEALTH,
  REGION_PROFILES,
  REGIONS,
  SOIL_TYPES,
  STARTER_CELLARS,
  vineCount,
  VESSELS,
  type EstateTemplate,
} from '@vineyard/domain';
import { apiGame } from '../support/harness';
import { register, uniqueUser } from '../support/accounts';
import { linkIn } from '../support/mailbox';

const game = apiGame();

const e = MESSAGES.estate;

async function createEstate(token: string, body: Record<string, unknown> = {}) {
  return game.raw('/api/estates', { token, body: { name: 'Castello Uno', location: 'tuscany', ...body } });
}

/** Accepts the caller's only pending invitation, which must be for `estateId`. */
async function acceptOnly(token: string, estateId: string) {
  const list = await game.api(token).GET('/api/invitations');
  expect(list.status).toBe(200);
  expect(list.body.data.invitations.map((i: any) => i.estateId)).toEqual([estateId]);
  const accepted = await game
    .api(token)
    .POST('/api/invitations/{id}/accept', { params: { path: { id: list.body.data.invitations[0].id } } });
  expect(accepted.status).toBe(200);
  return accepted;
}

describe('creating an estate', () => {
  it.each(Object.entries(ESTATE_TEMPLATE_INFO))('template %s gives its plots and hectares', async (template, info) => {
    const me = await game.player();
    const res = await createEstate(me.token, { template, location: 'bordeaux', name: `  Château ${template}  ` });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(e.created);
    const estate = res.body.data.estate;
    expect(estate).toMatchObject({
      name: `Château ${template}`,
      template,
      location: 'bordeaux',
      money: 250000,
      reputation: 0,
      isPrimaryOwner: true,
      counts: { plots: info.plots, wines: 0 },
      // the starter cellar is the supplies: its tanks and barrels
      inventory: {
        grapes: [],
        supplies: [
          { item: VESSELS.tank.label, amount: STARTER_CELLARS[template as EstateTemplate].tanks },
          {
            item: VESSELS[STARTER_CELLARS[template as EstateTemplate].barrels.kind].label,
            amount: STARTER_CELLARS[template as EstateTemplate].barrels.count,
          },
        ],
      },
    });
    expect(estate.owners).toEqual([{ userId: me.id, username: me.user.username, isPrimary: true }]);
    expect(estate.plots.reduce((s: number, p: { size: number }) => s + p.size, 0)).toBe(info.hectares);
    const plots = await game.query('SELECT * FROM plots WHERE estate_id = $1', [estate.id]);
    const profile = REGION_PROFILES.bordeaux;
    for (const p of plots) {
      expect(SOIL_TYPES).toContain(p.soil_type);
      expect(Object.keys(profile.soils)).toContain(p.soil_type);
      expect(p.sun_exposure).toBeGreaterThanOrEqual(profile.sun[0]);
      expect(p.sun_exposure).toBeLessThanOrEqual(profile.sun[1]);
      expect(Number(p.price)).toBeGreaterThan(0);
      expect(p.maintenance_cost).toBe(Math.round(Number(p.price) * 0.02));
      expect(p.purchase_game_day).toBeGreaterThanOrEqual(0);
    }

    // the head start: one mature block on the largest plot, its best-suited red on about half of it
    const largest = plots.reduce((a, p) => (Number(p.size) > Number(a.size) ? p : a));
    const blocks = await game.query(
      'SELECT b.* FROM blocks b JOIN plots p ON p.id = b.plot_id WHERE p.estate_id = $1',
      [estate.id],
    );
    expect(blocks).toHaveLength(1);
    const [home] = blocks;
    const terroir = {
      soilType: largest.soil_type,
      elevation: largest.elevation,
      orientation: largest.orientation,
      sunExposure: largest.sun_exposure,
      waterAccess: largest.water_access,
      terrain: largest.terrain,
    };
    const spec = headStartBlock('bordeaux', terroir, Number(largest.size));
    const [{ day_index: day }] = await game.query('SELECT day_index FROM game_clock');
    const potential = blockPotential(spec.suitability, spec.trellisSystem, spec.rowSpacing, spec.vineSpacing);
    expect({
      ...home,
      size: Number(home.size),
      row_spacing: Number(home.row_spacing),
      vine_spacing: Number(home.vine_spacing),
    }).toMatchObject({
      plot_id: largest.id,
      name: HEAD_START.name,
      size: Math.round(Number(largest.size) * 5) / 10,
      grape_variety: spec.grapeVariety,
      row_spacing: 2,
      vine_spacing: 1,
      suitability: spec.suitability,
      potential,
      health: NEW_BLOCK_HEALTH,
      quality: blockQuality(potential, NEW_BLOCK_HEALTH),
      planted_game_day: day - HEAD_START.ageDays,
      status: blockStatus(HEAD_START.ageDays, gameTimeFromDayIndex(day).month, false),
    });
    expect(estate.counts.vines).toBe(vineCount(Number(home.size), 2, 1));
    // part of the grant: the ledger holds the grant and nothing else
    const ledger = await game.query('SELECT kind, amount::int FROM ledger_entries WHERE estate_id = $1', [estate.id]);
    expect(ledger).toEqual([{ kind: 'grant', amount: 250000 }]);
  });

  it('uses the standard template (5 ha in 2 plots) when none is given', async () => {
    const me = await game.player();
    const res = await createEstate(me.token, { location: 'napa' });
    expect(res.body.data.estate.template).toBe('standard');
    expect(res.body.data.estate.counts.plots).toBe(2);
  });

  it.each([
    [{ name: '' }, 'name', e.nameRequired],
    [{ name: '  ab  ' }, 'name', e.nameTooShort],
    [{ name: 'x'.repeat(51) }, 'name', e.nameTooLong],
    [{ location: undefined }, 'location', e.locationRequired],
    [{ location: 'mars' }, 'location', MESSAGES.common.invalidChoice('Location', REGIONS)],
    [{ template: 'castle' }, 'template', expect.stringContaining('Template must be one of')],
    [{ money: 1e9 }, 'money', 'Unknown field: money'],
    [{ reputation: 100 }, 'reputation', 'Unknown field: reputation'],
  ])('rejects %j', async (override, field, message) => {
    const me = await game.player();
    const res = await createEstate(me.token, override);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, message });
    expect((await game.api(me.token).GET('/api/estates')).body.data.estates).toEqual([]);
  });

  it('needs sign-in', async () => {
    expect((await game.api().GET('/api/estates')).status).toBe(401);
    expect((await game.raw('/api/estates', { body: { name: 'Nope', location: 'rioja' } })).status).toBe(401);
  });
});

describe('only owners see or change an estate', () => {
  it('answers 404 to a non-owner on every estate route, and changes nothing', async () => {
    const owner = await game.player();
    const other = await game.player();
    const estate = (await createEstate(owner.token)).body.data.estate;
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/estates/${estate.id}`],
      ['PATCH', `/api/estates/${estate.id}`, { name: 'Stolen Estate' }],
      ['DELETE', `/api/estates/${estate.id}`],
      ['POST', `/api/estates/${estate.id}/owners`, { userId: other.id }],
      ['DELETE', `/api/estates/${estate.id}/owners/${owner.id}`],
      ['DELETE', `/api/estates/${estate.id}/invitations/${owner.id}`],
      ['POST', `/api/estates/${estate.id}/leave`],
    ];
    for (const [method, path, body] of routes) {
      const res = await game.raw(path, { method, body, token: other.token });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
      expect(res.body.message).toBe(e.notFound);
    }
    // a malformed id is not found either
    expect(
      (await game.api(owner.token).GET('/api/estates/{id}', { params: { path: { id: 'not-a-uuid' } } })).status,
    ).toBe(404);
    const after = await game.api(owner.token).GET('/api/estates/{id}', { params: { path: { id: estate.id } } });
    expect(after.body.data.estate.name).toBe(estate.name);
    expect(after.body.data.estate.owners).toHaveLength(1);
    expect((await game.api(other.token).GET('/api/estates')).body.data.estates).toEqual([]);
  });
});

describe('owners', () => {
  it('any owner invites co-owners; only the primary removes them or deletes; the primary stays', async () => {
    const primary = await game.player();
    const co = await game.player();
    const third = await game.player();
    const estate = (await createEstate(primary.token)).body.data.estate;

    const invited = await game
      .api(primary.token)
      .POST('/api/estates/{id}/owners', { params: { path: { id: estate.id } }, body: { userId: co.id } });
    expect(invited.status).toBe(201);
    expect(invited.body.message).toBe(e.invitationSent);
    // an invitation, not ownership
    expect(invited.body.data.estate.owners.map((o: any) => o.userId)).toEqual([primary.id]);
    expect(invited.body.data.estate.pendingInvitations).toEqual([
      { id: expect.any(String), invitee: co.id, createdAt: expect.any(String) },
    ]);
    expect((await game.api(co.token).GET('/api/estates/{id}', { params: { path: { id: estate.id } } })).status).toBe(
      404,
    );
    const accepted = await acceptOnly(co.token, estate.id);
    expect(accepted.body.data.estate.owners.map((o: any) => o.userId)).toEqual([primary.id, co.id]);
    expect(accepted.body.data.estate.pendingInvitations).toEqual([]);

    // the co-owner sees and manages it, and may invite owners too
    expect((await game.api(co.token).GET('/api/estates/{id}', { params: { path: { id: estate.id } } })).status).toBe(
      200,
    );
    const byCo = await game
      .api(co.token)
      .POST('/api/estates/{id}/owners', { params: { path: { id: estate.id } }, body: { email: third.user.email } });
    expect(byCo.status).toBe(201);
    await acceptOnly(third.token, estate.id);
    expect(
      (
        await game
          .api(co.token)
          .PATCH('/api/estates/{id}', { params: { path: { id: estate.id } }, body: { name: 'Co Renamed' } })
      ).status,
    ).toBe(200);

    // but not remove owners or delete
    const coRemoves = await game
      .api(co.token)
      .DELETE('/api/estates/{id}/owners/{userId}', { params: { path: { id: estate.id, userId: third.id } } });
    expect(coRemoves.status).toBe(403);
    expect((await game.api(co.token).DELETE('/api/estates/{id}', { params: { path: { id: estate.id } } })).status).toBe(
      403,
    );

    const removePrimary = await game
      .api(primary.token)
      .DELETE('/api/estates/{id}/owners/{userId}', { params: { path: { id: estate.id, userId: primary.id } } });
    expect(removePrimary.status).toBe(400);
    expect(removePrimary.body.message).toBe(e.cannotRemovePrimary);

    const removed = await game
      .api(primary.token)
      .DELETE('/api/estates/{id}/owners/{userId}', { params: { path: { id: estate.id, userId: co.id } } });
    expect(removed.status).toBe(200);
    expect(removed.body.data.estate.owners.map((o: any) => o.userId)).toEqual([primary.id, third.id]);
    expect((await game.api(co.token).GET('/api/estates/{id}', { params: { path: { id: estate.id } } })).status).toBe(
      404,
    );
  });

  it('an e-mail without an account becomes an invitation that its player receives once the address is verified', async () => {
    const primary = await game.player();
    const invitee = uniqueUser('invitee');
    const created = await createEstate(primary.token, { owners: ['', invitee.email, '  '] });
    expect(created.body.data.estate.pendingInvitations).toEqual([
      { id: expect.any(String), invitee: invitee.email, createdAt: expect.any(String) },
    ]);
    expect(created.body.data.estate.owners).toHaveLength(1);

    await register(game.baseUrl, invitee);
    const { token } = linkIn(await game.mailbox.waitFor(invitee.email), 'verify-email');
    const verified = await game.api().GET('/api/auth/verify-email/{token}', { params: { path: { token } } });
    const access = verified.body.data.access_token;
    // verification does not make them an owner: they are invited
    expect((await game.api(access).GET('/api/estates')).body.data.estates).toEqual([]);
    await acceptOnly(access, created.body.data.estate.id);
    const list = await game.api(access).GET('/api/estates');
    expect(list.body.data.estates).toHaveLength(1);
    expect(list.body.data.estates[0]).toMatchObject({
      id: created.body.data.estate.id,
      isPrimaryOwner: false,
      pendingInvitations: [],
    });
  });
});

describe('rename and delete', () => {
  it('renames with the rename rule', async () => {
    const me = await game.player();
    const estate = (await createEstate(me.token)).body.data.estate;
    const bad = await game
      .api(me.token)
      .PATCH('/api/estates/{id}', { params: { path: { id: estate.id } }, body: { name: ' ab ' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(e.renameTooShort);
    const good = await game
      .api(me.token)
      .PATCH('/api/estates/{id}', { params: { path: { id: estate.id } }, body: { name: ' Villa Nuova ' } });
    expect(good.body.data.estate.name).toBe('Villa Nuova');
    expect(good.body.message).toBe(e.updated);
  });

  it('deletes the estate with its plots, owners and invitations', async () => {
    const me = await game.player();
    const estate = (await createEstate(me.token, { template: 'commercial', owners: ['someone@example.test'] })).body
      .data.estate;
    expect(await game.query('SELECT 1 FROM plots WHERE estate_id = $1', [estate.id])).toHaveLength(3);
    const res = await game.api(me.token).DELETE('/api/estates/{id}', { params: { path: { id: estate.id } } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(e.deleted);
    for (const table of ['plots', 'estate_owners', 'estate_invitations']) {
      expect(await game.query(`SELECT 1 FROM ${table} WHERE estate_id = $1`, [estate.id])).toHaveLength(0);
    }
    expect((await game.api(me.token).GET('/api/estates/{id}', { params: { path: { id: estate.id } } })).status).toBe(
      404,
    );
  });

  it('keeps money at or above zero in the database', async () => {
    const me = await game.player();
    const estate = (await createEstate(me.token)).body.data.estate;
    await expect(game.query('UPDATE estates SET money = -1 WHERE id = $1', [estate.id])).rejects.toThrow(
      /estates_money_check/,
    );
  });
});
