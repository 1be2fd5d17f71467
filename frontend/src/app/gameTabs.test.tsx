import { matchRoutes } from 'react-router-dom';
import { GAME_VIEW_TABS } from '../config/paths';
import { GAME_TABS, isCurrentTab, isPageTab, isViewTab, tabLink } from './gameTabs';
import { routes } from './router';
import type { RouteHandle } from './guard/routeHandle';

describe('game tabs registry', () => {
  it('has one tab for every view of /game and links each tab to its view or page', () => {
    expect(GAME_TABS.filter(isViewTab).map((tab) => tab.view.name)).toEqual([...GAME_VIEW_TABS]);
    expect(GAME_TABS.map(tabLink)).toEqual([
      '/game',
      '/game/plots',
      '/game?tab=winery',
      '/game?tab=market',
      '/game?tab=knowledge',
      '/game/finances',
    ]);
  });

  it('gives every page tab its route, with its title and guard', () => {
    for (const { page } of GAME_TABS.filter(isPageTab)) {
      const matched = matchRoutes(routes, page.path) ?? [];
      const route = matched[matched.length - 1]!.route;
      expect(route.path).toBe(page.path);
      expect((route.handle as RouteHandle).title).toBe(page.title);
      expect((route.handle as RouteHandle).guard).toEqual(page.guard);
    }
  });

  it('marks the current tab: the view named by ?tab= (Overview without one) or the page under its paths', () => {
    const current = (pathname: string, tab: string | null) =>
      GAME_TABS.filter((entry) => isCurrentTab(entry, pathname, tab)).map((entry) => entry.label);
    expect(current('/game', null)).toEqual(['Overview']);
    expect(current('/game', 'market')).toEqual(['Market']);
    expect(current('/game/blocks/b1', null)).toEqual(['Vineyard']);
    expect(current('/game/plots/p1', null)).toEqual(['Vineyard']);
    expect(current('/game/finances', null)).toEqual(['Finances']);
    expect(current('/game/marketplace', null)).toEqual([]);
  });
});
