/**
 * The vineyard year in the simulator (issue 31, item 1): how a simulated winemaker tends its
 * blocks. Each day it does, on every block, the work whose window is open and that it has not done
 * for the vintage, with the option its plan names, through SimWorld.work (decideVineyardWork, as
 * the server): a refusal (no money yet, a block that bears nothing this vintage) leaves it for
 * another day. The competent winemaker tends its vineyard; `neglect` plays it without the work.
 */
import {
  VINEYARD_WORK_KINDS,
  workVintage,
  workWindow,
  type VineyardWorkKind,
  type VineyardWorkOption,
} from '../vineyard-work';
import { bearsVintage } from '../vineyard-work';
import { estateBlocks, SimRefusal, type SimEstate, type SimWorld } from './world';

/** The option of each kind a winemaker does (a kind it leaves undone is absent). */
export type VineyardWorkPlan = Readonly<Partial<Record<VineyardWorkKind, VineyardWorkOption>>>;

/** The competent winemaker prunes to a balanced crop, sprays and works the canopy; no green harvest. */
export const COMPETENT_WORK: VineyardWorkPlan = { pruning: 'standard', spraying: 'standard', canopy: 'standard' };

/** Does today's open work of the plan on every block of the estate that bears the vintage (not in arrears). */
export function tendVineyard(world: SimWorld, estate: SimEstate, plan: VineyardWorkPlan): void {
  if (estate.arrears > 0) return;
  const vintage = workVintage(world.day);
  // the plan's kinds whose window is open today (most days: none)
  const open = VINEYARD_WORK_KINDS.filter((kind) => {
    if (!plan[kind]) return false;
    const window = workWindow(kind, vintage);
    return world.day >= window.from && world.day <= window.to;
  });
  if (open.length === 0) return;
  for (const block of estateBlocks(estate)) {
    if (!bearsVintage(block.plantedDay, vintage)) continue;
    if (block.lastHarvestYear !== null && block.lastHarvestYear >= vintage) continue;
    for (const kind of open) {
      const option = plan[kind]!;
      if ((block.work ?? []).some((w) => w.kind === kind && workVintage(w.day) === vintage)) continue;
      try {
        world.work(estate, block, kind, option);
      } catch (error) {
        if (!(error instanceof SimRefusal)) throw error;
      }
    }
  }
}
