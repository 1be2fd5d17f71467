/**
 * Runs the simulator: every strategy × template × region, day by day for N game years, and
 * reports money after each year, the world's money created and destroyed by ledger kind, and a
 * hash of the ledger (the same seed always gives the same hash).
 */
import { DAYS_PER_YEAR } from '../calendar';
import { LEDGER_KINDS, STARTING_GRANT, type LedgerKind } from '../economy';
import { SELECTABLE_ESTATE_TEMPLATES, type EstateTemplate } from '../estates';
import { REGIONS, type RegionKey } from '../regions';
import { STRATEGIES, STRATEGY_FACTORIES, type StrategyFactory, type StrategyName } from './strategies';
import { type LedgerRow, SimWorld } from './world';

export interface SimOptions {
  strategy: StrategyName;
  template: EstateTemplate;
  region: RegionKey;
  years: number;
  seed: number;
}

/** What a run played: one of the scripted strategies, or a variant of the adversary's search (adversary.ts). */
export type SimPlayer = StrategyName | 'adversary';

export interface SimResult extends Omit<SimOptions, 'strategy'> {
  strategy: SimPlayer;
  /** What the main account started with: one full grant. */
  start: number;
  /** The main account's money (all its estates) after each game year, over `start`. */
  yearly: number[];
  /** The main account's money at the end. */
  final: number;
  /** The lowest balance any estate ever had (never below zero). */
  minMoney: number;
  /** The main account's arrears at the end. */
  arrears: number;
  /** Its land at valuation at the end. */
  land: number;
  /** Grants the strategy's accounts received. */
  granted: number;
  /** Money of every estate of every account in the world at the end. */
  worldMoney: number;
  /** Every ledger kind's net sum over the whole world (grants create money; upkeep, fees… destroy it). */
  worldByKind: Record<LedgerKind, number>;
  estatesFounded: number;
  /** Estates open at the end (the money-supply bound's "active estates"). */
  activeEstates: number;
  /** Estates each of the strategy's accounts founded (the main first). */
  foundedPerAccount: number[];
  harvestedKg: number;
  /** The main account's reputation at the end (its best estate, 0-100). */
  reputation: number;
  /** The first game day a sale (grapes, bulk or bottled wine) paid the main account (null: never). */
  firstIncomeDay: number | null;
  /** Bottles the main account sold, and the money they brought. */
  bottlesSold: number;
  /**
   * What the main account spent from the start of game year LATE_GAME_FROM_YEAR on, by ledger kind
   * (euros out, positive): where the late game's money went (targets.ts).
   */
  lateSpent: Partial<Record<LedgerKind, number>>;
  ledgerHash: string;
}

/** The late game begins with this game year (its spending: `SimResult.lateSpent`). */
export const LATE_GAME_FROM_YEAR = 3;

/**
 * The world's money created per game year by play (every ledger row but the grants, which the
 * laundering checks bound), averaged over the run, per estate open at the end: ECONOMY.md §7's
 * money supply (at most €150k per active estate and game year).
 */
export function moneyGrowthPerEstateYear(r: SimResult): number {
  const created = LEDGER_KINDS.filter((k) => k !== 'grant').reduce((sum, k) => sum + r.worldByKind[k], 0);
  return created / r.years / Math.max(1, r.activeEstates);
}

/**
 * A strategy's result as a share of what its accounts were granted: one grant for a single
 * estate; for the alt launderer, every grant both its accounts received (what it moves to the
 * main account it was given, not made).
 */
export function resultPerGrant(r: SimResult): number {
  return r.final / Math.max(r.start, r.granted);
}

/** Ledger kinds that are income from the estate's produce. */
export const SALE_KINDS: readonly LedgerKind[] = ['grape_sale', 'bulk_wine_sale', 'wine_sale'];

/** FNV-1a over every ledger row, as hex: equal hashes mean equal ledgers. */
export function ledgerHash(ledger: readonly LedgerRow[]): string {
  // read once, not per character (a global's lookup is slow in jest's vm context)
  const imul = Math.imul;
  let h = 0x811c9dc5;
  for (const row of ledger) {
    const text = `${row.estateId}:${row.day}:${row.kind}:${row.amount};`;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = imul(h, 0x01000193);
    }
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** `simulate` of each options, in order (one call for a batch of runs, e.g. in another process). */
export function simulateMany(options: readonly SimOptions[]): SimResult[] {
  return options.map(simulate);
}

export function simulate(options: SimOptions): SimResult {
  return simulateWith({ ...options }, STRATEGY_FACTORIES[options.strategy]);
}

/** A run of any strategy's factory: `simulate` for the scripted ones, the adversary's variants. */
export function simulateWith(
  options: Omit<SimOptions, 'strategy'> & { strategy: SimPlayer },
  factory: StrategyFactory,
): SimResult {
  const { template, region, years, seed } = options;
  const world = new SimWorld(seed);
  const run = factory(world, template, region);
  const start = STARTING_GRANT.full;
  const mainMoney = () => world.openEstates(run.main.id).reduce((sum, e) => sum + e.money, 0);
  const yearly: number[] = [];
  let minMoney = Infinity;
  for (let day = 1; day <= years * DAYS_PER_YEAR; day++) {
    world.advance();
    run.act();
    for (const estate of world.openEstates()) minMoney = Math.min(minMoney, estate.money);
    // the upkeep falls on the year's last tick here (day 360 closes year 1)
    if (day % DAYS_PER_YEAR === 0) yearly.push(mainMoney() / start);
  }
  const worldByKind = Object.fromEntries(LEDGER_KINDS.map((k) => [k, 0])) as Record<LedgerKind, number>;
  for (const row of world.ledger) worldByKind[row.kind] += row.amount;
  const ids = new Set(run.accounts.map((a) => a.id));
  const mains = world.openEstates(run.main.id);
  const lateSpent: Partial<Record<LedgerKind, number>> = {};
  for (const row of world.ledger)
    if (
      row.amount < 0 &&
      row.day > (LATE_GAME_FROM_YEAR - 1) * DAYS_PER_YEAR &&
      world.estates[row.estateId - 1]!.accountId === run.main.id
    )
      lateSpent[row.kind] = (lateSpent[row.kind] ?? 0) - row.amount;
  return {
    ...options,
    start,
    yearly,
    final: mainMoney(),
    minMoney,
    arrears: mains.reduce((sum, e) => sum + e.arrears, 0),
    land: mains.reduce((sum, e) => sum + e.plots.reduce((s, p) => s + world.valuation(p), 0), 0),
    granted: world.ledger
      .filter((r) => r.kind === 'grant' && ids.has(world.estates[r.estateId - 1]!.accountId))
      .reduce((sum, r) => sum + r.amount, 0),
    worldMoney: world.openEstates().reduce((sum, e) => sum + e.money, 0),
    worldByKind,
    estatesFounded: world.estates.length,
    activeEstates: world.openEstates().length,
    foundedPerAccount: run.accounts.map((a) => a.estatesFounded),
    harvestedKg: world.estates.reduce((sum, e) => sum + e.harvestedKg, 0),
    reputation: Math.max(0, ...mains.map((e) => world.reputation(e))),
    firstIncomeDay:
      world.ledger.find(
        (r) => r.amount > 0 && SALE_KINDS.includes(r.kind) && world.estates[r.estateId - 1]!.accountId === run.main.id,
      )?.day ?? null,
    bottlesSold: mains.reduce((sum, e) => sum + e.lots.reduce((s, l) => s + l.bottledBottles - l.bottles, 0), 0),
    lateSpent,
    ledgerHash: ledgerHash(world.ledger),
  };
}

/** Every strategy × selectable template × region. */
export function simulateAll(years: number, seed: number): SimResult[] {
  return STRATEGIES.flatMap((strategy) =>
    SELECTABLE_ESTATE_TEMPLATES.flatMap((template) =>
      REGIONS.map((region) => simulate({ strategy, template, region, years, seed })),
    ),
  );
}

const pct = (ratio: number) => `${(ratio * 100).toFixed(0)}%`.padStart(6);
const euros = (n: number) => `${Math.round(n / 1000).toLocaleString('en-US')}k`.padStart(9);

/** The table `npm run sim` prints: one row per run, the main account's money over its start after each year. */
export function formatTable(results: readonly SimResult[]): string {
  const years = results[0]?.yearly.length ?? 0;
  const head = [
    'strategy'.padEnd(13),
    'template'.padEnd(11),
    'region'.padEnd(8),
    ...Array.from({ length: years }, (_, i) => `y${i + 1}`.padStart(6)),
    '    final',
    'per grant',
    '     land',
    '  arrears',
    '    world',
    'estates'.padStart(8),
    '  rep',
    'income'.padStart(7),
    'bottles'.padStart(8),
  ].join(' ');
  const rows = results.map((r) =>
    [
      r.strategy.padEnd(13),
      r.template.padEnd(11),
      r.region.padEnd(8),
      ...r.yearly.map(pct),
      euros(r.final),
      pct(resultPerGrant(r)).padStart(9),
      euros(r.land),
      euros(r.arrears),
      euros(r.worldMoney),
      String(r.estatesFounded).padStart(8),
      String(r.reputation).padStart(5),
      (r.firstIncomeDay === null ? '-' : `d${r.firstIncomeDay}`).padStart(7),
      `${Math.round(r.bottlesSold / 1000)}k`.padStart(8),
    ].join(' '),
  );
  return [head, '-'.repeat(head.length), ...rows].join('\n');
}

/** The world's money created (+) and destroyed (−) by ledger kind, summed over all runs of a strategy. */
export function formatFlows(results: readonly SimResult[]): string {
  const lines = STRATEGIES.map((strategy) => {
    const runs = results.filter((r) => r.strategy === strategy);
    const flows = LEDGER_KINDS.map((kind) => [kind, runs.reduce((sum, r) => sum + r.worldByKind[kind], 0)] as const)
      .filter(([, total]) => total !== 0)
      .map(([kind, total]) => `${kind} ${total > 0 ? '+' : ''}${euros(total / runs.length).trim()}`);
    return `${strategy.padEnd(13)} ${flows.join(', ')}`;
  });
  return ['World money by ledger kind (mean per run):', ...lines].join('\n');
}
