/**
 * Doing a kind of the vineyard year's work on a block (BlocksService.work, SimWorld.work): issue 31,
 * item 1. The kind and option must exist, the block must bear the vintage and not be picked yet,
 * today must lie in the kind's window, the kind not done yet for the vintage; the work is paid per
 * hectare through the ledger (`vineyard_work`), refused in arrears or without the money. The
 * vineyard manager's work on the clock (planVineyardManagerWork, decisions/staff-vineyard.ts) is
 * this decision with the manager's skill (`crewSkill`), which scales the cost (crewCostPercent).
 */
import { formatGameDayShortForm } from '../calendar';
import { formatMoney } from '../format';
import { MESSAGES } from '../messages';
import type { RegionKey } from '../regions';
import {
  bearsVintage,
  isVineyardWorkKind,
  VINEYARD_WORK,
  workCost,
  workLabel,
  workMonths,
  workOptions,
  workVintage,
  workWindow,
  type VineyardWorkKind,
  type VineyardWorkOption,
  type WorkDone,
} from '../vineyard-work';
import { crewCostPercent } from '../staff';
import { refuse, refuseField, type Decision, type EstateFunds, type PlannedPosting } from './decision';

export interface VineyardWorkInput {
  /** Today's game day (read under the clock's share lock by the server). */
  day: number;
  /** The block's estate, locked for money. */
  estate: EstateFunds;
  block: { name: string; size: number; region: RegionKey; plantedDay: number; lastHarvestYear: number | null };
  /** The kind and option asked for (unchecked input). */
  kind: unknown;
  option: unknown;
  /** The block's work of this vintage and before (its block_work rows). */
  done: readonly Pick<WorkDone, 'kind' | 'day'>[];
  /** The vineyard manager's skill when their crew does the work (the tick): the cost is crewCostPercent of the price. */
  crewSkill?: number;
}

export interface VineyardWorkPlan {
  kind: VineyardWorkKind;
  option: VineyardWorkOption;
  vintage: number;
  cost: number;
  postings: readonly PlannedPosting[];
  insufficientFunds: string;
  /** The block_work row. */
  work: { kind: VineyardWorkKind; option: VineyardWorkOption; vintage: number; day: number; cost: number };
}

const m = MESSAGES.vineyardWork;

export function decideVineyardWork(input: VineyardWorkInput): Decision<VineyardWorkPlan> {
  const { day, estate, block } = input;
  if (!isVineyardWorkKind(input.kind)) return refuseField('VALIDATION_FAILED', 'kind', m.kindInvalid);
  const kind = input.kind;
  const options = workOptions(kind);
  const option = (input.option ?? (options.length === 1 ? options[0] : undefined)) as VineyardWorkOption;
  if (!options.includes(option)) return refuseField('VALIDATION_FAILED', 'option', m.optionInvalid(options));
  const vintage = workVintage(day);
  const name = VINEYARD_WORK[kind].name;
  if (!bearsVintage(block.plantedDay, vintage)) return refuse('WORK_BLOCK_NOT_BEARING', m.notBearing(vintage));
  if (block.lastHarvestYear !== null && block.lastHarvestYear >= vintage) return refuse('WORK_BLOCK_HARVESTED');
  const window = workWindow(kind, vintage);
  if (day < window.from || day > window.to)
    return refuse(
      'WORK_OUTSIDE_WINDOW',
      m.outsideWindow(
        name,
        workMonths(kind),
        formatGameDayShortForm(day < window.from ? window.from : workWindow(kind, vintage + 1).from),
      ),
    );
  if (input.done.some((w) => w.kind === kind && workVintage(w.day) === vintage))
    return refuse('WORK_ALREADY_DONE', m.alreadyDone(name));
  if (estate.arrears > 0) return refuse('ESTATE_IN_ARREARS');
  const price = workCost(kind, option, block.size, block.region);
  const cost =
    input.crewSkill === undefined ? price : Math.max(1, Math.round((price * crewCostPercent(input.crewSkill)) / 100));
  const insufficientFunds = m.notEnoughMoney(workLabel(kind, option), formatMoney(cost));
  if (estate.money < cost) return refuse('INSUFFICIENT_FUNDS', insufficientFunds);
  return {
    ok: true,
    kind,
    option,
    vintage,
    cost,
    postings: [
      {
        amount: -cost,
        kind: 'vineyard_work',
        description: MESSAGES.ledger.vineyardWork(workLabel(kind, option), block.name, vintage),
      },
    ],
    insufficientFunds,
    work: { kind, option, vintage, day, cost },
  };
}
