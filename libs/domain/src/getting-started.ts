/**
 * What a new player is told before and after founding (issue 35, item 5): each estate template's
 * land, money, cellar and head-start block, each region's climate and prices, and the Knowledge
 * tab's "Getting started" and "What to aim for" — all from the rules they describe, so the words
 * cannot drift from the game.
 */
import { awardsDay, FIRST_AWARDS_YEAR } from './awards';
import { DAYS_PER_YEAR, formatGameDay } from './calendar';
import { HEAD_START, headStartSize, STARTING_GRANT, youngVineFactor } from './economy';
import { MATURITY_DAYS } from './lifecycle';
import { ACHIEVEMENTS, MILESTONES } from './milestones';
import { ESTATE_TEMPLATE_INFO, type EstateTemplate } from './estates';
import { formatMoney, formatPrice } from './format';
import { GRAPE_FRESHNESS, grapeBuyerPrice } from './grapes';
import { WINE_TIER_INFO } from './market';
import { REGION_BASE_PRICES, REGION_INFO, type RegionKey } from './regions';
import { REGION_CLIMATES } from './suitability';
import { MAINTENANCE_RATE } from './marketplace';
import { templatePlotSizes } from './terroir';
import { STARTER_CELLARS, VESSELS } from './winery';
import type { KnowledgeTopic } from './winery-knowledge';

const percent = (share: number) => `${Math.round(share * 100)}%`;

export interface TemplateFacts {
  hectares: number;
  /** The plots' sizes, largest first. */
  plotSizes: number[];
  /** What the first three estates a player founds start with (later ones: `laterMoney`). */
  startingMoney: number;
  laterMoney: number;
  tanks: number;
  barrels: number;
  barrelLabel: string;
  /** The mature block planted on the largest plot (hectares). */
  headStartHectares: number;
}

export function templateFacts(template: EstateTemplate): TemplateFacts {
  const plotSizes = templatePlotSizes(template);
  const cellar = STARTER_CELLARS[template];
  return {
    hectares: ESTATE_TEMPLATE_INFO[template].hectares,
    plotSizes,
    startingMoney: STARTING_GRANT.full,
    laterMoney: STARTING_GRANT.later,
    tanks: cellar.tanks,
    barrels: cellar.barrels.count,
    barrelLabel: VESSELS[cellar.barrels.kind].label,
    headStartHectares: headStartSize(plotSizes[0] ?? 0),
  };
}

/** A template's card line: '€250,000 · 4 tanks and 8 American oak barrels · a mature 1.5 ha block'. */
export function templateSummary(template: EstateTemplate): string {
  const f = templateFacts(template);
  return `${formatMoney(f.startingMoney)} · ${f.tanks} tanks and ${f.barrels} ${f.barrelLabel}s · a mature ${f.headStartHectares} ha block`;
}

export interface RegionFacts {
  climate: string;
  /** The land's base price per hectare (a plot's terroir moves it). */
  landPerHectare: number;
  /** What grape buyers pay per kilogram for grapes of quality 70. */
  grapesPerKg: number;
}

export function regionFacts(region: RegionKey): RegionFacts {
  return {
    climate: REGION_CLIMATES[region],
    landPerHectare: REGION_BASE_PRICES[region],
    grapesPerKg: grapeBuyerPrice(region, 70),
  };
}

/** About what a template's land costs in upkeep a year in a region (its terroir moves it a little). */
export function templateUpkeepEstimate(template: EstateTemplate, region: RegionKey): number {
  return Math.round(ESTATE_TEMPLATE_INFO[template].hectares * REGION_BASE_PRICES[region] * MAINTENANCE_RATE);
}

/** The region's line under the form's region field. */
export function regionSummary(region: RegionKey, template: EstateTemplate): string {
  const f = regionFacts(region);
  const { name } = REGION_INFO[region];
  return `${name}: a ${f.climate} climate · land about ${formatMoney(f.landPerHectare)} a hectare · grapes of quality 70 sell at ${formatPrice(f.grapesPerKg)} a kilogram · this estate's land costs about ${formatMoney(templateUpkeepEstimate(template, region))} a year in upkeep, from the second year`;
}

/** The Knowledge tab's first topics: the first year, step by step, and what to aim for after it. */
export function gettingStartedTopics(): KnowledgeTopic[] {
  const family = templateFacts('family');
  return [
    {
      title: 'Getting started',
      body:
        `A new estate gets its template's land (a family estate ${family.hectares} ha in ${family.plotSizes.length} plots), ${formatMoney(family.startingMoney)} for your first three estates (${formatMoney(family.laterMoney)} after that), a starter cellar of tanks and used barrels, and the "${HEAD_START.name}": about half of the largest plot planted with its best-suited red, already ${HEAD_START.ageDays / DAYS_PER_YEAR} years old, so your first harvest comes in the first September. ` +
        `The game year starts on March 1. Plant the bare land in spring: vines bear once they are ${MATURITY_DAYS / DAYS_PER_YEAR} year old, ${percent(youngVineFactor(MATURITY_DAYS))} of a full crop at first and ${percent(youngVineFactor(2 * DAYS_PER_YEAR))} in their third year. Harvest in September and October, picking each variety on its best days; crush in the Winery or sell the grapes within ${GRAPE_FRESHNESS.graceDays} days before they perish; bottle when the wine is ready and sell it in the Market, a month of buyers at a time. ` +
        `On March 1 of every year after the first, each plot's upkeep is due (${MAINTENANCE_RATE * 100}% of the land's value): keep the money for it, or the vines go untended and your reputation falls. The Overview's tasks say what needs doing now.`,
    },
    {
      title: 'What to aim for',
      body:
        `Reputation opens the best markets: Fine buyers take wine of quality ${WINE_TIER_INFO.fine.minQuality}+ from estates of reputation ${WINE_TIER_INFO.fine.minReputation}, Icon buyers quality ${WINE_TIER_INFO.icon.minQuality}+ from reputation ${WINE_TIER_INFO.icon.minReputation}. Critics review bottled wine, and each region's awards give medals to the best wines of the year, first on ${formatGameDay(awardsDay(FIRST_AWARDS_YEAR))}. ` +
        `Grow by buying land on the marketplace, planting varieties that suit each plot, and building a cellar that holds your harvest. The public leaderboard ranks every estate by reputation, net worth and its wine. ` +
        `The Overview names your next milestone, from the first harvest to the Icon buyers (${MILESTONES.length} in all), and after them your next achievement (${ACHIEVEMENTS.length}, recognition rather than money): ${ACHIEVEMENTS.map((a) => a.title.charAt(0).toLowerCase() + a.title.slice(1)).join('; ')}.`,
    },
  ];
}
