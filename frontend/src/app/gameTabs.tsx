import { lazy, Suspense, type ComponentType } from 'react';
import type { IconType } from 'react-icons';
import { LuBookOpen, LuChartLine, LuGrape, LuLandPlot, LuLayoutDashboard, LuWallet, LuWine } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { GAME_VIEW_TABS, href, paths, type GameViewTab } from '../config/paths';
import type { RouteFlags } from './guard/routeHandle';

/*
 * The game's tabs, in the order they show: the one place a tab is declared. The router
 * (router.tsx) makes the routes of the tabs that are pages of their own and renders the views of
 * /game from it (GameViewPage); the desktop tab strip (layouts/game/GameTabs.tsx) and the mobile
 * bottom bar (layouts/game/MobileBottomBar.tsx) make their links from it.
 *
 * A tab is either a view of /game itself, chosen by `?tab=` (its name is one of config/paths.ts
 * GAME_VIEW_TABS, the vocabulary links are built from), or a page of its own under /game with its
 * route's title and guard. Its code is loaded when first opened.
 */

/** Where a tab shows: in the desktop tab strip, and in the mobile bottom bar (with its own label and icon there). */
export interface GameTabPlaces {
  desktop: boolean;
  mobile?: { label: string; icon: IconType };
}

interface GameTabBase {
  label: string;
  icon: IconType;
  shows: GameTabPlaces;
}

/** A view of /game (`?tab=name`). */
export interface GameViewTabEntry extends GameTabBase {
  view: { name: GameViewTab; load: () => Promise<ComponentType> };
}

/** A page of its own (a route under /game). */
export interface GamePageTabEntry extends GameTabBase {
  page: {
    path: string;
    /** The route's title (handle.title) and guard flags. */
    title: string;
    guard: RouteFlags;
    load: () => Promise<ComponentType>;
    /** The paths under which the tab is the current one (default: its path). */
    currentUnder?: readonly string[];
  };
}

export type GameTab = GameViewTabEntry | GamePageTabEntry;

const requiresAuth = { requiresAuth: true } as const;
const requiresEstate = { requiresAuth: true, requiresEstate: true } as const;

export const GAME_TABS: readonly GameTab[] = [
  {
    label: 'Overview',
    icon: LuLayoutDashboard,
    shows: { desktop: true },
    // among the game area's chunks (areas/game.ts: preloaded with /game's shell); loaded before /game renders
    view: {
      name: 'overview',
      load: async () => (await import('../features/estates/overview/OverviewTab')).OverviewTab,
    },
  },
  {
    label: 'Vineyard',
    icon: LuGrape,
    shows: { desktop: true, mobile: { label: 'Plots', icon: LuLandPlot } },
    page: {
      path: paths.game.plots,
      title: 'Vineyard Plots',
      guard: requiresAuth,
      load: async () => (await import('./areas/plots')).PlotsPage,
      currentUnder: [paths.game.plots, '/game/blocks'],
    },
  },
  {
    label: 'Winery',
    icon: LuWine,
    shows: { desktop: true, mobile: { label: 'Winery', icon: LuWine } },
    view: { name: 'winery', load: async () => (await import('../features/wine/cellar/WineryTab')).WineryTab },
  },
  {
    label: 'Market',
    icon: LuChartLine,
    shows: { desktop: true },
    view: { name: 'market', load: async () => (await import('../features/wine/market/MarketTab')).MarketTab },
  },
  {
    label: 'Knowledge',
    icon: LuBookOpen,
    shows: { desktop: true },
    view: {
      name: 'knowledge',
      load: async () => (await import('../features/wine/knowledge/KnowledgeTab')).KnowledgeTab,
    },
  },
  {
    label: 'Finances',
    icon: LuWallet,
    shows: { desktop: true },
    // its own chunk: the ledger, the chart and the income statement load when opened
    page: {
      path: paths.game.finances,
      title: 'Finances',
      guard: requiresEstate,
      load: async () => (await import('./areas/finances')).FinancesPage,
    },
  },
];

/** The view /game shows without `?tab=` (or with one it does not know). */
export const DEFAULT_VIEW: GameViewTab = 'overview';

export const isViewTab = (tab: GameTab): tab is GameViewTabEntry => 'view' in tab;
export const isPageTab = (tab: GameTab): tab is GamePageTabEntry => 'page' in tab;

/** Where a tab's link goes. */
export const tabLink = (tab: GameTab): string => (isViewTab(tab) ? href.gameTab(tab.view.name) : tab.page.path);

const onGameHome = (pathname: string) => pathname === paths.game.home || pathname === `${paths.game.home}/`;

/** Whether `tab` is the current one at `pathname` with `?tab=` `viewParam`. */
export function isCurrentTab(tab: GameTab, pathname: string, viewParam: string | null): boolean {
  if (isViewTab(tab)) return onGameHome(pathname) && (viewParam ?? DEFAULT_VIEW) === tab.view.name;
  return (tab.page.currentUnder ?? [tab.page.path]).some((prefix) => pathname.startsWith(prefix));
}

/**
 * A view that renders at once once its code is loaded (`preload`), and suspends until then: the
 * route of /game preloads the default view, so a hydrated or server-rendered /game shows it
 * without a loading state; the other views load when first opened.
 */
function lazyView(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Suspended = lazy(async () => ({ default: await preload() }));
  function View() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Suspended />;
  }
  return { View, preload };
}

const viewTabs = GAME_TABS.filter(isViewTab);
const VIEWS = new Map(viewTabs.map((tab) => [tab.view.name, lazyView(tab.view.load)]));
// every name of GAME_VIEW_TABS (the links' vocabulary) has its tab here
for (const name of GAME_VIEW_TABS) if (!VIEWS.has(name)) throw new Error(`gameTabs: no tab for ?tab=${name}`);

/** /game: the view its `?tab=` names (the default one otherwise). */
export function GameViewPage() {
  const [params] = useSearchParams();
  const view = VIEWS.get(params.get('tab') as GameViewTab) ?? VIEWS.get(DEFAULT_VIEW)!;
  return (
    <Suspense fallback={<PageLoader />}>
      <view.View />
    </Suspense>
  );
}

/** The `lazy` of /game's route: the default view's code first, so that it renders at once. */
export async function loadGameViewPage(): Promise<{ Component: ComponentType }> {
  await VIEWS.get(DEFAULT_VIEW)!.preload();
  return { Component: GameViewPage };
}
