/**
 * Picking a block's grapes (BlocksService.harvest, SimWorld.harvest): ECONOMY.md §3. Mature vines
 * are picked once a year while the block is `harvesting`; the pickers are paid, and the grapes
 * become a lot the estate sells or crushes within the grace days.
 */
import { gameTimeFromDayIndex } from '../calendar';
import type { BlockStatus } from '../blocks';
import { formatMoney, formatNumber } from '../format';
import { GRAPE_FRESHNESS } from '../grapes';
import { harvestedQuality, harvestKg, harvestLabourCost } from '../lifecycle';
import { MESSAGES } from '../messages';
import { varietyLabel, type GrapeVariety } from '../varieties';
import { workedKg, workedQuality, type VintageWorkEffects } from '../vineyard-work';
import type { CropLoss } from '../weather-events';
import { refuse, type Decision, type PlannedNotice, type PlannedPosting } from './decision';

/** A block as stored (its quality is the tick's of today). */
export interface HarvestedBlockFacts {
  name: string;
  variety: GrapeVariety;
  status: BlockStatus;
  size: number;
  rowSpacing: number;
  vineSpacing: number;
  health: number;
  quality: number;
  plantedDay: number;
}

export interface HarvestingPlan {
  kilograms: number;
  /** The grapes' quality: the block's with the day's timing effect (harvestedQuality). */
  quality: number;
  labour: number;
  postings: readonly PlannedPosting[];
  /** What the money module answers when the estate cannot pay the pickers. */
  unaffordable: string;
  /** The block afterwards. */
  block: { status: 'mature'; lastHarvestYear: number };
  /** The grape lot the harvest makes, harvested and counted today. */
  lot: {
    kilograms: number;
    harvestedKg: number;
    quality: number;
    vintage: number;
    harvestDay: number;
    countedDay: number;
  };
  notice: PlannedNotice;
}

/**
 * `work`: the vintage's vineyard work (vineyardWorkEffects): its yield percentage and quality
 * points apply to the picked grapes; none when absent. `weather`: what the vintage's weather
 * events took from the crop (vintageWeatherLoss), added to the work's effects; none when absent.
 */
export function decideHarvest(input: {
  day: number;
  block: HarvestedBlockFacts;
  work?: Pick<VintageWorkEffects, 'yieldPercent' | 'qualityPoints'>;
  weather?: CropLoss;
}): Decision<HarvestingPlan> {
  const { day, block } = input;
  if (block.status !== 'harvesting') return refuse('NOT_READY_TO_HARVEST');
  const raw = harvestKg(
    block.variety,
    block.size,
    block.rowSpacing,
    block.vineSpacing,
    block.health,
    day - block.plantedDay,
  );
  const yieldPercent = (input.work?.yieldPercent ?? 0) + (input.weather?.yieldPercent ?? 0);
  const kilograms = workedKg(raw, yieldPercent);
  // picked on the variety's best days or not, after the year's work and weather; the pickers are paid first
  const qualityPoints = (input.work?.qualityPoints ?? 0) + (input.weather?.qualityPoints ?? 0);
  const quality = workedQuality(harvestedQuality(block.quality, block.variety, day), qualityPoints);
  const labour = harvestLabourCost(kilograms);
  const variety = varietyLabel(block.variety);
  const year = gameTimeFromDayIndex(day).year;
  return {
    ok: true,
    kilograms,
    quality,
    labour,
    postings: [
      {
        amount: -labour,
        kind: 'harvest_labour',
        description: MESSAGES.ledger.harvestLabour(kilograms, variety, block.name),
      },
    ],
    unaffordable: MESSAGES.block.harvestLabourUnaffordable(labour),
    block: { status: 'mature', lastHarvestYear: year },
    lot: { kilograms, harvestedKg: kilograms, quality, vintage: year, harvestDay: day, countedDay: day },
    notice: {
      kind: 'harvest',
      title: MESSAGES.notice.harvestTitle(formatNumber(kilograms), variety),
      body: MESSAGES.notice.harvestBody(
        block.name,
        formatNumber(kilograms),
        quality,
        formatMoney(labour),
        GRAPE_FRESHNESS.graceDays,
      ),
    },
  };
}
