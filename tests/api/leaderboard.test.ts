/**
 * The public leaderboard through the real server and database (issue 19): no sign-in needed;
 * estates ranked by reputation and by worth (money plus land), the best wines bottled in the last
 * game year ranked by quality.
 */
import { pointsForReputation } from '@vineyard/domain';
import { wineLot } from '../support/builders';
import { apiGame } from '../support/harness';

const game = apiGame();

beforeAll(async () => {
  await game.query('UPDATE game_clock SET day_index = 500');
});

async function estate(name: string, reputation: number) {
  const { id } = (await game.playerWithEstate({ name, template: 'boutique', location: 'napa' })).estate;
  await game.query(
    'UPDATE estates SET reputation_points = $2, reputation_points_day = (SELECT day_index FROM game_clock) WHERE id = $1',
    [id, pointsForReputation(reputation)],
  );
  return id;
}

it('ranks estates by reputation and worth, and the year’s best wines, for anyone', async () => {
  const famous = await estate('Famosa', 60);
  const known = await estate('Conosciuta', 30);
  // the known estate is richer: a big land purchase price on record
  await game.query(`UPDATE plots SET price = price + 5000000 WHERE estate_id = $1`, [known]);
  const napaRed = { region: 'napa', variety: 'cabernet sauvignon', bottles: 100 } as const;
  await wineLot(game, [
    { ...napaRed, estateId: famous, name: 'Gran Famosa', quality: 91, bottledDay: 450 },
    { ...napaRed, estateId: known, name: 'Rosso Noto', quality: 78, bottledDay: 480 },
    { ...napaRed, estateId: known, name: 'Vecchio Dimenticato', quality: 99, bottledDay: 100 }, // bottled over a game year ago
  ]);

  const board = await game.api().GET('/api/leaderboard');
  expect(board.status).toBe(200);
  const { reputation, worth, wines, day } = board.body.data;
  expect(day).toBe(500);
  expect(reputation.slice(0, 2).map((e: any) => [e.rank, e.name, e.reputation])).toEqual([
    [1, 'Famosa', 60],
    [2, 'Conosciuta', 30],
  ]);
  expect(worth[0]).toMatchObject({ rank: 1, estateId: known, region: 'napa' });
  expect(worth[0].worth).toBeGreaterThan(5_000_000);
  expect(wines.map((w: any) => [w.rank, w.name, w.quality, w.estateName])).toEqual([
    [1, 'Gran Famosa', 91, 'Famosa'],
    [2, 'Rosso Noto', 78, 'Conosciuta'],
  ]);
  expect(wines[0]).toMatchObject({ variety: 'cabernet sauvignon', blend: false, vintage: 1 });
});
