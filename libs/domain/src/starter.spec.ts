import { STARTER_SUGGESTIONS } from './public-site';
import { SUGGESTION_LIMITS } from './features';

it('starter suggestions follow the suggestion rules', () => {
  expect(STARTER_SUGGESTIONS.length).toBeGreaterThanOrEqual(3);
  for (const s of STARTER_SUGGESTIONS) {
    expect(s.title.length).toBeGreaterThanOrEqual(5);
    expect(s.title.length).toBeLessThanOrEqual(100);
    expect(s.description.length).toBeGreaterThanOrEqual(10);
    expect(s.description.length).toBeLessThanOrEqual(500);
    expect(s.problemSolved.length).toBeLessThanOrEqual(300);
    expect(s.tags.length).toBeLessThanOrEqual(SUGGESTION_LIMITS.maxTags);
  }
});
