/** Access rules of a route (spec: accounts-estates-shell §2, navigation guard). */
export interface RouteFlags {
  /** Sign-in, registration, password reset: a signed-in player is sent to the game. */
  guestsOnly?: boolean;
  /** Anonymous visitors are sent to sign-in with `redirect=` the path they wanted. */
  requiresAuth?: boolean;
  /** A signed-in player without estates is sent to create one (implies requiresAuth). */
  requiresEstate?: boolean;
  /** Non-admins are sent home. */
  adminOnly?: boolean;
  /** Players whose e-mail is not verified are sent home. */
  requiresVerified?: boolean;
}

/** What every route carries in its `handle`. */
export interface RouteHandle {
  /** Page title; the document title becomes '{title} | Vineyard Valley'. */
  title?: string;
  guard?: RouteFlags;
  /**
   * Pages where the player is choosing or creating an estate: the game layout does not show its
   * "select or create an estate" warning there.
   */
  estateManagement?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/** Flags of nested routes add up: a child cannot lift a restriction of its parent. */
export function mergeFlags(handles: readonly unknown[]): RouteFlags {
  const merged: RouteFlags = {};
  for (const handle of handles) {
    if (!isRouteHandle(handle) || !handle.guard) continue;
    for (const [key, value] of Object.entries(handle.guard) as [keyof RouteFlags, boolean | undefined][]) {
      if (value) merged[key] = true;
    }
  }
  return merged;
}
