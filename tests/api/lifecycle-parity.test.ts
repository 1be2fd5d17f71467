/**
 * The block lifecycle exists twice: in SQL, where the tick applies a day to every block at once
 * (backend/src/blocks/lifecycle.sql.ts, used by blocks.tick.sql.ts), and in TypeScript (libs/domain
 * lifecycle.ts: the UI, the simulator, the tests). Both run here for every day of a game year on
 * the test database's PostgreSQL and must agree exactly: status, health (with the weather events'
 * damage to unprotected blocks), quality, the quality of the grapes picked and the kilograms.
 */
import {
  ARREARS_HEALTH_LOSS_PER_DAY,
  blockQuality,
  blockStatus,
  DAYS_PER_YEAR,
  DORMANT_MONTHS,
  gameTimeFromDayIndex,
  GRAPE_VARIETIES,
  HARVEST_MONTHS,
  harvestedQuality,
  harvestKg,
  harvestTimingEffect,
  HEALTH_STEP_PER_DAY,
  MATURITY_DAYS,
  nextHealth,
  PLANTING_DAYS,
  REGIONS,
  WEATHER_EVENT_KINDS,
  WEATHER_EVENT_SEVERITIES,
  WEATHER_EVENTS,
  weatherEventDamage,
  weatherEventFor,
  weatherFor,
  weatherHealthEffect,
  YIELD_DENSITY,
  YIELD_KG_PER_VINE,
  workedKg,
  workedQuality,
} from '@vineyard/domain';
import {
  blockQualitySql,
  blockStatusSql,
  harvestedQualitySql,
  harvestKgSql,
  nextHealthSql,
  weatherEventDamageSql,
  workedKgSql,
  workedQualitySql,
} from '../../backend/src/blocks/lifecycle.sql';
import { adminUrl, queryRows } from '../support/database';

/** The second game year (March 1 of year 2 to the end of February of year 3). */
const FIRST = DAYS_PER_YEAR;
const DAYS = Array.from({ length: DAYS_PER_YEAR }, (_, i) => FIRST + i);
const month = (day: number) => gameTimeFromDayIndex(day).month;

/**
 * The domain's constants as SQL literals (lifecycle.sql.ts takes SQL expressions; the tick passes
 * them as named values): the fragments here hold no value, so `toText()` gives their SQL.
 */
const STATUS_RULES = {
  plantingDays: String(PLANTING_DAYS),
  maturityDays: String(MATURITY_DAYS),
  dormantMonths: `'{${DORMANT_MONTHS.join(',')}}'`,
  harvestMonths: `'{${HARVEST_MONTHS.join(',')}}'`,
};
const YIELD_RULES = {
  referenceVinesPerHa: String(YIELD_DENSITY.referenceVinesPerHa),
  maxDensityFactor: String(YIELD_DENSITY.maxFactor),
  secondLeafAge: String(2 * DAYS_PER_YEAR),
  thirdLeafAge: String(3 * DAYS_PER_YEAR),
};

const sql = (text: string, params: unknown[]) => queryRows(adminUrl(), text, params);

it('status: every day of a year, for blocks planted from that day to three years before, harvested or not', async () => {
  const plantedDays = [FIRST, FIRST - 1, FIRST - 29, FIRST - 200, FIRST - 340, FIRST - DAYS_PER_YEAR, 0];
  const rows: { day: number; planted: number; harvested: boolean; status: string }[] = await sql(
    `SELECT d.day, p.planted, h.harvested,
            ${blockStatusSql('d.day - p.planted', 'd.month', 'NOT h.harvested', STATUS_RULES).toText()} AS status
       FROM unnest($1::int[], $2::int[]) AS d(day, month)
      CROSS JOIN unnest($3::int[]) AS p(planted)
      CROSS JOIN unnest(ARRAY[false, true]) AS h(harvested)
      WHERE p.planted <= d.day`,
    [DAYS, DAYS.map(month), plantedDays],
  );
  expect(rows.length).toBeGreaterThan(DAYS_PER_YEAR * 2 * (plantedDays.length - 1));
  const differ = rows.filter((r) => r.status !== blockStatus(r.day - r.planted, month(r.day), r.harvested));
  expect(differ).toEqual([]);
  // the year covers every status
  expect(new Set(rows.map((r) => r.status))).toEqual(
    new Set(['planting', 'growing', 'dormant', 'harvesting', 'mature']),
  );
});

it("health and quality: a year of each region's weather and events, tended and untended, protected or not, from several starting points", async () => {
  // each block walks the whole year day by day in SQL (a recursive query) and in TypeScript
  const blocks = REGIONS.flatMap((region) =>
    [
      { suitability: 85, potential: 88, health: 70, untended: false },
      { suitability: 30, potential: 25, health: 100, untended: false },
      { suitability: 100, potential: 100, health: 0, untended: false },
      { suitability: 60, potential: 64, health: 90, untended: true },
      { suitability: 85, potential: 88, health: 70, untended: false, shielded: true },
    ].map((b) => ({ shielded: false, ...b, region })),
  );
  const effects = REGIONS.flatMap((region) => DAYS.map((day) => weatherHealthEffect(weatherFor(region, day))));
  // the day's event damage to a bearing block (status 'mature'; the statuses each kind hurts: the next test)
  const damageOn = (region: (typeof REGIONS)[number], day: number, shielded: boolean) =>
    weatherEventDamage(weatherEventFor(region, day), 'mature', shielded);
  const damages = REGIONS.flatMap((region) => DAYS.map((day) => damageOn(region, day, false)));
  const rows: { id: number; day: number; health: number; quality: number }[] = await sql(
    `WITH RECURSIVE
       b AS (SELECT * FROM unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::boolean[], $13::boolean[])
                    WITH ORDINALITY AS b(suitability, region, potential, health, untended, shielded, id)),
       w AS (SELECT * FROM unnest($6::text[], $7::int[], $8::int[], $12::int[]) AS w(region, day, effect, damage)),
       walk AS (
         SELECT b.id, $9::int - 1 AS day, b.health, NULL::smallint AS quality FROM b
         UNION ALL
         SELECT b.id, walk.day + 1,
                ${nextHealthSql('walk.health', 'b.suitability', 'w.effect', 'b.untended', '$10', '$11', 'CASE WHEN b.shielded THEN 0 ELSE w.damage END').toText()},
                ${blockQualitySql('b.potential', 'walk.health').toText()}
           FROM walk JOIN b ON b.id = walk.id
           JOIN w ON w.region = b.region AND w.day = walk.day + 1)
     SELECT id::int, day, health, quality FROM walk WHERE day >= $9 ORDER BY id, day`,
    [
      blocks.map((b) => b.suitability),
      blocks.map((b) => b.region),
      blocks.map((b) => b.potential),
      blocks.map((b) => b.health),
      blocks.map((b) => b.untended),
      REGIONS.flatMap((region) => DAYS.map(() => region)),
      REGIONS.flatMap(() => DAYS),
      effects,
      FIRST,
      HEALTH_STEP_PER_DAY,
      ARREARS_HEALTH_LOSS_PER_DAY,
      damages,
      blocks.map((b) => b.shielded),
    ],
  );
  expect(rows).toHaveLength(blocks.length * DAYS_PER_YEAR);
  const expected = blocks.flatMap((b, i) => {
    let health = b.health;
    return DAYS.map((day) => {
      // the tick's quality uses the day's starting health
      const quality = blockQuality(b.potential, health);
      const effect = weatherHealthEffect(weatherFor(b.region, day));
      health = nextHealth(health, b.suitability, effect, b.untended, damageOn(b.region, day, b.shielded));
      return { id: i + 1, day, health, quality };
    });
  });
  expect(rows).toEqual(expected);
  // the walks are not flat: the weather and the arrears move health
  expect(new Set(rows.map((r) => r.health)).size).toBeGreaterThan(20);
  // the year has events that hurt, and the protected twin of the first block ends healthier some days
  expect(damages.filter((d) => d > 0).length).toBeGreaterThan(10);
  const twin = blocks.findIndex((b) => b.shielded && b.region === REGIONS[1]);
  const exposed = blocks.findIndex((b) => !b.shielded && b.region === REGIONS[1] && b.health === 70);
  const healthOf = (i: number) => rows.filter((r) => r.id === i + 1).map((r) => r.health);
  expect(healthOf(twin).some((h, d) => h > healthOf(exposed)[d]!)).toBe(true);
});

it('the weather event damage: every kind and severity, on every status, protected or not', async () => {
  const statuses = ['planting', 'growing', 'dormant', 'harvesting', 'mature'] as const;
  const cases = WEATHER_EVENT_KINDS.flatMap((kind) =>
    WEATHER_EVENT_SEVERITIES.flatMap((severity) =>
      statuses.flatMap((status) => [false, true].map((shielded) => ({ kind, severity, status, shielded }))),
    ),
  );
  const rows: { damage: number }[] = await sql(
    `SELECT ${weatherEventDamageSql('x.damage', 'x.hurts_only', 'x.status', 'x.shielded').toText()} AS damage
       FROM unnest($1::int[], $2::text[], $3::text[], $4::boolean[]) WITH ORDINALITY AS x(damage, hurts_only, status, shielded, n)
      ORDER BY n`,
    [
      cases.map((c) => WEATHER_EVENTS[c.kind].damage[c.severity]),
      cases.map((c) => WEATHER_EVENTS[c.kind].hurtsOnly ?? null),
      cases.map((c) => c.status),
      cases.map((c) => c.shielded),
    ],
  );
  expect(rows.map((r) => r.damage)).toEqual(cases.map((c) => weatherEventDamage(c, c.status, c.shielded)));
  expect(rows.filter((r) => r.damage > 0).length).toBeGreaterThan(cases.length / 3);
  // and a day without an event does nothing
  const [none] = await sql(`SELECT ${weatherEventDamageSql('0', 'NULL', "'growing'", 'false').toText()} AS damage`, []);
  expect(none.damage).toBe(0);
});

it('the grapes picked: quality on each day of the harvest window and kilograms by size, spacing, health and age', async () => {
  const window = DAYS.filter((day) => HARVEST_MONTHS.includes(month(day)));
  const picks = GRAPE_VARIETIES.flatMap((variety) =>
    window.flatMap((day) => [0, 55, 99].map((quality) => ({ variety, day, quality }))),
  );
  const quality: { q: number }[] = await sql(
    `SELECT ${harvestedQualitySql('x.quality', 'x.timing').toText()} AS q
       FROM unnest($1::int[], $2::int[]) WITH ORDINALITY AS x(quality, timing, n) ORDER BY n`,
    [picks.map((p) => p.quality), picks.map((p) => harvestTimingEffect(p.variety, p.day))],
  );
  expect(quality.map((r) => r.q)).toEqual(picks.map((p) => harvestedQuality(p.quality, p.variety, p.day)));

  const crops = GRAPE_VARIETIES.flatMap((variety) =>
    [
      [0.1, 2, 1, 100, MATURITY_DAYS],
      [2.5, 2.5, 1.2, 73, 2 * DAYS_PER_YEAR - 1],
      [1, 1, 0.5, 88, 2 * DAYS_PER_YEAR],
      [4, 3, 2, 41, 3 * DAYS_PER_YEAR - 1],
      [10, 0.5, 0.5, 100, 3 * DAYS_PER_YEAR],
      [0.7, 2.2, 1.1, 0, 5 * DAYS_PER_YEAR],
    ].map(([size, row, vine, health, age]) => ({ variety, size, row, vine, health, age })),
  );
  const kg: { kg: number }[] = await sql(
    `SELECT ${harvestKgSql(
      { size: 'x.size', rowSpacing: 'x.row', vineSpacing: 'x.vine', health: 'x.health', age: 'x.age' },
      'x.per_vine',
      YIELD_RULES,
    ).toText()} AS kg
       FROM unnest($1::numeric[], $2::numeric[], $3::numeric[], $4::int[], $5::int[], $6::float8[])
            WITH ORDINALITY AS x(size, row, vine, health, age, per_vine, n) ORDER BY n`,
    [
      crops.map((c) => c.size),
      crops.map((c) => c.row),
      crops.map((c) => c.vine),
      crops.map((c) => c.health),
      crops.map((c) => c.age),
      crops.map((c) => YIELD_KG_PER_VINE[c.variety]),
    ],
  );
  expect(kg.map((r) => r.kg)).toEqual(crops.map((c) => harvestKg(c.variety, c.size, c.row, c.vine, c.health, c.age)));
});

it("the vineyard work's effects on the grapes picked: kilograms by yield percentage, quality by points", async () => {
  const cases = [0, 1, 7, 999, 1001, 12_345, 80_001].flatMap((kg) =>
    [-200, -30, -25, -15, -5, 0, 3, 10, 15, 20].map((yieldPercent) => ({ kg, yieldPercent })),
  );
  const kg: { kg: number }[] = await sql(
    `SELECT ${workedKgSql('x.kg', 'x.pct').toText()} AS kg
       FROM unnest($1::int[], $2::int[]) WITH ORDINALITY AS x(kg, pct, n) ORDER BY n`,
    [cases.map((c) => c.kg), cases.map((c) => c.yieldPercent)],
  );
  expect(kg.map((r) => r.kg)).toEqual(cases.map((c) => workedKg(c.kg, c.yieldPercent)));
  const qualities = [0, 4, 50, 97, 100].flatMap((q) => [-17, -4, 0, 3, 10].map((points) => ({ q, points })));
  const quality: { q: number }[] = await sql(
    `SELECT ${workedQualitySql('x.q', 'x.points').toText()} AS q
       FROM unnest($1::int[], $2::int[]) WITH ORDINALITY AS x(q, points, n) ORDER BY n`,
    [qualities.map((c) => c.q), qualities.map((c) => c.points)],
  );
  expect(quality.map((r) => r.q)).toEqual(qualities.map((c) => workedQuality(c.q, c.points)));
});
