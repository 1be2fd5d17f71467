/**
 * The adversary that searches (issue 34, ECONOMY.md §7 "Raised"): a deterministic search over
 * variants of the winemaker (`WinemakerParams`, the competent winemaker's choices and the knobs a
 * clever player turns), each played through SimWorld's public actions on one estate for the run's
 * years, looking for the variant that ends with the most money. §7 holds if even its best ends a
 * family estate at no more than 3.5× its start, and no variant it played creates more than €150k
 * per active estate and game year.
 *
 * The search, per template × region (one search seed, `ADVERSARY_DEFAULTS`):
 *
 * 1. screen: the competent's choices and `random` uniformly random variants, each played for
 *    `screenYears` (3 of 5: about half the cost; their ranks agree with the 5-year ranks at a
 *    Spearman 0.74, and 8 of the 10 best 5-year variants of 120 are in the screen's best 20);
 * 2. starts, played for the full years: the competent, the main effects (each knob at the value
 *    whose screens did best on average) and the `finalists` best screens;
 * 3. hill climbs from each start in turn, best first: one knob one step at a time (first
 *    improvement, knobs in a shuffled order) until a sweep over every knob finds nothing better,
 *    while fewer than `variants` distinct variants have been played;
 * 4. each of the best variant's choices set back to the competent's: kept back when that costs
 *    nothing (the best is described by the choices that matter), otherwise its worth is recorded.
 *
 * Every distinct variant is played once per horizon (memoized by its choices, after the choices
 * that cannot matter are set to the competent's: no land day without land, no aged preset when
 * nothing is aged). Seeded: the same options give the same search and the same best. The landscape
 * is rugged: other search seeds find other optima (docs/game-rules.md, "Simulator").
 */
import { DAYS_PER_YEAR } from '../calendar';
import type { EstateTemplate } from '../estates';
import type { RegionKey } from '../regions';
import { seededRandom, type Random } from '../terroir';
import { moneyGrowthPerEstateYear, simulateWith, type SimResult } from './run';
import { COMPETENT_PARAMS, single, winemaker, type WinemakerParams } from './strategies';

/** One knob the adversary turns: the values it tries (the competent's among them), in order, and how one reads. */
interface Knob<K extends keyof WinemakerParams = keyof WinemakerParams> {
  key: K;
  values: readonly WinemakerParams[K][];
  words: (value: WinemakerParams[K]) => string;
}

const knob = <K extends keyof WinemakerParams>(
  key: K,
  values: readonly WinemakerParams[K][],
  words: (value: WinemakerParams[K]) => string,
): Knob => ({ key, values, words }) as unknown as Knob;

const euros = (n: number) => `€${Math.round(n / 1000)}k`;
const ORDINALS = ['', 'second', 'third'];
const share = (n: number) => `${Math.round(n * 100)}%`;

/**
 * The knobs and the values searched: planting (reserve, density, colour, variety, land bought and
 * when), the harvest day, the cellar (what is aged and how, how much is crushed, batch size — many
 * small lots —, where the surplus goes, the cash kept), the sales (the price floor, how often,
 * how long a lot rests in bottle, the sell-off before the end) and the growth the expander plays
 * (winery equipment, the cellar door, a sales manager, how much a campaign must return).
 */
export const ADVERSARY_KNOBS: readonly Knob[] = [
  knob('plantReserve', [20_000, 60_000, 125_000, 190_000], (v) => `plants keeping ${euros(v)}`),
  knob('spacing', [1, 1.5, 2, 3, 5], (v) => `vines at ${v} × ${v} m`),
  knob('whiteMinScore', [0, 50, 70, Infinity], (v) =>
    v === Infinity
      ? 'reds only'
      : v === 0
        ? 'a white on every plot without the head start'
        : `a white where one scores ${v}+`,
  ),
  knob('varietyRank', [0, 1, 2], (v) => `the ${ORDINALS[v]}-best-suited varieties`),
  knob('landHectares', [0, 1, 2, 5, 10], (v) => `buys ${v} ha of land`),
  knob('landDay', [0, 360, 720], (v) => `(the land on day ${v})`),
  knob('harvestOffset', [-10, -3, 0, 10, 20, 30, 40], (v) =>
    v < 0 ? `picks ${-v} days before its best days` : `picks ${v} days after the first of its best days`,
  ),
  knob('agedMinQuality', [0, 65, 80, 90, Infinity], (v) =>
    v === Infinity ? 'no aged reds (joven only)' : v === 0 ? 'ages every red' : `ages reds of quality ${v}+`,
  ),
  knob('agedPreset', ['crianza', 'reserva', 'gran_reserva'], (v) => `as ${v.replace('_', ' ')}`),
  knob('stockYears', [0.25, 0.5, 1, 2, 3, 5, Infinity], (v) =>
    v === Infinity ? 'crushes every grape' : `crushes what its pools take in ${v} years`,
  ),
  knob('firstGrapeShare', [0, 0.2, 0.5], (v) => `sells ${share(v)} of each harvest as grapes until its first wine`),
  knob('lotKilograms', [Infinity, 20_000, 5_000, 1_500, 400], (v) =>
    v === Infinity ? 'one batch a block' : `crushes in batches of ≤ ${v.toLocaleString('en-US')} kg`,
  ),
  knob('surplus', ['grapes', 'bulk'], (v) => (v === 'bulk' ? 'the rest as bulk wine' : 'the rest as grapes')),
  knob('cellarReserve', [5_000, 20_000, 60_000], (v) => `keeps ${euros(v)} when it buys vessels`),
  knob('priceFloor', [0, 0.5, 0.7, 0.8, 0.85, 0.9, 0.95], (v) =>
    v === 0 ? 'sells all its pools take' : `sells while a bottle fetches ≥ ${share(v)} of list`,
  ),
  knob('saleEveryDays', [1, 5, 15, 30], (v) => (v === 1 ? 'sells every day' : `sells every ${v} days`)),
  knob('minBottleDays', [0, 90, 180, 360], (v) => (v === 0 ? 'no bottle rest' : `rests each lot ${v} days in bottle`)),
  knob('contractFloor', [Infinity, 0, 0.5, 0.7, 0.85, 1], (v) =>
    v === Infinity ? 'takes no contracts' : `takes the contracts it can deliver at ≥ ${share(v)} of list`,
  ),
  knob('protect', [false, true], (v) => (v ? 'protects the harvest against forecast rain' : 'never protects')),
  // issue 35 item 6: what the expander grows with (growth.ts, marketing.ts), each a choice of its own
  knob('equipmentPayback', [0, 3, 5, Infinity], (v) =>
    v === 0
      ? 'buys no equipment'
      : v === Infinity
        ? 'buys every piece of equipment as soon as it can'
        : `buys the equipment that pays in ${v} years`,
  ),
  knob('cellarDoorPayback', [0, 3, 5, Infinity], (v) =>
    v === 0
      ? 'opens no cellar door'
      : v === Infinity
        ? 'opens the cellar door as soon as it can'
        : `opens the cellar door where its visitors pay for it in ${v} years`,
  ),
  knob('salesManager', [false, true], (v) =>
    v ? 'hires a sales manager and leaves the monthly sale to its rule' : 'hires no sales manager',
  ),
  knob('campaignPayback', [0.5, 1, 1.5, 3], (v) => `runs the campaigns expected to return ${v}× their price`),
  knob('endgameDays', [0, 30, 90, 180], (v) =>
    v === 0 ? 'no sell-off' : `sells all its pools take in the last ${v} days (crushing nothing ready later)`,
  ),
];

/** A variant: one value index per knob. */
export type Variant = readonly number[];

/** The competent winemaker as a variant (each knob at the competent's value). */
export const COMPETENT_VARIANT: Variant = ADVERSARY_KNOBS.map((k) => {
  const i = (k.values as readonly unknown[]).indexOf(COMPETENT_PARAMS[k.key]);
  if (i < 0) throw new Error(`${k.key}: the competent's value is not searched`);
  return i;
});

const indexOf = (key: keyof WinemakerParams) => ADVERSARY_KNOBS.findIndex((k) => k.key === key);

/** The variant with the knobs that cannot matter set to the competent's (one key per distinct player). */
function canonical(v: Variant): Variant {
  const c = [...v];
  const at = (key: keyof WinemakerParams) => ADVERSARY_KNOBS[indexOf(key)]!.values[c[indexOf(key)]!];
  const reset = (key: keyof WinemakerParams) => (c[indexOf(key)] = COMPETENT_VARIANT[indexOf(key)]!);
  if (at('landHectares') === 0) reset('landDay');
  if (at('agedMinQuality') === Infinity) reset('agedPreset');
  return c;
}

/** The winemaker's choices of a variant, playing for `years` (its end day). */
export function variantParams(v: Variant, years: number): WinemakerParams {
  const p: Record<string, unknown> = { ...COMPETENT_PARAMS, endDay: years * DAYS_PER_YEAR };
  ADVERSARY_KNOBS.forEach((k, i) => (p[k.key] = k.values[v[i]!]));
  return p as unknown as WinemakerParams;
}

/** A variant in words: the knobs where it differs from the competent winemaker. */
export function describeVariant(v: Variant): string {
  const c = canonical(v);
  const words = ADVERSARY_KNOBS.flatMap((k, i) => (c[i] === COMPETENT_VARIANT[i] ? [] : [describeKnob(c, k.key)]));
  return words.length ? words.join(', ') : 'as the competent winemaker';
}

export interface AdversaryOptions {
  template: EstateTemplate;
  region: RegionKey;
  years: number;
  /** The world's seed (the land's survey): the same as the scripted strategies'. */
  seed: number;
  /** The search's own seed. */
  searchSeed: number;
  /** Distinct variants the search plays (screens and full runs); the last step adds at most one per knob. */
  variants: number;
  /** Random variants screened (the competent's choices are screened too). */
  random: number;
  /** Years a screen plays. */
  screenYears: number;
  /** The best screened variants played for the full years as the hill climbs' starts. */
  finalists: number;
}

export const ADVERSARY_DEFAULTS = {
  searchSeed: 34,
  variants: 300,
  random: 160,
  screenYears: 3,
  finalists: 8,
} as const satisfies Partial<AdversaryOptions>;

export interface AdversaryResult {
  template: EstateTemplate;
  region: RegionKey;
  /** The best variant found (its knobs that add nothing set back to the competent's) and its full run. */
  best: Variant;
  bestRun: SimResult;
  /**
   * What each of the best variant's own choices is worth: its final money with that one knob set
   * back to the competent's (a choice whose return costs nothing was set back in `best`).
   */
  without: { knob: keyof WinemakerParams; final: number }[];
  /** The competent winemaker's full run (the search's starting point). */
  competent: SimResult;
  /** Distinct variants played: in all, and of them for the full years. */
  played: number;
  fullRuns: number;
  /** The most money any full run created per active estate and game year (moneyGrowthPerEstateYear), and its variant. */
  maxGrowth: number;
  maxGrowthVariant: Variant;
}

/** A uniformly random variant. */
function randomVariant(rng: Random): Variant {
  return ADVERSARY_KNOBS.map((k) => Math.floor(rng() * k.values.length));
}

/** The items in a random order (Fisher–Yates). */
function shuffled<T>(items: readonly T[], rng: Random): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** `v` with knob `i` at value index `value`. */
const withKnob = (v: Variant, i: number, value: number): Variant => v.map((x, j) => (j === i ? value : x));

/** Runs the search for one template × region (see the module's comment). */
export function searchAdversary(options: AdversaryOptions): AdversaryResult {
  const { template, region, years, seed } = options;
  const rng = seededRandom(options.searchSeed);
  const played = new Map<string, Map<number, SimResult>>();
  let maxGrowth = -Infinity;
  let maxGrowthVariant: Variant = COMPETENT_VARIANT;
  const play = (v: Variant, horizon: number): SimResult => {
    const c = canonical(v);
    const key = c.join(',');
    let runs = played.get(key);
    if (!runs) played.set(key, (runs = new Map()));
    const known = runs.get(horizon);
    if (known) return known;
    const run = simulateWith(
      { strategy: 'adversary', template, region, years: horizon, seed },
      single(winemaker(variantParams(c, horizon))),
    );
    runs.set(horizon, run);
    if (horizon === years && moneyGrowthPerEstateYear(run) > maxGrowth) {
      maxGrowth = moneyGrowthPerEstateYear(run);
      maxGrowthVariant = c;
    }
    return run;
  };
  const budgetLeft = () => played.size < options.variants;
  const full = (v: Variant) => play(v, years).final;

  // screen: the competent's choices and random variants, for screenYears
  const screened = [COMPETENT_VARIANT, ...Array.from({ length: options.random }, () => randomVariant(rng))]
    .map((v) => ({ v, final: play(v, options.screenYears).final }))
    .sort((a, b) => b.final - a.final);
  // main effects: each knob at the value whose screens did best on average
  const mainEffects = ADVERSARY_KNOBS.map((k, i) => {
    const means = k.values.map((_, j) => {
      const hits = screened.filter((s) => s.v[i] === j);
      return hits.length ? hits.reduce((sum, s) => sum + s.final, 0) / hits.length : -Infinity;
    });
    return means.indexOf(Math.max(...means));
  });
  // the competent, the main effects and the finalists for the full years: the hill climbs' starting points, best first
  const starts = [COMPETENT_VARIANT, mainEffects, ...screened.slice(0, options.finalists).map((s) => s.v)]
    .map((v) => ({ v, final: full(v) }))
    .sort((a, b) => b.final - a.final);
  let best = starts[0]!.v;
  let bestFinal = starts[0]!.final;
  // a hill climb: one knob one step at a time (first improvement, knobs in a shuffled order) until
  // a sweep over every knob finds nothing better or the budget is spent
  const climb = (v: Variant, final: number): { v: Variant; final: number } => {
    for (let improved = true; improved && budgetLeft();) {
      improved = false;
      for (const i of shuffled([...ADVERSARY_KNOBS.keys()], rng))
        for (const step of [-1, 1]) {
          const value = v[i]! + step;
          if (value < 0 || value >= ADVERSARY_KNOBS[i]!.values.length || !budgetLeft()) continue;
          const next = withKnob(v, i, value);
          const nextFinal = full(next);
          if (nextFinal > final) [v, final, improved] = [next, nextFinal, true];
        }
    }
    return { v, final };
  };
  for (const start of starts) {
    if (!budgetLeft()) break;
    const top = climb(start.v, start.final);
    if (top.final > bestFinal) [best, bestFinal] = [top.v, top.final];
  }
  // the choices that add nothing set back to the competent's, then what each remaining one is worth
  for (const i of ADVERSARY_KNOBS.keys()) {
    if (canonical(best)[i] === COMPETENT_VARIANT[i]) continue;
    const back = withKnob(best, i, COMPETENT_VARIANT[i]!);
    const final = full(back);
    if (final >= bestFinal) [best, bestFinal] = [back, final];
  }
  const without = ADVERSARY_KNOBS.flatMap((k, i) =>
    canonical(best)[i] === COMPETENT_VARIANT[i]
      ? []
      : [{ knob: k.key, final: full(withKnob(best, i, COMPETENT_VARIANT[i]!)) }],
  );
  return {
    template,
    region,
    best: canonical(best),
    bestRun: play(best, years),
    without,
    competent: play(COMPETENT_VARIANT, years),
    played: played.size,
    fullRuns: [...played.values()].filter((runs) => runs.has(years)).length,
    maxGrowth,
    maxGrowthVariant,
  };
}

/** Every region's search for each template (`npm run sim`: all three; sim.spec.ts: the family estate). */
export function searchAll(
  templates: readonly EstateTemplate[],
  regions: readonly RegionKey[],
  options: Omit<AdversaryOptions, 'template' | 'region'>,
): AdversaryResult[] {
  return templates.flatMap((template) => regions.map((region) => searchAdversary({ ...options, template, region })));
}

const times = (ratio: number) => `${ratio.toFixed(2)}×`;

/** The adversary's table for `npm run sim`: per template × region its best strategy in words, its figures, and what each of its choices is worth. */
export function formatAdversary(
  results: readonly AdversaryResult[],
  options: Omit<AdversaryOptions, 'template' | 'region'>,
): string {
  const head = [
    'template'.padEnd(11),
    'region'.padEnd(8),
    '   best',
    '  rep',
    'competent',
    'variants',
    '5-year'.padStart(6),
    'growth/yr',
  ].join(' ');
  const lines = results.flatMap((r) => {
    const ratio = (final: number) => final / r.bestRun.start;
    return [
      [
        r.template.padEnd(11),
        r.region.padEnd(8),
        times(ratio(r.bestRun.final)).padStart(7),
        String(r.bestRun.reputation).padStart(5),
        times(ratio(r.competent.final)).padStart(9),
        String(r.played).padStart(8),
        String(r.fullRuns).padStart(6),
        `€${Math.round(moneyGrowthPerEstateYear(r.bestRun) / 1000)}k`.padStart(9),
      ].join(' '),
      `    best: ${describeVariant(r.best)}`,
      `    without each choice: ${
        r.without.map((w) => `${describeKnob(r.best, w.knob)} → ${times(ratio(w.final))}`).join('; ') || '-'
      }`,
    ];
  });
  return [
    `The adversary that searches (adversary.ts, search seed ${options.searchSeed}): per template × region, about ${options.variants}`,
    ...wrap(
      `variants of the winemaker's ${ADVERSARY_KNOBS.length} choices (${ADVERSARY_KNOBS.map((k) => k.key).join(', ')}):`,
    ),
    `the competent's and ${options.random} random ones screened for ${options.screenYears} years, the ${options.finalists} best of them and the competent's played for`,
    `${options.years} years, hill climbs from each of those (one choice one step at a time) until ${options.variants} variants are played,`,
    "then each of the best's choices set back to the competent's (kept back when that costs nothing, otherwise shown with",
    'what the best would end with without it). best = its result over the start after the years, rep = its reputation,',
    "competent = the competent winemaker's; variants = distinct variants played (5-year: of them played for all the",
    'years); growth/yr = money the best created per game year.',
    '',
    head,
    '-'.repeat(head.length),
    ...lines,
  ].join('\n');
}

/** Text in lines of at most `width` characters, broken at spaces. */
function wrap(text: string, width = 116): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/** One knob of a variant in words. */
function describeKnob(v: Variant, key: keyof WinemakerParams): string {
  const i = indexOf(key);
  return (ADVERSARY_KNOBS[i]!.words as (x: unknown) => string)(ADVERSARY_KNOBS[i]!.values[v[i]!]);
}
