import {
  BLOCK_LIMITS,
  contractUrgent,
  cropLossText,
  crushProblem,
  formatGameDayShortForm,
  formatHectares,
  formatMoney,
  formatNumber,
  GRAPE_FRESHNESS,
  harvestOutlook,
  poolRefilledDay,
  saleWorthATask,
  suggestedSales,
  TASK_RULES,
  varietyLabel,
  WEATHER_EVENTS,
  WINE_PLAN_LIMITS,
  type GrapeVariety,
  type LifecycleStatus,
  type WeatherEventKind,
} from '@vineyard/domain';

export type TaskImportance = 'High' | 'Medium' | 'Low';

/** Something the estate needs now, or comes next, derived from its state (never a sample). */
export interface OverviewTask {
  id: string;
  name: string;
  /** Why, and by when. */
  detail: string;
  importance: TaskImportance;
  /** Where it is done. */
  to: string;
  /** The game day it is due (or comes), when it has one: earlier first within an importance. */
  due?: number;
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
  variety: GrapeVariety;
  kilograms: number;
  graceDaysLeft: number;
}

/** A batch in the cellar (WineBatchDto's fields the tasks read). */
export interface TaskBatch {
  id: string;
  variety: string;
  vintage: number;
  /** 'active' while in the cellar. */
  status: string;
  canBottle: boolean;
  readyDay: number;
  bottles: number;
  bottlingCost: number;
  /** Élevage in steel: it holds its tanks until bottled. */
  inSteel: boolean;
  /** How the player knows it ("Merlot 2"). */
  name: string;
}

/** A bottled wine with its buyers' pool as quoted (null while the quote has not come). */
export interface TaskWine {
  id: string;
  name: string;
  colour: string;
  bottles: number;
  market: { capacity: number; level: number; marketTier: string; listPrice: number } | null;
}

/** An open merchant's contract (ContractDto's fields the tasks read). */
export interface TaskContract {
  id: string;
  status: string;
  colour: string;
  minQuality: number;
  bottles: number;
  value: number;
  dueDay: number;
}

/** A forecast event that can harm some of the estate's blocks (EstateWeatherThreatDto's fields the tasks read). */
export interface TaskThreat {
  day: number;
  region: string;
  kind: WeatherEventKind;
  severity: 'moderate' | 'severe';
  label: string;
  protection: string;
  blocks: readonly { id: string; name: string; damage: number; cost: number; protected: boolean }[];
}

/** A kind of vineyard work due now on a block (DueWorkDto's fields the tasks read). */
export interface TaskWork {
  blockId: string;
  blockName: string;
  kind: string;
  name: string;
  until: number;
  cost: number;
  ifSkipped: string | null;
}

export interface TaskInput {
  /** The vineyard work due now on the estate's blocks (GET /estates/{id}/vineyard-work). */
  work?: readonly TaskWork[];
  /** The coming weather events that can harm the estate's blocks (GET /estates/{id}/weather-threats). */
  threats?: readonly TaskThreat[];
  plots: readonly TaskPlot[];
  blocks: readonly TaskBlock[];
  lots: readonly TaskGrapeLot[];
  batches: readonly TaskBatch[];
  wines: readonly TaskWine[];
  /** Litres the estate's tanks still hold. */
  tankFreeLitres: number;
  /** The estate's merchants' contracts (only the open ones make tasks); absent until they load. */
  contracts?: readonly TaskContract[];
  today: number;
}

const RANK: Record<TaskImportance, number> = { High: 0, Medium: 1, Low: 2 };

export interface TaskLinks {
  block: (id: string) => string;
  plot: (id: string) => string;
  market: string;
  winery: string;
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
const on = (day: number) => formatGameDayShortForm(day);

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

/** Grapes kept in stock: crush them (when they fit the tanks) or sell them before they perish. One task a lot. */
function grapeTasks(input: TaskInput, links: TaskLinks): OverviewTask[] {
  return input.lots
    .filter((lot) => lot.kilograms > 0)
    .map((lot) => {
      const urgent = lot.graceDaysLeft <= TASK_RULES.grapesUrgentDays;
      const problem = crushProblem(lot.variety, lot.kilograms, input.tankFreeLitres);
      const grapes = `${formatNumber(lot.kilograms)} kg of ${varietyLabel(lot.variety)} grapes`;
      const freshness =
        lot.graceDaysLeft > 0
          ? `Fresh for ${days(lot.graceDaysLeft)} more (until ${on(input.today + lot.graceDaysLeft)}), then they perish`
          : `Perishing: ${GRAPE_FRESHNESS.dailyLoss * 100}% lost every day`;
      const why =
        problem === 'too_few'
          ? ` · too few to crush (${formatNumber(WINE_PLAN_LIMITS.kilograms.min)} kg at least)`
          : problem === 'tanks_full'
            ? ` · the tanks hold only ${formatNumber(input.tankFreeLitres)} L more`
            : '';
      return {
        id: `grapes-${lot.id}`,
        name: problem ? `Sell ${grapes}` : `Crush or sell ${grapes}`,
        detail: freshness + why,
        importance: urgent ? ('High' as const) : ('Low' as const),
        to: problem ? links.market : links.winery,
        due: input.today + lot.graceDaysLeft,
      };
    });
}

/**
 * Wine ready to bottle: Medium (waiting loses no quality, and bottle ageing starts at bottling),
 * High when it sits in steel tanks that grapes in stock need. Batches still ageing come next (Low).
 */
function bottleTasks(input: TaskInput, links: TaskLinks): { now: OverviewTask[]; next: OverviewTask[] } {
  const grapesWait = input.lots.some(
    (lot) => lot.kilograms > 0 && crushProblem(lot.variety, lot.kilograms, input.tankFreeLitres) === 'tanks_full',
  );
  const active = input.batches.filter((b) => b.status === 'active');
  const now = active
    .filter((b) => b.canBottle)
    .map((b) => {
      const tanksNeeded = grapesWait && b.inSteel;
      const since = b.readyDay < input.today ? `Ready since ${on(b.readyDay)}` : 'Ready today';
      return {
        id: `bottle-${b.id}`,
        name: `Bottle ${b.name}`,
        detail: `${since} · about ${formatNumber(b.bottles)} bottles for ${formatMoney(b.bottlingCost)}${
          tanksNeeded ? ' · its tanks are needed for the grapes in stock' : ''
        }`,
        importance: tanksNeeded ? ('High' as const) : ('Medium' as const),
        to: links.winery,
        due: b.readyDay,
      };
    });
  const next = active
    .filter((b) => !b.canBottle && b.readyDay > input.today)
    .map((b) => ({
      id: `ready-${b.id}`,
      name: `${b.name} ready to bottle on ${on(b.readyDay)}`,
      detail: `${varietyLabel(b.variety)} ageing in the cellar: ${days(b.readyDay - input.today)} to go`,
      importance: 'Low' as const,
      to: links.winery,
      due: b.readyDay,
    }));
  return { now, next };
}

/**
 * Bottled wine whose buyers' pool has refilled: sell about the Sell dialog's suggestion (a month of
 * their demand, wines of one pool sharing it, the best-priced first). A wine whose pool has not
 * refilled enough comes next, from the day it has.
 */
function saleTasks(input: TaskInput, links: TaskLinks): { now: OverviewTask[]; next: OverviewTask[] } {
  const quoted = input.wines
    .filter((w) => w.bottles > 0 && w.market)
    .sort((a, b) => b.market!.listPrice - a.market!.listPrice || a.name.localeCompare(b.name));
  const sales = suggestedSales(
    quoted.map((w) => ({ available: w.bottles, pool: `${w.colour}:${w.market!.marketTier}`, market: w.market! })),
  );
  const now: OverviewTask[] = [];
  const next: OverviewTask[] = [];
  quoted.forEach((wine, i) => {
    const n = sales[i]!;
    if (saleWorthATask(n, wine.bottles)) {
      now.push({
        id: `sell-wine-${wine.id}`,
        name: `Sell about ${formatNumber(n)} bottles of ${wine.name}`,
        detail: `Its buyers have refilled: a month of their demand, at about ${formatMoney(
          wine.market!.listPrice,
        )} a bottle · ${formatNumber(wine.bottles)} in stock`,
        importance: 'Medium',
        to: links.market,
      });
      return;
    }
    const wanted = Math.min(TASK_RULES.saleMinBottles, wine.bottles);
    const day = poolRefilledDay(wine.market!, wanted + n, input.today);
    if (day === null) return;
    next.push({
      id: `sell-wine-${wine.id}`,
      name: `Sell ${wine.name} again from ${on(Math.max(day, input.today + 1))}`,
      detail: `${formatNumber(wine.bottles)} bottles in stock; its buyers' pool is refilling`,
      importance: 'Low',
      to: links.market,
      due: Math.max(day, input.today + 1),
    });
  });
  return { now, next };
}

/** The next harvest, when no block can be harvested today: the earliest day one can, and how many can then. */
function nextHarvest(blocks: readonly TaskBlock[], today: number, links: TaskLinks): OverviewTask[] {
  const outlooks = blocks.map((b) => ({
    block: b,
    outlook: harvestOutlook(b.status as LifecycleStatus, b.ageDays, today),
  }));
  if (outlooks.length === 0 || outlooks.some((o) => o.outlook.ready)) return [];
  const first = Math.min(...outlooks.map((o) => o.outlook.opensDay));
  const bearing = outlooks.filter((o) => o.outlook.opensDay === first);
  const only = bearing.length === 1 ? bearing[0]!.block : null;
  return [
    {
      id: 'next-harvest',
      name: `Next harvest from ${on(first)}`,
      detail: only
        ? `${only.name} (${varietyLabel(only.grapeVariety)}): ${days(first - today)} from now`
        : `${bearing.length} blocks: ${days(first - today)} from now`,
      importance: 'Low',
      to: only ? links.block(only.id) : links.block(bearing[0]!.block.id),
      due: first,
    },
  ];
}

/**
 * A forecast weather event that can harm blocks not yet protected: 'Severe spring frost forecast on
 * 2 Mar, Year 3: protect 2 blocks' — High when severe, Medium otherwise; it leads to the first such
 * block's page (the Protect button). Once every harmed block is protected it is no task.
 */
function weatherTasks(threats: readonly TaskThreat[], links: TaskLinks): OverviewTask[] {
  return threats.flatMap((threat) => {
    const open = threat.blocks.filter((b) => !b.protected);
    if (open.length === 0) return [];
    const cost = open.reduce((sum, b) => sum + b.cost, 0);
    const worst = Math.max(...open.map((b) => b.damage));
    const names = open.length === 1 ? open[0]!.name : `${open.length} blocks`;
    // what it takes from the vintage's harvest besides the health (weather-events.ts, cropLoss)
    const crop = cropLossText(WEATHER_EVENTS[threat.kind].crop[threat.severity]);
    return [
      {
        id: `weather-${threat.region}-${threat.day}`,
        name: `${threat.label} forecast on ${on(threat.day)}: protect ${open.length === 1 ? '1 block' : `${open.length} blocks`}`,
        detail: `${threat.protection} for ${names}: ${formatMoney(cost)} · unprotected, −${worst} health${crop ? ` and ${crop} off the harvest` : ''}`,
        importance: threat.severity === 'severe' ? ('High' as const) : ('Medium' as const),
        to: links.block(open[0]!.id),
        due: threat.day,
      },
    ];
  });
}

/**
 * Vineyard work due now, one task per kind: 'Winter pruning due on 2 blocks' until its window
 * closes — High within TASK_RULES.workUrgentDays of that, Medium before; it leads to the first
 * such block's page (the Vineyard Work panel). What skipping does is in the detail.
 */
function workTasks(work: readonly TaskWork[], today: number, links: TaskLinks): OverviewTask[] {
  const kinds = [...new Set(work.map((w) => w.kind))];
  return kinds.map((kind) => {
    const due = work.filter((w) => w.kind === kind);
    const first = due[0]!;
    const until = Math.min(...due.map((w) => w.until));
    const cost = due.reduce((sum, w) => sum + w.cost, 0);
    const where = due.length === 1 ? first.blockName : `${due.length} blocks`;
    return {
      id: `work-${kind}`,
      name: `${first.name} due on ${due.length === 1 ? '1 block' : `${due.length} blocks`}`,
      detail: `${where}, by ${on(until)} (${days(Math.max(0, until - today))} left) · from ${formatMoney(cost)}${
        first.ifSkipped ? ` · if skipped: ${first.ifSkipped.charAt(0).toLowerCase()}${first.ifSkipped.slice(1)}` : ''
      }`,
      importance: until - today <= TASK_RULES.workUrgentDays ? ('High' as const) : ('Medium' as const),
      to: links.block(first.blockId),
      due: until,
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
 * Open merchants' contracts: deliver each by its day. High within TASK_RULES.contractUrgentDays of
 * it (contractUrgent), Low before; the due day orders them.
 */
function contractTasks(input: TaskInput, links: TaskLinks): OverviewTask[] {
  return (input.contracts ?? [])
    .filter((c) => c.status === 'accepted')
    .map((c) => ({
      id: `contract-${c.id}`,
      name: `Deliver ${formatNumber(c.bottles)} bottles of ${c.colour} wine`,
      detail: `A merchant's contract: quality ${c.minQuality} or more, by ${on(c.dueDay)} (${
        c.dueDay >= input.today ? `${days(c.dueDay - input.today)} left` : 'today is past its day'
      }) · pays ${formatMoney(c.value)}`,
      importance: contractUrgent(c.dueDay, input.today) ? ('High' as const) : ('Low' as const),
      to: links.market,
      due: c.dueDay,
    }));
}

const byImportance = (a: OverviewTask, b: OverviewTask) =>
  RANK[a.importance] - RANK[b.importance] || (a.due ?? Infinity) - (b.due ?? Infinity) || a.name.localeCompare(b.name);

/**
 * The Overview's tasks, from what the estate holds on day `today`: harvest the blocks that can be
 * harvested (only those: the others show why not in the vineyard summary), crush or sell grapes
 * before they perish, bottle wine that is ready, sell bottles whose buyers' pool refilled, protect
 * blocks against a forecast weather event, do the vineyard work due, plant bare land, deliver merchants' contracts by their
 * day; and, while nothing is urgent (High), what comes next with its date: the next harvest,
 * batches becoming ready, pools refilling. Most important first, then the earliest due, then by name.
 */
export function deriveTasks(input: TaskInput, links: TaskLinks): OverviewTask[] {
  const bottle = bottleTasks(input, links);
  const sell = saleTasks(input, links);
  const tasks = [
    ...harvestTasks(input.blocks, input.today, links),
    ...grapeTasks(input, links),
    ...bottle.now,
    ...sell.now,
    ...weatherTasks(input.threats ?? [], links),
    ...workTasks(input.work ?? [], input.today, links),
    ...plantingTasks(input.plots, links),
    ...contractTasks(input, links),
  ];
  const upcoming = tasks.some((t) => t.importance === 'High')
    ? []
    : [...nextHarvest(input.blocks, input.today, links), ...bottle.next, ...sell.next];
  return [...tasks, ...upcoming].sort(byImportance);
}
