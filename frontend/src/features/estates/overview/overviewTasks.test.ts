import { dayIndexOf, formatGameDayShortForm, MATURITY_DAYS, POOL_REFILL_DAYS, TASK_RULES } from '@vineyard/domain';
import {
  deriveTasks,
  type TaskBatch,
  type TaskBlock,
  type TaskContract,
  type TaskInput,
  type TaskLinks,
  type TaskWine,
} from './overviewTasks';

const links: TaskLinks = {
  block: (id) => `/b/${id}`,
  plot: (id) => `/p/${id}`,
  market: '/market',
  winery: '/winery',
};
const SEPTEMBER_Y2 = dayIndexOf({ year: 2, month: 9, day: 10 });
const JULY_Y2 = dayIndexOf({ year: 2, month: 7, day: 3 });
const DECEMBER_Y2 = dayIndexOf({ year: 2, month: 12, day: 5 });

const block = (over: Partial<TaskBlock>): TaskBlock => ({
  id: 'b1',
  name: 'Vigna Alta',
  grapeVariety: 'sangiovese',
  status: 'mature',
  ageDays: MATURITY_DAYS + 100,
  ...over,
});

const batch = (over: Partial<TaskBatch>): TaskBatch => ({
  id: 'w1',
  name: 'Merlot 2',
  variety: 'merlot',
  vintage: 2,
  status: 'active',
  canBottle: true,
  readyDay: DECEMBER_Y2 - 3,
  bottles: 4_464,
  bottlingCost: 6_696,
  inSteel: false,
  ...over,
});

const wine = (over: Partial<TaskWine>): TaskWine => ({
  id: 'v1',
  name: 'Alta Rosso',
  colour: 'red',
  bottles: 3_000,
  market: { capacity: 1_500, level: 1_500, marketTier: 'premium', listPrice: 14.5 },
  ...over,
});

const none: TaskInput = {
  plots: [],
  blocks: [],
  lots: [],
  batches: [],
  wines: [],
  tankFreeLitres: 100_000,
  today: DECEMBER_Y2,
};
const rows = (input: Partial<TaskInput>) =>
  deriveTasks({ ...none, ...input }, links).map((t) => [t.importance, t.name, t.detail, t.to]);

describe('deriveTasks', () => {
  it('asks to harvest only the blocks that can be harvested', () => {
    const tasks = deriveTasks(
      {
        ...none,
        blocks: [
          block({ id: 'ready', name: 'Ready', status: 'harvesting' }),
          block({ id: 'young', name: 'Young', status: 'growing', ageDays: 100 }),
          block({ id: 'done', name: 'Done', status: 'mature' }),
        ],
        today: SEPTEMBER_Y2,
      },
      links,
    );
    expect(tasks).toEqual([
      {
        id: 'harvest-ready',
        name: 'Harvest Ready',
        detail: 'Sangiovese · Ready to harvest until the end of October',
        importance: 'High',
        to: '/b/ready',
      },
    ]);
  });

  it('gives no harvest task before September, but says when the next harvest comes', () => {
    expect(rows({ blocks: [block({})], today: JULY_Y2 })).toEqual([
      ['Low', 'Next harvest from 1 Sep, Year 2', 'Vigna Alta (Sangiovese): 58 days from now', '/b/b1'],
    ]);
  });

  it('asks to crush or sell grapes that fit the tanks, to sell those that do not, the nearest deadline first', () => {
    const lots = [
      { id: 'old', variety: 'merlot' as const, kilograms: 1200, graceDaysLeft: TASK_RULES.grapesUrgentDays },
      { id: 'gone', variety: 'merlot' as const, kilograms: 300, graceDaysLeft: 0 },
      { id: 'new', variety: 'syrah' as const, kilograms: 5000, graceDaysLeft: 14 },
      { id: 'few', variety: 'syrah' as const, kilograms: 80, graceDaysLeft: 14 },
      { id: 'empty', variety: 'syrah' as const, kilograms: 0, graceDaysLeft: 14 },
    ];
    // 1,200 kg of merlot give 864 L, 300 kg 216 L, 5,000 kg of syrah 3,600 L
    expect(rows({ lots, tankFreeLitres: 1_000, today: JULY_Y2 })).toEqual([
      ['High', 'Crush or sell 300 kg of Merlot grapes', 'Perishing: 1% lost every day', '/winery'],
      [
        'High',
        'Crush or sell 1,200 kg of Merlot grapes',
        'Fresh for 5 days more (until 8 Jul, Year 2), then they perish',
        '/winery',
      ],
      [
        'Low',
        'Sell 5,000 kg of Syrah grapes',
        'Fresh for 14 days more (until 17 Jul, Year 2), then they perish · the tanks hold only 1,000 L more',
        '/market',
      ],
      [
        'Low',
        'Sell 80 kg of Syrah grapes',
        'Fresh for 14 days more (until 17 Jul, Year 2), then they perish · too few to crush (100 kg at least)',
        '/market',
      ],
    ]);
  });

  it('plants bare plots', () => {
    expect(
      rows({
        plots: [
          { id: 'bare', name: 'Bare Hill', size: 2.5, plantedSize: 0 },
          { id: 'half', name: 'Half Hill', size: 2, plantedSize: 1.5 },
          { id: 'full', name: 'Full Hill', size: 1, plantedSize: 1 },
        ],
      }),
    ).toEqual([
      ['Medium', 'Plant Bare Hill', '2.5 ha of bare land', '/p/bare'],
      ['Low', 'Plant the rest of Half Hill', '0.5 ha still bare', '/p/half'],
    ]);
  });

  it('asks to bottle ready wine (Medium), and says when the others will be ready', () => {
    expect(
      rows({
        batches: [
          batch({}),
          batch({ id: 'w2', name: 'Syrah 2', variety: 'syrah', canBottle: false, readyDay: DECEMBER_Y2 + 40 }),
          batch({ id: 'w3', name: 'Gone 1', status: 'bottled' }),
        ],
      }),
    ).toEqual([
      ['Medium', 'Bottle Merlot 2', 'Ready since 2 Dec, Year 2 · about 4,464 bottles for €6,696', '/winery'],
      [
        'Low',
        `Syrah 2 ready to bottle on ${formatGameDayShortForm(DECEMBER_Y2 + 40)}`,
        'Syrah ageing in the cellar: 40 days to go',
        '/winery',
      ],
    ]);
  });

  it('makes bottling High when the wine holds the steel tanks that grapes in stock need', () => {
    const lots = [{ id: 'g', variety: 'merlot' as const, kilograms: 10_000, graceDaysLeft: 12 }];
    const tasks = rows({ lots, tankFreeLitres: 500, batches: [batch({ inSteel: true, readyDay: DECEMBER_Y2 })] });
    expect(tasks[0]).toEqual([
      'High',
      'Bottle Merlot 2',
      'Ready today · about 4,464 bottles for €6,696 · its tanks are needed for the grapes in stock',
      '/winery',
    ]);
    // the same wine in oak barrels frees no tank
    expect(rows({ lots, tankFreeLitres: 500, batches: [batch({})] })[0]![0]).toBe('Medium');
  });

  it("suggests selling about a month of the buyers' demand, wines of one pool sharing it", () => {
    const market = { capacity: 1_500, level: 1_500, marketTier: 'premium', listPrice: 14.5 };
    expect(
      rows({
        wines: [
          wine({}),
          wine({ id: 'v2', name: 'Alta Riserva', market: { ...market, listPrice: 22 }, bottles: 300 }),
          wine({ id: 'v3', name: 'Bianco', colour: 'white', bottles: 40 }),
          wine({ id: 'v4', name: 'Sold Out', bottles: 0 }),
        ],
      }),
    ).toEqual([
      [
        'Medium',
        'Sell about 300 bottles of Alta Riserva',
        'Its buyers have refilled: a month of their demand, at about €22 a bottle · 300 in stock',
        '/market',
      ],
      [
        'Medium',
        'Sell about 40 bottles of Bianco',
        'Its buyers have refilled: a month of their demand, at about €15 a bottle · 40 in stock',
        '/market',
      ],
      [
        'Medium',
        'Sell about 75 bottles of Alta Rosso',
        'Its buyers have refilled: a month of their demand, at about €15 a bottle · 3,000 in stock',
        '/market',
      ],
    ]);
  });

  it('says when the buyers of a wine whose pool is low take a sensible amount again', () => {
    // 12.5 bottles a day: 50 bottles in 4 days
    const market = { capacity: 1_500, level: 0, marketTier: 'premium', listPrice: 14.5 };
    const day = DECEMBER_Y2 + Math.ceil((TASK_RULES.saleMinBottles * POOL_REFILL_DAYS) / 1_500);
    expect(rows({ wines: [wine({ market })] })).toEqual([
      [
        'Low',
        `Sell Alta Rosso again from ${formatGameDayShortForm(day)}`,
        "3,000 bottles in stock; its buyers' pool is refilling",
        '/market',
      ],
    ]);
    // a wine whose quote did not come is not planned
    expect(rows({ wines: [wine({ market: null })] })).toEqual([]);
  });

  it('shows what comes next only while nothing is urgent', () => {
    const waiting = { blocks: [block({})], batches: [batch({ canBottle: false, readyDay: DECEMBER_Y2 + 9 })] };
    expect(rows({ ...waiting, today: JULY_Y2 + 1 }).map((r) => r[0])).toEqual(['Low', 'Low']);
    const urgent = [{ id: 'g', variety: 'merlot' as const, kilograms: 500, graceDaysLeft: 1 }];
    expect(rows({ ...waiting, lots: urgent, today: JULY_Y2 + 1 }).map((r) => r[1])).toEqual([
      'Crush or sell 500 kg of Merlot grapes',
    ]);
  });

  it("asks to deliver open merchants' contracts: High within a month of their day, Low before, closed ones not", () => {
    const contract = (over: Partial<TaskContract>): TaskContract => ({
      id: 'k1',
      status: 'accepted',
      colour: 'red',
      minQuality: 68,
      bottles: 1_200,
      value: 16_800,
      dueDay: DECEMBER_Y2 + 20,
      ...over,
    });
    expect(
      rows({
        contracts: [
          contract({}),
          contract({ id: 'k2', colour: 'white', bottles: 300, dueDay: DECEMBER_Y2 + 90 }),
          contract({ id: 'k3', status: 'delivered' }),
          contract({ id: 'k4', status: 'defaulted' }),
        ],
      }),
    ).toEqual([
      [
        'High',
        'Deliver 1,200 bottles of red wine',
        `A merchant's contract: quality 68 or more, by ${formatGameDayShortForm(DECEMBER_Y2 + 20)} (20 days left) · pays €16,800`,
        links.market,
      ],
      [
        'Low',
        'Deliver 300 bottles of white wine',
        `A merchant's contract: quality 68 or more, by ${formatGameDayShortForm(DECEMBER_Y2 + 90)} (90 days left) · pays €16,800`,
        links.market,
      ],
    ]);
  });
});

describe('weather tasks', () => {
  const threat = {
    day: JULY_Y2 + 3,
    region: 'bordeaux',
    kind: 'hail' as const,
    severity: 'severe' as const,
    label: 'Severe hail',
    protection: 'Hail nets',
    blocks: [
      { id: 'b1', name: 'Clos Nord', damage: 24, cost: 500, protected: false },
      { id: 'b2', name: 'Clos Sud', damage: 24, cost: 250, protected: false },
      { id: 'b3', name: 'Clos Est', damage: 24, cost: 750, protected: true },
    ],
  };

  it('asks to protect the blocks a forecast event can harm that are not protected yet', () => {
    const [task] = deriveTasks({ ...none, today: JULY_Y2, threats: [threat] }, links);
    expect(task).toEqual({
      id: `weather-bordeaux-${JULY_Y2 + 3}`,
      name: `Severe hail forecast on ${formatGameDayShortForm(JULY_Y2 + 3)}: protect 2 blocks`,
      detail:
        'Hail nets for 2 blocks: €750 · unprotected, −24 health and 3% of the kilograms and 1 quality point off the harvest',
      importance: 'High',
      to: '/b/b1',
      due: JULY_Y2 + 3,
    });
  });

  it('is Medium for a moderate event, names a single block, and goes once every block is protected', () => {
    const one = { ...threat, severity: 'moderate' as const, label: 'Moderate hail', blocks: [threat.blocks[1]!] };
    const [task] = deriveTasks({ ...none, today: JULY_Y2, threats: [one] }, links);
    expect(task).toMatchObject({
      importance: 'Medium',
      to: '/b/b2',
      detail: expect.stringContaining('for Clos Sud: €250'),
    });
    expect(task!.name).toContain('protect 1 block');
    const done = { ...threat, blocks: threat.blocks.map((b) => ({ ...b, protected: true })) };
    expect(deriveTasks({ ...none, today: JULY_Y2, threats: [done] }, links)).toEqual([]);
  });
});

describe('vineyard work tasks', () => {
  const until = dayIndexOf({ year: 3, month: 3, day: 30 });
  const due = (blockId: string, blockName: string, cost: number) => ({
    blockId,
    blockName,
    kind: 'pruning',
    name: 'Winter pruning',
    until,
    cost,
    ifSkipped: 'Unpruned vines bear 20% more grapes but 10 quality points worse',
  });

  it('asks for the work due, one task per kind, Medium until its window nearly closes', () => {
    const [task] = deriveTasks({ ...none, work: [due('b1', 'Clos Nord', 1000), due('b2', 'Clos Sud', 400)] }, links);
    expect(task).toEqual({
      id: 'work-pruning',
      name: 'Winter pruning due on 2 blocks',
      detail: `2 blocks, by ${formatGameDayShortForm(until)} (${until - DECEMBER_Y2} days left) · from €1,400 · if skipped: unpruned vines bear 20% more grapes but 10 quality points worse`,
      importance: 'Medium',
      to: '/b/b1',
      due: until,
    });
  });

  it('is High within TASK_RULES.workUrgentDays of its window’s end and names a single block', () => {
    const [task] = deriveTasks(
      { ...none, today: until - TASK_RULES.workUrgentDays, work: [due('b2', 'Clos Sud', 400)] },
      links,
    );
    expect(task).toMatchObject({ importance: 'High', name: 'Winter pruning due on 1 block', to: '/b/b2' });
    expect(task!.detail).toMatch(/^Clos Sud, by /);
    expect(deriveTasks({ ...none, work: [] }, links)).toEqual([]);
  });
});
