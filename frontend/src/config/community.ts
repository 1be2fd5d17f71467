import { paths } from './paths';

export interface CommunityLink {
  href: string;
  /** True for the external chat invite (opens in a new tab), false for the in-app fallback. */
  external: boolean;
  label: string;
}

/**
 * The community chat link from the build configuration (`VITE_COMMUNITY_URL`). Only an https
 * URL is accepted; without one the link falls back to the in-app community board so the header
 * never shows a dead or made-up invite.
 */
export function communityLink(url: string | undefined): CommunityLink {
  const trimmed = url?.trim();
  if (trimmed && /^https:\/\/[^\s/]+/i.test(trimmed)) {
    return { href: trimmed, external: true, label: 'Community Chat' };
  }
  return { href: paths.featureRequests, external: false, label: 'Community' };
}
