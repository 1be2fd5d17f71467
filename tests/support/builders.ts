/**
 * Builders for game state a test starts from, where playing the game through the API to get
 * there would be slow or beside the point (a lot bottled a month ago, a rival's estate, a year of
 * sales): one function per kind of row, with defaults that make a valid row and overrides for what
 * the test is about. Each builder takes one row's fields or a list of them (one statement a table
 * for the list, whatever its length) and answers the new id, or the ids in the list's order.
 *
 * `db` is where the rows go: the API harness's `game`, a service test's `Backend`, a pg client or
 * a database URL (the browser suites' `server.databaseUrl`).
 *
 * Money stays equal to the ledger: `estate()` books the money it is given as an opening balance,
 * and `ledgerEntry()` moves an estate's money and writes the row with the balance after, as the
 * money module posts it. Estates made here have no owner; a player's own estate is founded
 * through the API (`game.playerWithEstate()`).
 *
 * A new kind of row: its fields (the table's columns in camelCase, each optional unless a valid
 * row cannot do without the test's value) and a `builder()` of its table with the defaults a reader
 * would guess. A default the database computes (`today`, `now`) is a `Sql` fragment.
 *
 * Raw `INSERT`s the suites keep on purpose, because the statement itself is what they test:
 * tick-batches rewrites the blocks table in place (`DELETE ... RETURNING` into `INSERT ... SELECT`)
 * to move rows onto pages the tick has done; market-index inserts blocks over several plots in one
 * statement to test the statement-level trigger that counts each plot's blocks; retention inserts
 * aged analytics events, contact messages and throttle buckets (not game state: their age is the
 * subject); the service tier's `player()` (service/support/fixtures.ts) writes the users and
 * sessions rows that registration, the api suites' subject, would.
 */
import { randomUUID } from 'node:crypto';
import {
  DAYS_PER_YEAR,
  GRAPE_VARIETY_COLORS,
  staffWage,
  type EstateTemplate,
  type GrapeColor,
  type GrapeVariety,
  type LedgerKind,
  type NotificationKind,
  type RegionKey,
  type StaffRole,
  type WineTier,
} from '@vineyard/domain';
import { queryRows } from './database';

/** Where the rows go: anything with `query(text, values)` (rows or a pg result), or a database URL. */
export type Db = string | { query(text: string, values?: unknown[]): Promise<unknown> };

type Row = Record<string, unknown>;

/** A default the database computes for each row (`x` is the row as given). */
class Sql {
  constructor(readonly text: string) {}
}
const TODAY = '(SELECT day_index FROM game_clock)';
/** Today's game day. */
const today = new Sql(TODAY);
const now = new Sql('now()');

async function query(db: Db, text: string, values: unknown[]): Promise<Row[]> {
  if (typeof db === 'string') return queryRows(db, text, values);
  const result = await db.query(text, values);
  return Array.isArray(result) ? result : (result as { rows: Row[] }).rows;
}

const column = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Rows into `table` (fields in camelCase, for columns in snake_case), in the list's order: one
 * statement for rows that name the same columns (a column a row leaves out takes the table's
 * default). A `Sql` value is computed by the database for the row.
 */
async function insert(db: Db, table: string, rows: readonly Row[]): Promise<void> {
  const shapes = new Map<string, Row[]>();
  for (const row of rows) {
    const key = Object.keys(row).sort().join();
    if (!shapes.has(key)) shapes.set(key, []);
    shapes.get(key)!.push(row);
  }
  for (const [key, same] of shapes) {
    const fields = key.split(',');
    const values = fields.map((f) => {
      const computed = same.find((row) => row[f] instanceof Sql)?.[f] as Sql | undefined;
      return computed ? `COALESCE(x.${column(f)}, ${computed.text})` : `x.${column(f)}`;
    });
    const json = same.map((row) =>
      Object.fromEntries(fields.map((f) => [column(f), row[f] instanceof Sql ? null : row[f]])),
    );
    await query(
      db,
      `INSERT INTO ${table} (${fields.map(column).join(', ')})
       SELECT ${values.join(', ')} FROM json_populate_recordset(NULL::${table}, $1::json) AS x`,
      [JSON.stringify(json)],
    );
  }
}

const listOf = <F>(fields: F | readonly F[]): readonly F[] => (Array.isArray(fields) ? fields : [fields as F]);

/** `defaults` with what `fields` gives (a field left undefined keeps its default). */
const overlay = (defaults: Row, fields: object): Row => ({
  ...defaults,
  ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
});

/** A row's own id, when the test needs it before the row exists (otherwise a new one). */
export interface Identified {
  id?: string;
}

/** A builder: one row's fields in, its id out; a list in, the ids out in the list's order. */
export interface Builder<F extends Identified> {
  (db: Db, fields: F): Promise<string>;
  (db: Db, fields: readonly F[]): Promise<string[]>;
}

type Built = Row & { id: string };

/** The builder of `table`: each row `defaults` overlaid with its fields; `then` writes what goes with the rows. */
function builder<F extends Identified>(
  table: string,
  defaults: (fields: F) => Row,
  then?: (db: Db, rows: Built[]) => Promise<void>,
): Builder<F> {
  return (async (db: Db, fields: F | readonly F[]) => {
    const rows = listOf(fields).map((f) => ({ ...overlay(defaults(f), f), id: f.id ?? randomUUID() }));
    await insert(db, table, rows);
    await then?.(db, rows);
    return Array.isArray(fields) ? rows.map((r) => r.id) : rows[0]!.id;
  }) as Builder<F>;
}

export interface EstateFields extends Identified {
  name?: string;
  template?: EstateTemplate;
  location?: RegionKey;
  /** booked as an opening balance today (default 0: no ledger row) */
  money?: number;
  reputation?: number;
  reputationPoints?: number;
  arrears?: number;
  arrearsSince?: number | null;
  /** bottle store extensions built (default 0: the template's capacity) */
  bottleStoreExtensions?: number;
}

/**
 * Estates without owner or land (a rival, a debtor, a world of producers): a family estate in
 * Tuscany with no money, arrears or reputation unless told. Its money is booked as an opening
 * balance, so that it equals its ledger.
 */
export const estate = builder<EstateFields>(
  'estates',
  () => ({ name: 'Tenuta di Prova', template: 'family', location: 'tuscany', money: 0 }),
  (db, estates) =>
    insert(
      db,
      'ledger_entries',
      estates
        .filter((e) => e.money !== 0)
        .map((e) => ({
          estateId: e.id,
          amount: e.money,
          kind: 'opening_balance' satisfies LedgerKind,
          gameDay: today,
          balanceAfter: e.money,
          description: 'test: opening balance',
        })),
    ),
);

export interface PlotFields extends Identified {
  estateId: string;
  name?: string;
  /** default: the estate's */
  region?: RegionKey;
  /** hectares */
  size?: number;
  price?: number;
  maintenanceCost?: number;
}

/** Land of an estate's: 3 ha of south-facing flat clay in the estate's region, bought on day 0 for €90,000. */
export const plot = builder<PlotFields>('plots', () => ({
  name: 'Plot',
  description: 'seeded',
  region: new Sql('(SELECT location FROM estates WHERE id = x.estate_id)'),
  size: 3,
  price: 90_000,
  maintenanceCost: 1500,
  purchaseDate: now,
  purchaseGameDay: 0,
  soilType: 'clay',
  elevation: 300,
  orientation: 'south',
  sunExposure: 7,
  waterAccess: 6,
  terrain: 'flat',
}));

export interface BlockFields extends Identified {
  plotId: string;
  /** default: the plot's */
  region?: RegionKey;
  name?: string;
  size?: number;
  grapeVariety?: GrapeVariety;
  status?: string;
  plantedGameDay?: number;
  suitability?: number;
  potential?: number;
  health?: number;
  quality?: number;
}

/**
 * Vines on a plot, in the plot's region: 0.5 ha of growing merlot planted on day 0 (2 × 1 m,
 * VSP, rows north-south), suitability, potential, health and quality 70. A block planted as a
 * player plants it goes through the API (`POST /api/plots/{plotId}/blocks`).
 */
export const block = builder<BlockFields>('blocks', () => ({
  region: new Sql('(SELECT region FROM plots WHERE id = x.plot_id)'),
  name: 'B',
  size: 0.5,
  grapeVariety: 'merlot',
  status: 'growing',
  plantingDate: now,
  plantedGameDay: 0,
  rowSpacing: 2,
  vineSpacing: 1,
  orientation: 'north-south',
  trellisSystem: 'vsp',
  suitability: 70,
  potential: 70,
  health: 70,
  quality: 70,
}));

export interface EstateWithPlotsFields extends EstateFields {
  /** the estate's plots (`plot()`), each with its blocks (`block()`) */
  plots?: readonly (Omit<PlotFields, 'estateId'> & { blocks?: readonly Omit<BlockFields, 'plotId'>[] })[];
}

/** An estate built by `estateWithPlots()`: its id, and its plots' ids with their blocks' ids. */
export interface BuiltEstate {
  id: string;
  plots: { id: string; blocks: string[] }[];
}

/**
 * Estates (`estate()`) with their land (`plot()`) and vines (`block()`): three statements
 * (estates, plots, blocks) whatever the count.
 */
export async function estateWithPlots(db: Db, fields: EstateWithPlotsFields): Promise<BuiltEstate>;
export async function estateWithPlots(db: Db, fields: readonly EstateWithPlotsFields[]): Promise<BuiltEstate[]>;
export async function estateWithPlots(
  db: Db,
  fields: EstateWithPlotsFields | readonly EstateWithPlotsFields[],
): Promise<BuiltEstate | BuiltEstate[]> {
  const estates = listOf(fields).map(({ plots = [], ...e }) => ({
    ...e,
    id: e.id ?? randomUUID(),
    plots: plots.map(({ blocks = [], ...p }) => ({ region: e.location, ...p, id: p.id ?? randomUUID(), blocks })),
  }));
  await estate(
    db,
    estates.map(({ plots: _, ...e }) => e),
  );
  const plots = estates.flatMap((e) => e.plots.map(({ blocks: _, ...p }) => ({ ...p, estateId: e.id })));
  await plot(db, plots);
  const blocks = estates.flatMap((e) =>
    e.plots.flatMap((p) => p.blocks.map((b) => ({ region: p.region, ...b, plotId: p.id }))),
  );
  const blockIds = await block(db, blocks);
  let next = 0;
  const built = estates.map((e) => ({
    id: e.id,
    plots: e.plots.map((p) => ({ id: p.id, blocks: blockIds.slice(next, (next += p.blocks.length)) })),
  }));
  return Array.isArray(fields) ? built : built[0]!;
}

export interface WineLotFields extends Identified {
  estateId: string;
  batchId?: string;
  name?: string;
  region?: RegionKey;
  variety?: GrapeVariety;
  /** the variety's colour unless told */
  colour?: GrapeColor;
  vintage?: number;
  /** the bottles left */
  bottles?: number;
  /** the bottles bottling made (default: `bottles`) */
  bottledBottles?: number;
  quality?: number;
  bottledDay?: number;
}

/**
 * A bottled wine lot, written as bottling leaves it (all its bottles left, from a batch of its
 * own): 'Rosso di Prova', a Tuscan sangiovese of vintage 1, 1,000 bottles of quality 72 bottled
 * on day 0.
 */
export const wineLot = builder<WineLotFields>('wine_lots', ({ variety = 'sangiovese', bottles = 1000 }) => ({
  batchId: randomUUID(),
  name: 'Rosso di Prova',
  region: 'tuscany',
  variety,
  colour: GRAPE_VARIETY_COLORS[variety],
  vintage: 1,
  bottles,
  bottledBottles: bottles,
  quality: 72,
  bottledDay: 0,
}));

export interface GrapeLotFields extends Identified {
  estateId: string;
  blockName?: string;
  region?: RegionKey;
  variety?: GrapeVariety;
  kilograms?: number;
  quality?: number;
  /** default: the harvest day's game year, as a harvest writes it */
  vintage?: number;
  /** default: today */
  harvestDay?: number;
}

/**
 * Grapes in the cellar, as a harvest leaves them (every kilogram picked still there): 1,000 kg of
 * Rioja tempranillo of quality 70 from 'Viña Test', harvested today (of this year's vintage).
 */
export const grapeLot = builder<GrapeLotFields>('grape_lots', ({ kilograms = 1000, harvestDay }) => ({
  blockName: 'Viña Test',
  region: 'rioja',
  variety: 'tempranillo',
  kilograms,
  harvestedKg: kilograms,
  quality: 70,
  harvestDay: today,
  countedDay: harvestDay ?? today,
  vintage: new Sql(`COALESCE(x.harvest_day, ${TODAY}) / ${DAYS_PER_YEAR} + 1`),
}));

export interface WineSaleFields extends Identified {
  estateId: string;
  /** default: a lot of its own (the sale outlives the lot) */
  wineLotId?: string;
  region?: RegionKey;
  colour?: GrapeColor;
  tier?: WineTier;
  quality?: number;
  bottles?: number;
  revenue?: number;
  /** default: today */
  gameDay?: number;
}

/**
 * A bottled-wine sale on record (what the regional index counts): 100 bottles of Tuscan premium
 * red of quality 70 for €1,000, today. Only the record: no money moves, no lot's bottles go.
 */
export const wineSale = builder<WineSaleFields>('wine_sales', () => ({
  wineLotId: randomUUID(),
  region: 'tuscany',
  colour: 'red',
  tier: 'premium',
  quality: 70,
  bottles: 100,
  revenue: 1000,
  gameDay: today,
}));

export interface NotificationFields extends Identified {
  estateId: string;
  kind?: NotificationKind;
  title?: string;
  body?: string;
  /** default: today */
  gameDay?: number;
  /** default: now */
  createdAt?: Date;
  /** default: unread */
  readAt?: Date | null;
}

/** Notices in the estate's inbox: an unread 'grape_sale' notice written now, today. */
export const notification = builder<NotificationFields>('notifications', () => ({
  kind: 'grape_sale',
  title: 'Note',
  body: 'Body',
  gameDay: today,
  createdAt: now,
}));

export type LedgerEntryFields = {
  estateId: string;
  /** default 'fee' */
  kind?: LedgerKind;
  /** default: today */
  gameDay?: number;
  description?: string;
} & (
  | { /** what the entry adds to the estate's money (negative: spent) */ amount: number }
  | { /** the estate's money after the entry: the entry is the difference */ balance: number }
);

/**
 * Moves an estate's money and books it, in one statement, as the money module posts: the ledger
 * row carries the amount and the balance after, so money still equals the ledger. By default a
 * 'fee' "test: spent" today; `{ balance: 0 }` spends all the estate has.
 */
export async function ledgerEntry(db: Db, entry: LedgerEntryFields): Promise<string> {
  const [row] = await query(
    db,
    `WITH before AS (SELECT id, money FROM estates WHERE id = $1 FOR UPDATE),
          after AS (UPDATE estates e SET money = COALESCE($3::bigint, e.money + $2::bigint) FROM before
                     WHERE e.id = before.id RETURNING e.id, e.money, before.money AS was)
     INSERT INTO ledger_entries (estate_id, amount, kind, game_day, balance_after, description)
     SELECT id, money - was, $4, COALESCE($5, ${TODAY}), money, $6 FROM after RETURNING id`,
    [
      entry.estateId,
      'amount' in entry ? entry.amount : null,
      'balance' in entry ? entry.balance : null,
      entry.kind ?? 'fee',
      entry.gameDay ?? null,
      entry.description ?? 'test: spent',
    ],
  );
  if (!row) throw new Error(`ledgerEntry: no estate ${entry.estateId}`);
  return row.id as string;
}

export interface StaffMemberFields extends Identified {
  estateId: string;
  role?: StaffRole;
  candidateId?: string;
  name?: string;
  skill?: number;
  wage?: number;
  hiredDay?: number;
}

/**
 * A member of an estate's staff, as a hire leaves it (the fee not charged: move money with
 * `ledgerEntry`): a skill-3 sales manager, 'Ana Rossi', at the role's base wage, hired on day 0
 * (paid from the next first of a month).
 */
export const staffMember = builder<StaffMemberFields>('staff', ({ role = 'salesManager', skill = 3 }) => ({
  role,
  candidateId: `built-${randomUUID()}`,
  name: 'Ana Rossi',
  skill,
  wage: staffWage(role, skill),
  hiredDay: 0,
}));

export interface MarketIndexFields {
  region: RegionKey;
  colour: GrapeColor;
  tier: WineTier;
  gameDay: number;
  index?: number;
  soldBottles?: number;
  normalBottles?: number;
}

/** Days of the regional index as the tick writes them: by default neutral (1), nothing sold, a normal demand of 1. */
export async function marketIndex(db: Db, days: MarketIndexFields | readonly MarketIndexFields[]): Promise<void> {
  await insert(
    db,
    'market_index',
    listOf(days).map((day) => overlay({ index: 1, soldBottles: 0, normalBottles: 1 }, day)),
  );
}

/** Makes a user an owner of the estate without an invitation (a co-owner unless `isPrimary`). */
export async function estateOwner(db: Db, owner: { estateId: string; userId: string; isPrimary?: boolean }) {
  await insert(db, 'estate_owners', [overlay({}, owner)]);
}

export interface AwardFields extends Identified {
  wineLotId: string;
  estateId: string;
  /** default 1 */
  year?: number;
  region?: RegionKey;
  colour?: GrapeColor;
  /** default 'gold' */
  medal?: 'gold' | 'silver' | 'bronze';
  score?: number;
  quality?: number;
  /** default: today */
  gameDay?: number;
}

/** A medal of the yearly awards for a lot: a Tuscan red's gold of year 1, score 90, quality 72, given today. */
export const award = builder<AwardFields>('awards', () => ({
  year: 1,
  region: 'tuscany',
  colour: 'red',
  medal: 'gold',
  score: 90,
  quality: 72,
  gameDay: today,
}));

export interface SeasonHonourFields extends Identified {
  estateId: string;
  /** default 1 */
  year?: number;
  region?: RegionKey;
  /** default 1 (the champion) */
  rank?: number;
  score?: number;
  revenue?: number;
  criticScore?: number | null;
  reputation?: number;
  /** default: today */
  gameDay?: number;
}

/** A place in a finished regional season: the Tuscan season of year 1 won, given today. */
export const seasonHonour = builder<SeasonHonourFields>('season_honours', () => ({
  year: 1,
  region: 'tuscany',
  rank: 1,
  score: 500,
  revenue: 100_000,
  criticScore: 88,
  reputation: 40,
  gameDay: today,
}));

export interface MerchantContractFields extends Identified {
  estateId: string;
  /** default: this month */
  month?: number;
  /** default 0 */
  offer?: number;
  colour?: GrapeColor;
  tier?: 'table' | 'regional' | 'premium' | 'fine' | 'icon';
  minQuality?: number;
  bottles?: number;
  price?: number;
  /** default: today */
  acceptedDay?: number;
  /** default: 60 days from today */
  dueDay?: number;
  status?: 'accepted' | 'delivered' | 'defaulted';
}

/**
 * A merchant's contract an estate accepted (issue 31, item 3), as accepting leaves it: offer 0 of
 * this month's board, 300 bottles of red wine of quality 60 or more at €9 a bottle, accepted
 * today and due in 60 days.
 */
export const merchantContract = builder<MerchantContractFields>('merchant_contracts', () => ({
  month: new Sql(`${TODAY} / 30`),
  offer: 0,
  colour: 'red',
  tier: 'regional',
  minQuality: 60,
  bottles: 300,
  price: 9,
  acceptedDay: today,
  dueDay: new Sql(`${TODAY} + 60`),
  status: 'accepted',
}));
