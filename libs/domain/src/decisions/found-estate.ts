/**
 * Founding an estate (EstatesService.create, SimWorld.found): ECONOMY.md §1. The template's plots
 * (their terroir surveyed by the caller, one survey a plot, and priced at valuation), the grant
 * through the ledger (full for a player's first estates ever, small after), and the head start:
 * one mature block on the largest plot, part of the grant (no planting charge).
 */
import { gameTimeFromDayIndex } from '../calendar';
import { MAX_ESTATES_PER_USER, STARTING_REPUTATION } from '../constants';
import { headStartBlock, startingGrant, type HeadStartBlock } from '../economy';
import type { EstateTemplate } from '../estates';
import { blockPotential, blockQuality, blockStatus, NEW_BLOCK_HEALTH, type LifecycleStatus } from '../lifecycle';
import { MESSAGES } from '../messages';
import { REGION_INFO, type RegionKey } from '../regions';
import { pointsForReputation } from '../reputation';
import { annualMaintenance, landValuation, templatePlotSizes, type Terroir } from '../terroir';
import { refuse, type Decision, type PlannedPosting } from './decision';

export interface FoundingInput {
  day: number;
  region: RegionKey;
  template: EstateTemplate;
  /** Estates the player founded and still holds (the limit's count: being invited never uses it up). */
  founded: number;
  /** Grants the player's estates were ever given (the grant's size). */
  grantsBefore: number;
  /** One surveyed terroir per template plot, in order (templatePlotSizes). */
  surveys: readonly Terroir[];
}

export interface FoundedPlot {
  name: string;
  description: string;
  size: number;
  price: number;
  maintenanceCost: number;
  terroir: Terroir;
}

export interface HeadStartPlan {
  /** Which of `plots` it is planted on: the largest (the first of equals). */
  plot: number;
  block: HeadStartBlock & {
    status: LifecycleStatus;
    plantedDay: number;
    potential: number;
    health: number;
    quality: number;
  };
}

export interface FoundingPlan {
  postings: readonly PlannedPosting[];
  reputation: { reputation: number; points: number; pointsDay: number };
  plots: readonly FoundedPlot[];
  headStart: HeadStartPlan;
}

export function decideFounding(input: FoundingInput): Decision<FoundingPlan> {
  const { day, region, template } = input;
  if (input.founded >= MAX_ESTATES_PER_USER) return refuse('TOO_MANY_ESTATES');
  const sizes = templatePlotSizes(template);
  if (input.surveys.length !== sizes.length)
    throw new Error(`${sizes.length} plots need ${sizes.length} surveys, not ${input.surveys.length}`);
  const plots = sizes.map((size, i): FoundedPlot => {
    const terroir = input.surveys[i]!;
    const price = landValuation(region, size, terroir);
    const land = terroir.terrain === 'flat' ? 'flat land' : `a ${terroir.terrain}`;
    return {
      name: `${REGION_INFO[region].name} Plot ${i + 1}`,
      description: `${size} ha of ${terroir.soilType} soil on ${land}, facing ${terroir.orientation}.`,
      size,
      price,
      maintenanceCost: annualMaintenance(price),
      terroir,
    };
  });
  const largest = plots.reduce((best, p, i) => (p.size > plots[best]!.size ? i : best), 0);
  const spec = headStartBlock(region, plots[largest]!.terroir, plots[largest]!.size);
  const potential = blockPotential(spec.suitability, spec.trellisSystem, spec.rowSpacing, spec.vineSpacing);
  return {
    ok: true,
    postings: [
      {
        amount: startingGrant(input.grantsBefore),
        kind: 'grant',
        description: MESSAGES.ledger.startingGrant(input.grantsBefore + 1),
      },
    ],
    reputation: {
      reputation: STARTING_REPUTATION,
      points: pointsForReputation(STARTING_REPUTATION),
      pointsDay: day,
    },
    plots,
    headStart: {
      plot: largest,
      block: {
        ...spec,
        status: blockStatus(spec.ageDays, gameTimeFromDayIndex(day).month, false),
        plantedDay: day - spec.ageDays,
        potential,
        health: NEW_BLOCK_HEALTH,
        quality: blockQuality(potential, NEW_BLOCK_HEALTH),
      },
    },
  };
}
