/**
 * Planting a block on a plot (BlocksService.create, SimWorld.plant): ECONOMY.md §2.
 */
import { BLOCK_LIMITS, type TrellisSystem } from '../blocks';
import { plantingCost } from '../economy';
import { formatMoney } from '../format';
import { blockPotential, blockQuality, NEW_BLOCK_HEALTH } from '../lifecycle';
import { MESSAGES } from '../messages';
import type { RegionKey } from '../regions';
import { varietyScore } from '../suitability';
import type { Terroir } from '../terroir';
import type { GrapeVariety } from '../varieties';
import { refuse, refuseField, type Decision, type EstateFunds, type PlannedPosting } from './decision';

const round2 = (n: number) => Math.round(n * 100) / 100;

export interface PlantInput {
  /** The game day of the planting. */
  day: number;
  /** The plot's estate, locked for money. */
  estate: EstateFunds;
  plot: {
    name: string;
    size: number;
    /** Hectares its blocks cover already. */
    usedHectares: number;
    /** Whether it is offered on the marketplace (a buyer expects bare land: no planting then). */
    listed: boolean;
    region: RegionKey;
    terroir: Terroir;
  };
  /** What the player asked for; sizes and spacings left out take BLOCK_LIMITS' defaults. */
  block: {
    name: string;
    variety: GrapeVariety;
    size?: number;
    rowSpacing?: number;
    vineSpacing?: number;
    trellis: TrellisSystem;
  };
}

/** The new block's rule-given columns (the caller adds its name, orientation, notes…). */
export interface PlantedBlock {
  size: number;
  rowSpacing: number;
  vineSpacing: number;
  suitability: number;
  potential: number;
  health: number;
  quality: number;
  status: 'planting';
  plantedDay: number;
  lastHarvestYear: null;
}

export interface PlantPlan {
  cost: number;
  /** The planting, through the ledger (refused by the money module as `insufficientFunds` says). */
  postings: readonly PlannedPosting[];
  insufficientFunds: string;
  block: PlantedBlock;
}

const b = MESSAGES.block;

/**
 * The block fits the plot's free hectares, not while the plot is listed, refused in arrears; the
 * planting is charged (plantingCost). Its suitability and potential follow the plot's terroir.
 */
export function decidePlant(input: PlantInput): Decision<PlantPlan> {
  const { day, estate, plot } = input;
  const size = round2(input.block.size ?? BLOCK_LIMITS.size.default);
  const rowSpacing = input.block.rowSpacing ?? BLOCK_LIMITS.rowSpacing.default;
  const vineSpacing = input.block.vineSpacing ?? BLOCK_LIMITS.vineSpacing.default;
  // what the request's validation answers on the server (400) before anything is read
  if (size < BLOCK_LIMITS.size.min) return refuseField('VALIDATION_FAILED', 'size', b.sizeMin);
  if (size > BLOCK_LIMITS.size.max) return refuseField('VALIDATION_FAILED', 'size', b.sizeMax(BLOCK_LIMITS.size.max));
  if (rowSpacing < BLOCK_LIMITS.rowSpacing.min) return refuseField('VALIDATION_FAILED', 'rowSpacing', b.rowSpacingMin);
  if (rowSpacing > BLOCK_LIMITS.rowSpacing.max)
    return refuseField('VALIDATION_FAILED', 'rowSpacing', b.rowSpacingMax(BLOCK_LIMITS.rowSpacing.max));
  if (vineSpacing < BLOCK_LIMITS.vineSpacing.min)
    return refuseField('VALIDATION_FAILED', 'vineSpacing', b.vineSpacingMin);
  if (vineSpacing > BLOCK_LIMITS.vineSpacing.max)
    return refuseField('VALIDATION_FAILED', 'vineSpacing', b.vineSpacingMax(BLOCK_LIMITS.vineSpacing.max));

  if (plot.listed) return refuse('PLOT_LISTED_FOR_SALE');
  const free = round2(plot.size - plot.usedHectares);
  if (size > free + 1e-9)
    return {
      ok: false,
      code: 'PLOT_FULL',
      message: b.plotFullNamed(plot.name, free, plot.size),
      errors: [{ field: 'size', message: b.sizeFree(free) }],
    };
  if (estate.arrears > 0) return refuse('ESTATE_IN_ARREARS');
  const cost = plantingCost(size, rowSpacing, vineSpacing);
  const insufficientFunds = MESSAGES.money.notEnoughToPlant(formatMoney(cost));
  if (estate.money < cost) return refuse('INSUFFICIENT_FUNDS', insufficientFunds);

  const suitability = varietyScore(input.block.variety, plot.region, plot.terroir);
  const potential = blockPotential(suitability, input.block.trellis, rowSpacing, vineSpacing);
  return {
    ok: true,
    cost,
    postings: [{ amount: -cost, kind: 'planting', description: MESSAGES.ledger.planting(input.block.name, size) }],
    insufficientFunds,
    block: {
      size,
      rowSpacing,
      vineSpacing,
      suitability,
      potential,
      health: NEW_BLOCK_HEALTH,
      quality: blockQuality(potential, NEW_BLOCK_HEALTH),
      status: 'planting',
      plantedDay: day,
      lastHarvestYear: null,
    },
  };
}
