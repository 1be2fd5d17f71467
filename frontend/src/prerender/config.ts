import { api } from '../api';

/**
 * The server's public configuration a prerendered page was rendered with. The sign-in page offers
 * the demo accounts only where the server has them (`GET /api/config`); it is rendered twice at
 * build time (pages.ts), the server sends the variant that matches its configuration, and the
 * variant says which one it is on `#root` (`data-demo-accounts="true|false"`) so that the app starts
 * from the same answer when it hydrates (the same markup, and no request to wait for).
 */
export const DEMO_ACCOUNTS_ATTRIBUTE = 'data-demo-accounts';

/** The action that puts the configuration into the API cache, as if `GET /api/config` had answered. */
export function publicConfigAnswered(demoAccounts: boolean) {
  return api.util.upsertQueryEntries([
    { endpointName: 'getPublicConfig', arg: undefined, value: { data: { demoAccounts } } },
  ]);
}
