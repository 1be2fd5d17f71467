import { useSearchParams } from 'react-router-dom';
import { GAME_VIEW_TABS, type GameViewTab } from '../../app/paths';
import { PagePlaceholder } from '../../components/PagePlaceholder';
import { OverviewTab } from './OverviewTab';

const VIEWS: Record<GameViewTab, { title: string; description: string }> = {
  overview: {
    title: 'Estate Overview',
    description: 'Weather, alerts, tasks and a summary of your vineyards at a glance.',
  },
  winery: {
    title: 'Winery',
    description: 'Production actions and the wine batches fermenting and aging in your cellar.',
  },
  market: {
    title: 'Market',
    description: 'Sell your wine and buy the supplies your estate needs.',
  },
  knowledge: {
    title: 'Knowledge',
    description: 'Guides to grape varieties, regions and winemaking techniques.',
  },
};

function isViewTab(value: string | null): value is GameViewTab {
  return (GAME_VIEW_TABS as readonly string[]).includes(value ?? '');
}

/** /game: the game view with its Overview, Winery, Market and Knowledge tabs (`?tab=`). */
export function GameHomePage() {
  const [params] = useSearchParams();
  const tab = params.get('tab');
  const key = isViewTab(tab) ? tab : 'overview';
  if (key === 'overview') return <OverviewTab />;
  const view = VIEWS[key];
  return <PagePlaceholder framed={false} title={view.title} description={view.description} />;
}
