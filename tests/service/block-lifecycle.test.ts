/**
 * A vineyard block's first year, in process: planted on September 1, the clock advanced day by
 * day through GameTimeService (the tick an admin's "advance" runs) to the next September 1; after
 * every day the block's stage and health are those of the domain's rules (blockStatus; nextHealth
 * with the region's weather): planting, growing, dormant through the winter, growing again, then
 * harvesting once a year old. The estate pays its upkeep on March 1; its head-start block, left
 * harvesting, is picked by the tick on November 1. (tests/api/blocks.test.ts keeps one short path
 * of the clock through HTTP.)
 */
import {
  blockStatus,
  dayIndexOf,
  DAYS_PER_YEAR,
  gameTimeFromDayIndex,
  HARVEST_MONTHS,
  MESSAGES,
  harvestedQuality,
  harvestKg,
  harvestLabourCost,
  NEW_BLOCK_HEALTH,
  nextHealth,
  weatherEventDamage,
  weatherEventFor,
  weatherFor,
  weatherHealthEffect,
  vineyardWorkEffects,
  vintageWeatherLoss,
  workedKg,
  workedQuality,
} from '@vineyard/domain';
import { backend, useBackend } from './support/backend';
import { player, refusal, unbalancedEstates, validated } from './support/fixtures';

const backendOf = useBackend();
const SUITABILITY = 40;
/** September 1 of game year 1: the block is planted on it, and harvested a year later. */
const PLANTED = dayIndexOf({ year: 1, month: HARVEST_MONTHS[0]!, day: 1 });
/** March 1 of year 2: the estate's annual upkeep. */
const UPKEEP = DAYS_PER_YEAR;
/** November 1 of year 1: the tick harvests the blocks still harvesting. */
const AUTO_HARVEST = dayIndexOf({ year: 1, month: 11, day: 1 });

it('grows through a year day by day as the domain says, pays upkeep on March 1, and harvests once a year old', async () => {
  const b = backendOf();
  const clock = b.get(backend('gametime/gametime.service').GameTimeService);
  const blocks = b.get(backend('blocks/blocks.service').BlocksService);
  await b.query('UPDATE game_clock SET day_index = $1', [PLANTED]);
  const { userId, estate } = await player(b, { location: 'tuscany' });
  const bare = estate.plots.find((p) => p.size === 2)!;
  const dto = await validated(backend('blocks/dto/block.dto').CreateBlockDto, {
    name: 'North Sangiovese',
    size: 0.5,
    grapeVariety: 'sangiovese',
    vineSpacing: { rowSpacing: 2, vineSpacing: 1 },
    orientation: 'north-south',
    trellisSystem: 'vsp',
  });
  const planted = await blocks.create(userId, bare.id, dto);
  expect(planted).toMatchObject({ status: 'planting', health: NEW_BLOCK_HEALTH, ageDays: 0 });
  expect(await refusal(blocks.harvest(userId, planted.id))).toMatchObject({ status: 409 });

  // a site well below the starting health, so that health has somewhere to go; the estate's
  // head-start block keeps its grapes (and another variety) for the check after the harvest
  expect(planted.plantedGameDay).toBe(PLANTED);
  await b.query('UPDATE blocks SET suitability = $2 WHERE id = $1', [planted.id, SUITABILITY]);
  await b.query(
    `UPDATE blocks SET grape_variety = 'tempranillo', harvest_plan = 'keep'
      WHERE id <> $1 AND plot_id IN (SELECT id FROM plots WHERE estate_id = $2)`,
    [planted.id, estate.id],
  );
  const [{ upkeep }] = await b.query('SELECT SUM(maintenance_cost)::int AS upkeep FROM plots WHERE estate_id = $1', [
    estate.id,
  ]);
  const money = async () => Number((await b.query('SELECT money FROM estates WHERE id = $1', [estate.id]))[0].money);

  let health = NEW_BLOCK_HEALTH;
  const seen = new Set<string>();
  for (let day = PLANTED + 1; day <= PLANTED + DAYS_PER_YEAR; day++) {
    const before = day === UPKEEP ? await money() : 0;
    expect(await clock.tick('admin')).toBe(day);
    const [row] = await b.query('SELECT status, health FROM blocks WHERE id = $1', [planted.id]);
    const status = blockStatus(day - PLANTED, gameTimeFromDayIndex(day).month, false);
    // the day's weather, and the region's weather event when there is one (the block is unprotected)
    const damage = weatherEventDamage(weatherEventFor('tuscany', day), status);
    health = nextHealth(health, SUITABILITY, weatherHealthEffect(weatherFor('tuscany', day)), false, damage);
    const expected = { day, status, health };
    expect({ day, status: row.status, health: row.health }).toEqual(expected);
    seen.add(row.status);
    if (day === UPKEEP) expect(await money()).toBe(before - upkeep);
  }
  expect([...seen].sort()).toEqual(['dormant', 'growing', 'harvesting', 'planting']);
  expect(health).toBeLessThan(NEW_BLOCK_HEALTH); // it drifted toward the site and the weather

  const day = await clock.currentDayIndex();
  const [block] = await b.query('SELECT quality FROM blocks WHERE id = $1', [planted.id]);
  const before = await money();
  const { block: after, harvest } = await blocks.harvest(userId, planted.id);
  // the vintage's vineyard work, none of it done: the winter pruning, spraying and canopy work
  // left undone count (their windows closed after the estate was founded)
  const work = vineyardWorkEffects([], 2, PLANTED);
  expect(work).toMatchObject({ yieldPercent: 5, qualityPoints: -17 });
  // and what Tuscany's unprotected weather events of vintage 2 took from the crop
  const weather = vintageWeatherLoss(
    { region: 'tuscany', plantedDay: PLANTED, since: PLANTED, protectedDays: [], work: [] },
    2,
    day,
  );
  const kg = workedKg(
    harvestKg('sangiovese', 0.5, 2, 1, health, day - PLANTED),
    work.yieldPercent + weather.yieldPercent,
  );
  expect(kg).toBeGreaterThan(0);
  expect(harvest).toMatchObject({ variety: 'sangiovese', amount: kg, year: 2, gameDay: day });
  expect(day).toBe(PLANTED + DAYS_PER_YEAR);
  expect(harvest.quality).toBe(
    workedQuality(harvestedQuality(block.quality, 'sangiovese', day), work.qualityPoints + weather.qualityPoints),
  );
  expect(after.status).toBe('mature');
  // harvested this year: mature, not harvesting, on the next days of the window
  expect(await clock.tick('admin')).toBe(day + 1);
  expect((await b.query('SELECT status FROM blocks WHERE id = $1', [planted.id]))[0].status).toBe('mature');
  expect(await money()).toBe(before - harvestLabourCost(kg));
  expect(await refusal(blocks.harvest(userId, planted.id))).toEqual({
    status: 409,
    message: MESSAGES.block.notReadyToHarvest,
  });
  expect((await blocks.details(userId, planted.id)).harvests).toHaveLength(1);
  // the head-start block (mature from the start) was left harvesting: the tick picked it on
  // November 1, for the player, with a notice
  const lots = await b.query(
    'SELECT variety, kilograms, harvested_kg, harvest_day FROM grape_lots WHERE estate_id = $1 ORDER BY harvest_day',
    [estate.id],
  );
  expect(lots).toEqual([
    {
      variety: 'tempranillo',
      kilograms: expect.any(Number),
      harvested_kg: expect.any(Number),
      harvest_day: AUTO_HARVEST,
    },
    { variety: 'sangiovese', kilograms: kg, harvested_kg: kg, harvest_day: day },
  ]);
  expect(lots[0].kilograms).toBeGreaterThan(0);
  const notices = await b.query(
    `SELECT title FROM notifications WHERE estate_id = $1 AND kind = 'harvest' ORDER BY game_day`,
    [estate.id],
  );
  expect(notices.map((n) => n.title)).toEqual([
    `Auto-harvested: ${lots[0].harvested_kg} kg of Tempranillo`,
    expect.stringMatching(/^Harvest: /),
  ]);
  expect(await unbalancedEstates(b)).toEqual([]);
}, 240000);
