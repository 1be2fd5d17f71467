/**
 * What the game shell shows. These are view models: the hook that feeds the shell maps the API's
 * answers onto them (TODO(codegen): derive from the generated Estate / GameTime types).
 */

export interface EstateSummary {
  id: string;
  name: string;
  /** Whole euros. */
  money: number;
  reputation: number;
}

export interface GrapeStock {
  variety: string;
  amount: number;
  quality: number | string;
}

export interface WineStock {
  id: string;
  name: string;
  status: string;
  /** Years in the cellar, when aging. */
  age?: number | null;
  /** Bottles, once bottled. */
  bottles?: number | null;
  quality: number | string;
}

export interface SupplyStock {
  item: string;
  amount: number;
}

export interface PlotSummary {
  id: string;
  name: string;
  /** Hectares. */
  size: number;
}

export interface EstateInventory {
  grapes: GrapeStock[];
  wines: WineStock[];
  supplies: SupplyStock[];
  plots: PlotSummary[];
}

export interface GameClock {
  /** e.g. 'Spring, Year 1, Day 1 (March)'. */
  formattedTime: string;
  /** e.g. '1 Mar, Year 1': where the full form does not fit (phones). */
  shortTime: string;
}

/** Everything the game layout displays. `null` means "not known (yet)", never "zero". */
export interface GameShellData {
  /** `isAdmin` shows the Admin link (the /admin route itself is guarded by its adminOnly flag). */
  user: { username: string; isAdmin?: boolean } | null;
  estates: EstateSummary[];
  estatesLoading: boolean;
  currentEstate: EstateSummary | null;
  inventory: EstateInventory | null;
  gameTime: GameClock | null;
  notificationCount: number;
}
