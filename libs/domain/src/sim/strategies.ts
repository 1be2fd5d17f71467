/**
 * Scripted players for the simulator: what a player can do today (found, plant, harvest, trade
 * land, delete and re-found, sell grapes, crush and sell bulk wine, make wine with a preset,
 * bottle it and sell it into the estate's demand pools).
 *
 * Trade between players goes through the wine exchange (exchange.ts): `washTraders` trades one
 * wine back and forth between two colluding accounts, `exchangeLaunderer` moves fresh grants to
 * the main account by buying its wine with an alt's estates.
 */
import { BLOCK_LIMITS } from '../blocks';
import { MAX_ESTATES_PER_USER } from '../constants';
import { listingPriceRange, plantingCost, STARTING_GRANT } from '../economy';
import type { EstateTemplate } from '../estates';
import type { RegionKey } from '../regions';
import { REGION_BASE_PRICES } from '../regions';
import { suitableVarieties } from '../suitability';
import {
  bottlesFromLitres,
  bottlingCost,
  crush,
  MUST_LITRES_PER_KG,
  VESSELS,
  WINE_PLAN_LIMITS,
  WINE_PRESET_INFO,
  wineSchedule,
  type WinePreset,
} from '../winery';
import { grapeColor, type GrapeColor, type GrapeVariety } from '../varieties';
import { YIELD_KG_PER_VINE } from '../lifecycle';
import { bottlesAbovePrice, marketTier, poolCapacity, POOL_REFILL_DAYS } from '../market';
import { DAYS_PER_YEAR } from '../calendar';
import { CONTRACT_RULES } from '../contracts';
import { offerableFromDay } from '../decisions';
import { LAND_PURCHASE_LIMITS, undevelopedLandPrice } from '../terroir';
import {
  estateBlocks,
  SimRefusal,
  type SimAccount,
  type SimBlock,
  type SimEstate,
  type SimOffer,
  type SimPlot,
  type SimWineLot,
  type SimWorld,
} from './world';
import { HARVEST_TIMING, harvestWindowDay } from '../lifecycle';
import { COMPETENT_WORK, tendVineyard, type VineyardWorkPlan } from './vineyard-year';
import { CAMPAIGN_PAYBACK, runPayingCampaigns } from './marketing';
import {
  buildPayingCellarDoor,
  buyPayingEquipment,
  DELEGATED_OWN_FLOOR,
  GROWTH_PAYBACK_YEARS,
  hireSalesManager,
  sellAtCellarDoor,
  setMonthlyRule,
  workingManager,
} from './growth';
import { buildPayingExtensions } from './bottle-store';
import { contractPlanner, weatherGuard } from './foresight';

export const STRATEGIES = [
  'idle',
  'maxDensity',
  'altLaunderer',
  'exchangeLaunderer',
  'washTraders',
  'contractDefaulter',
  'landFlipper',
  'grower',
  'bulkPourer',
  'competent',
  'neglect',
  'dumpAll',
  'plonkSpammer',
  'expander',
] as const;
export type StrategyName = (typeof STRATEGIES)[number];

/** A scripted player: founds on day 0, then acts once a day after the tick. */
export interface StrategyRun {
  /** The account whose money the strategy is judged by. */
  main: SimAccount;
  /** Every account the strategy uses (an alt, newcomers who buy land). */
  accounts: SimAccount[];
  act(): void;
}

export type StrategyFactory = (world: SimWorld, template: EstateTemplate, region: RegionKey) => StrategyRun;

/**
 * A player of one estate the caller founded: does its founding-day work now and answers the
 * function to call once a day after the tick. The single-estate strategies are these players on
 * an estate they found (`single`); the differential test founds the estate itself (with the
 * server's terroir) and plays it with `playEstate`.
 */
export type EstatePlayer = (world: SimWorld, estate: SimEstate) => () => void;

/** The strategy that founds one estate and plays it. */
export function single(play: EstatePlayer): StrategyFactory {
  return (world, template, region) => {
    const main = world.addAccount();
    const act = play(world, world.found(main, template, region));
    return { main, accounts: [main], act };
  };
}

/** Found one estate and do nothing: upkeep only. */
const idle: EstatePlayer = () => () => undefined;

/**
 * A block is picked on the first of its variety's best days (HARVEST_TIMING), or on the last day
 * of the window if those passed (a player who knows the Knowledge tab); `offset` days later
 * (earlier when negative) for a player who picks off its best days.
 */
export function pickToday(world: SimWorld, block: SimBlock, offset = 0): boolean {
  if (block.status !== 'harvesting') return false;
  const at = harvestWindowDay(world.day);
  return at >= HARVEST_TIMING[block.variety].from + offset || at >= HARVEST_WINDOW_LAST_DAY;
}
const HARVEST_WINDOW_LAST_DAY = 59;

/** Every harvestable block of an estate is picked on its best days when the pickers can be paid (the grapes are not sold). */
function harvestAll(world: SimWorld, estate: SimEstate): void {
  for (const block of estateBlocks(estate)) if (pickToday(world, block)) tryHarvest(world, estate, block);
}

/** world.harvest, or nothing picked when the pickers cannot be paid (the tick picks it after the window). */
function tryHarvest(world: SimWorld, estate: SimEstate, block: SimBlock): { kg: number; quality: number } {
  try {
    return world.harvest(estate, block);
  } catch (error) {
    if (!(error instanceof SimRefusal)) throw error;
    return { kg: 0, quality: 0 };
  }
}

/** The largest area (in 0.1 ha steps) of `free` hectares that `money` pays for at this spacing. */
export function affordableHectares(free: number, money: number, spacing: number): number {
  for (let tenths = Math.floor(free * 10 + 1e-9); tenths >= BLOCK_LIMITS.size.min * 10; tenths--)
    if (plantingCost(tenths / 10, spacing, spacing) <= money) return tenths / 10;
  return 0;
}

/**
 * Plant every hectare at the densest spacing BLOCK_LIMITS allows (0.5 × 0.5 m, 40,000 vines/ha),
 * each plot with its best-suited red, as far as the money goes; harvest every year.
 */
const maxDensity: EstatePlayer = (world, estate) => {
  const spacing = BLOCK_LIMITS.rowSpacing.min;
  const plantAll = () => {
    for (const plot of [...estate.plots].sort((a, b) => b.size - a.size)) {
      const size = affordableHectares(world.freeHectares(plot), estate.money, spacing);
      if (size === 0 || estate.arrears > 0) continue;
      world.plant(estate, plot, suitableVarieties(estate.region, plot.terroir).red[0]!.variety, size, spacing, spacing);
    }
  };
  plantAll();
  return () => {
    plantAll();
    harvestAll(world, estate);
  };
};

/** Laundering cycles: one a game month through the first year. */
export const LAUNDER_CYCLES = 12;

/**
 * Alt-account laundering: every cycle the alt founds a fresh estate (its grant), the main founds
 * one too (fresh template land to sell, while under the estate cap), lists every bare plot at the
 * highest price the band allows and the alt's estate can pay, the alt buys them all and deletes
 * its estate (what is left and the land leave the economy). The main keeps the money.
 */
function altLaunderer(world: SimWorld, template: EstateTemplate, region: RegionKey): StrategyRun {
  const main = world.addAccount();
  const alt = world.addAccount();
  world.found(main, template, region);
  let cycles = 0;
  const cycle = () => {
    cycles += 1;
    const buyer = world.found(alt, template, region);
    // fresh land to sell when the alt's estate has a full grant and the main holds none it can buy
    const sellable = () => world.openEstates(main.id).some((e) => e.plots.some((p) => canSell(world, p, buyer.money)));
    const fullGrant = buyer.money > STARTING_GRANT.later;
    if (fullGrant && !sellable() && world.openEstates(main.id).length < MAX_ESTATES_PER_USER)
      world.found(main, template, region);
    for (const seller of world.openEstates(main.id))
      for (const plot of [...seller.plots])
        if (canSell(world, plot, buyer.money)) sellToAlt(world, seller, plot, buyer);
    world.close(buyer);
  };
  cycle();
  return {
    main,
    accounts: [main, alt],
    act: () => {
      if (cycles < LAUNDER_CYCLES && world.day % 30 === 0) cycle();
    },
  };
}

/** A bare plot the buyer can pay at least the band's minimum for. */
function canSell(world: SimWorld, plot: SimPlot, money: number): boolean {
  return plot.blocks.length === 0 && money >= listingPriceRange(world.valuation(plot)).min;
}

/** Listed at the band's maximum or all the alt's estate has, whichever is less, and bought at once. */
function sellToAlt(world: SimWorld, seller: SimEstate, plot: SimPlot, buyer: SimEstate): void {
  world.list(plot, Math.min(listingPriceRange(world.valuation(plot)).max, buyer.money));
  world.buyListing(buyer, seller, plot);
}

/** The share of its money the flipper spends on one plot (it keeps the rest for upkeep). */
export const FLIPPER_SPEND_SHARE = 0.8;
/** The highest terroir factor a survey can give (terroir.ts keeps it within 0.7-1.3). */
const TERROIR_FACTOR_MAX = 1.3;
/** Days a flipper's plot stays listed before a newcomer buys it (the shortest listing is 7 days). */
export const FLIPPER_LISTING_DAYS = 7;

/**
 * Land flipping: buy undeveloped land at the registry's base price (its terroir is surveyed once
 * bought), list it at its valuation — the most a buyer who reads the valuation pays, well inside the
 * band — and a week later a newcomer (a fresh player's estate) buys it; the seller pays the 2% fee.
 * Repeats while it is not in arrears; its template land stays (and pays upkeep) as idle's does.
 */
function landFlipper(world: SimWorld, template: EstateTemplate, region: RegionKey): StrategyRun {
  const main = world.addAccount();
  const estate = world.found(main, template, region);
  const accounts = [main];
  let held: { plot: SimPlot; listedDay: number } | null = null;
  const buy = () => {
    // no bigger than a newcomer's grant pays for at the best survey (a 1.3 terroir factor)
    const budget = Math.min(estate.money * FLIPPER_SPEND_SHARE, STARTING_GRANT.full / TERROIR_FACTOR_MAX);
    const hectares = Math.floor((budget / REGION_BASE_PRICES[region]) * 10) / 10;
    const size = Math.min(LAND_PURCHASE_LIMITS.maxHa, hectares);
    if (size < LAND_PURCHASE_LIMITS.minHa || estate.arrears > 0) return;
    const plot = world.buyUndeveloped(estate, size);
    world.list(plot, world.valuation(plot));
    held = { plot, listedDay: world.day };
  };
  let buyer: SimEstate | null = null;
  const sell = (plot: SimPlot) => {
    // the last newcomer buys again while it can pay; otherwise a new player joins
    if (!buyer || buyer.money < listingPriceRange(world.valuation(plot)).min) {
      const newcomer = world.addAccount();
      accounts.push(newcomer);
      buyer = world.found(newcomer, template, region);
    }
    world.changeListing(plot, Math.min(world.valuation(plot), buyer.money));
    world.buyListing(buyer, estate, plot);
  };
  return {
    main,
    accounts,
    act: () => {
      if (held && world.day - held.listedDay >= FLIPPER_LISTING_DAYS) {
        sell(held.plot);
        held = null;
      }
      if (!held) buy();
    },
  };
}

/** A grower keeps this share of its start as a reserve when it plants (it must pay the upkeep). */
export const GROWER_RESERVE = 0.5;

/** Plant the free hectares of the estate's plots with their best-suited red at the default spacing, keeping `reserve`. */
function plantDefault(world: SimWorld, estate: SimEstate, reserve: number): void {
  const spacing = { row: BLOCK_LIMITS.rowSpacing.default, vine: BLOCK_LIMITS.vineSpacing.default };
  for (const plot of [...estate.plots].sort((a, b) => b.size - a.size)) {
    if (estate.arrears > 0) return;
    const free = world.freeHectares(plot);
    for (let tenths = Math.floor(free * 10 + 1e-9); tenths >= BLOCK_LIMITS.size.min * 10; tenths--) {
      const size = tenths / 10;
      if (estate.money - plantingCost(size, spacing.row, spacing.vine) < reserve) continue;
      const variety = suitableVarieties(estate.region, plot.terroir).red[0]!.variety;
      world.plant(estate, plot, variety, size, spacing.row, spacing.vine);
      break;
    }
  }
}

/**
 * A grower: plants its bare template land (keeping half its start), harvests every block the day
 * it may and sells all the grapes to the grape buyers (and the cooperative beyond their pool).
 */
const grower: EstatePlayer = (world, estate) => {
  plantDefault(world, estate, estate.money * GROWER_RESERVE);
  return () => {
    // a grower tends its vines as the competent winemaker does (vineyard-year.ts); it buys no
    // weather protection: at grape prices (the cooperative's for what the buyers do not take) a
    // protection costs more than the kilograms it saves
    tendVineyard(world, estate, COMPETENT_WORK);
    for (const block of estateBlocks(estate)) {
      if (!pickToday(world, block)) continue;
      const { kg, quality } = tryHarvest(world, estate, block);
      if (kg > 0) world.sellGrapes(estate, block.variety, quality, kg);
    }
  };
};

/**
 * Land hoarding for bulk wine: every March it spends what it can spare on undeveloped land,
 * plants all its land densely for yield (the spacing where yield saturates), harvests everything,
 * buys the tanks it needs and pours all of it into bulk wine (ECONOMY.md §7's exploit).
 */
function bulkPourer(world: SimWorld, template: EstateTemplate, region: RegionKey): StrategyRun {
  const main = world.addAccount();
  const estate = world.found(main, template, region);
  // yield saturates at 1.2× the reference density: 7,200 vines a hectare (about 1.18 × 1.18 m)
  const spacing = 1.2;
  const plantAll = () => {
    for (const plot of estate.plots) {
      const size = affordableHectares(world.freeHectares(plot), estate.money - 20_000, spacing);
      if (size > 0 && estate.arrears === 0)
        world.plant(estate, plot, suitableVarieties(region, plot.terroir).red[0]!.variety, size, spacing, spacing);
    }
  };
  const buyLand = () => {
    const budget = estate.money * 0.5;
    const hectares = Math.floor((budget / (REGION_BASE_PRICES[region] * 1.2)) * 10) / 10;
    const size = Math.min(LAND_PURCHASE_LIMITS.maxHa, hectares);
    if (size >= LAND_PURCHASE_LIMITS.minHa && estate.arrears === 0) world.buyUndeveloped(estate, size);
  };
  buyLand();
  plantAll();
  return {
    main,
    accounts: [main],
    act: () => {
      if (world.day % 360 === 1) {
        buyLand();
        plantAll();
      }
      // it tends its vines as the grower does (vineyard-year.ts): the two differ only in the land and the bulk wine
      tendVineyard(world, estate, COMPETENT_WORK);
      for (const block of estateBlocks(estate)) {
        if (!pickToday(world, block)) continue;
        const { kg, quality } = tryHarvest(world, estate, block);
        if (kg <= 0) continue;
        const litres = crush('red', kg, false).litres;
        const lacking = litres - world.freeTankLitres(estate);
        const tanks = Math.max(0, Math.ceil(lacking / VESSELS.tank.litres));
        // without the money for tanks and the crush, the grapes go to the grape buyers
        if (estate.money >= tanks * VESSELS.tank.price + crush('red', kg, false).cost) {
          if (tanks > 0) world.buyTanks(estate, tanks);
          world.crushForBulk(estate, block.variety, quality, kg);
        } else world.sellGrapes(estate, block.variety, quality, kg);
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Winemakers: the bottled-wine loop (issue 19)

/**
 * A winemaker's choices, from planting to the last sale. The competent winemaker plays
 * COMPETENT_PARAMS; dumpAll and plonkSpammer change a few of them; the adversary (adversary.ts)
 * searches them all. Every winemaker plays through the world's public actions only.
 */
export interface WinemakerParams {
  /** Money it keeps when it plants (euros): upkeep, vessels, bottling. */
  plantReserve: number;
  /** Row and vine spacing of the blocks it plants (m). */
  spacing: number;
  /**
   * What it plants: `suited`, each plot's best-suited red (the `varietyRank`-th best), or its white
   * on a plot without the head start when that white scores `whiteMinScore` or more; `yield`, the
   * highest-yielding variety everywhere.
   */
  planting: 'suited' | 'yield';
  whiteMinScore: number;
  /** 0: the best-suited variety of the colour; n: the n-th after it. */
  varietyRank: number;
  /** Undeveloped hectares it buys (and plants) on `landDay` (0: none). */
  landHectares: number;
  landDay: number;
  /** Days after the first of its variety's best days that it picks each block (negative: before). */
  harvestOffset: number;
  /** Red grapes of at least this quality go into `agedPreset`, the rest into a joven red. */
  agedMinQuality: number;
  agedPreset: 'crianza' | 'reserva' | 'gran_reserva';
  /** It crushes what its pools take in this many years, less what it holds (Infinity: every grape). */
  stockYears: number;
  /** Until its first wine is bottled it sells at least this share of each harvest as grapes (its first income). */
  firstGrapeShare: number;
  /** A harvest is crushed in batches of at most this many kilograms (Infinity: one batch). */
  lotKilograms: number;
  /** Where the grapes it does not crush for bottling go: the grape buyers, or bulk wine. */
  surplus: 'grapes' | 'bulk';
  /** Money it keeps when it buys vessels and crushes. */
  cellarReserve: number;
  /**
   * It sells a lot while the next bottle fetches this share of its best pool's list price (the
   * marginal price falls as √(level/Cap)): it keeps each pool it sells into where that pool's
   * marginal price is that much (bottlesAbovePrice).
   */
  priceFloor: number;
  /** It sells on the days divisible by this. */
  saleEveryDays: number;
  /** A lot rests this many days in bottle before it is sold. */
  minBottleDays: number;
  /**
   * The last game day it plays for (null: it plays on). In the `endgameDays` before it sells all
   * its pools take, and it crushes no batch that would be ready after it.
   */
  endDay: number | null;
  endgameDays: number;
  /** The vineyard year's work it does on its blocks (vineyard-year.ts; null: none, as `neglect`). */
  vineyardWork: VineyardWorkPlan | null;
  /** Whether it runs marketing campaigns where they pay (marketing.ts). */
  campaigns: boolean;
  /** A campaign must be expected to earn this many times its price (marketing.ts, CAMPAIGN_PAYBACK). */
  campaignPayback: number;
  /**
   * It buys each piece of winery equipment that pays its price and upkeep in this many years
   * (growth.ts; 0: none, Infinity: every piece as soon as it can pay it).
   */
  equipmentPayback: number;
  /**
   * It builds the cellar door once its visitors pay its price and upkeep in this many years, and
   * sells to them (growth.ts; 0: none, Infinity: as soon as it can pay it).
   */
  cellarDoorPayback: number;
  /** Whether it hires a sales manager once its receipts carry the wage and leaves the month's routine sale to its rule (growth.ts). */
  salesManager: boolean;
  /** Whether it extends its bottle store where the storage charge would cost more (bottle-store.ts). */
  bottleStore: boolean;
  /**
   * Merchants' contracts (foresight.ts, contractPlanner): it takes the offers it can deliver whose
   * price is at least this share of its wine's list price (Infinity: it takes none).
   */
  contractFloor: number;
  /** It protects its blocks against the forecast events that would hurt its harvest (foresight.ts, weatherGuard). */
  protect: boolean;
}

/** The growing winemaker weighs its equipment, cellar door and staff on the days divisible by this (growth.ts). */
export const GROWTH_LOOK_DAYS = 30;

/** A competent winemaker keeps this share of its start when it plants (upkeep, vessels, bottling). */
export const COMPETENT_RESERVE = 0.5;
/** Red grapes of at least this quality go into a crianza (a year in American oak); the rest into young wine. */
export const COMPETENT_CRIANZA_QUALITY = 65;
/**
 * A competent winemaker sells a lot while the next bottle still fetches this share of its list
 * price (the marginal price falls as √(level/Cap)): it keeps its pools above this share squared
 * and sells what refills them, at close to list price, instead of emptying them.
 */
export const COMPETENT_PRICE_FLOOR = 0.85;
/**
 * It crushes what its pools take in this many years (the rest of the harvest goes to the grape
 * buyers): a crianza is sold from about a year after the harvest, and reputation grows the pools.
 */
export const COMPETENT_STOCK_YEARS = 3;
/** Until its first wine is bottled it sells at least this share of each harvest to the grape buyers (its first income). */
export const COMPETENT_FIRST_GRAPE_SHARE = 0.2;
/** A white variety is planted on a plot without the head start when it suits the plot at least this well (score). */
export const COMPETENT_WHITE_MIN_SCORE = 70;
/** The cash a competent winemaker keeps when it buys vessels and crushes. */
export const COMPETENT_CELLAR_RESERVE = 20_000;

/**
 * A competent winemaker takes a merchant's contract it can deliver when the merchant pays at least
 * this share of its wine's list price (foresight.ts, contractPlanner).
 */
export const COMPETENT_CONTRACT_FLOOR = 0.7;

/**
 * The competent winemaker: plants its bare land with the best-suited varieties (a white on the
 * plots without the head start when one suits them, so that it meets two colours' pools), keeping
 * half its start; picks on the best days; crushes what its pools can take in the next three years
 * (COMPETENT_STOCK_YEARS, less the bottles it holds or makes) — good reds into a crianza, the rest
 * into young wine — and sells the rest of the grapes (at least a fifth of them until its first
 * wine is bottled: income early); buys the tanks and barrels it needs; bottles each batch when it
 * is ready; sells each lot while the next bottle fetches COMPETENT_PRICE_FLOOR of its list price,
 * waiting for the pools to refill; takes the merchants' contracts it can deliver from its wine
 * (COMPETENT_CONTRACT_FLOOR) and protects the blocks it is about to pick against forecast rain.
 */
export const COMPETENT_PARAMS: Readonly<WinemakerParams> = {
  plantReserve: STARTING_GRANT.full * COMPETENT_RESERVE,
  spacing: BLOCK_LIMITS.rowSpacing.default,
  planting: 'suited',
  whiteMinScore: COMPETENT_WHITE_MIN_SCORE,
  varietyRank: 0,
  landHectares: 0,
  landDay: 0,
  harvestOffset: 0,
  agedMinQuality: COMPETENT_CRIANZA_QUALITY,
  agedPreset: 'crianza',
  stockYears: COMPETENT_STOCK_YEARS,
  firstGrapeShare: COMPETENT_FIRST_GRAPE_SHARE,
  lotKilograms: Infinity,
  surplus: 'grapes',
  cellarReserve: COMPETENT_CELLAR_RESERVE,
  priceFloor: COMPETENT_PRICE_FLOOR,
  saleEveryDays: 1,
  minBottleDays: 0,
  endDay: null,
  endgameDays: 0,
  vineyardWork: COMPETENT_WORK,
  campaigns: true,
  campaignPayback: CAMPAIGN_PAYBACK,
  equipmentPayback: 0,
  cellarDoorPayback: 0,
  salesManager: false,
  bottleStore: true,
  contractFloor: COMPETENT_CONTRACT_FLOOR,
  protect: true,
};

/**
 * neglect (issue 31, item 1): the competent winemaker that never prunes, sprays or works the
 * canopy: its unpruned vines bear more but worse grapes, mildew does its full damage. It must end
 * worse than the competent winemaker (targets.ts).
 */
export const NEGLECT_PARAMS: Readonly<WinemakerParams> = { ...COMPETENT_PARAMS, vineyardWork: null };

/**
 * dumpAll: the competent winemaker's vineyard, cellar and wine, but it bottles every batch the
 * day it is ready and sells all the bottles its pool takes at once (and every day after, what
 * the pool has refilled): the pool's falling price is all it gets.
 */
export const DUMP_ALL_PARAMS: Readonly<WinemakerParams> = { ...COMPETENT_PARAMS, priceFloor: 0 };

/** The spacing where yield saturates (1.2 × the reference density: 7,200 vines a hectare). */
const MAX_YIELD_SPACING = 1.2;

/**
 * plonkSpammer: plants all its land for yield (the highest-yielding variety, the spacing where
 * yield saturates) down to €20,000, crushes every grape into the cheapest, fastest preset (young
 * wine in steel), bottles everything and floods its pools (the table tier, mostly) every day.
 */
export const PLONK_PARAMS: Readonly<WinemakerParams> = {
  ...COMPETENT_PARAMS,
  plantReserve: 20_000,
  spacing: MAX_YIELD_SPACING,
  planting: 'yield',
  agedMinQuality: Infinity,
  stockYears: Infinity,
  firstGrapeShare: 0,
  cellarReserve: 5_000,
  priceFloor: 0,
};

/**
 * expander (issue 35, item 6): the competent winemaker that grows — its land and cellar as the
 * competent's, and besides it buys the winery equipment that pays, builds the cellar door where its
 * visitors pay for it and sells to them, runs the campaigns expected to return EXPANDER_CAMPAIGN_PAYBACK
 * times their price, extends its bottle store when its stock needs it, and hires a sales manager
 * once its receipts carry the wage, leaving the month's routine sale to the manager's rule
 * (growth.ts). Its late game's money goes to what it chose (targets.ts).
 */
export const EXPANDER_CAMPAIGN_PAYBACK = 1.5;
export const EXPANDER_PARAMS: Readonly<WinemakerParams> = {
  ...COMPETENT_PARAMS,
  campaignPayback: EXPANDER_CAMPAIGN_PAYBACK,
  equipmentPayback: GROWTH_PAYBACK_YEARS,
  cellarDoorPayback: GROWTH_PAYBACK_YEARS,
  salesManager: true,
};

/** Bottles a kilogram of grapes of a colour gives with a preset (sorting, must yield, bottling losses). */
function bottlesPerKg(colour: GrapeColor, preset: WinePreset): number {
  const kept = WINE_PRESET_INFO[preset].plan.sorting ? 0.85 : 1;
  return bottlesFromLitres(1000 * kept * MUST_LITRES_PER_KG[colour]) / 1000;
}

/** Bottles of a colour the estate holds or makes: unsold bottles and active batches. */
function bottlesInStock(estate: SimEstate, colour: GrapeColor): number {
  const lots = estate.lots.filter((l) => l.colour === colour).reduce((s, l) => s + l.bottles, 0);
  const batches = estate.batches
    .filter((b) => b.status === 'active' && b.colour === colour)
    .reduce((s, b) => s + bottlesFromLitres(b.litres), 0);
  return lots + batches;
}

/**
 * Buys the tanks and barrels a crush of `kg` with `preset` lacks, when it keeps `reserve`;
 * answers whether the cellar then has room.
 */
function equipFor(
  world: SimWorld,
  estate: SimEstate,
  colour: GrapeColor,
  kg: number,
  preset: WinePreset,
  reserve: number,
): boolean {
  const plan = WINE_PRESET_INFO[preset].plan;
  const litres = crush(colour, kg, plan.sorting).litres;
  const tanks = Math.max(0, Math.ceil((litres - world.freeTankLitres(estate)) / VESSELS.tank.litres));
  const kind = plan.oak === 'french' ? 'barrel_french' : 'barrel_american';
  const barrels =
    plan.elevage === 'oak'
      ? Math.max(0, Math.ceil(litres / VESSELS[kind].litres) - world.freeBarrels(estate, kind))
      : 0;
  const cost = tanks * VESSELS.tank.price + barrels * VESSELS[kind].price + crush(colour, kg, plan.sorting).cost;
  if (estate.arrears > 0 || estate.money - cost < reserve) return false;
  if (tanks > 0) world.buyTanks(estate, tanks);
  if (barrels > 0) world.buyBarrels(estate, kind, barrels);
  return true;
}

/** Plants each plot's free land with its variety `variety(plot)`, at a spacing, keeping `reserve`. */
function plantPlots(
  world: SimWorld,
  estate: SimEstate,
  reserve: number,
  spacing: number,
  variety: (plot: SimPlot) => GrapeVariety,
): void {
  for (const plot of [...estate.plots].sort((a, b) => b.size - a.size)) {
    if (estate.arrears > 0) return;
    const free = world.freeHectares(plot);
    for (let tenths = Math.floor(free * 10 + 1e-9); tenths >= BLOCK_LIMITS.size.min * 10; tenths--) {
      const size = tenths / 10;
      if (estate.money - plantingCost(size, spacing, spacing) < reserve) continue;
      world.plant(estate, plot, variety(plot), size, spacing, spacing);
      break;
    }
  }
}

/** The variety that bears the most kilograms a vine. */
const HIGHEST_YIELD = (Object.keys(YIELD_KG_PER_VINE) as GrapeVariety[]).reduce((a, b) =>
  YIELD_KG_PER_VINE[b] > YIELD_KG_PER_VINE[a] ? b : a,
);

/** Plants the estate's bare land as `p` says, keeping `p.plantReserve`. */
function plantEstate(world: SimWorld, estate: SimEstate, p: WinemakerParams): void {
  if (p.planting === 'yield') return plantPlots(world, estate, p.plantReserve, p.spacing, () => HIGHEST_YIELD);
  const withHeadStart = estate.plots.find((plot) => plot.blocks.length > 0);
  plantPlots(world, estate, p.plantReserve, p.spacing, (plot) => {
    const best = suitableVarieties(estate.region, plot.terroir);
    const white = best.white[Math.min(p.varietyRank, best.white.length - 1)]!;
    const red = best.red[Math.min(p.varietyRank, best.red.length - 1)]!;
    return plot !== withHeadStart && white.score >= p.whiteMinScore ? white.variety : red.variety;
  });
}

/** Undeveloped land as `p` says, when the estate can pay it and keep its planting reserve. */
function buyLand(world: SimWorld, estate: SimEstate, p: WinemakerParams): void {
  const size = Math.min(LAND_PURCHASE_LIMITS.maxHa, p.landHectares);
  if (size < LAND_PURCHASE_LIMITS.minHa || estate.arrears > 0) return;
  if (estate.money - undevelopedLandPrice(estate.region, size) < p.plantReserve) return;
  world.buyUndeveloped(estate, size);
}

/** The preset for grapes of a colour and quality. */
function presetFor(p: WinemakerParams, colour: GrapeColor, quality: number): WinePreset {
  if (colour === 'white') return 'fresh_white';
  return quality >= p.agedMinQuality ? p.agedPreset : 'joven_red';
}

/** Of a harvest of `kg`, how many kilograms to crush for bottling: what its pools take in `stockYears`. */
function crushKg(
  world: SimWorld,
  estate: SimEstate,
  p: WinemakerParams,
  variety: GrapeVariety,
  quality: number,
  kg: number,
) {
  const colour = grapeColor(variety);
  const preset = presetFor(p, colour, quality);
  const tier = marketTier(quality, world.reputation(estate));
  const yearly =
    (poolCapacity(tier, world.reputation(estate), world.plantedHectares(estate)) * DAYS_PER_YEAR) / POOL_REFILL_DAYS;
  const room = yearly * p.stockYears - bottlesInStock(estate, colour);
  // cash while the first wine ages: a share of the harvest goes to the grape buyers
  const most = estate.lots.length === 0 ? kg * (1 - p.firstGrapeShare) : kg;
  return Math.max(0, Math.min(most, room / bottlesPerKg(colour, preset)));
}

/** `total` kilograms in batches of at most `most` (as equal as whole kilograms allow). */
function batchSizes(total: number, most: number): number[] {
  const n = Math.max(1, Math.ceil(total / most));
  const base = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => base + (i < total - base * n ? 1 : 0));
}

/** Grapes not crushed for bottling: to the grape buyers, or crushed for the bulk buyers when `p.surplus` says so and the cellar can. */
function sellSurplus(
  world: SimWorld,
  estate: SimEstate,
  p: WinemakerParams,
  block: SimBlock,
  quality: number,
  kg: number,
): void {
  if (p.surplus === 'bulk' && kg >= WINE_PLAN_LIMITS.kilograms.min) {
    const colour = grapeColor(block.variety);
    const { litres, cost } = crush(colour, kg, false);
    const tanks = Math.max(0, Math.ceil((litres - world.freeTankLitres(estate)) / VESSELS.tank.litres));
    if (estate.arrears === 0 && estate.money - tanks * VESSELS.tank.price - cost >= p.cellarReserve) {
      if (tanks > 0) world.buyTanks(estate, tanks);
      world.crushForBulk(estate, block.variety, quality, kg);
      return;
    }
  }
  world.sellGrapes(estate, block.variety, quality, kg);
}

/**
 * A winemaker playing `p`: plants on founding; then each day harvests, crushes (or sells) the
 * grapes, bottles what is ready and sells wine.
 */
export function winemaker(p: Readonly<WinemakerParams>): EstatePlayer {
  return (world, estate) => {
    if (p.landDay === 0) buyLand(world, estate, p);
    plantEstate(world, estate, p);
    const endgame = () => p.endDay !== null && world.day > p.endDay - p.endgameDays;
    // issue 31 item 5: contracts planned a season ahead, blocks protected where it pays (foresight.ts)
    // (both read `p` each day: a fork of the decisions target (choices.ts) changes them for a month)
    const contracts = p.contractFloor === Infinity ? null : contractPlanner(world, estate, () => p.contractFloor);
    const guard = weatherGuard(world, estate, p.harvestOffset, p.cellarReserve);
    return () => {
      if (p.landHectares > 0 && p.landDay > 0 && world.day === p.landDay) {
        buyLand(world, estate, p);
        plantEstate(world, estate, p);
      }
      if (p.vineyardWork) tendVineyard(world, estate, p.vineyardWork);
      for (const block of estateBlocks(estate)) {
        if (!pickToday(world, block, p.harvestOffset)) continue;
        const { kg, quality } = tryHarvest(world, estate, block);
        if (kg <= 0) continue;
        const colour = grapeColor(block.variety);
        const preset = presetFor(p, colour, quality);
        const readyDay = wineSchedule(colour, WINE_PRESET_INFO[preset].plan, world.day).readyDay;
        const late = p.endDay !== null && p.endgameDays > 0 && readyDay >= p.endDay;
        const wanted = late ? 0 : Math.min(kg, Math.floor(crushKg(world, estate, p, block.variety, quality, kg)));
        let crushed = 0;
        if (wanted >= WINE_PLAN_LIMITS.kilograms.min)
          for (const size of batchSizes(wanted, p.lotKilograms)) {
            if (!equipFor(world, estate, colour, size, preset, p.cellarReserve)) break;
            world.crushBatch(estate, block.variety, quality, size, preset);
            crushed += size;
          }
        if (kg - crushed > 0) sellSurplus(world, estate, p, block, quality, kg - crushed);
      }
      for (const batch of estate.batches)
        if (world.isReady(batch) && estate.money >= bottlingCost(bottlesFromLitres(batch.litres)))
          world.bottle(estate, batch);
      if (p.protect) guard();
      contracts?.();
      if (p.bottleStore) buildPayingExtensions(world, estate, p.cellarReserve);
      // issue 35 item 6: the winery grows where it pays (growth.ts), checked once a game month
      if (world.day % GROWTH_LOOK_DAYS === 0) {
        buyPayingEquipment(world, estate, p.cellarReserve, p.equipmentPayback);
        buildPayingCellarDoor(world, estate, p.cellarReserve, p.cellarDoorPayback);
        if (p.salesManager) hireSalesManager(world, estate, p.cellarReserve);
      }
      sellAtCellarDoor(world, estate);
      if (p.salesManager) setMonthlyRule(world, estate, p.priceFloor);
      const selling = endgame();
      if (!selling && world.day % p.saleEveryDays !== 0) return;
      const floor = selling ? 0 : p.salesManager && workingManager(world, estate) ? DELEGATED_OWN_FLOOR : p.priceFloor;
      if (p.campaigns && !selling) runPayingCampaigns(world, estate, p.priceFloor, p.cellarReserve, p.campaignPayback);
      for (const lot of estate.lots) {
        if (lot.bottles <= 0 || (!selling && world.day - lot.bottledDay < p.minBottleDays)) continue;
        // while the next bottle fetches `floor` of the best pool's list price: each pool it sells
        // into keeps the level where its marginal price is that much
        const n = Math.min(lot.bottles, bottlesAbovePrice(world.wineMarket(estate, lot).pools, floor));
        if (n > 0) world.sellWine(estate, lot, n);
      }
    };
  };
}

// ---------------------------------------------------------------------------------------------
// Trade between players: the wine exchange (issue 32)

/** A lot can go on the exchange today: bottles left and its critics' review past (decideWineOffer). */
function offerable(world: SimWorld, lot: SimWineLot): boolean {
  return lot.bottles > 0 && world.day >= offerableFromDay(lot);
}

/**
 * Offers up to `bottles` of the seller's lot at `price` and has `buyer` take all it can pay and
 * its new estate's limit allows (EXCHANGE_NEW_ESTATE): the lot the buyer gets, or null when it could pay none.
 */
function tradeLot(
  world: SimWorld,
  seller: SimEstate,
  lot: SimWineLot,
  bottles: number,
  price: number,
  buyer: SimEstate,
): SimWineLot | null {
  const n = Math.min(bottles, lot.bottles, Math.floor(Math.min(buyer.money, world.exchangeAllowance(buyer)) / price));
  if (n < 1 || buyer.arrears > 0) return null;
  const offer: SimOffer = world.offerWine(seller, lot, n, price);
  return world.buyOffer(buyer, offer, n);
}

/** Days between two wash trades or two laundering cycles: one a game month. */
export const TRADE_EVERY_DAYS = 30;
/** Bottles of each lot the wash traders pass back and forth each month: enough to print a price. */
export const WASH_BOTTLES = 100;

/**
 * The wash traders factory: two colluding accounts each play the competent winemaker on an estate
 * of the template and region; when `wash` is on, once a month WASH_BOTTLES of every bottled lot
 * either holds go to the other at the top of its band and straight back (ECONOMY.md §7: "wash trading strictly
 * loses"). Without it, the same pair in the same world is the yardstick (`targets.ts`): the
 * trades' only effect must be the fees they destroy.
 */
export function washTradersFactory(wash: boolean): StrategyFactory {
  return (world, template, region) => {
    const main = world.addAccount();
    const partner = world.addAccount();
    const a = world.found(main, template, region);
    const b = world.found(partner, template, region);
    const playA = ESTATE_PLAYERS.competent(world, a);
    const playB = ESTATE_PLAYERS.competent(world, b);
    const roundTrip = (from: SimEstate, to: SimEstate) => {
      // its own bottlings only (a lot bought back is a new lot: trading those too would compound)
      for (const lot of from.lots.filter((l) => l.region === undefined)) {
        if (!offerable(world, lot)) continue;
        const out = tradeLot(world, from, lot, WASH_BOTTLES, world.exchangeBand(from, lot).max, to);
        if (out) tradeLot(world, to, out, out.bottles, world.exchangeBand(to, out).max, from);
      }
    };
    return {
      main,
      accounts: [main, partner],
      act: () => {
        playA();
        playB();
        if (!wash || world.day % TRADE_EVERY_DAYS !== 0) return;
        roundTrip(a, b);
        roundTrip(b, a);
      },
    };
  };
}

/** The share of a young pool's list price the launderer's alt sells down to (it has a month). */
const ALT_PRICE_FLOOR = 0.5;

/**
 * Laundering through the exchange, with the alt's estates as extra demand: the main crushes every
 * grape into wine (a competent winemaker's play otherwise). Once a month the alt founds an estate
 * (a grant), buys the main's wine at the bottom of its band — as much as the grant pays — and
 * sells it into its own young pools over the month; then it buys the main's wine at the top of
 * the band with all it has and deletes the estate. The main keeps the money; the alt's grants
 * shrink as it re-founds (STARTING_GRANT), as with land (`altLaunderer`).
 */
function exchangeLaunderer(world: SimWorld, template: EstateTemplate, region: RegionKey): StrategyRun {
  const main = world.addAccount();
  const alt = world.addAccount();
  const estate = world.found(main, template, region);
  const play = winemaker({ ...COMPETENT_PARAMS, stockYears: Infinity })(world, estate);
  let held: SimEstate | null = null;
  const wine = () => estate.lots.filter((lot) => offerable(world, lot));
  const cycle = () => {
    if (held) {
      for (const lot of wine()) tradeLot(world, estate, lot, lot.bottles, world.exchangeBand(estate, lot).max, held);
      world.close(held);
      held = null;
    }
    if (wine().length === 0) return;
    held = world.found(alt, template, region);
    for (const lot of wine()) tradeLot(world, estate, lot, lot.bottles, world.exchangeBand(estate, lot).min, held);
  };
  const sellHeld = () => {
    if (!held) return;
    for (const lot of held.lots) {
      if (lot.bottles <= 0) continue;
      const m = world.wineMarket(held, lot);
      const n = Math.min(lot.bottles, Math.floor(m.level - ALT_PRICE_FLOOR * ALT_PRICE_FLOOR * m.capacity));
      if (n > 0) world.sellWine(held, lot, n);
    }
  };
  return {
    main,
    accounts: [main, alt],
    act: () => {
      play();
      sellHeld();
      if (world.day % TRADE_EVERY_DAYS === 0) cycle();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Merchants' contracts (issue 31, item 3)

/**
 * Contract defaulting (ECONOMY.md sec. 7's exploit): the competent winemaker that also takes every
 * merchant's offer it may (accepting costs nothing) and delivers a contract whenever a bottled wine
 * meets it, oldest contract first; the others default on their day (a penalty and reputation lost).
 * A free option on the merchants' premium must not beat playing the pools well.
 */
const contractDefaulter: EstatePlayer = (world, estate) => {
  const play = winemaker(COMPETENT_PARAMS)(world, estate);
  return () => {
    play();
    if (estate.arrears === 0)
      for (const offer of world.contractBoard(estate)) {
        if (estate.contracts.filter((c) => c.status === 'accepted').length >= CONTRACT_RULES.maxOpen) break;
        if (estate.contracts.some((c) => c.month === offer.month && c.offer === offer.offer)) continue;
        world.acceptContract(estate, offer.offer);
      }
    for (const contract of estate.contracts) {
      if (contract.status !== 'accepted' || contract.dueDay < world.day) continue;
      for (const lot of estate.lots) {
        if (lot.colour !== contract.colour || lot.bottles < contract.bottles) continue;
        try {
          world.deliverContract(estate, contract, lot);
          break;
        } catch (error) {
          if (!(error instanceof SimRefusal)) throw error;
        }
      }
    }
  };
};

/** The strategies that play one estate, as players of an estate the caller founded. */
export const ESTATE_PLAYERS = {
  idle,
  maxDensity,
  grower,
  competent: winemaker(COMPETENT_PARAMS),
  neglect: winemaker(NEGLECT_PARAMS),
  dumpAll: winemaker(DUMP_ALL_PARAMS),
  plonkSpammer: winemaker(PLONK_PARAMS),
  expander: winemaker(EXPANDER_PARAMS),
} as const satisfies Record<string, EstatePlayer>;
export type EstatePlayerName = keyof typeof ESTATE_PLAYERS;

/**
 * A single-estate strategy playing an estate the caller founded (the differential test founds it
 * with the server's terroir): does its founding-day work now and answers the function to call
 * once a day after the tick.
 */
export function playEstate(name: EstatePlayerName, world: SimWorld, estate: SimEstate): () => void {
  return ESTATE_PLAYERS[name](world, estate);
}

export const STRATEGY_FACTORIES: Readonly<Record<StrategyName, StrategyFactory>> = {
  idle: single(ESTATE_PLAYERS.idle),
  maxDensity: single(ESTATE_PLAYERS.maxDensity),
  altLaunderer,
  exchangeLaunderer,
  washTraders: washTradersFactory(true),
  contractDefaulter: single(contractDefaulter),
  landFlipper,
  grower: single(ESTATE_PLAYERS.grower),
  bulkPourer,
  competent: single(ESTATE_PLAYERS.competent),
  neglect: single(ESTATE_PLAYERS.neglect),
  dumpAll: single(ESTATE_PLAYERS.dumpAll),
  plonkSpammer: single(ESTATE_PLAYERS.plonkSpammer),
  expander: single(ESTATE_PLAYERS.expander),
};
