/**
 * The winery's rules in words, built from the constants of winery.ts: the Knowledge tab shows
 * these topics and docs/game-rules.md carries the same text between its `winery-rules` markers
 * (`npm run docs:rules` writes it; a test fails when they drift).
 */
import { COOPERATIVE_PRICE_SHARE, GRAPE_BASE_PRICES, GRAPE_FRESHNESS } from './grapes';
import { GRAPE_OFFER_KG } from './grape-exchange';
import { TASK_RULES } from './tasks';
import {
  EXCHANGE_FEE_PERCENT,
  EXCHANGE_HISTORY_LIMIT,
  EXCHANGE_NEW_ESTATE,
  EXCHANGE_PRICE_BAND,
  EXCHANGE_REFERENCE_REPUTATION,
  OFFER_DURATION_DAYS,
} from './exchange';
import { CAMPAIGN_KINDS, CAMPAIGN_RULES, CAMPAIGNS, formatBoost, stackedBoost } from './campaigns';
import { CONTRACT_RULES } from './contracts';
import { BOTTLE_STORE, extensionsCost } from './bottle-store';
import { crewCostPercent, STAFF, STAFF_ROLES, staffWage, VINEYARD_MANAGER_WORK, winemakerCrushQuality } from './staff';
import { EQUIPMENT, EQUIPMENT_KINDS, EQUIPMENT_RULES, equipmentPrice, equipmentUpkeep } from './equipment';
import { CELLAR_DOOR, cellarDoorPrice, cellarDoorUpkeep } from './cellar-door';
import { AUTO_CRUSH_PRESETS, HARVEST_PLAN_LABELS, HARVEST_PLANS } from './harvest-plans';
import { AWARD_COMPETITION, AWARD_MEDALS, awardsDay, FIRST_AWARDS_YEAR, MEDAL_LABELS } from './awards';
import {
  FIRST_SEASON_YEAR,
  SEASON_COMPETITION,
  SEASON_CRITIC_RANGE,
  SEASON_HONOUR_PLACES,
  SEASON_PLACE_LABELS,
  SEASON_REVENUE_HALF,
  SEASON_SCORE_MAX,
  SEASON_WEIGHTS,
} from './seasons';
import { DAYS_PER_YEAR, formatGameDay } from './calendar';
import { formatHectares, formatMoney, formatPrice } from './format';
import {
  AWARD_PRICE_FACTORS,
  BOTTLE_PRICE_CEILING,
  DISTRIBUTION,
  freeReceipts,
  CRITIC_REVIEWS,
  POOL_REFILL_DAYS,
  SUGGESTED_SALE_DAYS,
  tierQualityCap,
  REFERENCE_PRICE,
  REGION_PRICE_EXPONENT,
  REGIONAL_INDEX_BOUNDS,
  VARIETY_PRICE_FACTORS,
  WINE_TIER_INFO,
  WINE_TIERS,
} from './market';
import { MARKET_INDEX, normalBottlesPerEstate } from './market-index';
import { HARVEST_LABOUR_PER_KG, HARVEST_TIMING_EFFECT, harvestTimingLabel, HEALTH_STEP_PER_DAY } from './lifecycle';
import { REGION_INFO, REGIONS, type RegionKey } from './regions';
import {
  eventsPerYear,
  FORECAST_DAYS,
  SEVERE_EVENT_SHARE,
  WEATHER_EVENT_KINDS,
  WEATHER_EVENTS,
  cropLossText,
  weatherEventMonths,
} from './weather-events';
import { VINEYARD_WORK, VINEYARD_WORK_KINDS, WORK_LABOUR_FACTOR, workMonths, workOptions } from './vineyard-work';
import {
  REPUTATION_DECAY_PER_DAY,
  REPUTATION_MONTH_DAYS,
  REPUTATION_RULES,
  REPUTATION_SCALE,
  reputationFromPoints,
} from './reputation';
import { varietyLabel, GRAPE_VARIETIES } from './varieties';
import {
  BARREL_FLAVOUR_FILLS,
  BLEND_LIMITS,
  CLASSIC_BLEND_BONUS,
  CLASSIC_BLEND_MIN_SHARE,
  CLASSIC_BLENDS,
  BULK_BASE_PRICES,
  FERMENTATION_DAYS,
  MALOLACTIC_DAYS,
  MUST_LITRES_PER_KG,
  QUALITY_EFFECTS,
  SORTING_KEEPS,
  STARTER_CELLARS,
  VARIETY_WINEMAKING,
  VESSELS,
  WINE_PLAN_LIMITS,
  WINE_PRESET_INFO,
  WINE_PRESETS,
  WINERY_COSTS,
} from './winery';

export interface KnowledgeTopic {
  title: string;
  body: string;
}

const euros = formatPrice;
const days = (n: number) => `${n.toLocaleString('en-US')} days`;
const list = (items: readonly string[]) => items.join('; ');

export function wineryKnowledge(): KnowledgeTopic[] {
  const regions = Object.keys(GRAPE_BASE_PRICES) as RegionKey[];
  return [
    {
      title: 'Harvest timing',
      body:
        `Mature blocks are harvested once a year, in September and October. Each variety has its best days: ${list(
          GRAPE_VARIETIES.map((v) => `${varietyLabel(v)} ${harvestTimingLabel(v).replace('Best picked ', '')}`),
        )}. ` +
        `Grapes picked on those days gain ${HARVEST_TIMING_EFFECT.inWindow} quality points; each day before or after costs ${HARVEST_TIMING_EFFECT.perDayOutside} point, at most ${HARVEST_TIMING_EFFECT.maxPenalty}. ` +
        `The pickers cost ${euros(HARVEST_LABOUR_PER_KG)} a kilogram. A block not harvested by the end of October is picked on November 1 for you (late, so it loses points, but no pickers are paid), and on November 2 its harvest plan is carried out: ${list(HARVEST_PLANS.map((p) => `${p}: ${HARVEST_PLAN_LABELS[p].toLowerCase()}`))}. The crush uses the ${WINE_PRESET_INFO[AUTO_CRUSH_PRESETS.red].label.toLowerCase()} or ${WINE_PRESET_INFO[AUTO_CRUSH_PRESETS.white].label.toLowerCase()} preset; the cooperative pays ${Math.round(COOPERATIVE_PRICE_SHARE * 100)}% of the region's grape price, whatever the quality.`,
    },
    {
      title: 'The cellar',
      body:
        `Stainless tanks hold ${VESSELS.tank.litres.toLocaleString('en-US')} L and cost ${euros(VESSELS.tank.price)}; oak barrels hold ${VESSELS.barrel_french.litres} L and cost ${euros(VESSELS.barrel_french.price)} (French) or ${euros(VESSELS.barrel_american.price)} (American oak, ${VESSELS.barrel_american.oakFactor * 100}% of French flavour). ` +
        `A barrel's oak flavour fades evenly over ${BARREL_FLAVOUR_FILLS} fills. ` +
        `Every estate starts with tanks and a few used barrels: ${list(
          Object.entries(STARTER_CELLARS).map(
            ([t, c]) => `${t} ${c.tanks} tanks and ${c.barrels.count} ${VESSELS[c.barrels.kind].label}s`,
          ),
        )}. ` +
        `A batch stays in its tanks until it is bottled when aged in steel, or until its malolactic ends when aged in oak; its barrels are reserved from the crush.`,
    },
    {
      title: 'Crush and press',
      body:
        `Crushing costs ${euros(WINERY_COSTS.crushPerKg)} a kilogram and gives ${MUST_LITRES_PER_KG.red} L of wine per kg of red grapes and ${MUST_LITRES_PER_KG.white} L per kg of white. ` +
        `Sorting first keeps ${SORTING_KEEPS * 100}% of the kilograms and adds ${QUALITY_EFFECTS.sorting} quality points. ` +
        `The must needs free tank space (and free barrels for oak ageing), or the crush is refused with what is free.`,
    },
    {
      title: 'Fermentation and malolactic',
      body:
        `Red wine ferments ${FERMENTATION_DAYS.red.standard} days (extended maceration ${FERMENTATION_DAYS.red.extended} days, +${QUALITY_EFFECTS.extendedMaceration} quality); white ${FERMENTATION_DAYS.white.standard} days (cool and slow ${FERMENTATION_DAYS.white.cool} days, +${QUALITY_EFFECTS.coolFermentation}). ` +
        `Malolactic fermentation takes ${MALOLACTIC_DAYS} days; reds always go through it, whites by choice. It adds or takes points by variety: ${list(
          GRAPE_VARIETIES.map((v) => `${varietyLabel(v)} ${signed(VARIETY_WINEMAKING[v].malolactic)}`),
        )}. Once fermented, wine can be sold as bulk.`,
    },
    {
      title: 'Élevage',
      body:
        `Wine ages in steel for ${WINE_PLAN_LIMITS.steelDays.min}-${WINE_PLAN_LIMITS.steelDays.max} days (no change in quality) or in oak for ${WINE_PLAN_LIMITS.oakDays.min}-${WINE_PLAN_LIMITS.oakDays.max} days. ` +
        `Oak adds up to a variety's most, times the barrels' flavour, reached at its optimum, and costs ${QUALITY_EFFECTS.overOakPer100Days} points per 100 days beyond: ${list(
          GRAPE_VARIETIES.map(
            (v) =>
              `${varietyLabel(v)} ${signed(VARIETY_WINEMAKING[v].oakMax)} at ${days(VARIETY_WINEMAKING[v].oakOptimumDays)}`,
          ),
        )}. ` +
        `All winemaking effects together stay between ${QUALITY_EFFECTS.bounds.min} and +${QUALITY_EFFECTS.bounds.max} points. Stages end on days fixed at the crush.`,
    },
    {
      title: 'Presets',
      body: WINE_PRESETS.map((p) => {
        const i = WINE_PRESET_INFO[p];
        return `${i.label} (${i.colour}): ${i.description}`;
      }).join(' '),
    },
    {
      title: 'Blending',
      body:
        `Optionally, ${BLEND_LIMITS.min} to ${BLEND_LIMITS.max} batches of one colour that are ready to bottle can be blended into one, at once and free: the new batch holds all their litres in the same vessels, is ready to bottle, and its quality is the parts' quality weighted by their litres. ` +
        `A classic blend adds ${signed(CLASSIC_BLEND_BONUS)}: two or more varieties of one tradition, each at least ${CLASSIC_BLEND_MIN_SHARE * 100}% of the litres — ${list(
          CLASSIC_BLENDS.map(
            (c) =>
              `${c.name}: ${c.varieties.map(varietyLabel).join(', ')}${c.lead ? ` (with ${varietyLabel(c.lead)})` : ''}`,
          ),
        )}. ` +
        `A blend ages in bottle like its largest variety, and cannot be blended again.`,
    },
    {
      title: 'Bottling and bottle ageing',
      body:
        `Bottling a ready batch costs ${euros(WINERY_COSTS.bottlingPerBottle)} a bottle and gives litres × 0.93 / 0.75 bottles. ` +
        `In bottle, quality rises toward a peak by variety and then falls a point every ${QUALITY_EFFECTS.declineDays} days: ${list(
          GRAPE_VARIETIES.map(
            (v) => `${varietyLabel(v)} +${VARIETY_WINEMAKING[v].bottleGain} at ${days(VARIETY_WINEMAKING[v].peakDays)}`,
          ),
        )}.`,
    },
    {
      title: 'The bottle store',
      body:
        `Bottled wine waits in the estate's bottle store. It holds ${list(
          (['boutique', 'family', 'commercial'] as const).map(
            (t) => `${BOTTLE_STORE.starting[t].toLocaleString('en-US')} bottles for a ${t} estate`,
          ),
        )} without charge. ` +
        `An extension adds ${BOTTLE_STORE.extensionBottles.toLocaleString('en-US')} bottles, paid at once through the ledger (not in arrears; up to ${BOTTLE_STORE.maxPerBuild} at a time): the first costs ${euros(BOTTLE_STORE.extensionCost)} and each one ${BOTTLE_STORE.growth}× the last (${list(
          [1, 2, 3].map((n) => `the ${['first', 'second', 'third'][n - 1]} ${euros(extensionsCost(n - 1, 1))}`),
        )}), so a big store costs more a bottle than a small one. ` +
        `On the first day of each game month, bottles beyond the store's capacity (what the estate's wines hold that day) pay ${formatMoney(BOTTLE_STORE.chargePerHundred)} for every started hundred, as much as the estate has (no arrears come of it). ` +
        `An extension pays for itself when it saves its price in charges: the first (${euros(BOTTLE_STORE.extensionCost)}) saves at most ${euros((BOTTLE_STORE.extensionBottles / 100) * BOTTLE_STORE.chargePerHundred)} a month, so it pays where the stock stays ${BOTTLE_STORE.extensionBottles.toLocaleString('en-US')} bottles beyond the store for ${Math.ceil(BOTTLE_STORE.extensionCost / ((BOTTLE_STORE.extensionBottles / 100) * BOTTLE_STORE.chargePerHundred))} months or more.`,
    },
    {
      title: 'Staff',
      body:
        `Each game month the labour market offers an estate its own candidates (the same all month, new ones the next): ${list(
          STAFF_ROLES.map(
            (r) =>
              `${STAFF.roles[r].candidates} for ${STAFF.roles[r].label.toLowerCase()} (${STAFF.roles[r].what.toLowerCase()})`,
          ),
        )}. ` +
        `A candidate's skill runs from ${STAFF.minSkill} to ${STAFF.maxSkill} (3 the commonest) and the monthly wage rises with it: ${list(
          STAFF_ROLES.map(
            (r) =>
              `a ${STAFF.roles[r].label.toLowerCase()} ${list([1, 3, 5].map((s) => `${formatMoney(staffWage(r, s))} at skill ${s}`))}`,
          ),
        )}. ` +
        `Hiring pays a fee of ${STAFF.hiringFeeMonths === 1 ? "one month's" : `${STAFF.hiringFeeMonths} months'`} wage at once through the ledger (not in arrears); an estate employs ${list(
          STAFF_ROLES.map(
            (r) =>
              `${STAFF.roles[r].max === 1 ? 'one' : `up to ${STAFF.roles[r].max}`} ${STAFF.roles[r].label.toLowerCase()}${STAFF.roles[r].max === 1 ? '' : 's'}`,
          ),
        )}. Dismissing is free and takes effect at once. ` +
        `On the first day of each game month every member hired before that day is paid their wage, as much as the estate has; the rest becomes arrears, like the yearly upkeep's (an estate in arrears hires nobody). ` +
        `The sales manager works to the player's sales rule: up to a share (${STAFF.minSharePercent}–${STAFF.maxSharePercent}%, ${STAFF.defaultSharePercent}% unless set) of the bottles of each wine of at least a quality (${STAFF.defaultMinQuality} unless set), and at most ${STAFF.bottlesPerSkill.toLocaleString('en-US')} bottles a month for each point of skill. ` +
        `The sale happens on the first day of each game month, before the wages: best wine first, never more than the wine's buyers take, each wine sold exactly as a sale of the player's would be (the same prices, pools, distribution and reputation), with one ledger row for the month's sales. An estate in arrears sells nothing this way. ` +
        `The vineyard manager, on the same day before the wages, has the work due on every bearing block done (${list(
          VINEYARD_MANAGER_WORK.map((w) => VINEYARD_WORK[w.kind].name.toLowerCase()),
        )}, each the standard way), exactly as the player would order it (the same windows and effects on the harvest); the green harvest and a light or hard pruning stay the player's to order by hand, before the manager's day. Their crew costs ${list(
          [1, 3, 5].map((s) => `${crewCostPercent(s)}% of the price by hand at skill ${s}`),
        )}, paid through the ledger with one row a month; work the money does not cover waits for the next month (while its window is open), and an estate in arrears has nothing done this way. ` +
        `The crew works ${formatHectares(STAFF.managerHectares)} of blocks a month with the manager alone, and each vineyard worker adds ${formatHectares(STAFF.workerHectaresPerSkill)} for each point of skill (${list(
          [1, 3, 5].map((s) => `${formatHectares(STAFF.workerHectaresPerSkill * s)} at skill ${s}`),
        )}); the oldest blocks first, and a block beyond the crew's hectares is left to the player, named in the month's notice. Workers without a vineyard manager tend nothing. ` +
        `The winemaker adds quality points to the grapes of every batch the player crushes, on top of the equipment's (never above 100): ${list(
          [1, 2, 3, 4, 5].map((s) => `${winemakerCrushQuality(s)} at skill ${s}`),
        )}.`,
    },
    {
      title: 'Winery equipment',
      body:
        `Each piece is bought once, through the ledger (not in arrears), and works on every crush and bottling the player makes afterwards (a harvest plan's crush on the clock gets no equipment or winemaker points): ${list(
          EQUIPMENT_KINDS.map((k) => `the ${EQUIPMENT[k].label.toLowerCase()}, ${EQUIPMENT[k].effect}`),
        )}. Together they add at most ${EQUIPMENT_RULES.maxCrushQuality} quality points at a crush (never above 100). ` +
        `The price is the base price up to ${EQUIPMENT_RULES.referenceHectares} planted hectares and grows as (planted ha / ${EQUIPMENT_RULES.referenceHectares})^${EQUIPMENT_RULES.priceExponent} above, faster than the hectares, so a bigger estate pays more a hectare (${list(
          EQUIPMENT_KINDS.map(
            (k) =>
              `${EQUIPMENT[k].label.toLowerCase()} ${euros(equipmentPrice(k, EQUIPMENT_RULES.referenceHectares))} at ${EQUIPMENT_RULES.referenceHectares} ha, ${euros(equipmentPrice(k, 20))} at 20 ha`,
          ),
        )}). ` +
        `On the first day of each game month every piece costs ${EQUIPMENT_RULES.monthlyUpkeepShare * 100}% of the price paid in upkeep (the sorting table at ${EQUIPMENT_RULES.referenceHectares} ha: ${euros(equipmentUpkeep(equipmentPrice('sorting_table', EQUIPMENT_RULES.referenceHectares)))} a month), as much as the estate has (no arrears come of it). ` +
        `A bottling line pays where the estate bottles many bottles a year: it saves ${euros(EQUIPMENT.bottling_line.bottlingSaving)} a bottle, so at ${EQUIPMENT_RULES.referenceHectares} ha it needs about ${Math.round((equipmentPrice('bottling_line', EQUIPMENT_RULES.referenceHectares) / 3 + 12 * equipmentUpkeep(equipmentPrice('bottling_line', EQUIPMENT_RULES.referenceHectares))) / EQUIPMENT.bottling_line.bottlingSaving).toLocaleString('en-US')} bottles a year to pay back in three years.`,
    },
    {
      title: 'The cellar door',
      body:
        `A tasting room, built once through the ledger (not in arrears) for ${euros(cellarDoorPrice(EQUIPMENT_RULES.referenceHectares))} up to ${EQUIPMENT_RULES.referenceHectares} planted hectares (more above, like the equipment: ${euros(cellarDoorPrice(20))} at 20 ha) and ${euros(cellarDoorUpkeep(cellarDoorPrice(EQUIPMENT_RULES.referenceHectares)))} a month of upkeep at ${EQUIPMENT_RULES.referenceHectares} ha, charged with the equipment's. ` +
        `Its visitors buy ${CELLAR_DOOR.visitorBottles} bottles a month × the region's tourism (${list(
          (Object.keys(CELLAR_DOOR.tourism) as (keyof typeof CELLAR_DOOR.tourism)[]).map(
            (r) => `${REGION_INFO[r].name} ${CELLAR_DOOR.tourism[r]}`,
          ),
        )}) × (0.5 + reputation/100) × the season (from ${Math.min(...CELLAR_DOOR.season)}× in winter to ${Math.max(...CELLAR_DOOR.season)}× in summer); what they have bought this month comes off, and the next month brings new visitors. ` +
        `They pay ${CELLAR_DOOR.premium}× the list price of the wine's market tier, and the money counts in the year's wine receipts like any sale (beyond the free amount the distributors keep their share).`,
    },
    {
      title: 'Bulk wine',
      body: `Bulk buyers take any amount of fermented wine at B × (0.7 + quality/200) a litre, with B by region: ${list(
        regions.map((r) => `${REGION_INFO[r].name} ${euros(BULK_BASE_PRICES[r])}`),
      )}. A sale pays whole euros, rounded down. A floor with a thin margin: bottled wine earns more.`,
    },
    {
      title: 'Selling bottled wine',
      body:
        `Each estate has buyers per colour and tier: ${list(
          WINE_TIERS.map(
            (t) =>
              `${WINE_TIER_INFO[t].label} (quality ${WINE_TIER_INFO[t].minQuality}+, ${WINE_TIER_INFO[t].poolBottles.toLocaleString('en-US')} bottles${WINE_TIER_INFO[t].minReputation > 0 ? `, opens at reputation ${WINE_TIER_INFO[t].minReputation}` : ''})`,
          ),
        )}; until a tier opens, its wines sell in the best open tier below. ` +
        `A wine sells into the pool of the tier it sells in and into every pool below it: the buyers choose, each bottle of a sale going where it earns most (every pool sells until its next bottle fetches the same price). Each pool pays at most what it pays for its own tier's best wine (${list(
          WINE_TIERS.map((t) => `${WINE_TIER_INFO[t].label} quality ${tierQualityCap(t)}`),
        )}), so a better wine or more reputation never earns less: a pool's price only rises with them, and crossing a tier's line opens one more pool. ` +
        `A pool holds those bottles × (1 + 2 × reputation/100) × √(planted hectares / 2) and refills over ${POOL_REFILL_DAYS} game days. ` +
        `A bottle's list price is ${euros(REFERENCE_PRICE.euros)} × ${REFERENCE_PRICE.perPoint}^(quality − 40) (× ${REFERENCE_PRICE.perPointAboveKnee} a point above ${REFERENCE_PRICE.knee}) × the region ((land price / €80,000)^${REGION_PRICE_EXPONENT}) × the variety (${list(
          GRAPE_VARIETIES.map((v) => `${varietyLabel(v)} ${VARIETY_PRICE_FACTORS[v]}`),
        )}) × (0.8 + 0.006 × reputation), at most ${euros(BOTTLE_PRICE_CEILING)}. ` +
        `Each bottle sold lowers the next one's price with the square root of what is left in the pool: the first bottles of a full pool sell near the list price, emptying it earns two thirds of it. ` +
        `Distribution: an estate's wine receipts (its sales and its merchants' contracts) of the last ${days(DISTRIBUTION.windowDays)} are paid in full up to its free amount T = ${euros(DISTRIBUTION.freeRevenue)} × √(planted hectares / 2) (${euros(freeReceipts(5))} at 5 ha); beyond it, reaching more buyers goes through distributors who keep a share that grows with the receipts: the euro that takes the year's receipts to N keeps T/N of itself (half of it at 2T, a third at 3T), so income grows slower than an estate's sales. The quote and the Sell dialog show what the buyers pay and what the distributors keep. ` +
        `A sale pays whole euros, rounded down (selling in parts never earns more than selling at once). The quote shows the curve before you sell, and the Sell dialog suggests what the buyers take back in ${days(SUGGESTED_SALE_DAYS)} (a quarter of the pool). ` +
        `Critics review every wine of ${CRITIC_REVIEWS.minBottles}+ bottles ${days(CRITIC_REVIEWS.afterDays)} after bottling: 50 + quality/2 points, give or take 3 by the critic's taste, the same score every time. Above 88 points each point adds 4% to the price (at most 40%).`,
    },
    {
      title: 'The market tier where you decide',
      body:
        `At the harvest (the block page), the crush, the bottling and the sale, a badge names the tier of buyers the wine will sell to, from the quality it will have (the grapes picked today, the chosen style's quality when ready, the batch's, the wine's after bottle ageing) and the estate's reputation. ` +
        `Beside it: the wine's own tier, and while the reputation holds it back the reputation that opens it (${list(
          WINE_TIERS.filter((t) => WINE_TIER_INFO[t].minReputation > 0).map(
            (t) => `${WINE_TIER_INFO[t].label} ${WINE_TIER_INFO[t].minReputation}`,
          ),
        )}); how many bottles those buyers take when their demand is full; and how many quality points the next tier is away. ` +
        `The tier is settled at each sale, so picking later, sorting or oak at the crush, and ageing in bottle can move a wine into other buyers' pool (up to a better tier it keeps the pools below; a wine past its peak that falls under a line loses the top one): the bottled wines and the Sell dialog say around which game date its ageing will (at today's reputation).`,
    },
    {
      title: 'Reputation',
      body:
        `An estate's reputation is points shown as 0–100: round(100 × (1 − e^(−points/${REPUTATION_SCALE}))), so ${REPUTATION_SCALE} points show as ${reputationFromPoints(REPUTATION_SCALE)} and only very many show 100. ` +
        `Points fade ${REPUTATION_DECAY_PER_DAY * 100}% a game day (half of them in about ${Math.round(Math.log(2) / -Math.log(1 - REPUTATION_DECAY_PER_DAY))} days), so a reputation lasts only while it is earned. ` +
        `Selling wine of quality ${REPUTATION_RULES.goodWineQuality}+ earns up to ${REPUTATION_RULES.pointsPerBottleAtBest} points a bottle (at quality 100, less toward ${REPUTATION_RULES.goodWineQuality}); past ${REPUTATION_RULES.monthlySoftCap} points from sales in a ${REPUTATION_MONTH_DAYS}-day month they count ${REPUTATION_RULES.softCapRate * 100}%. ` +
        `Selling wine under quality ${REPUTATION_RULES.goodWineQuality} costs up to ${REPUTATION_RULES.pointsPerBottleAtWorst} points a bottle. Bottles a sale sends to the buyers of a tier below the wine's count as that tier's best wine, and never cost. ` +
        `A critic's review gives (score − 80) × ${REPUTATION_RULES.pointsPerReviewPoint} points (a review under 80 costs), at most ${REPUTATION_RULES.criticsMonthlyCap} points a game month from all of an estate's reviews together, a medal ${list(AWARD_MEDALS.map((m) => `${MEDAL_LABELS[m].toLowerCase()} ${REPUTATION_RULES.award[m]}`))} points; each day in arrears costs ${REPUTATION_RULES.arrearsPerDay}. ` +
        `Reputation raises the list price (0.8× at 0 to 1.4× at 100), the buyers' pools (up to 3×), and opens the ${list(
          WINE_TIERS.filter((t) => WINE_TIER_INFO[t].minReputation > 0).map(
            (t) => `${WINE_TIER_INFO[t].label} buyers at ${WINE_TIER_INFO[t].minReputation}`,
          ),
        )}; the public leaderboard ranks estates by it.`,
    },
    {
      title: 'Awards',
      body:
        `Once a game year, on its first day, the judges give the previous year's medals: per region and colour, the wines with the best critic scores among those reviewed during that year win ${list(
          AWARD_MEDALS.map(
            (m) =>
              `${MEDAL_LABELS[m].toLowerCase()} (+${Math.round((AWARD_PRICE_FACTORS[m] - 1) * 100)}% on the wine's price for good, +${REPUTATION_RULES.award[m]} reputation points)`,
          ),
        )}. ` +
        `Each estate enters only its best wine of a region and colour, and a medal needs rivals: gold is given when at least ${AWARD_COMPETITION.minEstates} estates enter, silver with ${AWARD_COMPETITION.minEstates + 1}, bronze with ${AWARD_COMPETITION.minEstates + 2}; a producer alone in its region wins none. ` +
        `Equal scores go to the higher quality at bottling, then to the wine bottled first. The first medals are given on ${formatGameDay(awardsDay(FIRST_AWARDS_YEAR))}; every medal is on the public awards page.`,
    },
    {
      title: 'Seasons',
      body:
        `Each game year is a season: the estates of a region compete in its standings, on the public leaderboard's Season tab. An estate takes part once it has sold bottled wine to buyers or had a wine reviewed by a critic during the year. ` +
        `Its season score (0–${SEASON_SCORE_MAX}) adds three parts: up to ${SEASON_WEIGHTS.revenue} points for what its bottled wines earned from buyers in the year, revenue ÷ (revenue + ${euros(SEASON_REVENUE_HALF)}) of them (so ${euros(SEASON_REVENUE_HALF)} earns half, and volume alone cannot win); up to ${SEASON_WEIGHTS.critic} for the best critics' score of its wines reviewed in the year, (score − ${SEASON_CRITIC_RANGE.min}) ÷ ${SEASON_CRITIC_RANGE.max - SEASON_CRITIC_RANGE.min} of them; and up to ${SEASON_WEIGHTS.reputation} for its reputation, reputation ÷ 100 of them. Equal scores go to the higher revenue, then the better critics' score, then the higher reputation. ` +
        `When the year ends, on the first day of the next, the best of each region are honoured for good in the hall of fame: ${list(SEASON_PLACE_LABELS.slice(0, SEASON_HONOUR_PLACES).map((l, i) => `${l.toLowerCase()} (${i + 1}${['st', 'nd', 'rd'][i]})`))}. Honours need rivals: a region honours its champion when ${SEASON_COMPETITION.minEntrants} estates take part and one more place for each further estate, so a producer alone in its region is honoured for nothing. ` +
        `Honours are recognition, not money: they pay nothing and add no reputation, but the leaderboard shows each estate's count. The first season ends on ${formatGameDay(FIRST_SEASON_YEAR * DAYS_PER_YEAR)}.`,
    },
    {
      title: 'The regional price index',
      body:
        `The wines of one region, colour and market tier share a price index between ${REGIONAL_INDEX_BOUNDS.min} and ${REGIONAL_INDEX_BOUNDS.max} that multiplies every bottle's list price. ` +
        `It is set once a game day from the bottles all the region's estates sold in that segment over the last ${days(MARKET_INDEX.windowDays)}, against its normal demand: for each estate of the region with planted vines, ${MARKET_INDEX.normalShare * 100}% of what the tier's buyers (the bottles under Selling bottled wine) refill over those days (${list(
          WINE_TIERS.map(
            (t) => `${WINE_TIER_INFO[t].label} ${normalBottlesPerEstate(t).toLocaleString('en-US')} bottles`,
          ),
        )} per estate). ` +
        `Index = 1 + ${MARKET_INDEX.slope} × (1 − sold / normal): 1 when the region sells its normal share, ${REGIONAL_INDEX_BOUNDS.max} in a segment nobody sells in, ${REGIONAL_INDEX_BOUNDS.min} from twice the normal on. ` +
        `A premium is earned by a region with competition: with fewer than ${MARKET_INDEX.minEstates} estates with vines it is that share of it (a producer alone in its region earns a ${MARKET_INDEX.minEstates}th), while oversupply costs in full. ` +
        `So a flood of wine costs every seller of the segment, and a niche pays a premium; one estate in a big region moves it little. The Market tab charts the last ${days(MARKET_INDEX.historyDays)} and the quote shows the index in the price.`,
    },
    {
      title: 'The wine exchange',
      body:
        `Players trade bottled wine among themselves on the exchange. A seller offers bottles of one of their wines at a price a bottle, for ${OFFER_DURATION_DAYS.min} to ${days(OFFER_DURATION_DAYS.max)}; the bottles leave the cellar at once, reserved for the offer. ` +
        `A wine with a critics' review is offered only once it has it (${days(CRITIC_REVIEWS.afterDays)} after bottling). ` +
        `The price lies between ${EXCHANGE_PRICE_BAND.min}× and ${EXCHANGE_PRICE_BAND.max}× the wine's reference price: what the buyers of Selling bottled wine would list it at from an estate of reputation ${EXCHANGE_REFERENCE_REPUTATION} (its quality today, region, variety, critics' score and medal; no pool and no regional index), in whole euros. ` +
        `Any other player buys some or all of what is left (never from their own estate or one they co-own): the buyer pays price × bottles, the seller receives it less a ${EXCHANGE_FEE_PERCENT}% fee rounded up to the euro, which leaves the economy, so buying and selling between one's own accounts always loses, and splitting a purchase never saves a euro. ` +
        `The bottles arrive in the buyer's cellar as a wine of their own that keeps its producer, region, vintage, variety, quality and bottling day (it goes on ageing), critics' score and medal; the buyer sells it to the buyers or offers it again, but it does not enter the awards a second time. ` +
        `A new estate spends at most ${euros(EXCHANGE_NEW_ESTATE.spend)} on the exchange in its first ${EXCHANGE_NEW_ESTATE.days} game days, so a fresh estate's grant cannot be moved to another player through it at once. ` +
        `The seller can withdraw what is unsold; an offer that runs out closes on its last day and its bottles come back. The last ${EXCHANGE_HISTORY_LIMIT} trades of each region, colour and tier are public. Trades on the exchange do not move the regional price index: it measures what the wine's buyers take, and a trade between players moves no bottle to them.`,
    },
    {
      title: 'Grapes on the exchange',
      body:
        `Fresh grapes are traded the same way, by the kilogram. A grower offers at least ${GRAPE_OFFER_KG.min} kg of a grape lot still within its ${days(GRAPE_FRESHNESS.graceDays)} of grace at a price a kilogram in whole cents, between ${EXCHANGE_PRICE_BAND.min}× and ${EXCHANGE_PRICE_BAND.max}× what the region's grape buyers list them at for their quality; the kilograms leave the lot at once, and the offer runs from a day to the last day of the grapes' grace, so grapes on offer never perish. ` +
        `A buyer pays price × kilograms rounded up to the euro (splitting a purchase never saves a euro) and the seller pays the ${EXCHANGE_FEE_PERCENT}% fee on it; the grapes arrive in the buyer's stock as a lot of the same harvest (region, variety, quality, vintage and harvest day), to crush or sell before they spoil. ` +
        `The new estates' limit counts grapes and wine together. Withdrawn or expired, the unsold kilograms go back to their lot. The last ${EXCHANGE_HISTORY_LIMIT} grape trades of each region and colour are public.`,
    },
    {
      title: "Merchants' contracts",
      body:
        `Every game month the merchants of the estate's region post a board of ${CONTRACT_RULES.offersPerMonth} offers, the same for every estate of the region with the same reputation, planted hectares and colours of vines, new on the first day of each month: deliver a number of bottles of red or white wine of at least a quality by a game day, for a price a bottle. The merchants ask for the colours the estate grows (reds only for an estate of red varieties; either colour while it grows both or none). ` +
        `The merchants read the estate's reputation in steps of ${CONTRACT_RULES.reputationStep} points (rounded down), so the board holds through the month as sales earn points. Each offer buys for one market tier that reputation opens; it asks for that tier's lowest quality (at least ${CONTRACT_RULES.minQuality}) plus up to ${CONTRACT_RULES.qualityMargin} points, today's quality after bottle ageing. ` +
        `Its bottles are ${Math.round(CONTRACT_RULES.volumeShare.min * 100)}–${Math.round(CONTRACT_RULES.volumeShare.max * 100)}% of that tier's pool (Selling bottled wine; at least ${CONTRACT_RULES.minBottles}, in tens), so they grow with reputation and hectares. ` +
        `Its price is ${Math.round((CONTRACT_RULES.premium.min - 1) * 100)}–${Math.round((CONTRACT_RULES.premium.max - 1) * 100)}% over the pool's list price of a wine of that quality from the region at the estate's reputation (an average variety; no critics, medal or index), and it never falls as bottles go. ` +
        `The delivery day is the last day of the ${ordinal(CONTRACT_RULES.leadMonths.min)} to ${ordinal(CONTRACT_RULES.leadMonths.max)} month, counting the board's month as the first: plan the wine a season ahead. ` +
        `Accepting costs nothing; an estate accepts each offer of a month once and holds at most ${CONTRACT_RULES.maxOpen} open contracts. ` +
        `It delivers a whole contract from one bottled wine of the colour, quality and bottles asked, by the delivery day: the bottles leave the cellar, bottles × price comes in, and the estate earns ${CONTRACT_RULES.deliveryPoints} reputation points. ` +
        `The merchants sell to the estate's own buyers: a delivery takes its bottles out of the estate's pool of the contract's colour and tier (Selling bottled wine), down to empty — a contract sells ahead of time at a premium, not to a second market. ` +
        `A contract still open after its day defaults the next day: the merchant takes a penalty of ${CONTRACT_RULES.penaltyPercent}% of its value (rounded up, as much as the estate has; no arrears come of it) and the estate loses ${CONTRACT_RULES.defaultPoints} reputation points.`,
    },
    {
      title: 'Marketing campaigns',
      body:
        `An estate can pay for a campaign that brings more buyers to every pool of its wines (Selling bottled wine: both colours, every tier) for a time: ${list(
          CAMPAIGN_KINDS.map((k) => {
            const c = CAMPAIGNS[k];
            return `${c.label.toLowerCase()}, ${formatBoost(c.boost)} buyers for ${days(c.days)}, ${euros(c.baseCost)}`;
          }),
        )}. ` +
        `The price is for an estate of up to ${CAMPAIGN_RULES.referenceHectares} planted hectares; it grows as (planted hectares ÷ ${CAMPAIGN_RULES.referenceHectares})^${CAMPAIGN_RULES.costExponent} (rounded to ${euros(CAMPAIGN_RULES.costRounding)}), faster than the pools (which grow as the square root), and is paid at once through the ledger; not in arrears. ` +
        `A campaign starts the day it is paid for and runs until its last day; an estate runs one of each kind at a time. ` +
        `While campaigns run, a pool's capacity and the buyers left in it are both multiplied by 1 + the boost: the first bottles sell at the same price, more of them find buyers and the pool refills faster; when the campaign ends the pool is as full, as a share, as the sales left it. ` +
        `Campaigns running together have diminishing returns: the strongest counts in full, the second at ${Math.round(CAMPAIGN_RULES.stackFactor * 100)}% of its boost, the third at ${Math.round(CAMPAIGN_RULES.stackFactor ** 2 * 100)}% (all three: ${formatBoost(stackedBoost([...CAMPAIGN_KINDS]))}). ` +
        `Over its days a campaign sells about boost × the pool's capacity × days ÷ ${POOL_REFILL_DAYS} bottles more into each pool its wine reaches: it pays where the estate holds more good wine than its buyers take, and brings sales forward otherwise.`,
    },
    {
      title: 'Weather events',
      body:
        `Besides the daily weather, each region has its own threats, the same for every player there on the same day, forecast ${days(FORECAST_DAYS)} ahead on the block page: ${list(
          WEATHER_EVENT_KINDS.map((k) => {
            const e = WEATHER_EVENTS[k];
            const when =
              e.trigger === 'wetToday' ? ', on wet days' : e.trigger === 'wetYesterday' ? ', the day after rain' : '';
            const hurts = e.hurtsOnly ? `, only to grapes still on the vine (a block not yet picked)` : '';
            const crop = (s: 'moderate' | 'severe') => cropLossText(e.crop[s]);
            return `${e.name.toLowerCase()} (${weatherEventMonths(k)}${when}): −${e.damage.moderate} health and ${crop('moderate')} off the harvest (severe: −${e.damage.severe} health, ${crop('severe')})${hurts}; ${e.protection.toLowerCase()} ${euros(e.costPerHectare)} a hectare`;
          }),
        )}. ` +
        `About ${Math.round(SEVERE_EVENT_SHARE * 100)}% of events are severe. On the event's day the tick takes the damage from the health of every block of the region that it can harm and that is not protected, after the day's drift, down to 0; health then drifts back ${HEALTH_STEP_PER_DAY} points a day, and quality (the mean of potential and health) follows a day later, while the yield of a harvest is proportional to health. ` +
        `What an event takes from the harvest does not heal: the buds frost killed and the berries hail split are gone. The harvest of the vintage (the game year's, picked in September and October) applies the crop losses of every event that harmed the block since its owner could protect it, added to the vineyard work's effects; the block page shows what the weather has taken so far. ` +
        `Protecting a block against one forecast event is paid from its hectares, through the ledger, any day before the event (not on the day itself); rain at harvest is also escaped by picking the block before it. ` +
        `Regions differ (events a year, on average): ${list(
          REGIONS.map((r) => {
            const counts = eventsPerYear(r);
            const top = WEATHER_EVENT_KINDS.filter((k) => counts[k] > 0)
              .sort((a, b) => counts[b] - counts[a])
              .slice(0, 2)
              .map((k) => `${WEATHER_EVENTS[k].name.toLowerCase()} ${counts[k]}`);
            return `${REGION_INFO[r].name} ${top.join(', ')}`;
          }),
        )}.`,
    },
    {
      title: 'Vineyard work',
      body:
        `Each vintage a bearing block asks for work, each kind once, in its window (the same months in every region; the work of November to February is for the next vintage), paid per hectare through the ledger (\`vineyard_work\`) on the block page: ${list(
          VINEYARD_WORK_KINDS.map((k) => {
            const rule = VINEYARD_WORK[k];
            const options = workOptions(k).map((o) => {
              const opt = rule.options[o]!;
              const effect = [
                opt.yieldPercent ? `${signed(opt.yieldPercent)}% grapes` : '',
                opt.qualityPoints ? `${signed(opt.qualityPoints)} quality` : '',
              ]
                .filter(Boolean)
                .join(', ');
              return `${workOptions(k).length > 1 ? `${opt.label.toLowerCase()} ` : ''}${euros(opt.costPerHectare)} a hectare${effect ? ` (${effect})` : ''}`;
            });
            const undone = rule.skipped && [
              rule.skipped.yieldPercent ? `${signed(rule.skipped.yieldPercent)}% grapes` : '',
              rule.skipped.qualityPoints ? `${signed(rule.skipped.qualityPoints)} quality` : '',
            ];
            const skipped = undone ? `; left undone: ${undone.filter(Boolean).join(', ')}` : '; it may be left undone';
            return `${rule.name.toLowerCase()} (${workMonths(k)}): ${options.join(', ')}${skipped}`;
          }),
        )}. ` +
        `The effects add up and apply to the vintage's harvest, the player's and the tick's late one: the kilograms by the sum of the percentages, the grapes' quality by the sum of the points. A spraying also spares the block the damage of mildew (to its health and its harvest) from the day after it until the end of the season. Work left undone counts only when its window was open to the block's owner (it closed after the block was planted and the estate founded). ` +
        `Labour costs differ by region: ${list(REGIONS.map((r) => `${REGION_INFO[r].name} ×${WORK_LABOUR_FACTOR[r]}`))}. ` +
        `The Overview lists the work due on the estate's blocks, High in the last ${days(TASK_RULES.workUrgentDays)} of its window.`,
    },
  ];
}

function ordinal(n: number): string {
  return ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'][n] ?? `${n}th`;
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

/** The markdown docs/game-rules.md carries between its markers. */
export function wineryRulesMarkdown(): string {
  return wineryKnowledge()
    .map((t) => `**${t.title}.** ${t.body}`)
    .join('\n\n');
}
