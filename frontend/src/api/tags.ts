/**
 * The cache-tag vocabulary, defined once: every tag an endpoint provides or invalidates (in
 * ./index.ts, in cache updates and in the few components that invalidate by hand) comes from
 * `tags` below, so a typo is a compile error and one relation has one spelling.
 *
 * Two kinds of tag:
 * - controller tags (`estates`, `finances`, …): the generated slice (codegen `tag: true`) puts
 *   the OpenAPI tag on every endpoint of a controller, so queries and mutations of one
 *   controller refresh each other. Invalidating one refreshes everything of that controller.
 * - finer tags (`Estate`, `Plot`, …, with ids): a list ('LIST'), one item by id, or a named
 *   part ('MY-VOTES', 'STATS'), so a change refreshes only what it touches.
 */
import { addTagTypes as CONTROLLER_TAGS } from './generated';

/** The finer tags this app adds to the generated slice's controller tags. */
export const TAG_TYPES = [
  'Estate',
  'Plot',
  'Block',
  'Listing',
  'Feature',
  'AdminUser',
  'AdminClock',
  'AdminAudit',
  'AdminList',
  'AdminEconomy',
] as const;

export type ControllerTag = (typeof CONTROLLER_TAGS)[number];
export type TagType = ControllerTag | (typeof TAG_TYPES)[number];

const tag = <T extends (typeof TAG_TYPES)[number]>(type: T, id: string) => ({ type, id });

export const tags = {
  // Controller tags (the generated ones) that changes elsewhere invalidate.
  estates: 'estates',
  finances: 'finances',
  grapes: 'grapes',
  winery: 'winery',
  notifications: 'notifications',
  exchange: 'exchange',
  contracts: 'contracts',
  staff: 'staff',
  /** The game time every player sees (the game shell's status bar, `getGameTime`). */
  gameTime: 'game time',

  /** The estates list. */
  estateList: tag('Estate', 'LIST'),
  estate: (id: string) => tag('Estate', id),
  /** The player's pending co-ownership invitations. */
  invitations: tag('Estate', 'INVITATIONS'),

  /** Every estate's plot list. */
  plotList: tag('Plot', 'LIST'),
  plot: (id: string) => tag('Plot', id),

  /** Every block, listed or single (a clock advance grows them all). */
  allBlocks: 'Block',
  blockList: tag('Block', 'LIST'),
  block: (id: string) => tag('Block', id),
  /** The blocks of one plot. */
  plotBlocks: (plotId: string) => tag('Block', `PLOT-${plotId}`),

  /** Feature board: every list (pages, trending, by status), tags and statistics share 'LIST'. */
  featureList: tag('Feature', 'LIST'),
  featureStats: tag('Feature', 'STATS'),
  featureVotes: tag('Feature', 'MY-VOTES'),
  feature: (id: string) => tag('Feature', id),
  featureComments: (id: string) => tag('Feature', `COMMENTS-${id}`),

  /** Marketplace: every search page shares 'LIST'; a listing's public view and valuation go by plot id. */
  listingList: tag('Listing', 'LIST'),
  listing: (plotId: string) => tag('Listing', plotId),

  /** Admin console: the user lists (every search page shares 'LIST'), each user by id. */
  adminUserList: tag('AdminUser', 'LIST'),
  adminUser: (id: string) => tag('AdminUser', id),
  adminAudit: tag('AdminAudit', 'LIST'),
  adminClock: 'AdminClock',
  adminEconomy: 'AdminEconomy',
  adminWaitlist: tag('AdminList', 'WAITLIST'),
  adminNewsletter: tag('AdminList', 'NEWSLETTER'),
} as const satisfies Record<
  string,
  TagType | { type: TagType; id: string } | ((id: string) => { type: TagType; id: string })
>;
