/**
 * The winemaker (issue 35, item 2) through the real server and database: hired from the labour
 * market like any member, they add their quality points (winemakerCrushQuality, by skill) to the
 * grapes of every batch the player crushes, through decideCrush — on top of the equipment's; an
 * estate without one crushes the same grapes at their own quality; dismissed, the points go with
 * them. Money equals the ledger.
 */
import { DAYS_PER_MONTH, staffCandidates, winemakerCrushQuality } from '@vineyard/domain';
import { grapeLot, ledgerEntry } from '../support/builders';
import { apiGame } from '../support/harness';
import { expectLedgerBalanced } from '../support/money';

const game = apiGame();
/** Mid-month: no tick step of the first of a month in between. */
const DAY = 14 * DAYS_PER_MONTH + 10;

beforeAll(async () => {
  await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
});

let names = 0;
async function player() {
  const { token, estate } = await game.playerWithEstate({ name: `Bodega Enólogo ${++names}`, location: 'rioja' });
  const estateId: string = estate.id;
  await ledgerEntry(game, { estateId, balance: 200_000, kind: 'fee' });
  const crush = async () => {
    const lotId = await grapeLot(game, { estateId, variety: 'tempranillo', kilograms: 2_000, quality: 70 });
    const res = await game.raw(`/api/estates/${estateId}/wine-batches`, {
      token,
      body: { grapeLotId: lotId, kilograms: 2_000, preset: 'joven_red' },
    });
    expect(res.status).toBe(201);
    return res.body.data.batch.grapeQuality as number;
  };
  return { token, estateId, crush };
}

describe('the winemaker', () => {
  it('adds their points by skill to every crush while employed; none without one', async () => {
    const p = await player();
    const plain = await player();
    const candidate = staffCandidates(p.estateId, DAY).find((c) => c.role === 'winemaker')!;
    const hired = await game.raw(`/api/estates/${p.estateId}/staff`, {
      token: p.token,
      body: { candidate: candidate.id },
    });
    expect(hired.status).toBe(201);
    expect(hired.body.data.member).toMatchObject({ role: 'winemaker', roleLabel: 'Winemaker', skill: candidate.skill });

    expect(await p.crush()).toBe(70 + winemakerCrushQuality(candidate.skill));
    expect(await plain.crush()).toBe(70);

    const dismissed = await game.raw(`/api/estates/${p.estateId}/staff/${hired.body.data.member.id}`, {
      token: p.token,
      method: 'DELETE',
    });
    expect(dismissed.status).toBe(200);
    expect(await p.crush()).toBe(70);
    await expectLedgerBalanced(game);
  });
});
