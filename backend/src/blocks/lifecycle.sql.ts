/**
 * The block lifecycle's rules in SQL, once (libs/domain lifecycle.ts in TypeScript): the tick's
 * statement (blocks.tick.ts) is built from these fragments, and tests/api/lifecycle-parity.test.ts
 * runs them for every day of a game year against `blockStatus`, `nextHealth`, `blockQuality`,
 * `harvestedQuality` and `harvestKg`. Arguments are SQL expressions (a column, a `$n` parameter);
 * the constants come from libs/domain as parameters.
 */

/** The lifecycle's constants as SQL expressions (PLANTING_DAYS, MATURITY_DAYS, DORMANT_MONTHS, HARVEST_MONTHS). */
export interface StatusRules {
  plantingDays: string;
  maturityDays: string;
  dormantMonths: string;
  harvestMonths: string;
}

/** `blockStatus(age, month, harvestedThisYear)`: `notHarvested` is true until this year's harvest. */
export const blockStatusSql = (age: string, month: string, notHarvested: string, r: StatusRules): string =>
  `CASE
     WHEN ${age} < ${r.plantingDays}::int THEN 'planting'
     WHEN ${age} < ${r.maturityDays}::int THEN
       CASE WHEN ${month}::int = ANY(${r.dormantMonths}::int[]) THEN 'dormant' ELSE 'growing' END
     WHEN ${month}::int = ANY(${r.dormantMonths}::int[]) THEN 'dormant'
     WHEN ${month}::int = ANY(${r.harvestMonths}::int[]) AND ${notHarvested} THEN 'harvesting'
     ELSE 'mature' END`;

/**
 * `nextHealth(health, suitability, effect, untended)`: `step` is HEALTH_STEP_PER_DAY, `loss`
 * ARREARS_HEALTH_LOSS_PER_DAY.
 */
export const nextHealthSql = (
  health: string,
  suitability: string,
  effect: string,
  untended: string,
  step: string,
  loss: string,
): string =>
  `CASE WHEN ${untended} THEN GREATEST(0, LEAST(100, ${health} - ${loss}::int))
   ELSE GREATEST(0, LEAST(100, ${health} + GREATEST(-${step}::int, LEAST(${step}::int,
     GREATEST(0, LEAST(100, ${suitability} + ${effect})) - ${health})))) END`;

/** `blockQuality(potential, health)`: the mean of the two, rounded, 0-100. */
export const blockQualitySql = (potential: string, health: string): string =>
  `GREATEST(0, LEAST(100, ROUND((${potential} + ${health}) / 2.0)))::smallint`;

/** `harvestedQuality(quality, variety, day)`: `timing` is the variety's harvestTimingEffect on the day. */
export const harvestedQualitySql = (quality: string, timing: string): string =>
  `GREATEST(0, LEAST(100, ${quality} + ${timing}))::smallint`;

/** The yield constants as SQL expressions (YIELD_DENSITY, the young-vine ages: 2 and 3 game years). */
export interface YieldRules {
  referenceVinesPerHa: string;
  maxDensityFactor: string;
  secondLeafAge: string;
  thirdLeafAge: string;
}

/** `harvestKg(variety, size, rowSpacing, vineSpacing, health, age)`: `kgPerVine` is YIELD_KG_PER_VINE[variety]. */
export const harvestKgSql = (
  b: { size: string; rowSpacing: string; vineSpacing: string; health: string; age: string },
  kgPerVine: string,
  r: YieldRules,
): string =>
  `ROUND(${b.size} * ${kgPerVine} * ${r.referenceVinesPerHa}::float8
     * LEAST(${r.maxDensityFactor}::float8, sqrt(10000.0 / (${b.rowSpacing} * ${b.vineSpacing}) / ${r.referenceVinesPerHa}::float8))
     * ${b.health} / 100.0
     * CASE WHEN ${b.age} < ${r.secondLeafAge}::int THEN 0.5
            WHEN ${b.age} < ${r.thirdLeafAge}::int THEN 0.8 ELSE 1 END)::int`;
