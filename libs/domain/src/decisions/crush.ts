/**
 * Crushing grapes of a lot into a new wine batch (CellarService.createBatch, SimWorld.crushBatch):
 * ECONOMY.md §3.
 */
import { grapeColor, varietyLabel, type GrapeColor, type GrapeVariety } from '../varieties';
import { crushQualityBonus, type EquipmentKind } from '../equipment';
import { winemakerCrushQuality } from '../staff';
import { grapeLotKilograms } from '../grapes';
import { MESSAGES } from '../messages';
import type { RegionKey } from '../regions';
import {
  allocateCellar,
  crush,
  WINE_PRESET_INFO,
  winePlanProblem,
  winePresetProblem,
  wineSchedule,
  type FreeBarrel,
  type FreeTank,
  type VesselShare,
  type WinePlan,
  type WinePreset,
  type WineSchedule,
} from '../winery';
import { refuse, refuseField, type Decision, type PlannedPosting } from './decision';

const w = MESSAGES.winery;

/** The wine a player asks for: a preset, or a plan of their own (exactly one of them). */
export interface WineChoice {
  preset?: WinePreset;
  /** (its `oak` only counts with oak élevage) */
  plan?: Omit<WinePlan, 'oak'> & { oak?: WinePlan['oak'] };
}

/** The plan a choice stands for (a plan without oak élevage has no oak), or the request's refusal. */
export function resolveWineChoice(choice: WineChoice): Decision<{ preset: WinePreset | null; plan: WinePlan }> {
  if ((choice.preset === undefined) === (choice.plan === undefined))
    return refuseField('WINE_PLAN_INVALID', 'preset', w.presetOrPlan);
  if (choice.preset) return { ok: true, preset: choice.preset, plan: WINE_PRESET_INFO[choice.preset].plan };
  const plan = choice.plan!;
  return { ok: true, preset: null, plan: { ...plan, oak: plan.elevage === 'oak' ? (plan.oak ?? null) : null } };
}

export interface CrushInput {
  day: number;
  /** The estate's money (locked for money): the crush is paid. */
  money: number;
  /** The grape lot as stored (perishing is computed on read). */
  lot: {
    region: RegionKey;
    variety: GrapeVariety;
    quality: number;
    blockName: string;
    vintage: number;
    kilograms: number;
    harvestDay: number;
    countedDay: number;
  };
  kilograms: number;
  /** A choice resolved by `resolveWineChoice`. */
  preset: WinePreset | null;
  plan: WinePlan;
  /** The cellar today: its tanks' free litres, and the barrels no active batch holds. */
  cellar: { tanks: readonly FreeTank[]; freeBarrels: readonly FreeBarrel[] };
  /** The estate's winery equipment (equipment.ts): the sorting table and temperature control add quality. */
  equipment?: readonly EquipmentKind[];
  /** The estate's winemaker's skill (staff.ts), null without one: adds winemakerCrushQuality points. */
  winemakerSkill?: number | null;
}

export interface CrushPlan {
  cost: number;
  postings: readonly PlannedPosting[];
  /** The new batch's columns (the caller adds its id and estate). */
  batch: {
    colour: GrapeColor;
    variety: GrapeVariety;
    region: RegionKey;
    blockName: string;
    vintage: number;
    kilograms: number;
    initialLitres: number;
    litres: number;
    grapeQuality: number;
    preset: WinePreset | null;
    plan: WinePlan;
    oakStrength: number;
    schedule: WineSchedule;
    status: 'active';
  };
  /** Where its litres go: the tanks, and for oak the barrels (each filled once more: `filledBarrels`). */
  contents: readonly VesselShare[];
  filledBarrels: readonly string[];
  /** The lot afterwards: the kilograms left, counted today. */
  lot: { kilograms: number; countedDay: number };
}

/**
 * The plan must fit the grapes' colour, the kilograms what is left of the lot today, the pressed
 * litres the free tanks and (for oak) the free barrels (`allocateCellar`: the freshest first);
 * the crush is paid (`crush`). Refused otherwise, naming the field at fault. The estate's equipment
 * adds its quality points to the grapes' (`crushQualityBonus`), and its winemaker theirs
 * (`winemakerCrushQuality`, by skill), at most 100.
 */
export function decideCrush(input: CrushInput): Decision<CrushPlan> {
  const { day, lot, kilograms, preset, plan } = input;
  const colour = grapeColor(lot.variety);
  const problem = (preset && winePresetProblem(colour, preset)) || winePlanProblem(colour, plan);
  const planField = preset ? 'preset' : 'plan';
  if (problem) return refuseField('WINE_PLAN_INVALID', planField, problem);
  const available = grapeLotKilograms(lot.kilograms, lot.harvestDay, lot.countedDay, day);
  if (kilograms > available) return refuseField('NOT_ENOUGH_GRAPES', 'kilograms', w.kilogramsTooMany(available));
  const pressed = crush(colour, kilograms, plan.sorting);
  if (pressed.litres < 1) return refuseField('VALIDATION_FAILED', 'kilograms', w.kilogramsInvalid);
  const allocation = allocateCellar(plan, pressed.litres, input.cellar.tanks, input.cellar.freeBarrels);
  if (!allocation.ok)
    return allocation.lacking === 'tanks'
      ? refuseField('NOT_ENOUGH_TANK_SPACE', 'kilograms', w.noTankSpace(allocation.freeLitres, allocation.neededLitres))
      : refuseField('NOT_ENOUGH_BARRELS', planField, w.noBarrels(allocation.freeBarrels, allocation.neededBarrels));
  if (input.money < pressed.cost) return refuse('INSUFFICIENT_FUNDS', MESSAGES.money.insufficientFunds);
  return {
    ok: true,
    cost: pressed.cost,
    postings: [
      {
        amount: -pressed.cost,
        kind: 'crush',
        description: MESSAGES.ledger.crush(pressed.kilograms, varietyLabel(lot.variety), lot.blockName, pressed.litres),
      },
    ],
    batch: {
      colour,
      variety: lot.variety,
      region: lot.region,
      blockName: lot.blockName,
      vintage: lot.vintage,
      kilograms: pressed.kilograms,
      initialLitres: pressed.litres,
      litres: pressed.litres,
      grapeQuality: Math.min(
        100,
        lot.quality + crushQualityBonus(input.equipment ?? [], colour) + winemakerCrushQuality(input.winemakerSkill),
      ),
      preset,
      plan,
      oakStrength: allocation.oakStrength,
      schedule: wineSchedule(colour, plan, day),
      status: 'active',
    },
    contents: [...allocation.tanks, ...allocation.barrels],
    filledBarrels: allocation.barrels.map((b) => b.vesselId),
    lot: { kilograms: available - pressed.kilograms, countedDay: day },
  };
}
