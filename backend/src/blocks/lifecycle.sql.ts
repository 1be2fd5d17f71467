/**
 * The block lifecycle's rules in SQL, once (libs/domain lifecycle.ts in TypeScript): the tick's
 * statement (blocks.tick.sql.ts) is built from these fragments, and tests/api/lifecycle-parity.test.ts
 * runs them for every day of a game year against `blockStatus`, `nextHealth`, `blockQuality`,
 * `harvestedQuality` and `harvestKg`. Arguments are SQL expressions (a column written in the source,
 * or a fragment: a named value of the composed statement); the constants come from libs/domain as
 * parameters.
 */
import { expr, sql, type Sql, type SqlExpr } from '../common/sql';

/** The lifecycle's constants as SQL expressions (PLANTING_DAYS, MATURITY_DAYS, DORMANT_MONTHS, HARVEST_MONTHS). */
export interface StatusRules {
  plantingDays: SqlExpr;
  maturityDays: SqlExpr;
  dormantMonths: SqlExpr;
  harvestMonths: SqlExpr;
}

/** `blockStatus(age, month, harvestedThisYear)`: `notHarvested` is true until this year's harvest. */
export function blockStatusSql(ageOf: SqlExpr, monthOf: SqlExpr, notHarvestedOf: SqlExpr, r: StatusRules): Sql {
  const [age, month, notHarvested] = [expr(ageOf), expr(monthOf), expr(notHarvestedOf)];
  const [plantingDays, maturityDays, dormantMonths, harvestMonths] = [
    expr(r.plantingDays),
    expr(r.maturityDays),
    expr(r.dormantMonths),
    expr(r.harvestMonths),
  ];
  return sql`CASE
     WHEN ${age} < ${plantingDays}::int THEN 'planting'
     WHEN ${age} < ${maturityDays}::int THEN
       CASE WHEN ${month}::int = ANY(${dormantMonths}::int[]) THEN 'dormant' ELSE 'growing' END
     WHEN ${month}::int = ANY(${dormantMonths}::int[]) THEN 'dormant'
     WHEN ${month}::int = ANY(${harvestMonths}::int[]) AND ${notHarvested} THEN 'harvesting'
     ELSE 'mature' END`;
}

/**
 * `nextHealth(health, suitability, effect, untended, damage)`: `step` is HEALTH_STEP_PER_DAY, `loss`
 * ARREARS_HEALTH_LOSS_PER_DAY, `damage` a weather event's (weatherEventDamageSql; 0 without one).
 */
export function nextHealthSql(
  healthOf: SqlExpr,
  suitabilityOf: SqlExpr,
  effectOf: SqlExpr,
  untendedOf: SqlExpr,
  stepOf: SqlExpr,
  lossOf: SqlExpr,
  damageOf: SqlExpr = '0',
): Sql {
  const [health, suitability, effect, untended, step, loss, damage] = [
    healthOf,
    suitabilityOf,
    effectOf,
    untendedOf,
    stepOf,
    lossOf,
    damageOf,
  ].map(expr);
  return sql`GREATEST(0, CASE WHEN ${untended!} THEN GREATEST(0, LEAST(100, ${health!} - ${loss!}::int))
   ELSE GREATEST(0, LEAST(100, ${health!} + GREATEST(-${step!}::int, LEAST(${step!}::int,
     GREATEST(0, LEAST(100, ${suitability!} + ${effect!})) - ${health!})))) END - ${damage!}::int)`;
}

/**
 * `weatherEventDamage(event, status, protected)`: `damage` is the region's event damage of the day
 * (0 without an event), `hurtsOnly` the one status it hurts (NULL: any), `status` the block's
 * status that day, `isProtected` whether the block holds a protection for the day.
 */
export function weatherEventDamageSql(
  damageOf: SqlExpr,
  hurtsOnlyOf: SqlExpr,
  statusOf: SqlExpr,
  isProtectedOf: SqlExpr,
): Sql {
  const [damage, hurtsOnly, status, isProtected] = [damageOf, hurtsOnlyOf, statusOf, isProtectedOf].map(expr);
  return sql`CASE WHEN ${damage!}::int = 0 THEN 0
     WHEN ${hurtsOnly!}::text IS NOT NULL AND ${hurtsOnly!}::text <> (${status!}) THEN 0
     WHEN ${isProtected!} THEN 0
     ELSE ${damage!}::int END`;
}

/** `blockQuality(potential, health)`: the mean of the two, rounded, 0-100. */
export const blockQualitySql = (potential: SqlExpr, health: SqlExpr): Sql =>
  sql`GREATEST(0, LEAST(100, ROUND((${expr(potential)} + ${expr(health)}) / 2.0)))::smallint`;

/** `harvestedQuality(quality, variety, day)`: `timing` is the variety's harvestTimingEffect on the day. */
export const harvestedQualitySql = (quality: SqlExpr, timing: SqlExpr): Sql =>
  sql`GREATEST(0, LEAST(100, ${expr(quality)} + ${expr(timing)}))::smallint`;

/** The yield constants as SQL expressions (YIELD_DENSITY, the young-vine ages: 2 and 3 game years). */
export interface YieldRules {
  referenceVinesPerHa: SqlExpr;
  maxDensityFactor: SqlExpr;
  secondLeafAge: SqlExpr;
  thirdLeafAge: SqlExpr;
}

/** `harvestKg(variety, size, rowSpacing, vineSpacing, health, age)`: `kgPerVine` is YIELD_KG_PER_VINE[variety]. */
export function harvestKgSql(
  b: { size: SqlExpr; rowSpacing: SqlExpr; vineSpacing: SqlExpr; health: SqlExpr; age: SqlExpr },
  kgPerVineOf: SqlExpr,
  r: YieldRules,
): Sql {
  const [size, rowSpacing, vineSpacing, health, age, kgPerVine] = [
    b.size,
    b.rowSpacing,
    b.vineSpacing,
    b.health,
    b.age,
    kgPerVineOf,
  ].map(expr);
  const [reference, maxFactor, secondLeaf, thirdLeaf] = [
    r.referenceVinesPerHa,
    r.maxDensityFactor,
    r.secondLeafAge,
    r.thirdLeafAge,
  ].map(expr);
  return sql`ROUND(${size!} * ${kgPerVine!} * ${reference!}::float8
     * LEAST(${maxFactor!}::float8, sqrt(10000.0 / (${rowSpacing!} * ${vineSpacing!}) / ${reference!}::float8))
     * ${health!} / 100.0
     * CASE WHEN ${age!} < ${secondLeaf!}::int THEN 0.5
            WHEN ${age!} < ${thirdLeaf!}::int THEN 0.8 ELSE 1 END)::int`;
}

/** `workedKg(kg, yieldPercent)`: the vineyard work's yield percentage on whole kilograms (never below 0). */
export const workedKgSql = (kg: SqlExpr, yieldPercent: SqlExpr): Sql =>
  sql`GREATEST(0, ROUND(${expr(kg)}::int * (100 + ${expr(yieldPercent)}::int) / 100.0))::int`;

/** `workedQuality(quality, qualityPoints)`: the vineyard work's quality points, 0-100. */
export const workedQualitySql = (quality: SqlExpr, qualityPoints: SqlExpr): Sql =>
  sql`GREATEST(0, LEAST(100, ${expr(quality)}::int + ${expr(qualityPoints)}::int))::smallint`;
