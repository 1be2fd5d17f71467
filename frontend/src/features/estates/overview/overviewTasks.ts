import {
  BLOCK_LIMITS,
  formatHectares,
  formatNumber,
  GRAPE_FRESHNESS,
  harvestOutlook,
  type LifecycleStatus,
  varietyLabel,
} from '@vineyard/domain';

export type TaskImportance = 'High' | 'Medium' | 'Low';

/** Something the estate needs now, derived from its state (never a sample). */
export interface OverviewTask {
  id: string;
  name: string;
  /** Why, and by when. */
  detail: string;
  importance: TaskImportance;
  /** Where it is done. */
  to: string;
}

export interface TaskPlot {
  id: string;
  name: string;
  size: number;
  plantedSize: number;
}

export interface TaskBlock {
  id: string;
  name: string;
  grapeVariety: string;
  status: string;
  ageDays: number;
}

export interface TaskGrapeLot {
  id: string;
  variety: string;
  kilograms: number;
  graceDaysLeft: number;
}

/** Grapes this close to perishing (or perishing) are a High task: sell or lose them. */
export const SELL_SOON_DAYS = 5;

const RANK: Record<TaskImportance, number> = { High: 0, Medium: 1, Low: 2 };

export interface TaskLinks {
  block: (id: string) => string;
  plot: (id: string) => string;
  market: string;
}

function harvestTasks(blocks: readonly TaskBlock[], today: number, links: TaskLinks): OverviewTask[] {
  return blocks.flatMap((block) => {
    const outlook = harvestOutlook(block.status as LifecycleStatus, block.ageDays, today);
    if (!outlook.ready) return [];
    return [
      {
        id: `harvest-${block.id}`,
        name: `Harvest ${block.name}`,
        detail: `${varietyLabel(block.grapeVariety)} · ${outlook.reason}`,
        importance: 'High' as const,
        to: links.block(block.id),
      },
    ];
  });
}

function grapeTasks(lots: readonly TaskGrapeLot[], links: TaskLinks): OverviewTask[] {
  return lots
    .filter((lot) => lot.kilograms > 0)
    .map((lot) => {
      const soon = lot.graceDaysLeft <= SELL_SOON_DAYS;
      const detail =
        lot.graceDaysLeft > 0
          ? `Fresh for ${lot.graceDaysLeft} more ${lot.graceDaysLeft === 1 ? 'day' : 'days'}, then they perish`
          : `Perishing: ${GRAPE_FRESHNESS.dailyLoss * 100}% lost every day`;
      return {
        id: `sell-${lot.id}`,
        name: `Sell ${formatNumber(lot.kilograms)} kg of ${varietyLabel(lot.variety)} grapes`,
        detail,
        importance: soon ? ('High' as const) : ('Low' as const),
        to: links.market,
      };
    });
}

function plantingTasks(plots: readonly TaskPlot[], links: TaskLinks): OverviewTask[] {
  return plots.flatMap((plot) => {
    const free = Math.round((plot.size - plot.plantedSize) * 100) / 100;
    if (free < BLOCK_LIMITS.size.min) return [];
    const bare = plot.plantedSize <= 0;
    return [
      {
        id: `plant-${plot.id}`,
        name: bare ? `Plant ${plot.name}` : `Plant the rest of ${plot.name}`,
        detail: bare ? `${formatHectares(plot.size)} of bare land` : `${formatHectares(free)} still bare`,
        importance: bare ? ('Medium' as const) : ('Low' as const),
        to: links.plot(plot.id),
      },
    ];
  });
}

/**
 * The Overview's tasks, from what the estate holds on day `today`: harvest the blocks that can be
 * harvested (only those: the others show why not in the vineyard summary), sell grapes before
 * they perish, plant bare land. Most important first, then by name.
 */
export function deriveTasks(
  input: { plots: readonly TaskPlot[]; blocks: readonly TaskBlock[]; lots: readonly TaskGrapeLot[]; today: number },
  links: TaskLinks,
): OverviewTask[] {
  return [
    ...harvestTasks(input.blocks, input.today, links),
    ...grapeTasks(input.lots, links),
    ...plantingTasks(input.plots, links),
  ].sort((a, b) => RANK[a.importance] - RANK[b.importance] || a.name.localeCompare(b.name));
}
