/**
 * The vineyard tick's statements (blocks.tick.ts runs them), composed with the `sql` tag
 * (common/sql.ts): every value is named, and each statement is committed as a snapshot with its
 * parameters by name (backend/src/queries/blocks.tick.sql, `npm run sql:snapshots`). Framework-free.
 */
import {
  ARREARS_HEALTH_LOSS_PER_DAY,
  DAYS_PER_YEAR,
  DORMANT_MONTHS,
  gameTimeFromDayIndex,
  GRAPE_FRESHNESS,
  GRAPE_VARIETIES,
  HARVEST_MONTHS,
  harvestTimingEffect,
  HEALTH_STEP_PER_DAY,
  isAutoHarvestDay,
  MATURITY_DAYS,
  MESSAGES,
  monthName,
  PLANTING_DAYS,
  REGION_INFO,
  REGIONS,
  REPUTATION_DECAY_PER_DAY,
  REPUTATION_RULES,
  REPUTATION_SCALE,
  VINEYARD_WORK,
  VINEYARD_WORK_KINDS,
  WEATHER_EVENTS,
  cropLossText,
  weatherEventFor,
  weatherEventLabel,
  weatherEventsOfYear,
  weatherFor,
  weatherHealthEffect,
  workOptions,
  workVintage,
  workWindow,
  YIELD_DENSITY,
  YIELD_KG_PER_VINE,
} from '@vineyard/domain';
import { named, raw, sql, sqlFormat, type Sql, type SqlParam } from '../common/sql';
import { idRangeSql, pageRangeSql, type IdRange, type PageRange } from '../gametime/tick-ranges';
import { pointsOnDaySql, reputationOfPointsSql } from '../reputation/reputation.sql';
import {
  blockQualitySql,
  blockStatusSql,
  harvestedQualitySql,
  harvestKgSql,
  nextHealthSql,
  type StatusRules,
  weatherEventDamageSql,
  workedKgSql,
  workedQualitySql,
} from './lifecycle.sql';

const notice = MESSAGES.notice;

/** blockStatus's constants, named in a statement's values (`...STATUS_RULES`) and read back by statusRulesOf. */
const STATUS_RULES = {
  plantingDays: PLANTING_DAYS,
  maturityDays: MATURITY_DAYS,
  dormantMonths: DORMANT_MONTHS,
  harvestMonths: HARVEST_MONTHS,
};
const statusRulesOf = (v: { [K in keyof typeof STATUS_RULES]: SqlParam<(typeof STATUS_RULES)[K]> }): StatusRules => ({
  plantingDays: v.plantingDays,
  maturityDays: v.maturityDays,
  dormantMonths: v.dormantMonths,
  harvestMonths: v.harvestMonths,
});

/**
 * Which blocks a lifecycle statement applies the day to: those on a range of heap pages, those
 * written since the day was planned (taken out of block_moves), or every block (the table was
 * rewritten meanwhile).
 */
export type LifecycleScope = { pages: PageRange } | { moved: true } | { whole: true };

/**
 * One statement: each block reads only its own row (its region is on it), so a batch of pages
 * touches those pages and nothing else — and, per plot of the batch, whether its estate is in
 * arrears (`untended`). The rules of lifecycle.ts (blockStatus, nextHealth with inArrears,
 * blockQuality, harvestKg) and the day's weather event (weatherEventDamage: its health loss for
 * the blocks of its region without a protection for the day), written in SQL once in
 * lifecycle.sql.ts. On the first day after the
 * harvest window (`windowEnded`) it also harvests the blocks still harvesting: a harvest, a grape
 * lot and a notice each.
 */
/**
 * The vineyard work's effects on a harvest of game year `year` (vineyardWorkEffects), as rows for
 * the lifecycle statement: each kind's options with their effects, and each kind's `skipped` effect
 * with the last day of its window (it applies when that day is on or after the block's `since`).
 */
function workEffectRows(year: number) {
  const rows = VINEYARD_WORK_KINDS.flatMap((kind) => {
    const rule = VINEYARD_WORK[kind];
    const done = workOptions(kind).map((option) => ({
      kind,
      option: option as string,
      ...rule.options[option]!,
      end: 0,
    }));
    const skipped = rule.skipped ? [{ kind, option: 'skipped', ...rule.skipped, end: workWindow(kind, year).to }] : [];
    return [...done, ...skipped];
  });
  return {
    workKinds: rows.map((r) => r.kind),
    workOptions: rows.map((r) => r.option),
    workYields: rows.map((r) => r.yieldPercent),
    workPoints: rows.map((r) => r.qualityPoints),
    workEnds: rows.map((r) => r.end),
  };
}

/**
 * The vintage's weather events up to `day` in every region (weatherEventsOfYear), as rows for the
 * late harvest's crop loss (vintageWeatherLoss): each with its month, its crop loss for its
 * severity and the one status it hurts (NULL: any). Empty except on the late harvest's day.
 */
function vintageEventRows(year: number, day: number, needed: boolean) {
  const events = needed
    ? REGIONS.flatMap((region) => weatherEventsOfYear(region, year).filter((e) => e.day <= day))
    : [];
  return {
    vintageEventRegions: events.map((e) => e.region),
    vintageEventDays: events.map((e) => e.day),
    vintageEventMonths: events.map((e) => gameTimeFromDayIndex(e.day).month),
    vintageEventKinds: events.map((e) => e.kind),
    vintageEventYields: events.map((e) => WEATHER_EVENTS[e.kind].crop[e.severity].yieldPercent),
    vintageEventPoints: events.map((e) => WEATHER_EVENTS[e.kind].crop[e.severity].qualityPoints),
    vintageEventHurtsOnly: events.map((e) => WEATHER_EVENTS[e.kind].hurtsOnly ?? null),
  };
}

export function lifecycleDaySql(day: number, scope: LifecycleScope): Sql {
  const { month, year } = gameTimeFromDayIndex(day);
  const events = REGIONS.map((region) => weatherEventFor(region, day));
  const v = named({
    day,
    month,
    year,
    healthStep: HEALTH_STEP_PER_DAY,
    arrearsHealthLoss: ARREARS_HEALTH_LOSS_PER_DAY,
    ...STATUS_RULES,
    // the day's weather effect per region: six values computed here, applied to all blocks in SQL
    regions: REGIONS,
    weatherEffects: REGIONS.map((region) => weatherHealthEffect(weatherFor(region, day))),
    // the day's weather event per region (weather-events.ts): its damage to an unprotected block
    // (0 without one), and the one status it hurts (NULL: any)
    eventDamages: events.map((e) => (e ? WEATHER_EVENTS[e.kind].damage[e.severity] : 0)),
    eventHurtsOnly: events.map((e) => (e ? (WEATHER_EVENTS[e.kind].hurtsOnly ?? null) : null)),
    eventKinds: events.map((e) => e?.kind ?? null),
    // a block sprayed this season (block_work) before the day takes no mildew damage (vineyard-work.ts)
    anyMildew: events.some((e) => e?.kind === 'mildew'),
    workVintage: workVintage(day),
    // the vineyard work's effects on the late harvest of the blocks still harvesting (vineyardWorkEffects)
    ...workEffectRows(year),
    // and what the vintage's weather took from their crops (vintageWeatherLoss)
    ...vintageEventRows(year, day, isAutoHarvestDay(day)),
    // the first day after the harvest window: blocks still harvesting are harvested for the player
    windowEnded: isAutoHarvestDay(day),
    varieties: GRAPE_VARIETIES,
    kgPerVine: GRAPE_VARIETIES.map((variety) => YIELD_KG_PER_VINE[variety]),
    timingEffects: GRAPE_VARIETIES.map((variety) => harvestTimingEffect(variety, day)),
    referenceVinesPerHa: YIELD_DENSITY.referenceVinesPerHa,
    maxDensityFactor: YIELD_DENSITY.maxFactor,
    secondLeafAge: 2 * DAYS_PER_YEAR,
    thirdLeafAge: 3 * DAYS_PER_YEAR,
    graceDays: GRAPE_FRESHNESS.graceDays,
    harvestedTitle: sqlFormat(notice.autoHarvestedTitle, ['kg', 'variety']),
    harvestedBody: sqlFormat(notice.autoHarvestedBody, ['block', 'kg', 'quality', 'plan']),
    harvestedKeep: sqlFormat(notice.autoHarvestedKeep, ['days']),
    harvestedSell: notice.autoHarvestedSell,
    harvestedCrush: notice.autoHarvestedCrush,
  });
  const age = sql`${v.day}::int - b.planted_game_day`;
  const status = blockStatusSql(
    age,
    v.month,
    sql`(b.last_harvest_year IS NULL OR b.last_harvest_year < ${v.year}::int)`,
    statusRulesOf(v),
  );
  const harvestKg = harvestKgSql(
    { size: 'b.size', rowSpacing: 'b.row_spacing', vineSpacing: 'b.vine_spacing', health: 'b.health', age },
    'y.kg',
    {
      referenceVinesPerHa: v.referenceVinesPerHa,
      maxDensityFactor: v.maxDensityFactor,
      secondLeafAge: v.secondLeafAge,
      thirdLeafAge: v.thirdLeafAge,
    },
  );
  const where =
    'pages' in scope
      ? sql`${pageRangeSql(raw('b'), scope.pages)} AND `
      : 'moved' in scope
        ? sql`b.id = ANY(ARRAY(SELECT block_id FROM moved)) AND `
        : raw('');
  const moved = 'moved' in scope ? sql`moved AS (DELETE FROM block_moves RETURNING block_id), ` : raw('');
  // Whether a block's vines are untended (its estate in arrears since before the day): the plots of
  // the batch's own blocks whose estate is in arrears, found once per statement (a few hundred
  // plots probed by key for a batch of thousands of blocks) and looked up per block in a hash. A
  // set of every untended plot in the world was built again by every batch (its size, and the
  // statement's estimate, grew with the world); a probe of the plot and its estate per block cost
  // about 20 of a batch's 52 ms at a million blocks (4,565 probes, against 745 plots now).
  const untended = sql`b.plot_id IN (SELECT id FROM untended)`;
  // A weather event (weather-events.ts) takes health from the blocks of its region without a
  // protection for the day: the day's protections are read once per statement (a few rows, none
  // on most days) and looked up per block in a hash. A protection is bought only for a day after
  // the clock's (the buyer holds the clock row's share lock), so every protection of the day was
  // committed before the day's first statement began.
  // A block sprayed this season before the day (block_work, vineyard-work.ts) takes no mildew
  // damage: the season's sprayings are read only on a mildew day, once per statement, and looked
  // up in a hash like the protections (the spraying holds the clock row's share lock too).
  const damage = weatherEventDamageSql(
    'w.damage',
    'w.hurts_only',
    status,
    sql`(b.id IN (SELECT block_id FROM shielded) OR (w.kind = 'mildew' AND b.id IN (SELECT block_id FROM sprayed)))`,
  );
  // The late harvest reads the vintage's vineyard work (vineyardWorkEffects): each kind done adds
  // its option's effect, each kind left undone its `skipped` effect when its window closed on or
  // after the block's planting and its estate's founding.
  const workEffects = sql`LEFT JOIN LATERAL (
           SELECT COALESCE(sum(e.yield), 0)::int AS yield, COALESCE(sum(e.points), 0)::int AS points
             FROM unnest(${v.workKinds}::text[], ${v.workOptions}::text[], ${v.workYields}::int[], ${v.workPoints}::int[], ${v.workEnds}::int[])
                  AS e(kind, option, yield, points, window_end)
             LEFT JOIN block_work bw ON bw.block_id = b.id AND bw.vintage = ${v.year}::int AND bw.kind = e.kind
            WHERE bw.option = e.option
               OR (bw.id IS NULL AND e.option = 'skipped'
                   AND e.window_end >= GREATEST(b.planted_game_day, COALESCE(est.founded_day, b.planted_game_day)))) x ON true`;
  // ... and what the vintage's weather events took from the crop (vintageWeatherLoss): each event of
  // the block's region from the day its owner could protect it, that hurt it on its status that day
  // (its grapes not yet picked), unless it was protected for the day or, mildew, sprayed before.
  const eventStatus = blockStatusSql(sql`ev.day - b.planted_game_day`, sql`ev.month`, raw('true'), statusRulesOf(v));
  const weatherLoss = sql`LEFT JOIN LATERAL (
           SELECT COALESCE(sum(ev.yield), 0)::int AS yield, COALESCE(sum(ev.points), 0)::int AS points
             FROM unnest(${v.vintageEventRegions}::text[], ${v.vintageEventDays}::int[], ${v.vintageEventMonths}::int[],
                         ${v.vintageEventKinds}::text[], ${v.vintageEventYields}::int[], ${v.vintageEventPoints}::int[],
                         ${v.vintageEventHurtsOnly}::text[])
                  AS ev(region, day, month, kind, yield, points, hurts_only)
            WHERE ev.region = b.region
              AND ev.day >= GREATEST(b.planted_game_day, COALESCE(est.founded_day, b.planted_game_day))
              AND (ev.hurts_only IS NULL OR ev.hurts_only = ${eventStatus})
              AND NOT EXISTS (SELECT 1 FROM block_protections bp WHERE bp.block_id = b.id AND bp.event_day = ev.day)
              AND NOT (ev.kind = 'mildew' AND EXISTS (
                    SELECT 1 FROM block_work sw WHERE sw.block_id = b.id AND sw.kind = 'spraying'
                       AND sw.vintage = ${v.year}::int AND sw.game_day < ev.day))) wl ON true`;
  return sql`WITH ${moved}untended AS MATERIALIZED (
         SELECT t.plot_id AS id FROM (SELECT DISTINCT b.plot_id FROM blocks b WHERE ${where}b.tick_day < ${v.day}::int) t
          WHERE (SELECT e.arrears_since < ${v.day}::int FROM plots p
                   JOIN estates e ON e.id = p.estate_id AND e.arrears_since IS NOT NULL WHERE p.id = t.plot_id)),
       shielded AS MATERIALIZED (SELECT block_id FROM block_protections WHERE event_day = ${v.day}::int),
       sprayed AS MATERIALIZED (
         SELECT block_id FROM block_work
          WHERE ${v.anyMildew}::boolean AND vintage = ${v.workVintage}::int AND kind = 'spraying' AND game_day < ${v.day}::int),
       missed AS (
         SELECT b.id, b.name, b.grape_variety,
                ${workedQualitySql(harvestedQualitySql('b.quality', 'y.effect'), 'x.points + wl.points')} AS quality, b.region, p.estate_id,
                b.harvest_plan, ${workedKgSql(harvestKg, 'x.yield + wl.yield')} AS kg
           FROM blocks b
           JOIN plots p ON p.id = b.plot_id
           JOIN estates est ON est.id = p.estate_id
           ${workEffects}
           ${weatherLoss}
           JOIN unnest(${v.varieties}::text[], ${v.kgPerVine}::float8[], ${v.timingEffects}::int[]) AS y(variety, kg, effect) ON y.variety = b.grape_variety
          WHERE ${v.windowEnded}::boolean AND ${where}b.tick_day < ${v.day}::int AND b.status = 'harvesting' AND p.estate_id IS NOT NULL),
       harvested AS (
         INSERT INTO harvests (estate_id, block_id, block_name, variety, amount_kg, quality, game_day)
         SELECT estate_id, id, name, grape_variety, kg, quality, ${v.day}::int FROM missed WHERE kg > 0),
       lots AS (
         INSERT INTO grape_lots (estate_id, block_id, block_name, region, variety, kilograms, harvested_kg, quality,
                                 vintage, harvest_day, counted_day, pending_plan)
         SELECT estate_id, id, name, region, grape_variety, kg, kg, quality, ${v.year}::int, ${v.day}::int, ${v.day}::int, harvest_plan
           FROM missed WHERE kg > 0
         RETURNING id, estate_id, block_id),
       notices AS (
         INSERT INTO notifications (estate_id, kind, title, body, ref_id, game_day)
         SELECT l.estate_id, 'harvest',
                LEFT(format(${v.harvestedTitle}::text, m.kg, initcap(m.grape_variety)), 120),
                LEFT(format(${v.harvestedBody}::text, m.name, m.kg, m.quality, CASE m.harvest_plan
                       WHEN 'keep' THEN format(${v.harvestedKeep}::text, ${v.graceDays}::int)
                       WHEN 'sell' THEN ${v.harvestedSell}::text
                       ELSE ${v.harvestedCrush}::text END), 500),
                l.id, ${v.day}::int
           FROM lots l JOIN missed m ON m.id = l.block_id)
       UPDATE blocks b SET
         health = ${nextHealthSql('b.health', 'b.suitability', 'w.effect', untended, v.healthStep, v.arrearsHealthLoss, damage)},
         quality = ${blockQualitySql('b.potential', 'b.health')},
         status = ${status},
         last_harvest_year = CASE WHEN b.id IN (SELECT id FROM missed) THEN ${v.year}::int ELSE b.last_harvest_year END,
         tick_day = ${v.day}::int
       FROM unnest(${v.regions}::text[], ${v.weatherEffects}::int[], ${v.eventDamages}::int[], ${v.eventHurtsOnly}::text[],
                   ${v.eventKinds}::text[])
              AS w(region, effect, damage, hurts_only, kind)
       WHERE ${where}b.tick_day < ${v.day}::int AND w.region = b.region`;
}

/**
 * Reputation loss in arrears (REPUTATION_RULES.arrearsPerDay points, libs/domain reputation.ts)
 * for one batch of estates, in one statement: every estate in arrears since an earlier day
 * (estates.arrears_since, so the upkeep handler of the same day changes nothing here whatever the
 * order) has its points decayed to the day and loses the day's points (never below 0), with a
 * `reputation_events` row for each. Marked per estate and day (estates.reputation_day), so no
 * estate loses a day twice.
 */
export function arrearsReputationSql(day: number, range: IdRange): Sql {
  const v = named({
    day,
    pointsPerDay: REPUTATION_RULES.arrearsPerDay,
    keep: 1 - REPUTATION_DECAY_PER_DAY,
    scale: REPUTATION_SCALE,
  });
  const after = sql`d.now_points - ${v.pointsPerDay}::float8`;
  return sql`WITH due AS (
         SELECT e.id, ${pointsOnDaySql('e', v.day, v.keep)} AS now_points
           FROM estates e
          WHERE ${idRangeSql(raw('e.id'), range)} AND e.arrears_since < ${v.day}::int AND e.reputation_day < ${v.day}::int
          ORDER BY e.id FOR NO KEY UPDATE),
       upd AS (
         UPDATE estates e SET reputation_points = GREATEST(0, ${after}),
                reputation_points_day = GREATEST(e.reputation_points_day, ${v.day}::int), reputation_day = ${v.day}::int,
                reputation = ${reputationOfPointsSql(after, v.scale)}
           FROM due d WHERE e.id = d.id
         RETURNING e.id, e.reputation_points, d.now_points)
       INSERT INTO reputation_events (estate_id, game_day, points, points_after, reason)
       SELECT id, ${v.day}::int, reputation_points - now_points, reputation_points, 'arrears' FROM upd
        WHERE reputation_points < now_points`;
}

/**
 * September 1 (isHarvestWindowDay): every estate of the batch with blocks old enough to bear
 * (planted at least MATURITY_DAYS ago, the rule of blockStatus, read from the planting day so
 * that it does not depend on the lifecycle handler of the same day) is told the harvest window
 * is open. One statement: the estates are locked `keep` in id order (the notification's foreign
 * key), and an estate already told that day is skipped, so a batch run again adds nothing.
 */
export function harvestWindowSql(day: number, range: IdRange): Sql {
  const months = HARVEST_MONTHS.map(monthName);
  const v = named({
    day,
    maturityDays: MATURITY_DAYS,
    firstMonth: months[0],
    lastMonth: months[months.length - 1],
    title: notice.harvestWindowTitle,
    body: sqlFormat(notice.harvestWindowBody, ['blocks', 'first', 'last']),
    oneBlock: notice.harvestWindowOneBlock,
    blocks: sqlFormat(notice.harvestWindowBlocks, ['n']),
  });
  return sql`WITH due AS (
         SELECT e.id,
                (SELECT count(*) FROM plots p JOIN blocks b ON b.plot_id = p.id
                  WHERE p.estate_id = e.id AND b.planted_game_day <= ${v.day}::int - ${v.maturityDays}::int) AS n
           FROM estates e
          WHERE ${idRangeSql(raw('e.id'), range)}
            AND NOT EXISTS (SELECT 1 FROM notifications x
                             WHERE x.estate_id = e.id AND ${idRangeSql(raw('x.estate_id'), range)}
                               AND x.kind = 'harvest_window' AND x.game_day = ${v.day}::int)
          ORDER BY e.id FOR KEY SHARE OF e)
       INSERT INTO notifications (estate_id, kind, title, body, game_day)
       SELECT id, 'harvest_window', ${v.title}::text,
              format(${v.body}::text, CASE WHEN n = 1 THEN ${v.oneBlock}::text ELSE format(${v.blocks}::text, n) END, ${v.firstMonth}::text, ${v.lastMonth}::text),
              ${v.day}::int
         FROM due WHERE n > 0`;
}

/**
 * A day with a weather event (weather-events.ts): every estate of the batch with blocks the event
 * hit — in its region, harmed on their status that day (weatherEventDamage), not protected for the
 * day nor, against mildew, sprayed before it (the lifecycle statement's rule) — hears it, one
 * notice a region: what each block lost in health and what the vintage's harvest lost
 * (cropLoss). One statement: the estates are locked `keep` in id order (the notification's foreign
 * key), and a notice already written for the estate, day and title is not written again, so a batch
 * run again adds nothing.
 */
export function weatherDamageSql(day: number, range: IdRange): Sql {
  const { month, year } = gameTimeFromDayIndex(day);
  const hits = REGIONS.flatMap((region) => {
    const event = weatherEventFor(region, day);
    return event ? [event] : [];
  });
  const v = named({
    day,
    month,
    year,
    sprayVintage: workVintage(day),
    ...STATUS_RULES,
    regions: hits.map((e) => e.region),
    kinds: hits.map((e) => e.kind),
    hurtsOnly: hits.map((e) => WEATHER_EVENTS[e.kind].hurtsOnly ?? null),
    labels: hits.map((e) => weatherEventLabel(e)),
    regionNames: hits.map((e) => REGION_INFO[e.region].name),
    damages: hits.map((e) => WEATHER_EVENTS[e.kind].damage[e.severity]),
    crops: hits.map((e) => {
      const crop = cropLossText(WEATHER_EVENTS[e.kind].crop[e.severity]);
      return crop ? notice.weatherDamageCrop(crop) : '';
    }),
    title: sqlFormat(notice.weatherDamageTitle, ['event', 'region', 'blocks']),
    body: sqlFormat(notice.weatherDamageBody, ['blocks', 'damage', 'crop']),
    oneBlock: notice.weatherDamageOneBlock,
    blocks: sqlFormat(notice.weatherDamageBlocks, ['n']),
  });
  const status = blockStatusSql(
    sql`${v.day}::int - b.planted_game_day`,
    v.month,
    sql`(b.last_harvest_year IS NULL OR b.last_harvest_year < ${v.year}::int)`,
    statusRulesOf(v),
  );
  // driven from the batch's plots with vines in a region of the day's events (plots_vines_estate_idx
  // over the batch's estate range), each plot's blocks counted through blocks_plot_id_idx in a
  // lateral aggregate (never flattened into a hash join that reads every block of the world): a
  // batch reads only the blocks an event can reach. The notices' foreign key locks each estate it
  // writes to (KEY SHARE), in estate order (ORDER BY): an explicit lock besides cost 4.4 s at 10M
  return sql`WITH hit AS (
         SELECT p.estate_id, w.label, w.region_name, w.damage, w.crop, sum(k.n) AS n
           FROM plots p
           JOIN unnest(${v.regions}::text[], ${v.kinds}::text[], ${v.hurtsOnly}::text[], ${v.labels}::text[],
                       ${v.regionNames}::text[], ${v.damages}::int[], ${v.crops}::text[])
                AS w(region, kind, hurts_only, label, region_name, damage, crop) ON w.region = p.region
           CROSS JOIN LATERAL (
                SELECT count(*) AS n FROM blocks b
                 WHERE b.plot_id = p.id AND b.region = w.region
                   AND b.planted_game_day <= ${v.day}::int
                   AND (w.hurts_only IS NULL OR w.hurts_only = ${status})
                   AND NOT EXISTS (SELECT 1 FROM block_protections bp WHERE bp.block_id = b.id AND bp.event_day = ${v.day}::int)
                   AND NOT (w.kind = 'mildew' AND EXISTS (
                         SELECT 1 FROM block_work sw WHERE sw.block_id = b.id AND sw.kind = 'spraying'
                            AND sw.vintage = ${v.sprayVintage}::int AND sw.game_day < ${v.day}::int))) k
          WHERE ${idRangeSql(raw('p.estate_id'), range)} AND p.vine_blocks > 0 AND p.region = ANY(${v.regions}::text[])
            AND k.n > 0
          GROUP BY p.estate_id, w.label, w.region_name, w.damage, w.crop),
       texts AS (
         SELECT estate_id,
                LEFT(format(${v.title}::text, label, region_name,
                            CASE WHEN n = 1 THEN ${v.oneBlock}::text ELSE format(${v.blocks}::text, n) END), 120) AS title,
                LEFT(format(${v.body}::text, CASE WHEN n = 1 THEN ${v.oneBlock}::text ELSE format(${v.blocks}::text, n) END,
                            damage, crop), 500) AS body
           FROM hit)
       INSERT INTO notifications (estate_id, kind, title, body, game_day)
       SELECT t.estate_id, 'weather_damage', t.title, t.body, ${v.day}::int FROM texts t
        -- a correlated probe of the notices of the estate (notifications_estate_idx), not an anti-join the
        -- planner may run as a scan of every notice
        WHERE (SELECT 1 FROM notifications x
                WHERE x.estate_id = t.estate_id AND x.kind = 'weather_damage'
                  AND x.game_day = ${v.day}::int AND x.title = t.title LIMIT 1) IS NULL
        ORDER BY t.estate_id`;
}
