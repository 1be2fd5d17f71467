import {
  applyVote,
  canVote,
  DEFAULT_SUGGESTION_STATUS,
  findSimilarSuggestions,
  isSuggestionSort,
  isSuggestionStatus,
  isTrending,
  isVoteType,
  ROADMAP_PHASE_STATUSES,
  SUGGESTION_CATEGORIES,
  SUGGESTION_LIMITS,
  SUGGESTION_SORTS,
  SUGGESTION_STATUS_COLORS,
  SUGGESTION_STATUSES,
  VOTE_TYPES,
} from './index';

describe('feature suggestions', () => {
  it('has statuses with display colours', () => {
    expect(SUGGESTION_STATUSES).toEqual(['implemented', 'in-progress', 'planned', 'under-review', 'review']);
    expect(SUGGESTION_STATUS_COLORS).toEqual({
      implemented: 'green',
      'in-progress': 'yellow',
      planned: 'blue',
      'under-review': 'gray',
      review: 'gray',
    });
    expect(DEFAULT_SUGGESTION_STATUS).toBe('under-review');
    expect(isSuggestionStatus('review')).toBe(true);
    expect(isSuggestionStatus('done')).toBe(false);
  });

  it('has categories, sorts, vote types and roadmap statuses', () => {
    expect(SUGGESTION_CATEGORIES).toEqual([
      'Gameplay',
      'Vineyard Management',
      'Wine Production',
      'Marketing',
      'Economy',
      'Multiplayer',
      'User Interface',
      'Graphics',
      'Performance',
    ]);
    expect(SUGGESTION_SORTS).toEqual(['votes', 'recent', 'trending']);
    expect(isSuggestionSort('recent')).toBe(true);
    expect(VOTE_TYPES).toEqual(['up', 'down']);
    expect(isVoteType('down')).toBe(true);
    expect(isVoteType('sideways')).toBe(false);
    expect(ROADMAP_PHASE_STATUSES).toEqual(['Completed', 'In Progress', 'Planned']);
  });

  it('has the spec limits', () => {
    expect(SUGGESTION_LIMITS).toMatchObject({
      titleMin: 5,
      titleMax: 100,
      descriptionMin: 10,
      descriptionMax: 500,
      problemSolvedMax: 300,
      maxTags: 5,
      tagSuggestions: 5,
      similarSuggestions: 3,
      voteLockMs: 1000,
      trendingVotesPerDay: 5,
      searchDebounceMs: 300,
      highlightPulseMs: 2000,
      pageSize: 10,
    });
  });

  it('disables voting on implemented suggestions only', () => {
    expect(canVote('implemented')).toBe(false);
    for (const status of SUGGESTION_STATUSES.filter((s) => s !== 'implemented')) expect(canVote(status)).toBe(true);
  });

  it.each([
    [null, 'up', 'up', 1],
    [null, 'down', 'down', -1],
    [undefined, 'up', 'up', 1],
    ['up', 'up', null, -1],
    ['down', 'down', null, 1],
    ['down', 'up', 'up', 2],
    ['up', 'down', 'down', -2],
  ] as const)('applyVote(%p, %p) → vote %p, delta %p', (previous, clicked, vote, delta) => {
    expect(applyVote(previous, clicked)).toEqual({ vote, delta });
  });

  describe('isTrending', () => {
    it('needs two points', () => {
      expect(isTrending([])).toBe(false);
      expect(isTrending([{ date: '2025-03-01', count: 100 }])).toBe(false);
    });

    it('is true above 5 votes per day, false at exactly 5', () => {
      expect(
        isTrending([
          { date: '2025-03-01', count: 10 },
          { date: '2025-03-02', count: 16 },
        ]),
      ).toBe(true);
      expect(
        isTrending([
          { date: '2025-03-01', count: 10 },
          { date: '2025-03-02', count: 15 },
        ]),
      ).toBe(false);
    });

    it('divides by the span in days and uses the two most recent points in any order', () => {
      const history = [
        { date: '2025-03-04', count: 30 },
        { date: '2025-01-01', count: 0 },
        { date: '2025-03-02', count: 19 },
      ];
      expect(isTrending(history)).toBe(true); // 11 votes over 2 days
      expect(
        isTrending([
          { date: '2025-03-02', count: 19 },
          { date: '2025-03-04', count: 29 },
        ]),
      ).toBe(false);
    });

    it('treats a span under one day as one day', () => {
      expect(
        isTrending([
          { date: '2025-03-01T00:00:00Z', count: 0 },
          { date: '2025-03-01T01:00:00Z', count: 5 },
        ]),
      ).toBe(false);
      expect(
        isTrending([
          { date: '2025-03-01T00:00:00Z', count: 0 },
          { date: '2025-03-01T01:00:00Z', count: 6 },
        ]),
      ).toBe(true);
    });

    it('ignores invalid points', () => {
      expect(
        isTrending([
          { date: 'nonsense', count: 0 },
          { date: '2025-03-02', count: 50 },
        ]),
      ).toBe(false);
    });
  });

  describe('findSimilarSuggestions', () => {
    const list = [
      { title: 'Weather system' },
      { title: 'Dynamic weather system with storms' },
      { title: 'Weather' },
      { title: 'Wine cellar' },
      { title: 'Better weather system forecasts' },
    ];

    it('matches titles that contain or are contained, case-insensitively, at most 3', () => {
      expect(findSimilarSuggestions('WEATHER SYSTEM', list)).toEqual([list[0], list[1], list[2]]);
      expect(findSimilarSuggestions('cellar', list)).toEqual([list[3]]);
    });

    it('needs more than 3 characters', () => {
      expect(findSimilarSuggestions('wea', list)).toEqual([]);
      expect(findSimilarSuggestions('  wine  ', list)).toEqual([list[3]]);
    });
  });
});
