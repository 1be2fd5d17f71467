import { MILESTONES, milestoneProgress, type EstateProgress } from './milestones';

const fresh: EstateProgress = {
  harvests: 0,
  batches: 0,
  bottledWines: 0,
  bottlesSold: 0,
  reviewed: false,
  medals: 0,
  reputation: 0,
  hectares: 5,
  plantedHectares: 1.5,
};

describe('estate milestones', () => {
  it('starts a new estate at its first harvest, with nothing reached', () => {
    const progress = milestoneProgress(fresh);
    expect(progress.reached).toBe(0);
    expect(progress.next?.id).toBe('first_harvest');
    expect(progress.milestones).toHaveLength(MILESTONES.length);
  });

  it('names the first milestone not reached as the next, whatever was reached after it', () => {
    const progress = milestoneProgress({ ...fresh, harvests: 1, batches: 2, reputation: 25, bottlesSold: 300 });
    expect(progress.milestones.filter((m) => m.reached).map((m) => m.id)).toEqual([
      'first_harvest',
      'first_crush',
      'first_sale',
      'fine_buyers',
    ]);
    expect(progress.next?.id).toBe('planted');
    expect(progress.reached).toBe(4);
  });

  it('counts land planted at 80% and the icon buyers at reputation 50; nothing is next once all are reached', () => {
    expect(
      milestoneProgress({ ...fresh, plantedHectares: 3.9 }).milestones.find((m) => m.id === 'planted')!.reached,
    ).toBe(false);
    expect(
      milestoneProgress({ ...fresh, plantedHectares: 4 }).milestones.find((m) => m.id === 'planted')!.reached,
    ).toBe(true);
    const all = milestoneProgress({
      harvests: 3,
      batches: 3,
      bottledWines: 2,
      bottlesSold: 12_000,
      reviewed: true,
      medals: 1,
      reputation: 50,
      hectares: 5,
      plantedHectares: 5,
    });
    expect(all.next).toBeNull();
    expect(all.reached).toBe(MILESTONES.length);
  });
});
