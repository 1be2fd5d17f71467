/**
 * The bench's world of small holdings (scenario 3, the game tick): many small estates of one to
 * five plots, each plot with 1 to 20 blocks (half of the plots with one block, the rest 2 to 20), 5%
 * of the estates in arrears (their vines untended), every estate's money in the ledger. This is the
 * shape whose statement estimates grow with the world (the plots of estates in arrears, the
 * estates of a batch), which a world of a few large estates hides. The players' listings (3% of
 * the plots) come from the bench's seedPlayerListings; the registry's few offers from the app.
 */

/** Estates are created in rounds of this many blocks (about), each round one statement. */
const ROUND_BLOCKS = 200_000;

/** Blocks on the plots of estates (registry plots excluded), counted. */
async function ownedBlocks(q) {
  const [{ n }] = await q(
    'SELECT count(*)::int AS n FROM blocks b JOIN plots p ON p.id = b.plot_id WHERE p.estate_id IS NOT NULL',
  );
  return n;
}

/**
 * Tops the world up to at least `total` blocks on estates' plots: new estates with their plots and
 * blocks, an opening ledger entry each (money = the sum of its ledger), and one estate in twenty in
 * arrears since `day - 1` (it owes upkeep, so its vines lose health and it loses reputation).
 * Returns what it added.
 */
export async function seedWorld(q, total, day) {
  const started = Date.now();
  const added = { estates: 0, plots: 0, blocks: 0 };
  for (let have = await ownedBlocks(q); have < total; have = await ownedBlocks(q)) {
    // about 17 blocks an estate (3 plots of 5.75 on average)
    const estates = Math.max(1, Math.ceil(Math.min(ROUND_BLOCKS, total - have) / 17));
    const [row] = await q(
      `WITH e AS (
         INSERT INTO estates (name, template, location, money, arrears, arrears_since, reputation_points)
         SELECT 'Holding ' || g, 'family', (ARRAY['tuscany','bordeaux','napa','rioja','mendoza','barossa'])[1 + g % 6],
                CASE WHEN g % 20 = 0 THEN 0 ELSE 20000 + (g * 7919) % 200000 END,
                CASE WHEN g % 20 = 0 THEN 5000 ELSE 0 END,
                CASE WHEN g % 20 = 0 THEN $2::int - 1 END, 200
           FROM generate_series(1, $1::int) g RETURNING id, location, money),
       ledger AS (
         INSERT INTO ledger_entries (estate_id, amount, kind, game_day, balance_after, description)
         SELECT id, money, 'opening_balance', $2::int, money, 'bench world' FROM e WHERE money > 0),
       p AS (
         INSERT INTO plots (estate_id, name, description, notes, region, size, price, maintenance_cost, purchase_date,
                            purchase_game_day, soil_type, elevation, orientation, sun_exposure, water_access, terrain)
         SELECT e.id, 'Plot ' || k, 'bench world', '', e.location, 2, 40000, 800, now(), 0,
                (ARRAY['clay','loam','sandy','gravel','limestone','silt','chalk'])[1 + abs(hashtext(e.id::text)) % 7],
                300, 'south', 7::smallint, 6::smallint, 'flat'
           FROM e, generate_series(1, 1 + abs(hashtext(e.id::text || 'plots')) % 5) k
         RETURNING id, region),
       b AS (
         INSERT INTO blocks (plot_id, region, name, size, grape_variety, row_spacing, vine_spacing, orientation,
                             trellis_system, status, planting_date, planted_game_day, suitability, potential, health,
                             quality)
         SELECT p.id, p.region, 'B' || k, 0.1, (ARRAY['merlot','chardonnay','pinot-noir','syrah'])[1 + k % 4], 2, 1,
                'north-south', 'vsp', 'growing', now(), 0, (20 + abs(hashtext(p.id::text || k)) % 80)::smallint, 70,
                70, 70
           FROM p, LATERAL generate_series(1, CASE WHEN abs(hashtext(p.id::text)) % 2 = 0 THEN 1
                                                   ELSE 2 + abs(hashtext(p.id::text || 'blocks')) % 19 END) k
         RETURNING 1)
       SELECT (SELECT count(*) FROM e)::int AS estates, (SELECT count(*) FROM p)::int AS plots,
              (SELECT count(*) FROM b)::int AS blocks`,
      [estates, day],
    );
    added.estates += row.estates;
    added.plots += row.plots;
    added.blocks += row.blocks;
  }
  if (added.blocks > 0) await q('ANALYZE estates; ANALYZE plots; ANALYZE blocks; ANALYZE ledger_entries');
  return { ...added, ms: Date.now() - started };
}

/** The world's shape, as recorded beside the figures. */
export async function worldShape(q) {
  const [row] = await q(
    `SELECT (SELECT count(*) FROM estates)::int AS estates,
            (SELECT count(*) FROM estates WHERE arrears_since IS NOT NULL)::int AS "inArrears",
            (SELECT count(*) FROM plots WHERE estate_id IS NOT NULL)::int AS plots,
            (SELECT count(*) FROM plot_listings WHERE status = 'active')::int AS listings,
            (SELECT count(*) FROM blocks)::int AS blocks,
            (SELECT min(n) FROM (SELECT count(*) AS n FROM blocks GROUP BY plot_id) x)::int AS "minPerPlot",
            (SELECT max(n) FROM (SELECT count(*) AS n FROM blocks GROUP BY plot_id) x)::int AS "maxPerPlot"`,
  );
  return row;
}
