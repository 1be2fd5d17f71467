import { ACHIEVEMENTS, MILESTONES, milestoneProgress, type EstateProgress } from './milestones';

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
  golds: 0,
  iconSales: false,
  bestSeasonRank: null,
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
      golds: 0,
      iconSales: false,
      bestSeasonRank: null,
    });
    expect(all.next).toBeNull();
    expect(all.reached).toBe(MILESTONES.length);
  });
});

describe('achievements', () => {
  it('start with none reached, the Icon buyers next', () => {
    const progress = milestoneProgress(fresh);
    expect(progress.achievementsReached).toBe(0);
    expect(progress.achievements).toHaveLength(ACHIEVEMENTS.length);
    expect(progress.nextAchievement?.id).toBe('icon_sale');
  });

  it('read each from its fact, at its threshold and not below', () => {
    const reached = (p: Partial<EstateProgress>) =>
      milestoneProgress({ ...fresh, ...p })
        .achievements.filter((a) => a.reached)
        .map((a) => a.id);
    expect(reached({ iconSales: true })).toEqual(['icon_sale']);
    expect(reached({ golds: 1, medals: 1 })).toEqual(['gold_medal']);
    expect(reached({ medals: 4 })).toEqual([]);
    expect(reached({ medals: 5 })).toEqual(['five_medals']);
    expect(reached({ bestSeasonRank: 4 })).toEqual([]);
    expect(reached({ bestSeasonRank: 3 })).toEqual(['season_podium']);
    expect(reached({ bestSeasonRank: 1 })).toEqual(['season_podium', 'season_champion']);
    expect(reached({ bottlesSold: 99_999 })).toEqual([]);
    expect(reached({ bottlesSold: 100_000 })).toEqual(['sold_100k']);
    expect(reached({ reputation: 89 })).toEqual([]);
    expect(reached({ reputation: 90 })).toEqual(['reputation_90']);
    expect(reached({ hectares: 24.9 })).toEqual([]);
    expect(reached({ hectares: 25 })).toEqual(['estate_25ha']);
  });

  it('name the first not reached as the next, and none once all are', () => {
    const all = milestoneProgress({
      ...fresh,
      iconSales: true,
      golds: 2,
      medals: 6,
      bestSeasonRank: 1,
      bottlesSold: 150_000,
      reputation: 92,
      hectares: 30,
    });
    expect(all.achievementsReached).toBe(ACHIEVEMENTS.length);
    expect(all.nextAchievement).toBeNull();
    expect(milestoneProgress({ ...fresh, iconSales: true }).nextAchievement?.id).toBe('gold_medal');
  });
});
