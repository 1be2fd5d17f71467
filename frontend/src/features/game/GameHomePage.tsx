import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { GAME_VIEW_TABS, type GameViewTab } from '../../config/paths';
import { KnowledgeTab } from './KnowledgeTab';
import { MarketTab } from './MarketTab';
import { OverviewTab } from './OverviewTab';
import { WineryTab } from './WineryTab';

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
  return <View />;
}
