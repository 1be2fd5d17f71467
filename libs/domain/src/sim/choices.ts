/**
 * The decisions target (issue 31, item 5): in every game month the competent winemaker faces at
 * least one choice whose options differ in the year's result.
 *
 * How it is measured. The competent winemaker plays an estate (deterministic: one seed); at the
 * start of each month of `DECISIONS_TARGET.year` the world is forked — replayed from day 0 to that
 * day, which gives the same world since the simulator has no other state — and each option of
 * each of the month's choices (`monthChoices`) is played: the option changes the competent
 * winemaker's parameters (strategies.ts, WinemakerParams) for the option's days only, every action
 * still goes through SimWorld's actions (the server's pure decisions), and the competent
 * winemaker plays the rest identically. The year's result is the estate's worth a game year (360
 * days) after the month began (`estateWorth`): its money less arrears, plus its wine at list
 * price — its bottles in stock and the bottles its active batches will give, at the quality they
 * will be bottled at. A choice matters when its options' worths spread by at least
 * `DECISIONS_TARGET.minSpread` of the competent run's worth; a month passes when one of its
 * choices matters. Selling down the pools (the daily chore issue 31 started from) is not one of
 * the choices: the target asks whether the season, the weather and the merchants give decisions.
 */
import {
  dayIndexOf,
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  GAME_YEAR_MONTHS,
  gameTimeFromDayIndex,
  monthName,
} from '../calendar';
import type { EstateTemplate } from '../estates';
import { blockStatus, HARVEST_MONTHS } from '../lifecycle';
import { lotPrice } from '../market';
import { REGIONS, type RegionKey } from '../regions';
import {
  VINEYARD_WORK,
  VINEYARD_WORK_KINDS,
  workOptions,
  workVintage,
  workWindow,
  type VineyardWorkOption,
} from '../vineyard-work';
import { forecastFor, weatherEventDamage } from '../weather-events';
import { bottlesFromLitres } from '../winery';
import { runPayingCampaigns } from './marketing';
import { COMPETENT_WORK } from './vineyard-year';
import { COMPETENT_PARAMS, winemaker, type WinemakerParams } from './strategies';
import { SimRefusal, SimWorld, type SimEstate } from './world';

export const DECISIONS_TARGET = {
  /** The game year whose months are forked: the third, an estate with wine in stock and a reputation. */
  year: 3,
  /** The estates `npm run sim` measures: the family and commercial estates of every region. */
  estates: (['family', 'commercial'] as const).flatMap((template) => REGIONS.map((region) => ({ template, region }))),
  /** The estates CI's spec measures (sim.spec.ts, in a worker thread), a few seconds each. */
  ciEstates: [
    { template: 'family', region: 'bordeaux' },
    { template: 'commercial', region: 'tuscany' },
  ] as const satisfies readonly { template: EstateTemplate; region: RegionKey }[],
  /** A choice matters when its options' results spread by at least this share of the competent run's. */
  minSpread: 0.005,
} as const;

/** One way of playing a choice: the competent winemaker's parameters changed on days `from`–`to`. */
export interface ChoiceOption {
  label: string;
  /** null: the competent winemaker's own play (the unforked run). */
  change: {
    from: number;
    to: number;
    params?: Partial<WinemakerParams>;
    /** Protects every block against every event forecast on these days that would hurt it (decideProtect). */
    protectAll?: boolean;
    /** Runs, on `from`, the campaign its marketing expects to earn most (runPayingCampaigns asking no payback). */
    campaign?: boolean;
  } | null;
}

export interface Choice {
  name: string;
  options: ChoiceOption[];
}

/** The first day of a month of a game year (day index). */
export function monthStart(year: number, month: number): number {
  return dayIndexOf({ year, month, day: 1 });
}

/**
 * The choices of the month starting on `from` (a day of game year `year`), with the competent
 * winemaker's own option first:
 * - the vineyard work whose window opens this month (the competent winemaker does it on the
 *   window's first day): each option of the kind, or leaving it undone (or, for the green
 *   harvest the competent winemaker leaves, doing it);
 * - weather: no protection this month, the competent's (rain covers before a harvest), or every
 *   block protected against every event forecast this month;
 * - merchants' contracts: none of this month's offers, the competent's (deliverable, ≥ 70% of
 *   list price), or every deliverable offer whatever it pays;
 * - marketing: the competent's (a campaign where it pays 3×), none this month, or the campaign
 *   expected to earn most run on the month's first day whatever it pays;
 * - in the harvest months: picking 15 days before or after the best days, and what is crushed
 *   (young wine only; a reserva for the good reds; every grape crushed; every grape sold).
 */
export function monthChoices(year: number, month: number): Choice[] {
  const from = monthStart(year, month);
  const to = from + DAYS_PER_MONTH - 1;
  const own: ChoiceOption = { label: 'competent', change: null };
  const inMonth = (label: string, params: Partial<WinemakerParams>, until = to): ChoiceOption => ({
    label,
    change: { from, to: until, params },
  });
  const choices: Choice[] = [];
  for (const kind of VINEYARD_WORK_KINDS) {
    const window = workWindow(kind, workVintage(from));
    if (window.from !== from) continue;
    const plan = (option?: VineyardWorkOption) => {
      const { [kind]: _, ...rest } = COMPETENT_WORK;
      return option ? { ...rest, [kind]: option } : rest;
    };
    const options = workOptions(kind).filter((o) => COMPETENT_WORK[kind] !== o);
    choices.push({
      name: VINEYARD_WORK[kind].name,
      options: [
        own,
        ...options.map((o) => inMonth(o, { vineyardWork: plan(o) }, window.to)),
        ...(COMPETENT_WORK[kind] ? [inMonth('left undone', { vineyardWork: plan() }, window.to)] : []),
      ],
    });
  }
  choices.push({
    name: 'Weather protection',
    options: [
      own,
      inMonth('none', { protect: false }),
      { label: 'every forecast event', change: { from, to, protectAll: true } },
    ],
  });
  choices.push({
    name: "Merchants' contracts",
    options: [own, inMonth('none', { contractFloor: Infinity }), inMonth('any price', { contractFloor: 0 })],
  });
  choices.push({
    name: 'Marketing campaigns',
    options: [
      own,
      inMonth('none', { campaigns: false }),
      { label: 'the best one now', change: { from, to, campaign: true } },
    ],
  });
  if ((HARVEST_MONTHS as readonly number[]).includes(month)) {
    const harvestEnd = monthStart(year, HARVEST_MONTHS[HARVEST_MONTHS.length - 1]!) + DAYS_PER_MONTH - 1;
    choices.push({
      name: 'Harvest day',
      options: [
        own,
        inMonth('15 days early', { harvestOffset: -15 }, harvestEnd),
        inMonth('15 days late', { harvestOffset: 15 }, harvestEnd),
      ],
    });
    choices.push({
      name: 'Crush',
      options: [
        own,
        inMonth('young wine only', { agedMinQuality: Infinity }),
        inMonth('reserva for good reds', { agedPreset: 'reserva' }),
        inMonth('every grape crushed', { stockYears: Infinity, firstGrapeShare: 0 }),
        inMonth('every grape sold', { stockYears: 0 }),
      ],
    });
  }
  return choices;
}

/**
 * The estate's worth on the day (the year's result): money less arrears, plus its wine at list
 * price — bottles in stock (SimWorld.wineMarket) and the bottles each active batch will give at
 * the quality of its ready day (lotPrice at today's reputation). It counts every bottle at list
 * price, also those beyond what the pools take in years (crushing every grape looks better than
 * it is); capping the wine at three years of the pools' buyers was tried and made the measure jump
 * with every change of a lot's tier (docs/decisions.md).
 */
export function estateWorth(world: SimWorld, estate: SimEstate): number {
  const reputation = world.reputation(estate);
  let worth = estate.money - estate.arrears;
  for (const lot of estate.lots) if (lot.bottles > 0) worth += lot.bottles * world.wineMarket(estate, lot).price;
  for (const batch of estate.batches) {
    if (batch.status !== 'active' || batch.litres <= 0) continue;
    const quality = world.batchQualityOn(batch, batch.schedule.readyDay);
    worth += bottlesFromLitres(batch.litres) * lotPrice(quality, estate.region, batch.variety, reputation);
  }
  return Math.round(worth);
}

/** Protects every block of the estate against each event forecast today that falls on `from`–`to` and would hurt it. */
function protectAll(world: SimWorld, estate: SimEstate, from: number, to: number): void {
  if (estate.arrears > 0) return;
  for (const event of forecastFor(estate.region, world.day)) {
    if (event.day < from || event.day > to) continue;
    const { month, year } = gameTimeFromDayIndex(event.day);
    for (const plot of estate.plots)
      for (const block of plot.blocks) {
        if (block.protectedDays?.includes(event.day)) continue;
        const harvested = block.lastHarvestYear !== null && block.lastHarvestYear >= year;
        if (weatherEventDamage(event, blockStatus(event.day - block.plantedDay, month, harvested)) === 0) continue;
        try {
          world.protectBlock(estate, plot, block, event.day);
        } catch (error) {
          if (!(error instanceof SimRefusal)) throw error;
        }
      }
  }
}

/**
 * The competent winemaker's estate played from day 0 to `until` with one option of a choice
 * (null: its own play throughout); answers the estate's worth on `until`.
 */
export function playOption(
  template: EstateTemplate,
  region: RegionKey,
  seed: number,
  change: ChoiceOption['change'],
  until: number,
): number {
  const world = new SimWorld(seed);
  const estate = world.found(world.addAccount(), template, region);
  // the winemaker reads its parameters each day: the option's days change them
  const params: WinemakerParams = { ...COMPETENT_PARAMS };
  const act = winemaker(params)(world, estate);
  while (world.day < until) {
    world.advance();
    const on = change !== null && world.day >= change.from && world.day <= change.to;
    Object.assign(params, COMPETENT_PARAMS, on ? change.params : undefined);
    act();
    if (on && change.protectAll) protectAll(world, estate, change.from, change.to);
    if (on && change.campaign && world.day === change.from)
      runPayingCampaigns(world, estate, params.priceFloor, params.cellarReserve, 0);
  }
  return estateWorth(world, estate);
}

export interface ChoiceResult {
  name: string;
  /** Each option's worth a year after the month began, the competent's first. */
  options: { label: string; worth: number }[];
  /** Highest less lowest worth. */
  spread: number;
}

export interface MonthDecisions {
  month: number;
  /** The competent run's worth a year after the month began. */
  worth: number;
  choices: ChoiceResult[];
  /** The choice with the widest spread. */
  best: ChoiceResult;
  pass: boolean;
}

/** Every month of the target's year for one estate: each choice's options played and compared. */
export function measureDecisions(
  template: EstateTemplate,
  region: RegionKey,
  seed = 1,
  year: number = DECISIONS_TARGET.year,
): MonthDecisions[] {
  return GAME_YEAR_MONTHS.map((month) => {
    const from = monthStart(year, month);
    const until = from + DAYS_PER_YEAR - 1;
    const worth = playOption(template, region, seed, null, until);
    const choices = monthChoices(year, month).map((choice): ChoiceResult => {
      const options = choice.options.map((o) => ({
        label: o.label,
        worth: o.change === null ? worth : playOption(template, region, seed, o.change, until),
      }));
      const worths = options.map((o) => o.worth);
      return { name: choice.name, options, spread: Math.max(...worths) - Math.min(...worths) };
    });
    const best = choices.reduce((a, b) => (b.spread > a.spread ? b : a));
    return { month, worth, choices, best, pass: best.spread >= DECISIONS_TARGET.minSpread * worth };
  });
}

/** One line per month: its widest choice, the spread and each option's worth. */
export function formatDecisions(months: readonly MonthDecisions[]): string {
  const k = (n: number) => `€${Math.round(n / 1000).toLocaleString('en-US')}k`;
  return months
    .map((m) => {
      const options = m.best.options.map((o) => `${o.label} ${k(o.worth)}`).join(', ');
      const pct = ((m.best.spread / m.worth) * 100).toFixed(1);
      return `${m.pass ? ' ' : '!'} ${monthName(m.month).padEnd(9)} ${m.best.name}: spread €${m.best.spread.toLocaleString('en-US')} (${pct}%) — ${options}`;
    })
    .join('\n');
}
