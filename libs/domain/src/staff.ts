/**
 * Staff (issue 35, item 2): a labour market of people with a skill and a monthly wage. Each game
 * month an estate meets its own candidates (a pure function of the estate's id and the month:
 * `staffCandidates`, computed on read, no table), hires one through the ledger (`staff_hiring`: a
 * hiring fee of STAFF.hiringFeeMonths months' wage), and pays every member of its staff their
 * wage on the first day of each game month (`wages`, charged by the tick like the yearly upkeep:
 * as much as the estate has, the rest becomes arrears). Wages are the late game's steady sink:
 * a better candidate costs more (`staffWage`).
 *
 * Wiring (docs/decisions.md, "Staff"): the staff an estate employs are rows of `staff` (the staff
 * module), written under the estate's `money` lock by `decideHire` and `decideDismiss`; the sales
 * manager's rule (which wines, what share of their bottles a month) is the estate's
 * `staff_sales_rules` row (`decideSalesRule`). On the first day of each game month the tick sells
 * to the rule (`planStaffSales`, staff/staff-sales.tick.ts) and then pays the wages, one set-based
 * statement per batch of estates (money/wages.tick.ts), once per estate and month (the ledger's
 * unique key on estate, day and kind).
 */
import { DAYS_PER_MONTH, gameTimeFromDayIndex } from './calendar';
import { seededRandom } from './terroir';
import { VINEYARD_WORK, type VineyardWorkKind, type VineyardWorkOption } from './vineyard-work';

/** The roles the labour market offers. */
export const STAFF_ROLES = ['salesManager', 'vineyardManager', 'winemaker', 'worker'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

export interface StaffRoleRule {
  label: string;
  /** What the role does for the estate. */
  what: string;
  /** Whole euros a month for a candidate of skill 3 (the wage scales with the skill: `staffWage`). */
  baseWage: number;
  /** How many of the role an estate employs at most. */
  max: number;
  /** Candidates the market offers for the role each game month. */
  candidates: number;
}

export const STAFF = {
  roles: {
    salesManager: {
      label: 'Sales manager',
      what: 'Sells the wines the player’s sales rule names, each game month, into the estate’s buyers',
      baseWage: 2_500,
      max: 1,
      candidates: 3,
    },
    vineyardManager: {
      label: 'Vineyard manager',
      what: 'Has the vineyard work due on the estate’s blocks done each game month',
      baseWage: 1_500,
      max: 1,
      candidates: 3,
    },
    winemaker: {
      label: 'Winemaker',
      what: 'Adds quality points to every batch the estate crushes, more the better their skill',
      baseWage: 2_000,
      max: 1,
      candidates: 3,
    },
    worker: {
      label: 'Vineyard worker',
      what: 'Joins the vineyard manager’s crew, who then tend more hectares a month, more the better the worker’s skill',
      baseWage: 700,
      max: 8,
      candidates: 3,
    },
  } satisfies Record<StaffRole, StaffRoleRule>,
  /** Skill runs from 1 (a beginner) to 5 (the best in the region). */
  minSkill: 1,
  maxSkill: 5,
  /** The wage is the base × (wageAtSkill1 + wageStep × (skill − 1)), rounded to tens of euros. */
  wageAtSkill1: 0.6,
  wageStep: 0.2,
  /** The hiring fee: this many months of the new member's wage, paid when hired. */
  hiringFeeMonths: 1,
  /** Bottles a sales manager of skill 1 sells a month at most; each point of skill adds as many. */
  bottlesPerSkill: 1_500,
  /**
   * What a vineyard manager's crew costs against the price of the same work ordered by hand
   * (percent): 100 at skill 3, this many points less for each point of skill above it (more for
   * each below): 110% at skill 1, 90% at skill 5.
   */
  crewCostStepPercent: 5,
  /**
   * Hectares of blocks a vineyard manager has worked each month on their own (any template's whole
   * estate); each vineyard worker adds workerHectaresPerSkill × their skill (2-10 ha).
   */
  managerHectares: 10,
  workerHectaresPerSkill: 2,
  /** Quality points a winemaker adds to the grapes at every crush the player makes, by skill 1-5 (on top of the equipment's; a harvest plan's crush on the clock gets none). */
  winemakerCrushQuality: [1, 1, 2, 2, 3],
  /** The sales rule's share of each named wine's bottles sold a month (percent). */
  minSharePercent: 1,
  maxSharePercent: 50,
  defaultSharePercent: 10,
  /** The sales rule names wines of at least this quality (0-100). */
  defaultMinQuality: 60,
} as const;

/** Whole euros a month for a member of `role` with `skill`. */
export function staffWage(role: StaffRole, skill: number): number {
  const s = Math.min(STAFF.maxSkill, Math.max(STAFF.minSkill, Math.round(skill)));
  return Math.round((STAFF.roles[role].baseWage * (STAFF.wageAtSkill1 + STAFF.wageStep * (s - 1))) / 10) * 10;
}

/** The hiring fee (whole euros) for a member paid `wage` a month. */
export function hiringFee(wage: number): number {
  return wage * STAFF.hiringFeeMonths;
}

/** The most bottles a sales manager of `skill` sells in a game month. */
export function salesManagerBottles(skill: number): number {
  return STAFF.bottlesPerSkill * Math.min(STAFF.maxSkill, Math.max(STAFF.minSkill, Math.round(skill)));
}

/**
 * What a vineyard manager of `skill` pays for a work against its price by hand (percent): 110 at
 * skill 1, 100 at skill 3, 90 at skill 5 (a skilled manager organises the crew better). The only
 * effect of the skill: the work itself and its effect on the harvest are the player's own.
 */
export function crewCostPercent(skill: number): number {
  const s = Math.min(STAFF.maxSkill, Math.max(STAFF.minSkill, Math.round(skill)));
  return 100 - STAFF.crewCostStepPercent * (s - 3);
}

/**
 * The hectares of blocks a vineyard manager's crew works each month: STAFF.managerHectares, and
 * STAFF.workerHectaresPerSkill × each vineyard worker's skill. Workers without a manager tend
 * nothing (0). A block the crew has no hectares left for that month is left to the player
 * (planVineyardManagerWork), so a growing estate needs workers, not only a manager: the late
 * game's wages buy the player's time on a big estate, not money.
 */
export function vineyardCrewHectares(managerSkill: number | null | undefined, workerSkills: readonly number[]): number {
  if (managerSkill === null || managerSkill === undefined) return 0;
  return (
    STAFF.managerHectares +
    workerSkills.reduce(
      (sum, skill) =>
        sum + STAFF.workerHectaresPerSkill * Math.min(STAFF.maxSkill, Math.max(STAFF.minSkill, Math.round(skill))),
      0,
    )
  );
}

/**
 * The work a vineyard manager has done, in the vineyard year's order: the kinds whose neglect
 * costs the harvest, each the standard way (planVineyardManagerWork, decisions/staff-vineyard.ts).
 */
export const VINEYARD_MANAGER_WORK: readonly { kind: VineyardWorkKind; option: VineyardWorkOption }[] = [
  { kind: 'pruning', option: 'standard' },
  { kind: 'spraying', option: 'standard' },
  { kind: 'canopy', option: 'standard' },
];

/**
 * Quality points a winemaker of `skill` adds to the grapes at a crush (decideCrush, on top of the
 * equipment's crushQualityBonus; the batch never above 100): 1 at skill 1-2, 2 at 3-4, 3 at 5.
 * None without a winemaker (null).
 */
export function winemakerCrushQuality(skill: number | null | undefined): number {
  if (skill === null || skill === undefined) return 0;
  const s = Math.min(STAFF.maxSkill, Math.max(STAFF.minSkill, Math.round(skill)));
  return STAFF.winemakerCrushQuality[s - 1]!;
}

/** The tick pays wages on the first day of each game month. */
export function isWageDay(day: number): boolean {
  return day > 0 && day % DAYS_PER_MONTH === 0;
}

/**
 * The days the tick's `staff-vineyard` step runs: a wage day in a month of the window of some
 * VINEYARD_MANAGER_WORK (December to July), so September to November cost it nothing.
 */
export function isVineyardManagerDay(day: number): boolean {
  if (!isWageDay(day)) return false;
  const { month } = gameTimeFromDayIndex(day);
  return VINEYARD_MANAGER_WORK.some((w) => VINEYARD_WORK[w.kind].months.includes(month));
}

/** The game month (0 from the first day of the world) a day falls in: the labour market changes with it. */
export function staffMonth(day: number): number {
  return Math.floor(Math.max(0, day) / DAYS_PER_MONTH);
}

/** The first day of the next game month (the next wage day). */
export function nextWageDay(day: number): number {
  return (staffMonth(day) + 1) * DAYS_PER_MONTH;
}

/** The estate's monthly wages: the sum of its staff's. */
export function monthlyWages(staff: readonly { wage: number }[]): number {
  return staff.reduce((sum, s) => sum + s.wage, 0);
}

/** One candidate on the labour market. */
export interface StaffCandidate {
  /** Stable for the estate and month: `<month>-<role>-<n>`. */
  id: string;
  role: StaffRole;
  name: string;
  skill: number;
  wage: number;
  hiringFee: number;
}

const FIRST_NAMES = [
  'Ana',
  'Luca',
  'Marie',
  'Jorge',
  'Chloé',
  'Matteo',
  'Sofía',
  'Pierre',
  'Emma',
  'Diego',
  'Giulia',
  'Tom',
  'Lucía',
  'Hugo',
  'Isla',
  'Marco',
] as const;
const SURNAMES = [
  'Moreau',
  'Rossi',
  'García',
  'Dubois',
  'Bianchi',
  'Fernández',
  'Laurent',
  'Conti',
  'Walker',
  'Martín',
  'Lefèvre',
  'Romano',
  'Novak',
  'Silva',
  'Becker',
  'Ortega',
] as const;

/** A 32-bit FNV-1a hash of a text (the labour market's seed). */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The drawn name, or when a candidate of the month already bears it the next free surname (then
 * first name): a month's candidates are different people, told apart by name, and no draw more is
 * taken (the skills drawn after it stay as they were).
 */
function uniqueName(taken: Set<string>, first: number, surname: number): string {
  for (let i = 0; i < FIRST_NAMES.length * SURNAMES.length; i++) {
    const s = (surname + i) % SURNAMES.length;
    const f = (first + Math.floor((surname + i) / SURNAMES.length)) % FIRST_NAMES.length;
    const name = `${FIRST_NAMES[f]} ${SURNAMES[s]}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  throw new Error('more candidates in a month than names');
}

/**
 * The candidates the labour market offers the estate in the game month of `day`: for each role,
 * STAFF.roles[role].candidates people with a skill of 1-5 (the best rarer) and its wage. A pure
 * function of the estate's id and the month: the same for every read of the month, new the next.
 */
export function staffCandidates(estateId: string, day: number): StaffCandidate[] {
  const month = staffMonth(day);
  const out: StaffCandidate[] = [];
  const names = new Set<string>();
  for (const role of STAFF_ROLES) {
    const random = seededRandom(hash32(`${estateId}:${month}:${role}`));
    for (let n = 0; n < STAFF.roles[role].candidates; n++) {
      // two draws averaged: skill 3 is the commonest, 1 and 5 the rarest
      const skill = Math.min(STAFF.maxSkill, Math.max(STAFF.minSkill, Math.round(1 + 2 * (random() + random()))));
      const name = uniqueName(names, Math.floor(random() * FIRST_NAMES.length), Math.floor(random() * SURNAMES.length));
      const wage = staffWage(role, skill);
      out.push({ id: `${month}-${role}-${n}`, role, name, skill, wage, hiringFee: hiringFee(wage) });
    }
  }
  return out;
}

/** The sales manager's rule: each month, up to `sharePercent` of the bottles of every wine of at least `minQuality`. */
export interface SalesRule {
  sharePercent: number;
  minQuality: number;
}

export const DEFAULT_SALES_RULE: SalesRule = {
  sharePercent: STAFF.defaultSharePercent,
  minQuality: STAFF.defaultMinQuality,
};
