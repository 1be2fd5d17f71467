import { monthName } from '../calendar';
import { STARTING_GRANT, startingGrant } from '../economy';
import { ARREARS_HEALTH_LOSS_PER_DAY } from '../lifecycle';
import { MARKET_INDEX, nichePremiumShare } from '../market-index';
import { REPUTATION_DECAY_PER_DAY, REPUTATION_RULES } from '../reputation';
import { SELECTABLE_ESTATE_TEMPLATES } from '../estates';
import { REGIONS } from '../regions';
import { affordableHectares, ESTATE_PLAYERS, STRATEGIES, washTradersFactory, type StrategyName } from './strategies';
import {
  moneyGrowthPerEstateYear,
  resultPerGrant,
  simulate,
  simulateWith,
  type SimOptions,
  type SimResult,
} from './run';
import {
  BALANCE_TARGETS,
  checkDecisionsTarget,
  checkTargets,
  chosenSpendingShare,
  type DecisionsMeasure,
} from './targets';
import { DECISIONS_TARGET, estateWorth, monthChoices, monthStart, playOption } from './choices';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { ADVERSARY_DEFAULTS, describeVariant, type AdversaryResult, type searchAll } from './adversary';
import { SimWorld } from './world';

const TYPESCRIPT_VERSION = (
  JSON.parse(readFileSync(require.resolve('typescript/package.json'), 'utf8')) as { version: string }
).version;

/**
 * Node's require of `.ts` files, transpiled as jest does (without type checks): for code run outside
 * jest. Each process and worker below would load TypeScript and transpile the ~70 modules again
 * (~1.4 s of CPU each, eight of them in this file): a transpiled module is kept in the system's
 * temporary directory under a hash of its source, TypeScript's version and the transpile options, so
 * only the first one transpiles.
 */
const TRANSPILE_TS = `
    const Module = require('node:module');
    const fs = require('node:fs');
    const { join } = require('node:path');
    const { createHash } = require('node:crypto');
    const cache = join(require('node:os').tmpdir(), 'vv-sim-transpiled');
    fs.mkdirSync(cache, { recursive: true });
    let ts;
    const transpile = (source, file) => {
      ts ??= require(${JSON.stringify(require.resolve('typescript'))});
      const options = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2023, esModuleInterop: true };
      return ts.transpileModule(source, { compilerOptions: options, fileName: file }).outputText;
    };
    Module._extensions['.ts'] = (module, file) => {
      const source = fs.readFileSync(file, 'utf8');
      const kept = join(cache, createHash('sha256').update(${JSON.stringify(TYPESCRIPT_VERSION)}).update(transpile.toString()).update(file).update(source).digest('hex') + '.js');
      let output;
      try {
        output = fs.readFileSync(kept, 'utf8');
      } catch {
        output = transpile(source, file);
        // written whole under a name of its own, then renamed: a reader never sees half of it
        const part = kept + '.' + process.pid + '.' + require('node:worker_threads').threadId;
        fs.writeFileSync(part, output);
        fs.renameSync(part, kept);
      }
      module._compile(output, file);
    };`;

/**
 * A function of one of these modules called in a plain Node process, synchronously (`inWorker`
 * says why outside jest's context): its arguments in and its result out through v8's
 * serialization, which keeps what JSON would not (Infinity, Maps).
 */
function inNode<T>(module: string, name: string, args: unknown[]): T {
  const code = `${TRANSPILE_TS}
    const { deserialize, serialize } = require('node:v8');
    const args = deserialize(fs.readFileSync(0));
    process.stdout.write(serialize(require(${JSON.stringify(module)})[${JSON.stringify(name)}](...args)));`;
  return deserialize(execFileSync(process.execPath, ['-e', code], { input: serialize(args), maxBuffer: 1 << 30 })) as T;
}

/** `simulate` of each options, in a plain Node process (`inNode`). */
const simulateInNode = (options: SimOptions[]) =>
  inNode<SimResult[]>(require.resolve('./run'), 'simulateMany', [options]);

const YEARS = 5;
const SEED = 1;
const combos = SELECTABLE_ESTATE_TEMPLATES.flatMap((template) => REGIONS.map((region) => ({ template, region })));
const runAll = (strategy: StrategyName, seed = SEED): SimOptions[] =>
  combos.map(({ template, region }) => ({ strategy, template, region, years: YEARS, seed }));

// every strategy × region once (every template for those the tests check on all of them); the
// tests below read these runs
const EVERY_TEMPLATE: readonly StrategyName[] = [
  'idle',
  'maxDensity',
  'altLaunderer',
  'competent',
  'dumpAll',
  'plonkSpammer',
  'contractDefaulter',
];
const runOptions = STRATEGIES.map((strategy) =>
  EVERY_TEMPLATE.includes(strategy)
    ? runAll(strategy)
    : REGIONS.map((region): SimOptions => ({ strategy, template: 'family', region, years: YEARS, seed: SEED })),
);
const all = new Map<StrategyName, SimResult[]>();
{
  const results = simulateInNode(runOptions.flat());
  STRATEGIES.forEach((strategy, i) => all.set(strategy, results.splice(0, runOptions[i]!.length)));
}
const runsOf = (strategy: StrategyName) => all.get(strategy)!;
const idle = runsOf('idle');
const maxDensity = runsOf('maxDensity');
const launderer = runsOf('altLaunderer');
const family = (strategy: StrategyName) => runsOf(strategy).filter((r) => r.template === 'family');
const competent = runsOf('competent');
const dumpAll = runsOf('dumpAll');
const plonkSpammer = runsOf('plonkSpammer');
const competentFamily = family('competent');
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const within = (value: number, min: number, max: number) => value >= min && value <= max;

/**
 * A function of one of these modules started in a worker thread, on these sources (transpiled as
 * jest does, without type checks). Jest runs a spec in a vm context, where every lookup of a
 * global (Math, Number…) is some fifty times slower than in plain Node (V8's contextified
 * globals): the adversary's searches take about 30 s of CPU in a worker, several minutes in the
 * spec's own context (the decisions target's forks: 8 s against 80 s). The worker runs beside the
 * spec's other tests.
 */
function inWorker<T>(
  module: string,
  name: string,
  args: unknown[],
): {
  worker: Worker;
  results: Promise<T>;
} {
  const code = `${TRANSPILE_TS}
    const { parentPort, workerData } = require('node:worker_threads');
    parentPort.postMessage(require(workerData.module)[workerData.name](...workerData.args));`;
  const worker = new Worker(code, { eval: true, workerData: { module, name, args } });
  const results = new Promise<T>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the worker of ${name} exited (${code}) without its results`)));
  });
  // handled when no test waits for it (a filtered run terminates the worker after its tests)
  results.catch(() => undefined);
  return { worker, results };
}

/** `searchAll` in a worker thread (`inWorker`). */
const searchInWorker = (...args: Parameters<typeof searchAll>) =>
  inWorker<AdversaryResult[]>(require.resolve('./adversary'), 'searchAll', args);
const label = (r: SimResult) => `${r.strategy} ${r.template} ${r.region}`;

describe('the economy simulator', () => {
  it('idle estates decline every year and never go below zero', () => {
    for (const r of idle) {
      expect(r.minMoney).toBeGreaterThanOrEqual(0);
      const rises = r.yearly.filter((ratio, i) => ratio >= (i === 0 ? 1 : r.yearly[i - 1]!));
      expect({ run: label(r), rises }).toEqual({ run: label(r), rises: [] });
    }
  });

  it('an idle family estate keeps 40-95% of its start after 5 years in every region (ECONOMY.md §7)', () => {
    for (const r of idle.filter((x) => x.template === 'family')) {
      const ratio = r.final / r.start;
      expect({ run: label(r), inTarget: ratio >= 0.4 && ratio <= 0.95 }).toEqual({ run: label(r), inTarget: true });
    }
  });

  it('never lets money go below zero: unpaid upkeep becomes arrears', () => {
    for (const r of [...idle, ...maxDensity, ...launderer]) expect(r.minMoney).toBeGreaterThanOrEqual(0);
    // a family estate that spends everything on dense planting cannot pay its upkeep
    const broke = maxDensity.filter((r) => r.template === 'family');
    for (const r of broke) {
      expect(r.final).toBe(0);
      expect(r.arrears).toBeGreaterThan(0);
      // the head-start block bears in year 1, before the first upkeep puts the estate in arrears
      expect(r.harvestedKg).toBeGreaterThan(0);
    }
  });

  it('money coming in pays arrears first, and an estate in arrears may not plant', () => {
    const world = new SimWorld(3);
    const estate = world.found(world.addAccount(), 'family', 'napa');
    estate.money = 1_000; // as if spent: the upkeep cannot be paid in full
    for (let day = 1; day <= 360; day++) world.advance();
    expect(estate.money).toBe(0);
    const owed = estate.arrears;
    expect(owed).toBeGreaterThan(0);
    expect(() => world.plant(estate, estate.plots[0]!, 'merlot', 0.1, 2, 1)).toThrow('ESTATE_IN_ARREARS');
    world.post(estate, owed + 500, 'land_sale');
    expect({ money: estate.money, arrears: estate.arrears }).toEqual({ money: 500, arrears: 0 });
    expect(world.ledger.at(-1)).toMatchObject({ kind: 'arrears_payment', amount: -owed });
  });

  it('no strategy that produces nothing sellable ends richer than idle', () => {
    for (const [i, r] of maxDensity.entries()) {
      expect({ run: label(r), richer: r.final > idle[i]!.final }).toEqual({ run: label(r), richer: false });
      expect(r.yearly.every((ratio, y) => ratio <= idle[i]!.yearly[y]!)).toBe(true);
    }
    // laundering keeps, at best, what the two accounts were granted, less the fees and what the alt had left
    for (const r of launderer) {
      expect(r.final).toBeLessThanOrEqual(r.granted + r.worldByKind.fee + r.worldByKind.closure);
      expect(r.final / r.granted).toBeLessThan(1);
    }
  });

  // Undeveloped land is priced at its region's mean surveyed valuation (meanTerroirFactor): buying
  // blind and reselling at the valuation gains nothing on average, and the 2% fee makes it lose.
  // (Before, land cost the bare base price and flipping gained 5-8% a week.)
  it('a land flipper ends no richer than idle', () => {
    for (const { template, region } of combos.slice(0, 6)) {
      const flipper = simulate({ strategy: 'landFlipper', template, region, years: 2, seed: SEED });
      const still = simulate({ strategy: 'idle', template, region, years: 2, seed: SEED });
      expect(flipper.final + flipper.land).toBeLessThanOrEqual(still.final + still.land);
    }
  });

  it('alt laundering cannot raise world money beyond three full grants per account', () => {
    for (const r of launderer) {
      const accounts = r.foundedPerAccount.length;
      const later = r.foundedPerAccount.reduce((n, f) => n + Math.max(0, f - STARTING_GRANT.fullEstates), 0);
      expect(later).toBeGreaterThan(0); // the alt did re-found past its full grants
      const granted = r.foundedPerAccount.reduce(
        (sum, f) => sum + Array.from({ length: f }, (_, i) => startingGrant(i)).reduce((a, b) => a + b, 0),
        0,
      );
      expect(r.worldByKind.grant).toBe(granted);
      const fullGrants = accounts * STARTING_GRANT.fullEstates * STARTING_GRANT.full;
      expect(r.worldMoney).toBeLessThanOrEqual(fullGrants + later * STARTING_GRANT.later);
      expect(r.worldMoney).toBeLessThanOrEqual(r.worldByKind.grant + r.worldByKind.fee);
    }
  });

  // ECONOMY.md §7 with the winery's first channels (issue 18): grapes and bulk wine
  it('growing and selling grapes beats idling in every region (family estate)', () => {
    const still = idle.filter((r) => r.template === 'family');
    for (const [i, r] of family('grower').entries()) {
      expect({ run: label(r), beatsIdle: r.final > still[i]!.final }).toEqual({ run: label(r), beatsIdle: true });
      expect(r.worldByKind.grape_sale).toBeGreaterThan(0);
      expect(r.minMoney).toBeGreaterThanOrEqual(0);
    }
  });

  it('pouring bulk wine from bought land does not pay: a grower ends richer, in money and in money plus land', () => {
    const growers = family('grower');
    for (const [i, r] of family('bulkPourer').entries()) {
      const g = growers[i]!;
      expect(r.worldByKind.bulk_wine_sale).toBeGreaterThan(0);
      expect(r.worldByKind.land_purchase).toBeLessThan(0);
      expect({ run: label(r), poorer: r.final < g.final, poorerWithLand: r.final + r.land < g.final + g.land }).toEqual(
        {
          run: label(r),
          poorer: true,
          poorerWithLand: true,
        },
      );
    }
  });

  it('plants the densest spacing only as far as the money goes', () => {
    expect(affordableHectares(3, 250_000, 0.5)).toBe(2.9); // 40,000 vines/ha at €2 + €5,000/ha
    expect(affordableHectares(3, 1_000_000, 0.5)).toBe(3);
    expect(affordableHectares(3, 8_000, 0.5)).toBe(0);
  });

  it('is deterministic: the same seed gives the same ledger, other seeds other ones', () => {
    const seeds = [7, 7, 1, 2, 3, 4, 5];
    const runs = simulateInNode(
      STRATEGIES.flatMap((strategy) =>
        seeds.map((seed): SimOptions => ({ strategy, template: 'family', region: 'tuscany', years: 2, seed })),
      ),
    );
    STRATEGIES.forEach((strategy, i) => {
      const [first, again, ...others] = runs.slice(i * seeds.length, (i + 1) * seeds.length).map((r) => r.ledgerHash);
      expect(again).toBe(first);
      // maxDensity spends everything on day 0 whatever the land: its ledger does not depend on the seed
      if (strategy === 'maxDensity') return;
      expect({ strategy, distinct: new Set(others).size >= 4 }).toEqual({ strategy, distinct: true });
    });
  });

  it('idle results of 20 seeds lie within ±15% of their median', () => {
    for (const region of REGIONS) {
      const finals = Array.from(
        { length: 20 },
        (_, seed) => simulate({ strategy: 'idle', template: 'family', region, years: YEARS, seed }).final,
      ).sort((a, b) => a - b);
      const median = (finals[9]! + finals[10]!) / 2;
      expect({ region, spread: finals.filter((f) => Math.abs(f / median - 1) > 0.15) }).toEqual({
        region,
        spread: [],
      });
    }
  });
  // ECONOMY.md §7 with bottled wine (issue 19): pools, reputation and critics
  it('a competent family winemaker ends with 1.8-3.5× its start and reputation 40-80 in every region', () => {
    for (const r of competentFamily) {
      const ratio = r.final / r.start;
      expect({ run: label(r), ratio: within(ratio, 1.8, 3.5), reputation: within(r.reputation, 40, 80) }).toEqual({
        run: label(r),
        ratio: true,
        reputation: true,
      });
      expect(r.worldByKind.wine_sale).toBeGreaterThan(0);
      expect(r.minMoney).toBeGreaterThanOrEqual(0);
    }
  });

  it('dumping all the wine at once and spamming cheap wine end no richer than a competent winemaker', () => {
    for (const [i, r] of competent.entries()) {
      for (const exploit of [dumpAll[i]!, plonkSpammer[i]!]) {
        expect({ run: label(exploit), richer: exploit.final > r.final }).toEqual({
          run: label(exploit),
          richer: false,
        });
        expect(exploit.minMoney).toBeGreaterThanOrEqual(0);
      }
    }
    // and so do dense planting, land flipping, bulk pouring and growing grapes (family estates)
    for (const strategy of ['maxDensity', 'landFlipper', 'bulkPourer', 'grower'] as const)
      for (const [i, r] of family(strategy).entries())
        expect({ run: label(r), richer: r.final > competentFamily[i]!.final }).toEqual({
          run: label(r),
          richer: false,
        });
  });

  // ECONOMY.md §7 with the exchange (issue 32): its fees are destroyed, so trading with oneself loses
  it('wash traders pay the exchange its fees and end poorer than the same pair never trading', () => {
    for (const r of runsOf('washTraders')) {
      const { strategy: _, ...options } = r;
      const still = simulateWith({ ...options, strategy: 'washTraders' }, washTradersFactory(false));
      expect(still.worldByKind.exchange_fee).toBe(0);
      expect({
        run: label(r),
        traded: r.worldByKind.exchange_fee < 0,
        poorer: r.worldMoney < still.worldMoney,
      }).toEqual({
        run: label(r),
        traded: true,
        poorer: true,
      });
      expect(r.minMoney).toBeGreaterThanOrEqual(0);
    }
  });

  // the vineyard year (issue 31, item 1): the same winemaker without the work ends worse, everywhere
  it('the neglectful winemaker (no pruning, spraying or canopy work) ends poorer than the competent one', () => {
    for (const r of runsOf('neglect')) {
      const c = competent.find((x) => x.template === r.template && x.region === r.region)!;
      expect({ run: label(r), poorer: r.final < c.final }).toEqual({ run: label(r), poorer: true });
      expect(r.worldByKind.vineyard_work).toBe(0);
    }
    for (const c of competent) expect(c.worldByKind.vineyard_work).toBeLessThan(0);
  });

  it('an alt that buys the main account wine with fresh grants moves no more than them, less the fees', () => {
    for (const r of runsOf('exchangeLaunderer')) {
      const alt = r.foundedPerAccount[1]!;
      expect({ run: label(r), refounded: alt > STARTING_GRANT.fullEstates }).toEqual({
        run: label(r),
        refounded: true,
      });
      expect(r.worldByKind.exchange_fee).toBeLessThan(0);
      expect(r.minMoney).toBeGreaterThanOrEqual(0);
      const c = competent.find((x) => x.template === r.template && x.region === r.region)!;
      expect({ run: label(r), better: resultPerGrant(r) > resultPerGrant(c) }).toEqual({
        run: label(r),
        better: false,
      });
    }
  });

  // issue 35 item 6: the competent winemaker that grows (growth.ts) through the same decisions
  it('an expander (equipment, cellar door, campaigns, staff) ends 1.8-3.5× its start in every region, and from year 3 a quarter of its spending goes to sinks it chose', () => {
    const X = BALANCE_TARGETS.expander;
    for (const r of family('expander')) {
      expect({
        run: label(r),
        ratio: within(r.final / r.start, X.min, X.max),
        chosen: chosenSpendingShare(r) >= X.chosenShare,
        growth: moneyGrowthPerEstateYear(r) <= BALANCE_TARGETS.moneySupplyPerEstateYear,
      }).toEqual({ run: label(r), ratio: true, chosen: true, growth: true });
      expect(r.minMoney).toBeGreaterThanOrEqual(0);
      expect(r.arrears).toBe(0);
      // it opened its cellar door and hired a sales manager, through the decisions and the ledger
      expect(r.worldByKind.cellar_door_build).toBeLessThan(0);
      expect(r.worldByKind.cellar_door_sale).toBeGreaterThan(0);
      expect(r.worldByKind.staff_hiring).toBeLessThan(0);
      expect(r.worldByKind.wages).toBeLessThan(0);
      expect(r.lateSpent.wages ?? 0).toBeGreaterThan(0);
    }
  });

  // the targets `npm run sim` prints, on these runs (fairness: each template's mean of seeds 1-5)
  it('meets every balance target the simulator prints', () => {
    const checks = inNode<ReturnType<typeof checkTargets>>(require.resolve('./targets'), 'checkTargets', [
      [...all.values()].flat(),
    ]);
    const missed = checks.filter((c) => !c.pass);
    expect(missed).toEqual([]);
  });

  it('is fair across regions: each competent family result lies within ±40% of the median of the six', () => {
    const mid = median(competentFamily.map((r) => r.final));
    for (const r of competentFamily)
      expect({ run: label(r), fair: within(r.final / mid, 0.6, 1.4) }).toEqual({ run: label(r), fair: true });
  });

  it('pays a competent winemaker its first income within 216 game days of founding', () => {
    for (const r of competent) {
      expect(r.firstIncomeDay).not.toBeNull();
      expect({ run: label(r), day: r.firstIncomeDay! <= 216 }).toEqual({ run: label(r), day: true });
    }
  });

  it('bottled wine is paid for before it is sold, and no bottle sells above the price ceiling', () => {
    for (const r of [...competent, ...dumpAll, ...plonkSpammer]) {
      expect(r.worldByKind.wine_sale).toBeGreaterThanOrEqual(0);
      if (r.bottlesSold > 0) expect(r.worldByKind.bottling).toBeLessThan(0);
      // no bottle sells above the price ceiling
      expect(r.worldByKind.wine_sale).toBeLessThanOrEqual(r.bottlesSold * 280);
    }
  });

  // §7's money supply, averaged over the run; the table (docs/game-rules.md) also shows the busiest year
  it('bounds the money supply: play creates at most €150k per active family estate and game year', () => {
    for (const strategy of STRATEGIES) {
      for (const r of family(strategy))
        expect({ run: label(r), growth: moneyGrowthPerEstateYear(r) <= 150_000 }).toEqual({
          run: label(r),
          growth: true,
        });
    }
  });

  it('competent results of 20 seeds lie within ±15% of their median (family, Tuscany)', () => {
    const finals = simulateInNode(
      Array.from({ length: 20 }, (_, seed) => ({
        strategy: 'competent',
        template: 'family',
        region: 'tuscany',
        years: YEARS,
        seed,
      })),
    ).map((r) => r.final);
    const mid = median(finals);
    expect(finals.filter((f) => Math.abs(f / mid - 1) > 0.15)).toEqual([]);
  });
  // ECONOMY.md §7: 0.95-1.8× in every region (the grape prices G of Napa, Rioja and Mendoza were
  // tuned from ECONOMY.md's 2.5, 0.8 and 0.5 €/kg to 2.4, 0.82 and 0.7 for it, the last two when
  // weather events began to take from the harvest: docs/game-rules.md, "Simulator").
  it('a family grower ends with 0.95-1.8× its start in every region', () => {
    for (const r of family('grower')) {
      const [min, max] = [0.95, 1.8];
      expect({ run: label(r), inTarget: within(r.final / r.start, min, max) }).toEqual({
        run: label(r),
        inTarget: true,
      });
    }
  });

  it('makes wine as the server does: presets, bottling through the ledger, pools that refill, reputation from sales and reviews', () => {
    const world = new SimWorld(5);
    const estate = world.found(world.addAccount(), 'family', 'rioja');
    expect(() => world.crushBatch(estate, 'chardonnay', 80, 5_000, 'joven_red')).toThrow('preset');
    const batch = world.crushBatch(estate, 'tempranillo', 80, 5_000, 'joven_red');
    expect(world.ledger.at(-1)).toMatchObject({ kind: 'crush', amount: -200 });
    expect(world.freeTankLitres(estate)).toBe(estate.tankLitres - batch.litres);
    expect(() => world.bottle(estate, batch)).toThrow('not ready');
    while (!world.isReady(batch)) world.advance();
    expect(world.day).toBe(batch.schedule.readyDay);
    const lot = world.bottle(estate, batch);
    expect(world.ledger.at(-1)).toMatchObject({ kind: 'bottling', amount: -Math.ceil(lot.bottles * 1.5) });
    expect(world.freeTankLitres(estate)).toBe(estate.tankLitres);
    const market = world.wineMarket(estate, lot);
    expect(market.level).toBe(market.capacity); // a new pool is full
    // it sells into its tier's pool and every pool below it (issue 34): at most what they all take
    expect(market.buyers).toBeGreaterThan(market.level);
    expect(() => world.sellWine(estate, lot, market.buyers + 1)).toThrow(
      lot.bottles > market.buyers ? 'DEMAND_EXHAUSTED' : 'NOT_ENOUGH_WINE',
    );
    const half = Math.floor(market.level / 2);
    const money = world.sellWine(estate, lot, half);
    expect(world.ledger.at(-1)).toMatchObject({ kind: 'wine_sale', amount: money });
    expect(world.reputationPoints(estate)).toBeGreaterThan(0); // quality 80: good wine earns points
    expect(world.wineMarket(estate, lot).level).toBeCloseTo(market.level - half, 6);
    const points = world.reputationPoints(estate);
    world.advance();
    expect(world.reputationPoints(estate)).toBeLessThan(points); // decay on read
    expect(world.wineMarket(estate, lot).level).toBeGreaterThan(market.level - half); // refills on read
    // the critics review the lot 30 days after bottling: its points arrive on that day
    while (world.day < lot.bottledDay + 30) world.advance();
    expect(world.wineMarket(estate, lot).criticScore).not.toBeNull();
  });

  it('founds with the surveys it is given (the differential test) and draws nothing from its PRNG for them', () => {
    const other = new SimWorld(9);
    const surveyed = other.found(other.addAccount(), 'family', 'napa').plots.map((p) => p.terroir);
    const world = new SimWorld(1);
    const estate = world.found(world.addAccount(), 'family', 'napa', surveyed);
    expect(estate.plots.map((p) => p.terroir)).toEqual(surveyed);
    // the PRNG is where a fresh world's is: its next survey is seed 1's first
    const fresh = new SimWorld(1);
    expect(world.found(world.addAccount(), 'family', 'napa').plots.map((p) => p.terroir)).toEqual(
      fresh.found(fresh.addAccount(), 'family', 'napa').plots.map((p) => p.terroir),
    );
    expect(() => world.found(world.addAccount(), 'family', 'napa', surveyed.slice(1))).toThrow('surveys');
  });

  it('an unpaid upkeep costs reputation and tends no vines from the next day on (arrears_since < day, as the tick)', () => {
    const world = new SimWorld(3);
    const estate = world.found(world.addAccount(), 'family', 'rioja');
    world.addReputationPoints(estate, 100);
    world.post(estate, -estate.money, 'closure'); // nothing left for the upkeep of day 360
    while (world.day < 359) world.advance();
    const block = estate.plots.flatMap((p) => p.blocks)[0]!;
    const before = { points: world.reputationPoints(estate), health: block.health };
    world.advance(); // day 360: the upkeep goes unpaid, nothing else yet
    expect(estate.arrears).toBeGreaterThan(0);
    expect(world.reputationPoints(estate)).toBeCloseTo(before.points * (1 - REPUTATION_DECAY_PER_DAY), 9);
    const owing = world.reputationPoints(estate);
    const health = block.health;
    world.advance(); // day 361: in arrears since an earlier day
    expect(world.reputationPoints(estate)).toBeCloseTo(
      owing * (1 - REPUTATION_DECAY_PER_DAY) - REPUTATION_RULES.arrearsPerDay,
      9,
    );
    expect(block.health).toBe(Math.max(0, health - ARREARS_HEALTH_LOSS_PER_DAY));
    expect(before.health).toBeGreaterThan(0);
  });

  it('prices wine with the regional index of its own sales only when asked (SimWorldOptions.marketIndex)', () => {
    const run = (marketIndex: boolean) => {
      const world = new SimWorld(5, { marketIndex });
      const estate = world.found(world.addAccount(), 'family', 'rioja');
      const batch = world.crushBatch(estate, 'tempranillo', 80, 5_000, 'joven_red');
      while (!world.isReady(batch)) world.advance();
      const lot = world.bottle(estate, batch);
      return { world, estate, lot };
    };
    const plain = run(false);
    const indexed = run(true);
    // nobody sold in the segment over the window, but the estate is alone in its region: no
    // windfall, only its share of the premium (nichePremiumShare)
    const ratio =
      indexed.world.wineMarket(indexed.estate, indexed.lot).price /
      plain.world.wineMarket(plain.estate, plain.lot).price;
    expect(ratio).toBeCloseTo(1 + MARKET_INDEX.slope * nichePremiumShare(1), 9);
    // the sale counts in the next days' index: it falls below the ceiling
    const n = Math.floor(plain.world.wineMarket(plain.estate, plain.lot).level);
    for (const w of [plain, indexed]) {
      w.world.sellWine(w.estate, w.lot, n);
      w.world.advance();
    }
    const after =
      indexed.world.wineMarket(indexed.estate, indexed.lot).price /
      plain.world.wineMarket(plain.estate, plain.lot).price;
    expect(after).toBeLessThan(ratio - 1e-9);
    expect(after).toBeGreaterThan(1);
  });

  it('gives the yearly awards among its lots only when asked (SimWorldOptions.awards), and only against rivals', () => {
    const run = (awards: boolean, rivals: number) => {
      const world = new SimWorld(5, { awards });
      const estate = world.found(world.addAccount(), 'family', 'rioja');
      const others = Array.from({ length: rivals }, () => world.found(world.addAccount(), 'family', 'rioja'));
      // crushed in the first autumn, bottled and reviewed within year 1
      while (world.day < 200) world.advance();
      const batch = world.crushBatch(estate, 'tempranillo', 80, 5_000, 'joven_red');
      const theirs = others.map((o) => ({ o, b: world.crushBatch(o, 'tempranillo', 40, 5_000, 'joven_red') }));
      while (!world.isReady(batch)) world.advance();
      const lot = world.bottle(estate, batch);
      for (const { o, b } of theirs) world.bottle(o, b);
      while (world.day < 359) world.advance();
      const before = { price: world.wineMarket(estate, lot).price, points: world.reputationPoints(estate) };
      world.advance(); // day 360: year 1's awards
      return { lot, before, price: world.wineMarket(estate, lot).price, points: world.reputationPoints(estate) };
    };
    const without = run(false, 2);
    expect(without.lot.award).toBeNull();
    expect(without.points).toBeLessThan(without.before.points);
    // alone in Rioja's reds: no medal without rivals (AWARD_COMPETITION)
    expect(run(true, 0).lot.award).toBeNull();
    const withAwards = run(true, 2);
    // the best of three estates' reds: gold, +20% on its price, +150 reputation points
    expect(withAwards.lot.award).toBe('gold');
    expect(withAwards.price / withAwards.before.price).toBeGreaterThan(1.2);
    expect(withAwards.points - without.points).toBeCloseTo(150, 6);
  });

  // ECONOMY.md §7 (raised): the adversary that searches, the same search `npm run sim` prints —
  // ADVERSARY_DEFAULTS.variants (300) variants of every region's family estate — in a worker
  // thread from the first test on, beside the other tests
  let adversary: ReturnType<typeof searchInWorker> | undefined;
  beforeAll(() => {
    adversary = searchInWorker(['family'], REGIONS, { ...ADVERSARY_DEFAULTS, years: YEARS, seed: SEED });
  });
  afterAll(() => adversary?.worker.terminate());
  const searches = () => adversary!.results;
  // what a test may wait for the search (it runs beside the other tests; alone on a loaded machine it can take minutes)
  const SEARCH_TIMEOUT_MS = 600_000;

  it(
    "the adversary searches at least 300 variants per region from the competent winemaker's choices, and finds none worse",
    async () => {
      for (const s of await searches()) {
        expect(s.played).toBeGreaterThanOrEqual(ADVERSARY_DEFAULTS.variants);
        // the competent's choices, played by the adversary for a known end, are the competent winemaker
        expect(s.competent.ledgerHash).toBe(competentFamily.find((r) => r.region === s.region)!.ledgerHash);
        expect(s.bestRun.final).toBeGreaterThanOrEqual(s.competent.final);
        expect(s.bestRun.minMoney).toBeGreaterThanOrEqual(0);
      }
    },
    SEARCH_TIMEOUT_MS,
  );

  it('the adversary is deterministic: the same seeds give the same search and the same best', () => {
    const small = { ...ADVERSARY_DEFAULTS, template: 'family', region: 'rioja', years: 2, seed: SEED } as const;
    const options = { ...small, variants: 40, random: 20, screenYears: 1, finalists: 2 };
    const search = () => inNode<AdversaryResult>(require.resolve('./adversary'), 'searchAdversary', [options]);
    const a = search();
    const b = search();
    expect(b.best).toEqual(a.best);
    expect(b.bestRun.ledgerHash).toBe(a.bestRun.ledgerHash);
    expect(b.played).toBe(a.played);
  });

  // ECONOMY.md §7 asks for none over the limits. Until issue 34's tier pools and distribution
  // (market.ts: openTiers, TIER_QUALITY_CAP, DISTRIBUTION) these tests held the known misses
  // (Bordeaux 4.21× and €161k a year, Napa 3.73×); now none may be over (2026-11-30: best
  // 2.68–3.38×, at most €119k a year).
  const KNOWN_OVER: string[] = [];
  const KNOWN_OVER_MONEY: string[] = [];

  it(
    "the adversary's best family estate ends with at most 3.5× its start in every region (ECONOMY.md §7; issue 34)",
    async () => {
      const over = (await searches())
        .filter((s) => s.bestRun.final / s.bestRun.start > BALANCE_TARGETS.adversary.max)
        .map((s) => ({
          region: s.region,
          ratio: +(s.bestRun.final / s.bestRun.start).toFixed(2),
          best: describeVariant(s.best),
        }));
      expect(over.map((o) => o.region).sort()).toEqual(KNOWN_OVER);
    },
    SEARCH_TIMEOUT_MS,
  );

  it(
    'no variant the adversary played for 5 years creates more than €150k per active family estate and game year (ECONOMY.md §7; issue 34)',
    async () => {
      const over = (await searches())
        .filter((s) => s.maxGrowth > BALANCE_TARGETS.moneySupplyPerEstateYear)
        .map((s) => ({
          region: s.region,
          growth: Math.round(s.maxGrowth),
          variant: describeVariant(s.maxGrowthVariant),
        }));
      expect(over.map((o) => o.region).sort()).toEqual(KNOWN_OVER_MONEY);
    },
    SEARCH_TIMEOUT_MS,
  );
});

/**
 * Issue 31's decisions target (choices.ts): every month of the measured year the competent
 * winemaker faces a choice whose options differ in the year's result. The measure forks the
 * deterministic world at each month's start and plays each option; these tests hold the fork
 * honest (an option that changes nothing gives the competent run's worth exactly, an option acts
 * only on its days) and assert the target on DECISIONS_TARGET.ciEstates.
 */
describe('the decisions target (issue 31, item 5)', () => {
  const YEAR = DECISIONS_TARGET.year;

  // DECISIONS_TARGET.ciEstates' months forked in a worker thread from the first test on, beside the other tests
  let measuring: ReturnType<typeof inWorker<DecisionsMeasure[]>> | undefined;
  beforeAll(() => {
    measuring = inWorker<DecisionsMeasure[]>(require.resolve('./targets'), 'measureDecisionsTarget', [
      SEED,
      DECISIONS_TARGET.ciEstates,
    ]);
  });
  afterAll(() => measuring?.worker.terminate());
  const MEASURE_TIMEOUT_MS = 300_000;

  it("a fork that changes nothing is the competent winemaker: the same worth as the competent strategy's own run", () => {
    // (year 2, a month after the fork: any day shows it; the forks of the target run in the worker)
    const until = monthStart(2, 6) + 30;
    const unforked = playOption('family', 'rioja', 1, null, until);
    expect(playOption('family', 'rioja', 1, { from: monthStart(2, 6), to: until, params: {} }, until)).toBe(unforked);
    // the competent strategy's own run, worth read the same way on the same day
    const world = new SimWorld(1);
    const estate = world.found(world.addAccount(), 'family', 'rioja');
    const act = ESTATE_PLAYERS.competent(world, estate);
    while (world.day < until) {
      world.advance();
      act();
    }
    expect(estateWorth(world, estate)).toBe(unforked);
  });

  it("an option acts on its days only: leaving December's pruning undone changes nothing before December", () => {
    const december = monthChoices(2, 12).find((c) => c.name === 'Winter pruning')!;
    const undone = december.options.find((o) => o.label === 'left undone')!;
    const before = monthStart(2, 12) - 1;
    expect(playOption('family', 'rioja', 1, undone.change, before)).toBe(
      playOption('family', 'rioja', 1, null, before),
    );
    // the next vintage's harvest is picked by the end of October of year 3
    const after = monthStart(3, 11);
    expect(playOption('family', 'rioja', 1, undone.change, after)).not.toBe(
      playOption('family', 'rioja', 1, null, after),
    );
  });

  it('offers the vineyard work in the month its window opens, and the harvest choices in September and October', () => {
    const names = (month: number) => monthChoices(YEAR, month).map((c) => c.name);
    expect(names(12)).toContain('Winter pruning');
    expect(names(4)).toContain('Spraying');
    expect(names(6)).toContain('Canopy work');
    expect(names(8)).toContain('Green harvest');
    expect(names(9)).toEqual(expect.arrayContaining(['Harvest day', 'Crush']));
    expect(names(1)).not.toContain('Winter pruning');
    for (const month of [1, 2, 3, 5, 7, 11])
      expect(names(month)).toEqual(['Weather protection', "Merchants' contracts", 'Marketing campaigns']);
  });

  // Issue 31 asks for a choice that matters in every month. Measured (`npm run sim`, seed 1, year
  // 3), the family and commercial estates of the six regions pass all 144 months since the
  // merchants ask for the colours an estate grows (January of the Mendoza family estate was the
  // last miss, 0.4%: its board held three white offers for an estate of reds; docs/decisions.md,
  // "The decisions target"). The two estates CI measures pass every month: one miss fails this test.
  const KNOWN_MISSES: string[] = [];

  it(
    'every month of the year has a choice whose options differ by the target share, but the known misses',
    async () => {
      const measures = await measuring!.results;
      const missed = measures.flatMap((m) =>
        m.months.filter((month) => !month.pass).map((month) => `${m.template} ${m.region} ${monthName(month.month)}`),
      );
      for (const m of measures) expect(m.months).toHaveLength(12);
      expect(missed).toEqual(KNOWN_MISSES);
      expect(checkDecisionsTarget(measures).pass).toBe(KNOWN_MISSES.length === 0);
    },
    MEASURE_TIMEOUT_MS,
  );

  it(
    'the vineyard work and the harvest matter on their own (not only the merchants)',
    async () => {
      for (const m of await measuring!.results) {
        const spread = (month: number, name: string) => {
          const found = m.months.find((x) => x.month === month)!;
          return found.choices.find((c) => c.name === name)!.spread / found.worth;
        };
        expect(spread(4, 'Spraying')).toBeGreaterThanOrEqual(DECISIONS_TARGET.minSpread);
        expect(spread(6, 'Canopy work')).toBeGreaterThanOrEqual(DECISIONS_TARGET.minSpread);
        expect(spread(9, 'Harvest day')).toBeGreaterThanOrEqual(DECISIONS_TARGET.minSpread);
      }
    },
    MEASURE_TIMEOUT_MS,
  );

  it(
    'the target misses a month whose choices differ by less than the share',
    async () => {
      const flat = (await measuring!.results).map((m) => ({
        ...m,
        months: m.months.map((month, i) =>
          i === 0 ? { ...month, pass: false, best: { ...month.best, spread: 0 } } : month,
        ),
      }));
      const check = checkDecisionsTarget(flat);
      expect(check.pass).toBe(false);
      expect(check.figure).toContain('March');
    },
    MEASURE_TIMEOUT_MS,
  );
});
