/**
 * Which module owns each table (issue 17 item 1). A module is a folder of backend/src. The owner's
 * repository (or, for a small module, its one service) holds every statement that writes the
 * table; other modules call that repository or the owner's service. `table-ownership.spec.ts`
 * reads every source file and fails when a file runs SQL on a table its module does not own
 * (see the rules there), so this map is the one place that says who writes what.
 */
export const TABLE_OWNERS = {
  admin_audit_log: 'audit',
  analytics_events: 'analytics',
  api_keys: 'auth',
  awards: 'awards',
  batch_vessels: 'cellar',
  block_moves: 'blocks',
  block_protections: 'blocks',
  block_work: 'blocks',
  blocks: 'blocks',
  cellar_door_sales: 'wine-market',
  cellar_doors: 'wine-market',
  clock_jobs: 'gametime',
  contact_messages: 'waitlist',
  content_seeds: 'suggestions',
  demand_pools: 'wine-market',
  email_tokens: 'auth',
  estate_equipment: 'cellar',
  estate_invitations: 'estates',
  estate_owners: 'estates',
  estate_receipts: 'money',
  estates: 'estates',
  exchange_offers: 'exchange',
  exchange_trades: 'exchange',
  feature_comments: 'suggestions',
  feature_suggestions: 'suggestions',
  feature_vote_history: 'suggestions',
  feature_votes: 'suggestions',
  game_clock: 'gametime',
  game_ticks: 'gametime',
  grape_buyer_sales: 'grapes',
  grape_offers: 'exchange',
  grape_trades: 'exchange',
  grape_lots: 'grapes',
  harvests: 'blocks',
  idempotency_keys: 'common',
  ledger_entries: 'money',
  mail_outbox: 'mail',
  market_index: 'market-index',
  newsletter_subscribers: 'waitlist',
  marketing_campaigns: 'wine-market',
  merchant_contracts: 'contracts',
  notifications: 'notifications',
  plot_listings: 'marketplace',
  plot_sales: 'marketplace',
  plots: 'plots',
  refresh_tokens: 'auth',
  reputation_events: 'reputation',
  season_honours: 'seasons',
  sessions: 'auth',
  staff: 'staff',
  staff_sales_rules: 'staff',
  throttle_buckets: 'throttle',
  tick_steps: 'gametime',
  users: 'auth',
  vessels: 'cellar',
  waitlist_signups: 'waitlist',
  wine_batches: 'cellar',
  wine_lots: 'cellar',
  wine_sales: 'wine-market',
} as const;

export type Table = keyof typeof TABLE_OWNERS;

/**
 * Columns of another module's table that a module owns: the row belongs to the table's owner,
 * these columns are this module's to write, with `UPDATE … SET` only (nobody else writes them).
 */
export const COLUMN_OWNERS: Partial<Record<Table, Record<string, readonly string[]>>> = {
  // balances are the money module's (the ledger issue): only MoneyService moves them
  estates: {
    money: ['money', 'arrears', 'arrears_since', 'upkeep_day'],
    reputation: [
      'reputation',
      'reputation_points',
      'reputation_points_day',
      'sales_points_month',
      'sales_points_month_start',
    ],
    // the bottle store's extensions (issue 35 item 1, BottleStoreRepository.setExtensions)
    cellar: ['bottle_store_extensions'],
  },
  // the count behind the starting grant (MoneyService.recordFounding)
  users: { money: ['estates_founded'] },
  // the cellar bottles a lot; the wine market sells its bottles (WineMarketRepository.setBottles);
  // the exchange reserves bottles for an offer and returns the unsold (ExchangeRepository); a
  // merchant's contract takes the bottles it is delivered from (ContractsRepository)
  wine_lots: { 'wine-market': ['bottles'], exchange: ['bottles'], contracts: ['bottles'] },
  // the exchange reserves a grape lot's kilograms for an offer and returns the unsold (counted that day)
  grape_lots: { exchange: ['kilograms', 'counted_day'] },
};
