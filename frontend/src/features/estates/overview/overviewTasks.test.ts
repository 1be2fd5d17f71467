import { dayIndexOf, MATURITY_DAYS } from '@vineyard/domain';
import { deriveTasks, SELL_SOON_DAYS, type TaskBlock, type TaskLinks } from './overviewTasks';

const links: TaskLinks = { block: (id) => `/b/${id}`, plot: (id) => `/p/${id}`, market: '/market' };
const SEPTEMBER_Y2 = dayIndexOf({ year: 2, month: 9, day: 10 });
const JULY_Y2 = dayIndexOf({ year: 2, month: 7, day: 3 });

const block = (over: Partial<TaskBlock>): TaskBlock => ({
  id: 'b1',
  name: 'Vigna Alta',
  grapeVariety: 'sangiovese',
  status: 'mature',
  ageDays: MATURITY_DAYS + 100,
  ...over,
});

describe('deriveTasks', () => {
  it('asks to harvest only the blocks that can be harvested', () => {
    const tasks = deriveTasks(
      {
        plots: [],
        blocks: [
          block({ id: 'ready', name: 'Ready', status: 'harvesting' }),
          block({ id: 'young', name: 'Young', status: 'growing', ageDays: 100 }),
          block({ id: 'done', name: 'Done', status: 'mature' }),
        ],
        lots: [],
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

  it('gives no harvest task before September', () => {
    expect(deriveTasks({ plots: [], blocks: [block({})], lots: [], today: JULY_Y2 }, links)).toEqual([]);
  });

  it('asks to sell grapes about to perish first, fresh ones last; plants bare plots', () => {
    const tasks = deriveTasks(
      {
        plots: [
          { id: 'bare', name: 'Bare Hill', size: 2.5, plantedSize: 0 },
          { id: 'half', name: 'Half Hill', size: 2, plantedSize: 1.5 },
          { id: 'full', name: 'Full Hill', size: 1, plantedSize: 1 },
        ],
        blocks: [],
        lots: [
          { id: 'old', variety: 'merlot', kilograms: 1200, graceDaysLeft: SELL_SOON_DAYS },
          { id: 'gone', variety: 'merlot', kilograms: 300, graceDaysLeft: 0 },
          { id: 'new', variety: 'syrah', kilograms: 5000, graceDaysLeft: 14 },
          { id: 'empty', variety: 'syrah', kilograms: 0, graceDaysLeft: 14 },
        ],
        today: JULY_Y2,
      },
      links,
    );
    expect(tasks.map((t) => [t.importance, t.name, t.detail, t.to])).toEqual([
      ['High', 'Sell 1,200 kg of Merlot grapes', 'Fresh for 5 more days, then they perish', '/market'],
      ['High', 'Sell 300 kg of Merlot grapes', 'Perishing: 1% lost every day', '/market'],
      ['Medium', 'Plant Bare Hill', '2.5 ha of bare land', '/p/bare'],
      ['Low', 'Plant the rest of Half Hill', '0.5 ha still bare', '/p/half'],
      ['Low', 'Sell 5,000 kg of Syrah grapes', 'Fresh for 14 more days, then they perish', '/market'],
    ]);
  });
});
