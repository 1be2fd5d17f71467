import { startStore } from './startup';

/**
 * The app's store, made when this module is evaluated. main.tsx imports it before the app, so the
 * first screen's requests (./startup.ts) leave before the design system and React start.
 */
export const earlyStore = (() => {
  const root = document.getElementById('root');
  return root ? startStore(root) : undefined;
})();
