/*
 * The first screen's answers (app/startup.ts asks for them while the entry module is evaluated,
 * before React and Chakra start) and the components that would ask for them again when they mount.
 */

/** When and for which page this page load's first requests were sent (null: none were). */
let firstScreen: { at: number; pathname: string } | null = null;

/** How long after the page load the first screen's answers count as fresh for a component that mounts. */
export const FIRST_SCREEN_FRESH_MS = 10_000;

/** Called by app/startup.ts when it sends the first screen's requests for `pathname`. */
export function markFirstScreenRequested(pathname: string): void {
  firstScreen = { at: performance.now(), pathname };
}

/**
 * Whether a component mounting now may use the first screen's answers instead of asking again on
 * mount (`refetchOnMountOrArgChange`): true during the page load that sent them, on the page they
 * were sent for (another page, or the same one later, asks again as before). The guard's
 * `GET /auth/me` and the game clock ask again whenever they mount, so on a slow phone, where the
 * early answers arrive before React has mounted anything, each was sent twice, and every second
 * answer was one more round of rendering on the way to the first screen. Read it once per mount
 * (`useState(firstScreenFresh)`): a value that changed later would make the query ask again.
 */
export function firstScreenFresh(): boolean {
  return (
    firstScreen !== null &&
    window.location.pathname === firstScreen.pathname &&
    performance.now() - firstScreen.at < FIRST_SCREEN_FRESH_MS
  );
}
