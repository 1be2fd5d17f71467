import { lazy, Suspense, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { GAME_VIEW_TABS, type GameViewTab } from '../../config/paths';
import { OverviewTab } from './OverviewTab';

/*
 * Only the Overview (the tab /game opens on) is in the game area's chunk; the other tabs and their
 * dialogs load when first opened. Switching tabs is a router navigation, which React renders in a
 * transition: the current tab stays on screen until the next one's code has arrived.
 */
const WineryTab = lazy(async () => ({ default: (await import('./WineryTab')).WineryTab }));
const MarketTab = lazy(async () => ({ default: (await import('./MarketTab')).MarketTab }));
const KnowledgeTab = lazy(async () => ({ default: (await import('./KnowledgeTab')).KnowledgeTab }));

const VIEWS: Record<GameViewTab, ComponentType> = {
  overview: OverviewTab,
  winery: WineryTab,
  market: MarketTab,
  knowledge: KnowledgeTab,
};

function isViewTab(value: string | null): value is GameViewTab {
  return (GAME_VIEW_TABS as readonly string[]).includes(value ?? '');
}

/** /game: the game view with its Overview, Winery, Market and Knowledge tabs (`?tab=`). */
export function GameHomePage() {
  const [params] = useSearchParams();
  const tab = params.get('tab');
  const key = isViewTab(tab) ? tab : 'overview';
  const View = VIEWS[key];
  return (
    <Suspense fallback={<PageLoader />}>
      <View />
    </Suspense>
  );
}
