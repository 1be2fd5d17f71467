/**
 * The one place that reads `import.meta.env` (build-time values baked in by Vite).
 *
 * jest runs the sources as CommonJS, where `import.meta` does not exist, so jest.setup.ts
 * replaces this module with fixed test values. Keep every other module free of
 * `import.meta` and read configuration from here.
 */
import { communityLink } from './community';

export const env = {
  community: communityLink(import.meta.env.VITE_COMMUNITY_URL),
  isDevelopment: import.meta.env.DEV,
  /** First-party page-view and outbound-link events (lib/analytics.ts); off in unit tests. */
  analytics: true as boolean | undefined,
};
