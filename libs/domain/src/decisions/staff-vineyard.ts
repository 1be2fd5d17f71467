/**
 * The vineyard manager's month (issue 35, item 2; the tick's `staff-vineyard` step,
 * staff/staff-vineyard.tick.ts, and SimWorld's): on the first day of each game month, the work
 * due on each of the estate's blocks is done — the winter pruning, the spraying and the canopy
 * work (`VINEYARD_MANAGER_WORK`: the kinds whose neglect costs the harvest, each the standard way;
 * the green harvest and a light or hard pruning stay the player's to order by hand, before the
 * manager's day or instead of it). Each work goes through `decideVineyardWork`, the player's own
 * decision, with the manager's skill (`crewSkill`: the cost is crewCostPercent of the price, 110%
 * at skill 1 to 90% at skill 5); the plan threads the estate's money from one work to the next,
 * blocks in the order given, so a work the money left does not cover is left undone (for the
 * player, or the next month while its window is open). An estate in arrears gets nothing done.
 * The crew works at most `vineyardCrewHectares` a month (the manager's STAFF.managerHectares and
 * each vineyard worker's): the oldest blocks first (planted earliest, then in the order given), a
 * block that does not fit the hectares left is not tended and the notice names it.
 */
import { formatHectares, formatMoney } from '../format';
import { MESSAGES } from '../messages';
import { VINEYARD_MANAGER_WORK, vineyardCrewHectares } from '../staff';
import { workLabel, type VineyardWorkKind, type VineyardWorkOption, type WorkDone } from '../vineyard-work';
import type { EstateFunds } from './decision';
import { decideVineyardWork, type VineyardWorkInput } from './vineyard-work';

/** One of the estate's blocks as the manager's day reads it: the decision's block, its id and its work of the vintage (block_work rows). */
export type ManagedBlock = VineyardWorkInput['block'] & {
  id: string;
  done: readonly Pick<WorkDone, 'kind' | 'day'>[];
};

export interface VineyardManagerInput {
  /** Today's game day. */
  day: number;
  /** The estate's funds, locked for money. */
  estate: EstateFunds;
  /** The vineyard manager's skill (1-5). */
  skill: number;
  /** The skills of the estate's vineyard workers (each adds hectares to the crew's month). */
  workers: readonly number[];
  blocks: readonly ManagedBlock[];
}

/** One work done: a block_work row. */
export interface ManagedWork {
  blockId: string;
  kind: VineyardWorkKind;
  option: VineyardWorkOption;
  vintage: number;
  day: number;
  cost: number;
}

export interface VineyardManagerPlan {
  works: ManagedWork[];
  /** The month's notice (null when nothing was done). */
  notice: { title: string; body: string } | null;
  /** The sum of the works' costs (whole euros), paid with one ledger row (`vineyard_work`). */
  cost: number;
  /** How many blocks were worked. */
  blocks: number;
  /** The hectares the crew works a month (vineyardCrewHectares). */
  crewHectares: number;
  /** The hectares of the blocks worked this month. */
  hectares: number;
  /** The blocks with work due that did not fit the crew's hectares, in the order tried. */
  untended: string[];
}

export function planVineyardManagerWork(input: VineyardManagerInput): VineyardManagerPlan {
  const works: ManagedWork[] = [];
  const untended: string[] = [];
  const crewHectares = vineyardCrewHectares(input.skill, input.workers);
  let money = input.estate.money;
  let hectaresLeft = crewHectares;
  // the oldest vines first; a stable sort keeps the caller's order among blocks planted the same day
  const blocks = [...input.blocks].sort((a, b) => a.plantedDay - b.plantedDay);
  for (const block of blocks) {
    const done = [...block.done];
    const blockWorks: ManagedWork[] = [];
    let blockMoney = money;
    for (const { kind, option } of VINEYARD_MANAGER_WORK) {
      const plan = decideVineyardWork({
        day: input.day,
        estate: { money: blockMoney, arrears: input.estate.arrears },
        block,
        kind,
        option,
        done,
        crewSkill: input.skill,
      });
      if (!plan.ok) continue;
      blockMoney -= plan.cost;
      done.push({ kind, day: input.day });
      blockWorks.push({ blockId: block.id, ...plan.work });
    }
    if (blockWorks.length === 0) continue;
    // hectares in hundredths, as blocks are sized, so that 0.1 + 0.2 fits 0.3
    if (Math.round(block.size * 100) > Math.round(hectaresLeft * 100)) {
      untended.push(block.id);
      continue;
    }
    hectaresLeft -= block.size;
    money = blockMoney;
    works.push(...blockWorks);
  }
  const cost = works.reduce((sum, w) => sum + w.cost, 0);
  const names = new Map(input.blocks.map((b) => [b.id, b.name]));
  const worked = new Set(works.map((w) => w.blockId));
  const untendedPart =
    untended.length === 0
      ? null
      : MESSAGES.staff.vineyardUntended(
          formatHectares(crewHectares),
          untended.map((id) => names.get(id) ?? ''),
        );
  const body =
    works.length === 0
      ? untendedPart
      : [
          MESSAGES.staff.vineyardNoticeBody(
            works.map((w) => `${workLabel(w.kind, w.option)}: ${names.get(w.blockId) ?? ''} (${formatMoney(w.cost)})`),
          ),
          untendedPart,
        ]
          .filter((part) => part !== null)
          .join(' ');
  return {
    works,
    notice:
      body === null
        ? null
        : {
            title:
              works.length === 0
                ? MESSAGES.staff.vineyardUntendedTitle(untended.length)
                : MESSAGES.staff.vineyardNoticeTitle(formatMoney(cost)),
            body,
          },
    cost,
    blocks: worked.size,
    crewHectares,
    hectares: Math.round((crewHectares - hectaresLeft) * 100) / 100,
    untended,
  };
}
