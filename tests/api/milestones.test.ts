/**
 * Estate milestones through the real server and database (issue 35, item 4): a new estate has
 * reached none and aims for its first harvest; each milestone follows the estate's own records
 * (a harvest, a crush through the API, a bottled wine, a sale, a critic's review 30 days after
 * bottling, reputation), read on every request; another player's estate is a 404. The
 * achievements follow the same way (a sale to the Icon buyers, medals, season places, land).
 */
import { ACHIEVEMENTS, CRITIC_REVIEWS, MILESTONES, REPUTATION_SCALE } from '@vineyard/domain';
import { award, grapeLot, seasonHonour, wineLot, wineSale } from '../support/builders';
import { apiGame } from '../support/harness';

const game = apiGame();

async function milestones(token: string, estateId: string) {
  const answer = await game.api(token).GET('/api/estates/{estateId}/milestones', { params: { path: { estateId } } });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

it('starts a new estate at its first harvest and follows its records, for its owners only', async () => {
  const { token, estate } = await game.playerWithEstate({ name: 'Bodega Meta', location: 'rioja' });
  const fresh = await milestones(token, estate.id);
  expect(fresh.milestones.map((m: any) => m.id)).toEqual(MILESTONES.map((m) => m.id));
  expect(fresh.reached).toBe(0);
  expect(fresh.next).toMatchObject({ id: 'first_harvest', title: 'Bring in your first harvest', reached: false });

  // another player sees nothing of it
  const other = await game.playerWithEstate({ name: 'Bodega Ajena', location: 'rioja' });
  const foreign = await game
    .api(other.token)
    .GET('/api/estates/{estateId}/milestones', { params: { path: { estateId: estate.id } } });
  expect(foreign.status).toBe(404);
  expect(foreign.body.code).toBe('ESTATE_NOT_FOUND');

  // a harvest, grapes crushed through the API, a wine bottled 30 days ago (so reviewed today), a
  // sale and a reputation of 25
  const [{ day_index: day }] = await game.query('SELECT day_index FROM game_clock');
  await game.query(
    `INSERT INTO harvests (estate_id, block_name, variety, amount_kg, quality, game_day)
     VALUES ($1, 'Home Block', 'tempranillo', 3000, 70, $2)`,
    [estate.id, day],
  );
  const lotId = await grapeLot(game.server.databaseUrl, { estateId: estate.id, kilograms: 1_000 });
  const crushed = await game.raw(`/api/estates/${estate.id}/wine-batches`, {
    token,
    body: { grapeLotId: lotId, kilograms: 1_000, preset: 'joven_red' },
  });
  expect(crushed.status).toBe(201);
  await wineLot(game.server.databaseUrl, {
    estateId: estate.id,
    bottles: 1_000,
    bottledDay: day - CRITIC_REVIEWS.afterDays,
  });
  await wineSale(game.server.databaseUrl, { estateId: estate.id, bottles: 400 });
  // 25 = round(100 × (1 − e^(−p/800))): p = −800 × ln(0.75) ≈ 230
  await game.query('UPDATE estates SET reputation_points = $2, reputation_points_day = $3 WHERE id = $1', [
    estate.id,
    Math.ceil(-REPUTATION_SCALE * Math.log(0.75)),
    day,
  ]);

  const later = await milestones(token, estate.id);
  expect(later.milestones.filter((m: any) => m.reached).map((m: any) => m.id)).toEqual([
    'first_harvest',
    'first_crush',
    'first_bottling',
    'first_sale',
    'first_review',
    'fine_buyers',
  ]);
  // the land is 30% planted (the head-start block): that comes next
  expect(later.next?.id).toBe('planted');
  expect(later.reached).toBe(6);
});

it('follows the achievements of a mature estate from its records: Icon sales, medals, season places', async () => {
  const { token, estate } = await game.playerWithEstate({ name: 'Bodega Gloria', location: 'tuscany' });
  const fresh = await milestones(token, estate.id);
  expect(fresh.achievements.map((a: any) => a.id)).toEqual(ACHIEVEMENTS.map((a) => a.id));
  expect(fresh.achievementsReached).toBe(0);
  expect(fresh.nextAchievement).toMatchObject({ id: 'icon_sale', reached: false });

  const db = game.server.databaseUrl;
  const lotId = await wineLot(db, { estateId: estate.id, bottles: 500 });
  await wineSale(db, { estateId: estate.id, wineLotId: lotId, tier: 'icon', quality: 93, bottles: 20 });
  // four silver medals, then a gold: five in all
  await award(
    db,
    [1, 2, 3, 4].map((year) => ({ estateId: estate.id, wineLotId: lotId, year, medal: 'silver' as const })),
  );
  const fourSilvers = await milestones(token, estate.id);
  expect(fourSilvers.achievements.filter((a: any) => a.reached).map((a: any) => a.id)).toEqual(['icon_sale']);
  await award(db, { estateId: estate.id, wineLotId: lotId, year: 5, medal: 'gold' });
  // third in its region's season of year 1, then champion of year 2
  await seasonHonour(db, { estateId: estate.id, year: 1, rank: 3 });
  const podium = await milestones(token, estate.id);
  expect(podium.achievements.filter((a: any) => a.reached).map((a: any) => a.id)).toEqual([
    'icon_sale',
    'gold_medal',
    'five_medals',
    'season_podium',
  ]);
  expect(podium.nextAchievement?.id).toBe('season_champion');
  await seasonHonour(db, { estateId: estate.id, year: 2, rank: 1 });
  const champion = await milestones(token, estate.id);
  expect(champion.achievementsReached).toBe(5);
  expect(champion.nextAchievement?.id).toBe('sold_100k');
});
