/**
 * Co-ownership needs consent (issue 14, item 13): adding an owner (by user id or e-mail, also at
 * creation) makes an invitation the invitee accepts or declines; the answer is the same whatever
 * the address; owners withdraw pending invitations; co-owners leave; only founded estates count
 * toward the estate limit; accepting respects the co-owner limit; 404 for what is not yours.
 */
import { MAX_CO_OWNERS, MAX_ESTATES_PER_USER, MESSAGES } from '@vineyard/domain';
import { estateOwner } from '../support/builders';
import { apiGame } from '../support/harness';
import { linkIn } from '../support/mailbox';
import { register, uniqueUser } from '../support/accounts';

const game = apiGame();

const e = MESSAGES.estate;
const MISSING = '00000000-0000-4000-8000-000000000000';

async function createEstate(token: string, body: Record<string, unknown> = {}) {
  const res = await game.raw('/api/estates', { token, body: { name: 'Castello Uno', location: 'tuscany', ...body } });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.estate;
}

const invite = (token: string, estateId: string, body: Record<string, unknown>) =>
  game.api(token).POST('/api/estates/{id}/owners', { params: { path: { id: estateId } }, body });
const invitations = async (token: string) =>
  (await game.api(token).GET('/api/invitations')).body.data.invitations as any[];
const accept = (token: string, id: string) =>
  game.api(token).POST('/api/invitations/{id}/accept', { params: { path: { id } } });
const decline = (token: string, id: string) =>
  game.api(token).POST('/api/invitations/{id}/decline', { params: { path: { id } } });
const ownerIds = async (estateId: string) =>
  (
    await game.query('SELECT user_id FROM estate_owners WHERE estate_id = $1 ORDER BY is_primary DESC, created_at', [
      estateId,
    ])
  ).map((r) => r.user_id);

describe('inviting', () => {
  it('adding a verified player by e-mail or id makes an invitation, not ownership, and reveals nothing', async () => {
    const owner = await game.player();
    const victim = await game.player();
    const estate = await createEstate(owner.token);
    for (const body of [{ email: victim.user.email }, { userId: victim.id }]) {
      const res = await invite(owner.token, estate.id, body);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(e.invitationSent);
      expect(res.body.data.estate.owners).toEqual([
        { userId: owner.id, username: owner.user.username, isPrimary: true },
      ]);
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(victim.user.username);
      if ('email' in body) expect(text).not.toContain(victim.id);
    }
    expect(await ownerIds(estate.id)).toEqual([owner.id]);
    // the victim sees neither the estate nor gains a share; the invitations wait for them
    expect(
      (await game.api(victim.token).GET('/api/estates/{id}', { params: { path: { id: estate.id } } })).status,
    ).toBe(404);
    expect((await game.api(victim.token).GET('/api/estates')).body.data.estates).toEqual([]);
    const mine = await invitations(victim.token);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toEqual({
      id: expect.any(String),
      estateId: estate.id,
      estateName: estate.name,
      location: 'tuscany',
      invitedBy: owner.user.username,
      createdAt: expect.any(String),
    });
  });

  it('answers the same for a verified, an unverified and an unknown address, and for any user id', async () => {
    const owner = await game.player();
    const verified = await game.player();
    const unverified = uniqueUser('unverified');
    expect((await register(game.baseUrl, unverified)).status).toBe(201);
    const estate = await createEstate(owner.token);
    const answers: unknown[] = [];
    for (const email of [verified.user.email, unverified.email, uniqueUser('nobody').email]) {
      const res = await invite(owner.token, estate.id, { email });
      answers.push({ status: res.status, message: res.body.message, owners: res.body.data.estate.owners });
      expect(res.body.data.estate.pendingInvitations.at(-1)).toEqual({
        id: expect.any(String),
        invitee: email,
        createdAt: expect.any(String),
      });
    }
    for (const userId of [verified.id, MISSING]) {
      const res = await invite(owner.token, estate.id, { userId });
      answers.push({ status: res.status, message: res.body.message, owners: res.body.data.estate.owners });
      expect(res.body.data.estate.pendingInvitations.at(-1)).toMatchObject({ invitee: userId });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 201, message: e.invitationSent });
    // inviting the same address again changes nothing and answers the same
    const again = await invite(owner.token, estate.id, { email: verified.user.email });
    expect(again.status).toBe(201);
    expect(again.body.message).toBe(e.invitationSent);
    expect(again.body.data.estate.pendingInvitations).toHaveLength(5);
  });

  it('co-owners named at creation are invited, for ids and addresses alike', async () => {
    const owner = await game.player();
    const friend = await game.player();
    const other = await game.player();
    const estate = await createEstate(owner.token, { owners: [friend.id, other.user.email.toUpperCase()] });
    expect(estate.owners).toHaveLength(1);
    // both were invited in one transaction, at the same instant: their order is not meaningful
    expect(estate.pendingInvitations.map((i: any) => i.invitee).sort()).toEqual([friend.id, other.user.email].sort());
    expect((await invitations(friend.token)).map((i) => i.estateId)).toEqual([estate.id]);
    expect((await invitations(other.token)).map((i) => i.estateId)).toEqual([estate.id]);
  });

  it('an address verified later receives the invitation as pending, not as ownership', async () => {
    const owner = await game.player();
    const later = uniqueUser('later');
    const estate = await createEstate(owner.token);
    await invite(owner.token, estate.id, { email: later.email });
    await register(game.baseUrl, later);
    const { token } = linkIn(await game.mailbox.waitFor(later.email), 'verify-email');
    const session = (await game.api().GET('/api/auth/verify-email/{token}', { params: { path: { token } } })).body.data;
    expect(await ownerIds(estate.id)).toEqual([owner.id]);
    const mine = await invitations(session.access_token);
    expect(mine.map((i) => i.estateId)).toEqual([estate.id]);
    expect((await accept(session.access_token, mine[0].id)).status).toBe(200);
    expect(await ownerIds(estate.id)).toEqual([owner.id, session.user.id]);
  });
});

describe('answering', () => {
  it('accept makes a co-owner; decline removes the invitation; neither works twice', async () => {
    const owner = await game.player();
    const yes = await game.player();
    const no = await game.player();
    const estate = await createEstate(owner.token);
    await invite(owner.token, estate.id, { userId: yes.id });
    await invite(owner.token, estate.id, { email: no.user.email });

    const [forYes] = await invitations(yes.token);
    const accepted = await accept(yes.token, forYes.id);
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(e.invitationAccepted(estate.name));
    expect(accepted.body.data.estate).toMatchObject({ id: estate.id, isPrimaryOwner: false });
    expect((await game.api(yes.token).GET('/api/estates')).body.data.estates.map((x: any) => x.id)).toEqual([
      estate.id,
    ]);
    expect((await accept(yes.token, forYes.id)).status).toBe(404);
    expect(await invitations(yes.token)).toEqual([]);

    const [forNo] = await invitations(no.token);
    const declined = await decline(no.token, forNo.id);
    expect(declined.status).toBe(200);
    expect(declined.body.message).toBe(e.invitationDeclined);
    expect((await decline(no.token, forNo.id)).status).toBe(404);
    expect((await accept(no.token, forNo.id)).status).toBe(404);
    expect(await ownerIds(estate.id)).toEqual([owner.id, yes.id]);
    const view = (await game.api(owner.token).GET('/api/estates/{id}', { params: { path: { id: estate.id } } })).body
      .data.estate;
    expect(view.pendingInvitations).toEqual([]);
  });

  it("answers 404 for someone else's invitation, unknown and malformed ids", async () => {
    const owner = await game.player();
    const invitee = await game.player();
    const stranger = await game.player();
    const estate = await createEstate(owner.token);
    await invite(owner.token, estate.id, { userId: invitee.id });
    const [invitation] = await invitations(invitee.token);
    for (const [token, id] of [
      [stranger.token, invitation.id],
      [owner.token, invitation.id],
      [invitee.token, MISSING],
      [invitee.token, 'not-a-uuid'],
    ]) {
      expect((await accept(token, id)).status).toBe(404);
      expect((await decline(token, id)).status).toBe(404);
    }
    expect(await invitations(stranger.token)).toEqual([]);
    expect(await ownerIds(estate.id)).toEqual([owner.id]);
    expect((await game.api().GET('/api/invitations')).status).toBe(401);
  });

  it(`accepting respects the co-owner limit (${MAX_CO_OWNERS})`, async () => {
    const owner = await game.player();
    const estate = await createEstate(owner.token);
    const players = [];
    for (let i = 0; i < MAX_CO_OWNERS; i++) players.push(await game.player());
    for (const p of players) expect((await invite(owner.token, estate.id, { userId: p.id })).status).toBe(201);
    // co-owners plus pending invitations are at the limit
    const over = await invite(owner.token, estate.id, { email: 'one.more@example.test' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(e.tooManyCoOwners(MAX_CO_OWNERS));
    for (const p of players.slice(0, MAX_CO_OWNERS - 1)) {
      expect((await accept(p.token, (await invitations(p.token))[0].id)).status).toBe(200);
    }
    // the last seat goes to whoever accepts first: an extra co-owner added behind the invitations' back
    const sneaky = await game.player();
    await estateOwner(game, { estateId: estate.id, userId: sneaky.id });
    const last = players.at(-1)!;
    const res = await accept(last.token, (await invitations(last.token))[0].id);
    expect(res.status).toBe(409);
    expect((await ownerIds(estate.id)).length).toBe(MAX_CO_OWNERS + 1);
  });
});

describe('withdrawing and leaving', () => {
  it('any owner withdraws a pending invitation; the invitee no longer sees it', async () => {
    const owner = await game.player();
    const co = await game.player();
    const invitee = await game.player();
    const estate = await createEstate(owner.token);
    await invite(owner.token, estate.id, { userId: co.id });
    await accept(co.token, (await invitations(co.token))[0].id);
    const sent = await invite(co.token, estate.id, { email: invitee.user.email });
    const invitationId = sent.body.data.estate.pendingInvitations[0].id;
    expect((await invitations(invitee.token)).map((i) => i.id)).toEqual([invitationId]);
    // a stranger gets 404 (the estate is not theirs), as does an unknown invitation
    const stranger = await game.player();
    expect(
      (
        await game
          .api(stranger.token)
          .DELETE('/api/estates/{id}/invitations/{invitationId}', { params: { path: { id: estate.id, invitationId } } })
      ).status,
    ).toBe(404);
    expect(
      (
        await game.api(owner.token).DELETE('/api/estates/{id}/invitations/{invitationId}', {
          params: { path: { id: estate.id, invitationId: MISSING } },
        })
      ).status,
    ).toBe(404);
    const withdrawn = await game
      .api(owner.token)
      .DELETE('/api/estates/{id}/invitations/{invitationId}', { params: { path: { id: estate.id, invitationId } } });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.message).toBe(e.invitationWithdrawn);
    expect(withdrawn.body.data.estate.pendingInvitations).toEqual([]);
    expect(await invitations(invitee.token)).toEqual([]);
    expect((await accept(invitee.token, invitationId)).status).toBe(404);
  });

  it('a co-owner leaves; the primary owner cannot', async () => {
    const owner = await game.player();
    const co = await game.player();
    const estate = await createEstate(owner.token);
    await invite(owner.token, estate.id, { userId: co.id });
    await accept(co.token, (await invitations(co.token))[0].id);
    const primaryLeaves = await game
      .api(owner.token)
      .POST('/api/estates/{id}/leave', { params: { path: { id: estate.id } } });
    expect(primaryLeaves.status).toBe(400);
    expect(primaryLeaves.body.message).toBe(e.primaryCannotLeave);
    const left = await game.api(co.token).POST('/api/estates/{id}/leave', { params: { path: { id: estate.id } } });
    expect(left.status).toBe(200);
    expect(left.body.message).toBe(e.left);
    expect(await ownerIds(estate.id)).toEqual([owner.id]);
    expect((await game.api(co.token).GET('/api/estates/{id}', { params: { path: { id: estate.id } } })).status).toBe(
      404,
    );
    expect(
      (await game.api(co.token).POST('/api/estates/{id}/leave', { params: { path: { id: estate.id } } })).status,
    ).toBe(404);
  });
});

describe('the estate limit', () => {
  it(`counts only founded estates (${MAX_ESTATES_PER_USER}), not co-owned ones`, async () => {
    const me = await game.player();
    const others = [];
    for (let i = 0; i < 3; i++) others.push(await game.player());
    // co-own estates of others (by consent)
    for (const other of others) {
      const estate = await createEstate(other.token, { owners: [me.id] });
      expect(estate.owners).toHaveLength(1);
    }
    for (const invitation of await invitations(me.token))
      expect((await accept(me.token, invitation.id)).status).toBe(200);
    // pending invitations can never block either: a stranger invites me to more
    const stranger = await game.player();
    for (let i = 0; i < 2; i++) await createEstate(stranger.token, { owners: [me.user.email] });
    for (let i = 0; i < MAX_ESTATES_PER_USER; i++) await createEstate(me.token, { name: `Mine ${i + 1}` });
    const over = await game.raw('/api/estates', { token: me.token, body: { name: 'One too many', location: 'napa' } });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(e.tooManyEstates(MAX_ESTATES_PER_USER));
    expect((await game.api(me.token).GET('/api/estates')).body.data.estates).toHaveLength(MAX_ESTATES_PER_USER + 3);
  });
});

describe('invitation spam', () => {
  it('a player sends at most 50 invitations an hour, withdrawn ones included', async () => {
    const owner = await game.player();
    const target = await game.player();
    const estate = await createEstate(owner.token);
    for (let i = 0; i < 50; i++) {
      const sent = await invite(owner.token, estate.id, { userId: target.id });
      expect(sent.status).toBe(201);
      const id = sent.body.data.estate.pendingInvitations[0].id;
      expect(
        (
          await game.api(owner.token).DELETE('/api/estates/{id}/invitations/{invitationId}', {
            params: { path: { id: estate.id, invitationId: id } },
          })
        ).status,
      ).toBe(200);
    }
    const over = await invite(owner.token, estate.id, { userId: target.id });
    expect(over.status).toBe(429);
    expect(await invitations(target.token)).toEqual([]);
  });
});
