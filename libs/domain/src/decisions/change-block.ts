/**
 * Changing a planted block (BlocksService.update): ECONOMY.md §2. A new variety is a replanting,
 * charged as a new planting, and the vines start again; the same vines on more ground or closer
 * together are charged the added planting. Suitability, potential and quality follow the change.
 */
import type { TrellisSystem } from '../blocks';
import { plantingCost } from '../economy';
import { formatMoney } from '../format';
import { blockPotential, blockQuality, NEW_BLOCK_HEALTH, type LifecycleStatus } from '../lifecycle';
import { MESSAGES } from '../messages';
import type { RegionKey } from '../regions';
import { varietyScore } from '../suitability';
import type { Terroir } from '../terroir';
import type { GrapeVariety } from '../varieties';
import { refuse, type Decision, type EstateFunds, type PlannedPosting } from './decision';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A block's rule-bearing columns, as stored and as the change leaves them. */
export interface ChangedBlock {
  name: string;
  size: number;
  variety: GrapeVariety;
  rowSpacing: number;
  vineSpacing: number;
  trellis: TrellisSystem;
  suitability: number;
  potential: number;
  health: number;
  quality: number;
  status: LifecycleStatus;
  plantedDay: number;
  lastHarvestYear: number | null;
}

export interface BlockChangeInput {
  day: number;
  /** The estate's money, read under its `money` lock: needed whenever the change may cost. */
  estate: EstateFunds | null;
  plot: {
    name: string;
    size: number;
    region: RegionKey;
    terroir: Terroir;
    /** Hectares the plot's other blocks cover: needed when the size changes. */
    otherBlocksHectares?: number;
  };
  block: Omit<ChangedBlock, 'suitability' | 'potential' | 'quality'>;
  change: {
    name?: string;
    size?: number;
    variety?: GrapeVariety;
    rowSpacing?: number;
    vineSpacing?: number;
    trellis?: TrellisSystem;
  };
}

export interface BlockChangePlan {
  block: ChangedBlock;
  /** Whether the vines were replaced (a new variety). */
  replanted: boolean;
  cost: number;
  /** The planting charged (none when nothing is added). */
  postings: readonly PlannedPosting[];
}

/** Only money-bearing changes need the estate (`estate`); a larger block must fit the plot. */
export function decideBlockChange(input: BlockChangeInput): Decision<BlockChangePlan> {
  const { day, plot, block, change } = input;
  const next = {
    ...block,
    name: change.name ?? block.name,
    size: change.size !== undefined ? round2(change.size) : block.size,
    variety: change.variety ?? block.variety,
    rowSpacing: change.rowSpacing ?? block.rowSpacing,
    vineSpacing: change.vineSpacing ?? block.vineSpacing,
    trellis: change.trellis ?? block.trellis,
  };
  if (next.size !== block.size) {
    if (plot.otherBlocksHectares === undefined) throw new Error('a new size needs the plot’s other blocks');
    const free = round2(plot.size - plot.otherBlocksHectares);
    if (next.size > free + 1e-9)
      return {
        ok: false,
        code: 'PLOT_FULL',
        message: MESSAGES.block.plotFullNamed(plot.name, free, plot.size),
        errors: [{ field: 'size', message: MESSAGES.block.sizeFree(free) }],
      };
  }
  const replanted = next.variety !== block.variety;
  // a new variety is a new planting, charged as one; the same vines are charged what is added
  const full = plantingCost(next.size, next.rowSpacing, next.vineSpacing);
  const cost = replanted ? full : Math.max(0, full - plantingCost(block.size, block.rowSpacing, block.vineSpacing));
  if (cost > 0) {
    if (!input.estate) throw new Error('a change that costs needs the estate’s money');
    if (input.estate.arrears > 0) return refuse('ESTATE_IN_ARREARS');
    if (input.estate.money < cost)
      return refuse('INSUFFICIENT_FUNDS', MESSAGES.money.notEnoughToPlant(formatMoney(cost)));
  }
  const restart = replanted
    ? { status: 'planting' as const, plantedDay: day, health: NEW_BLOCK_HEALTH, lastHarvestYear: null }
    : {};
  const health = replanted ? NEW_BLOCK_HEALTH : block.health;
  const suitability = varietyScore(next.variety, plot.region, plot.terroir);
  const potential = blockPotential(suitability, next.trellis, next.rowSpacing, next.vineSpacing);
  return {
    ok: true,
    block: { ...next, ...restart, suitability, potential, quality: blockQuality(potential, health) },
    replanted,
    cost,
    postings:
      cost > 0
        ? [{ amount: -cost, kind: 'planting', description: MESSAGES.ledger.planting(next.name, next.size) }]
        : [],
  };
}
