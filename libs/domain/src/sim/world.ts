/**
 * The simulator's world (ECONOMY.md §8): accounts, estates, plots, blocks and a ledger, moved day
 * by day with the same pure rules the server's services and tick use. Every change of money is a
 * ledger row; money never goes below zero (an unpaid upkeep becomes arrears, which money coming
 * in pays first, as in backend/src/money). Deterministic: all chance comes from one seeded PRNG.
 */
import type { TrellisSystem } from '../blocks';
import {
  decideBottleStoreBuild,
  decideBottling,
  decideCellarDoorBuild,
  decideCellarDoorSale,
  decideEquipmentPurchase,
  decideBulkWineSale,
  decideCampaign,
  decideOfferPurchase,
  decideWineOffer,
  exchangeBand,
  decideContractAccept,
  decideContractDelivery,
  decideCrush,
  decideProtect,
  decideFounding,
  decideGrapeSale,
  decideHarvest,
  decideLandPurchase,
  decideListing,
  decideListingChange,
  decideListingPurchase,
  decidePlant,
  decideVesselPurchase,
  decideWineSale,
  decideDismiss,
  decideHire,
  decideSalesRule,
  lotMarket,
  planStaffSales,
  planVineyardManagerWork,
  quoteLotSale,
  type Decision,
  type StaffMember,
  type ExchangeWineFacts,
  type PlannedPosting,
  type ListedPlotFacts,
  type PlantedBlock,
  type WineBatchFacts,
  type WineLotFacts,
  type WineMarketFacts,
} from '../decisions';
import type { CampaignSpan } from '../campaigns';
import { bottleStoreCapacity, isStorageChargeDay, storageCharge } from '../bottle-store';
import { DEFAULT_SALES_RULE, isVineyardManagerDay, isWageDay, monthlyWages, type SalesRule } from '../staff';
import { isEquipmentUpkeepDay, type EquipmentKind } from '../equipment';
import { cellarDoorMonthStart } from '../cellar-door';
import type { ErrorCode } from '../error-codes';
import { gameTimeFromDayIndex, yearStartDay } from '../calendar';
import { arrearsPayable, chargeWithArrears, estateUpkeep, isUpkeepDay, type LedgerKind } from '../economy';
import type { EstateTemplate } from '../estates';
import {
  contractBoard,
  contractColours,
  contractMonth,
  contractReputation,
  contractPenalty,
  CONTRACT_RULES,
  type ContractOffer,
  type ContractStatus,
} from '../contracts';
import {
  blockQuality,
  blockStatus,
  harvestedQuality,
  harvestKg,
  nextHealth,
  weatherHealthEffect,
  type LifecycleStatus,
} from '../lifecycle';
import { REGIONS, type RegionKey } from '../regions';
import { MARKET_INDEX, regionalIndex } from '../market-index';
import {
  annualMaintenance,
  generateTerroir,
  landValuation,
  seededRandom,
  templatePlotSizes,
  type Random,
  type Terroir,
} from '../terroir';
import type { GrapeVariety } from '../varieties';
import { weatherFor } from '../weather';
import { vintageWeatherLoss, weatherEventDamage, weatherEventFor, type CropLoss } from '../weather-events';
import { decideVineyardWork } from '../decisions/vineyard-work';
import {
  workShields,
  vineyardWorkEffects,
  workedKg,
  workedQuality,
  workVintage,
  type VineyardWorkKind,
  type VineyardWorkOption,
  type WorkDone,
} from '../vineyard-work';
import { grapeBuyerSeason } from '../grapes';
import { carryOutHarvestPlans, isAutoHarvestDay, isHarvestPlanDay, type PlannedLot } from '../harvest-plans';
import { grapeColor } from '../varieties';
import {
  batchQuality,
  inTanks,
  STARTER_CELLARS,
  VESSELS,
  WINE_PRESET_INFO,
  wineSchedule,
  wineStage,
  type VesselKind,
  type WinePlan,
  type WinePreset,
  type WineSchedule,
} from '../winery';
import {
  criticScore,
  DISTRIBUTION,
  reviewDay,
  WINE_TIERS,
  type WinePool,
  type WinePoolsQuote,
  type WineTier,
} from '../market';
import { awardsYearOn, awardWinners } from '../awards';
import { exchangeAllowance, OFFER_DURATION_DAYS, type OfferStatus } from '../exchange';
import {
  awardReputationPoints,
  type Medal,
  REPUTATION_RULES,
  reputationFromPoints,
  reputationMonth,
  reputationPointsOn,
  reviewReputationPointsCapped,
} from '../reputation';
import { GRAPE_COLORS, type GrapeColor } from '../varieties';

export interface SimAccount {
  id: number;
  /** Estates this account ever founded (the grant counter, users.estates_founded). */
  estatesFounded: number;
}

/** A block: as planted (decidePlant), then moved by the tick. */
export interface SimBlock extends Omit<PlantedBlock, 'status' | 'lastHarvestYear'> {
  variety: GrapeVariety;
  lastHarvestYear: number | null;
  status: LifecycleStatus;
  /** The vineyard year's work done on it (block_work), oldest first. */
  work?: WorkDone[];
  /** Event days the block is protected for (block_protections), absent until its first protection. */
  protectedDays?: number[];
}

export interface SimPlot {
  id: number;
  region: RegionKey;
  size: number;
  terroir: Terroir;
  /** What the owner paid (or the valuation for template land): the upkeep is 2% of it. */
  price: number;
  maintenanceCost: number;
  /** The asking price while listed. */
  listedAt: number | null;
  blocks: SimBlock[];
}

export interface SimEstate {
  id: number;
  accountId: number;
  template: EstateTemplate;
  region: RegionKey;
  money: number;
  arrears: number;
  plots: SimPlot[];
  closed: boolean;
  harvestedKg: number;
  /** Kilograms the grape buyers took from this estate, by season. */
  grapeBuyersUsed: Map<number, number>;
  /** Tank litres the cellar holds (the batches in them count on read: `freeTankLitres`). */
  tankLitres: number;
  /** The cellar's barrels (wine_batches reserve them from the crush until bottled). */
  barrels: SimBarrel[];
  /** Wine batches (active until bottled) and bottled wine lots, oldest first. */
  batches: SimBatch[];
  lots: SimWineLot[];
  /** Demand pools by `colour:tier` (demand_pools): the level counted on a day, refilled on read by `poolLevel`. */
  pools: Map<string, { level: number; day: number }>;
  /** Reputation points held on `reputationDay` (decayed on read by `reputationPointsOn`). */
  reputationPoints: number;
  reputationDay: number;
  /** Points earned from sales in the reputation month `saleMonth` (the soft cap's window). */
  saleMonth: number;
  salePointsThisMonth: number;
  /** Its bottled-wine sales (wine_sales): the day and the euros each paid (the distribution window's). */
  wineSalesPaid: { day: number; revenue: number }[];
  /** Points the critics' reviews earned in the reputation month `reviewMonth` (their cap's window). */
  reviewMonth: number;
  reviewPointsThisMonth: number;
  /** The day it was founded and the euros it spent on the exchange (the new estates' limit). */
  foundedDay: number;
  exchangeSpent: number;
  /** Merchants' contracts it accepted (merchant_contracts), in the order accepted. */
  contracts: SimContract[];
  /** Marketing campaigns it ran (marketing_campaigns), in the order run. */
  campaigns: CampaignSpan[];
  /** Bottle store extensions built (estates.bottle_store_extensions; the capacity: bottleStoreCapacity). */
  bottleStoreExtensions: number;
  /** Its staff (staff) and the sales manager's rule (staff_sales_rules; the default until set). */
  staff: (StaffMember & { id: string })[];
  salesRule: SalesRule;
  /** Winery equipment bought (estate_equipment): its kind, monthly upkeep and day. */
  equipment: { kind: EquipmentKind; monthlyUpkeep: number; boughtDay: number }[];
  /** The cellar door built (cellar_doors), null before; the bottles sold at it (cellar_door_sales). */
  cellarDoor: { monthlyUpkeep: number; builtDay: number } | null;
  cellarDoorSales: { day: number; bottles: number }[];
}

/** A merchant's contract an estate accepted: the offer's terms, its state and what its default took. */
export interface SimContract extends ContractOffer {
  status: ContractStatus;
  penalty: number | null;
}

export interface SimBarrel {
  kind: VesselKind;
  fills: number;
  /** The batch that holds it (reserved from the crush until the batch is bottled). */
  batch: SimBatch | null;
}

/** A wine batch (wine_batches): its plan and schedule are fixed at the crush; stage and quality are computed on read. */
export interface SimBatch {
  id: number;
  variety: GrapeVariety;
  colour: GrapeColor;
  preset: WinePreset;
  plan: WinePlan;
  schedule: WineSchedule;
  litres: number;
  grapeQuality: number;
  oakStrength: number;
  status: 'active' | 'bottled' | 'sold';
}

/** A bottled wine lot (wine_lots). */
export interface SimWineLot {
  /** A uuid-like id: the critics' score and name derive from its first eight hex digits, as on the server. */
  id: string;
  batch: SimBatch;
  variety: GrapeVariety;
  colour: GrapeColor;
  bottles: number;
  bottledBottles: number;
  /** Quality when bottled (bottle ageing is computed on read). */
  quality: number;
  bottledDay: number;
  /** The medal the yearly awards gave it (only when the world holds the awards: `SimWorldOptions.awards`). */
  award: Medal | null;
  /** A lot bought on the exchange: its producer's region (a lot of one's own is of the estate's region). */
  region?: RegionKey;
}

/** An offer on the exchange (exchange_offers): bottles of a seller's lot, reserved from it. */
export interface SimOffer {
  seller: SimEstate;
  lot: SimWineLot;
  price: number;
  bottlesLeft: number;
  /** The first day it is closed (the tick returns its unsold bottles that day). */
  expiresDay: number;
  status: OfferStatus;
}

/** What a lot meets in the market today (WineMarketService.marketOf). */
export interface SimWineMarket {
  quality: number;
  reputation: number;
  tier: WineTier;
  capacity: number;
  level: number;
  price: number;
  /** Every pool the wine sells into, best first (lotMarket): tier, list price, capacity and level. */
  pools: WinePool[];
  /** Bottles those pools take together now. */
  buyers: number;
  criticScore: number | null;
  award: Medal | null;
}

/** How a world runs. */
export interface SimWorldOptions {
  /**
   * Whether the tick gives the yearly awards (AwardsTick) among the world's own lots. Off by
   * default: a strategy's runs play its estates alone, and alone in its region a winemaker would
   * take every medal (a real region has other winemakers); the differential test
   * (tests/api/differential.test.ts) turns it on, since there the server's world holds the same
   * single estate.
   */
  awards?: boolean;
  /**
   * Whether wine is priced with the regional index (MarketIndexTick) computed each day from the
   * world's own sales over the window and its estates with vines (`regionalIndex`). Off by
   * default: the strategies' runs price at an index of 1, the normal market one estate among many
   * meets; the differential test turns it on, since the server's world holds exactly its estates.
   */
  marketIndex?: boolean;
}

/** Wine crushed for bulk, sold the day its fermentation ends. */
/** A batch made for the bulk buyers, sold when its fermentation ends. */
interface PendingBulk {
  estate: SimEstate;
  batch: SimBatch;
}

export interface LedgerRow {
  estateId: number;
  day: number;
  kind: LedgerKind;
  amount: number;
}

/**
 * Why an action was refused (the server answers these with 400/409): for the actions decided in
 * libs/domain (src/decisions), the refusal's code (and message).
 */
export class SimRefusal extends Error {
  constructor(
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

/** A decision's plan, or its refusal thrown as a SimRefusal. */
function decided<P>(decision: Decision<P>): P {
  if (!decision.ok)
    throw new SimRefusal(decision.message ? `${decision.code}: ${decision.message}` : decision.code, decision.code);
  return decision;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The weather's health effect in a region on a day (weatherHealthEffect of weatherFor: a pure
 * function of region and day), computed once per process: the adversary's search plays the same
 * days of the same regions thousands of times.
 */
const weatherEffects = new Map<RegionKey, number[]>();
function weatherEffectOn(region: RegionKey, day: number): number {
  let days = weatherEffects.get(region);
  if (!days) weatherEffects.set(region, (days = []));
  return (days[day] ??= weatherHealthEffect(weatherFor(region, day)));
}

/** A pool's key in SimEstate.pools (`colour:tier`), built once. */
const POOL_KEYS: Readonly<Record<GrapeColor, Readonly<Record<WineTier, string>>>> = Object.fromEntries(
  GRAPE_COLORS.map((colour) => [colour, Object.fromEntries(WINE_TIERS.map((tier) => [tier, `${colour}:${tier}`]))]),
) as Record<GrapeColor, Record<WineTier, string>>;

/** An estate's blocks, plot by plot (what `estate.plots.flatMap((p) => p.blocks)` answers, without its cost: the tick and the players read them every day). */
export function estateBlocks(estate: SimEstate): SimBlock[] {
  const blocks: SimBlock[] = [];
  for (const plot of estate.plots) for (const block of plot.blocks) blocks.push(block);
  return blocks;
}

/** A plot as the listing decisions read it. */
const listedPlot = (plot: SimPlot): ListedPlotFacts => ({
  region: plot.region,
  size: plot.size,
  terroir: plot.terroir,
});

export class SimWorld {
  /** The current game day (estates founded before the first `advance` are founded on day 0). */
  day = 0;
  readonly rng: Random;
  readonly ledger: LedgerRow[] = [];
  readonly accounts: SimAccount[] = [];
  readonly estates: SimEstate[] = [];
  /** Offers on the exchange, open and closed. */
  readonly offers: SimOffer[] = [];
  private nextPlotId = 1;
  private pendingBulk: PendingBulk[] = [];
  /** Lots the tick picked on November 1, waiting for their plans (every simulated block plans the crush). */
  private pendingPlans: { estate: SimEstate; lot: PlannedLot }[] = [];
  private nextLotId = 1;

  private nextBatchId = 1;
  private nextWineLotNo = 1;
  /** Bottled wine sold (wine_sales), for the regional index (`SimWorldOptions.marketIndex`). */
  private readonly wineSales: {
    region: RegionKey;
    colour: GrapeColor;
    tier: WineTier;
    bottles: number;
    day: number;
  }[] = [];
  /** Today's regional index by `region:colour:tier` (market_index): none before the first tick. */
  private readonly indexToday = new Map<string, number>();
  /** Each estate's last board of merchants' offers and what it was computed for (`contractBoard`). */
  private readonly boards = new Map<SimEstate, { key: string; board: readonly ContractOffer[] }>();

  constructor(
    readonly seed: number,
    readonly options: SimWorldOptions = {},
  ) {
    this.rng = seededRandom(seed);
  }

  addAccount(): SimAccount {
    const account = { id: this.accounts.length + 1, estatesFounded: 0 };
    this.accounts.push(account);
    return account;
  }

  openEstates(accountId?: number): SimEstate[] {
    return this.estates.filter((e) => !e.closed && (accountId === undefined || e.accountId === accountId));
  }

  /**
   * Founds an estate with the template's plots (terroir surveyed, priced at valuation) and its
   * grant. `surveyed` gives the plots' terroir instead of the world's PRNG (one per template plot,
   * in order): the differential test founds the estate the server surveyed.
   */
  found(account: SimAccount, template: EstateTemplate, region: RegionKey, surveyed?: readonly Terroir[]): SimEstate {
    const sizes = templatePlotSizes(template);
    if (surveyed && surveyed.length !== sizes.length)
      throw new Error(`${sizes.length} plots, ${surveyed.length} surveys`);
    const plan = decided(
      decideFounding({
        day: this.day,
        region,
        template,
        founded: this.openEstates(account.id).length,
        grantsBefore: account.estatesFounded,
        surveys: surveyed ?? sizes.map(() => generateTerroir(region, this.rng)),
      }),
    );
    const estate: SimEstate = {
      id: this.estates.length + 1,
      accountId: account.id,
      template,
      region,
      money: 0,
      arrears: 0,
      plots: [],
      closed: false,
      harvestedKg: 0,
      grapeBuyersUsed: new Map(),
      tankLitres: STARTER_CELLARS[template].tanks * VESSELS.tank.litres,
      barrels: Array.from({ length: STARTER_CELLARS[template].barrels.count }, () => ({
        kind: STARTER_CELLARS[template].barrels.kind,
        fills: STARTER_CELLARS[template].barrels.fills,
        batch: null,
      })),
      batches: [],
      lots: [],
      pools: new Map(),
      reputationPoints: plan.reputation.points,
      reputationDay: plan.reputation.pointsDay,
      saleMonth: reputationMonth(this.day),
      salePointsThisMonth: 0,
      wineSalesPaid: [],
      reviewMonth: reputationMonth(this.day),
      reviewPointsThisMonth: 0,
      foundedDay: this.day,
      exchangeSpent: 0,
      contracts: [],
      campaigns: [],
      bottleStoreExtensions: 0,
      staff: [],
      salesRule: DEFAULT_SALES_RULE,
      equipment: [],
      cellarDoor: null,
      cellarDoorSales: [],
    };
    this.estates.push(estate);
    this.postPlan(estate, plan.postings);
    account.estatesFounded += 1;
    for (const p of plan.plots) estate.plots.push(this.newPlot(region, p.size, p.terroir, p.price));
    // the head start on the largest plot, mature, free (part of the grant)
    const h = plan.headStart.block;
    estate.plots[plan.headStart.plot]!.blocks.push({
      variety: h.grapeVariety,
      size: h.size,
      rowSpacing: h.rowSpacing,
      vineSpacing: h.vineSpacing,
      suitability: h.suitability,
      potential: h.potential,
      health: h.health,
      quality: h.quality,
      plantedDay: h.plantedDay,
      lastHarvestYear: null,
      status: h.status,
    });
    return estate;
  }

  /** Deletes an estate: its money leaves the economy, its land and vines go with it. */
  close(estate: SimEstate): void {
    if (estate.money > 0) this.post(estate, -estate.money, 'closure');
    estate.closed = true;
    estate.plots = [];
  }

  /** One ledger posting: `postAll` with one entry. */
  post(estate: SimEstate, amount: number, kind: LedgerKind): void {
    this.postAll([{ estate, amount, kind }]);
  }

  /** MoneyService.postPlanned: a decision's postings, all of one estate. */
  private postPlan(estate: SimEstate, postings: readonly PlannedPosting[]): void {
    this.postAll(postings.map((p) => ({ estate, amount: p.amount, kind: p.kind })));
  }

  /**
   * MoneyService.post: applies the postings in order, each refused when it would take money below
   * zero (and then none is: the server's transaction rolls back); then money that came in pays
   * each credited estate's arrears first.
   */
  postAll(postings: readonly { estate: SimEstate; amount: number; kind: LedgerKind }[]): void {
    const balances = new Map<SimEstate, number>();
    for (const { estate, amount } of postings) {
      if (!Number.isSafeInteger(amount)) throw new Error(`posting of ${amount} €: not whole euros`);
      const balance = (balances.get(estate) ?? estate.money) + amount;
      if (balance < 0) throw new SimRefusal('insufficient funds');
      balances.set(estate, balance);
    }
    for (const { estate, amount, kind } of postings) {
      if (amount === 0) continue;
      estate.money += amount;
      this.ledger.push({ estateId: estate.id, day: this.day, kind, amount });
    }
    for (const estate of new Set(postings.filter((p) => p.amount > 0).map((p) => p.estate))) {
      const pay = arrearsPayable(estate.money, estate.arrears);
      if (pay === 0) continue;
      estate.money -= pay;
      estate.arrears -= pay;
      this.ledger.push({ estateId: estate.id, day: this.day, kind: 'arrears_payment', amount: -pay });
    }
  }

  /** Plants a block (decidePlant, as BlocksService.create). */
  plant(
    estate: SimEstate,
    plot: SimPlot,
    variety: GrapeVariety,
    size: number,
    rowSpacing: number,
    vineSpacing: number,
    trellis: TrellisSystem = 'vsp',
  ): SimBlock {
    const plan = decided(
      decidePlant({
        day: this.day,
        estate,
        plot: {
          name: `Plot ${plot.id}`,
          size: plot.size,
          usedHectares: plot.blocks.reduce((sum, b) => sum + b.size, 0),
          listed: plot.listedAt !== null,
          region: plot.region,
          terroir: plot.terroir,
        },
        block: { name: `Block ${plot.blocks.length + 1}`, variety, size, rowSpacing, vineSpacing, trellis },
      }),
    );
    this.postPlan(estate, plan.postings);
    const block: SimBlock = { variety, ...plan.block };
    plot.blocks.push(block);
    return block;
  }

  freeHectares(plot: SimPlot): number {
    return round2(plot.size - plot.blocks.reduce((sum, b) => sum + b.size, 0));
  }

  /**
   * BlocksService.harvest (decideHarvest): only while 'harvesting'; the pickers are paid, refused
   * without the money; answers the kilograms and their quality (the block's, with the day's timing
   * effect).
   */
  harvest(estate: SimEstate, block: SimBlock): { kg: number; quality: number } {
    const plan = decided(
      decideHarvest({
        day: this.day,
        block: { ...block, name: '' },
        work: this.workEffects(estate, block),
        weather: this.weatherLoss(estate, block),
      }),
    );
    this.postPlan(estate, plan.postings);
    block.lastHarvestYear = plan.block.lastHarvestYear;
    block.status = plan.block.status;
    estate.harvestedKg += plan.kilograms;
    return { kg: plan.kilograms, quality: plan.quality };
  }

  /** The vintage's vineyard work on a block as its harvest today reads it (vineyardWorkEffects). */
  private workEffects(estate: SimEstate, block: SimBlock): { yieldPercent: number; qualityPoints: number } {
    // the harvest's vintage is its game year (the lifecycle statement's late harvest is on November 1)
    const vintage = gameTimeFromDayIndex(this.day).year;
    const done = (block.work ?? []).filter((w) => workVintage(w.day) === vintage);
    return vineyardWorkEffects(done, vintage, Math.max(block.plantedDay, estate.foundedDay));
  }

  /** What the vintage's weather took from a block's crop as its harvest today reads it (vintageWeatherLoss). */
  private weatherLoss(estate: SimEstate, block: SimBlock): CropLoss {
    return vintageWeatherLoss(
      {
        region: estate.region,
        plantedDay: block.plantedDay,
        since: Math.max(block.plantedDay, estate.foundedDay),
        protectedDays: block.protectedDays ?? [],
        work: block.work ?? [],
      },
      gameTimeFromDayIndex(this.day).year,
      this.day,
    );
  }

  /**
   * BlocksService.work (decideVineyardWork): a kind of the vineyard year's work on a block in its
   * window, paid per hectare; refused (an Error) as the server refuses it.
   */
  work(estate: SimEstate, block: SimBlock, kind: VineyardWorkKind, option: VineyardWorkOption): number {
    const plan = decided(
      decideVineyardWork({
        day: this.day,
        estate: { money: estate.money, arrears: estate.arrears },
        block: { ...block, name: '', region: estate.region },
        kind,
        option,
        done: block.work ?? [],
      }),
    );
    this.postPlan(estate, plan.postings);
    (block.work ??= []).push({ kind: plan.kind, option: plan.option, day: this.day });
    return plan.cost;
  }

  /**
   * Sells kilograms of grapes just picked (decideGrapeSale, as GrapesService.sell): the sim keeps
   * no grape lots, so the lot is these kilograms, harvested today on the estate's land.
   */
  sellGrapes(estate: SimEstate, variety: GrapeVariety, quality: number, kilograms: number): number {
    const season = grapeBuyerSeason(this.day);
    const usedKg = estate.grapeBuyersUsed.get(season) ?? 0;
    const plan = decided(
      decideGrapeSale({
        day: this.day,
        lot: {
          region: estate.region,
          variety,
          quality,
          blockName: '',
          kilograms,
          harvestDay: this.day,
          countedDay: this.day,
        },
        buyers: { plantedHectares: this.plantedHectares(estate), usedKg },
        kilograms,
      }),
    );
    this.postPlan(estate, plan.postings);
    estate.grapeBuyersUsed.set(plan.buyerSale.season, usedKg + plan.buyerSale.buyersKg);
    return plan.quote.money;
  }

  /** CellarService.buyVessels for tanks. */
  buyTanks(estate: SimEstate, count: number): void {
    const plan = decided(decideVesselPurchase({ kind: 'tank', count }));
    this.postPlan(estate, plan.postings);
    estate.tankLitres += VESSELS.tank.litres * plan.vessels.count;
  }

  /** CellarService.buyVessels for barrels (new: no fills yet). */
  buyBarrels(estate: SimEstate, kind: Exclude<VesselKind, 'tank'>, count: number): void {
    const plan = decided(decideVesselPurchase({ kind, count }));
    this.postPlan(estate, plan.postings);
    for (let i = 0; i < plan.vessels.count; i++) estate.barrels.push({ kind, fills: 0, batch: null });
  }

  /**
   * Free tank litres today (CellarRepository.use): the tanks less the active batches still in tanks (steel élevage until bottled, oak until the malolactic end).
   */
  freeTankLitres(estate: SimEstate): number {
    const inBatches = estate.batches
      .filter((b) => b.status === 'active' && inTanks(b.plan, b.schedule, this.day))
      .reduce((sum, b) => sum + b.litres, 0);
    return Math.max(0, estate.tankLitres - inBatches);
  }

  /** Barrels of a kind no active batch holds. */
  freeBarrels(estate: SimEstate, kind: VesselKind): number {
    return estate.barrels.filter((b) => b.kind === kind && b.batch === null).length;
  }

  /**
   * Crushes kilograms of grapes just picked into a batch with a preset (decideCrush, as
   * CellarService.createBatch): the sim's cellar is one pool of tank litres (`freeTankLitres`)
   * and its barrels; the sim keeps no grape lots, so the lot is these kilograms, harvested today.
   */
  crushBatch(
    estate: SimEstate,
    variety: GrapeVariety,
    quality: number,
    kilograms: number,
    preset: WinePreset,
  ): SimBatch {
    const free = estate.barrels
      .map((b, i) => ({ id: String(i).padStart(6, '0'), kind: b.kind, fills: b.fills, barrel: b }))
      .filter((b) => b.barrel.batch === null);
    const plan = decided(
      decideCrush({
        day: this.day,
        money: estate.money,
        lot: {
          region: estate.region,
          variety,
          quality,
          blockName: '',
          vintage: gameTimeFromDayIndex(this.day).year,
          kilograms,
          harvestDay: this.day,
          countedDay: this.day,
        },
        kilograms,
        preset,
        plan: WINE_PRESET_INFO[preset].plan,
        cellar: { tanks: [{ id: 'tanks', freeLitres: this.freeTankLitres(estate) }], freeBarrels: free },
        equipment: this.equipmentOf(estate),
        winemakerSkill: estate.staff.find((s) => s.role === 'winemaker')?.skill ?? null,
      }),
    );
    this.postPlan(estate, plan.postings);
    const { colour, plan: winePlan, schedule, litres, grapeQuality, oakStrength, status } = plan.batch;
    const batch: SimBatch = {
      id: this.nextBatchId++,
      variety,
      colour,
      preset,
      plan: winePlan,
      schedule,
      litres,
      grapeQuality,
      oakStrength,
      status,
    };
    const filled = new Set(plan.filledBarrels);
    for (const b of free)
      if (filled.has(b.id)) {
        b.barrel.batch = batch;
        b.barrel.fills += 1;
      }
    estate.batches.push(batch);
    return batch;
  }

  /** A batch's quality today (batchQualityOn: grapes plus the winemaking effects earned so far). */
  batchQuality(batch: SimBatch): number {
    return batchQuality(batch.grapeQuality, batch.variety, batch.plan, batch.schedule, batch.oakStrength, this.day);
  }

  /** A batch's quality on a day to come (batchQualityOn): what it will be bottled at on its ready day. */
  batchQualityOn(batch: SimBatch, day: number): number {
    return batchQuality(batch.grapeQuality, batch.variety, batch.plan, batch.schedule, batch.oakStrength, day);
  }

  /** Whether a batch can be bottled today (its ready day has come). */
  isReady(batch: SimBatch): boolean {
    return batch.status === 'active' && batch.litres > 0 && wineStage(batch.schedule, this.day) === 'ready';
  }

  /**
   * CellarService.bottle: a ready batch becomes a wine lot of `bottlesFromLitres` bottles at today's
   * quality, paying `bottlingCost` (`bottling`); its tanks and barrels are free again.
   */
  bottle(estate: SimEstate, batch: SimBatch): SimWineLot {
    const plan = decided(
      decideBottling({
        day: this.day,
        batch: this.batchFacts(estate, batch),
        name: 'Wine',
        equipment: this.equipmentOf(estate),
      }),
    );
    this.postPlan(estate, plan.postings);
    const lot: SimWineLot = {
      id: this.wineLotId(),
      batch,
      variety: batch.variety,
      colour: batch.colour,
      bottles: plan.lot.bottles,
      bottledBottles: plan.lot.bottledBottles,
      quality: plan.lot.quality,
      bottledDay: plan.lot.bottledDay,
      award: null,
    };
    batch.status = plan.batch.status;
    for (const barrel of estate.barrels) if (barrel.batch === batch) barrel.batch = null;
    estate.lots.push(lot);
    return lot;
  }

  /** A batch as the cellar's decisions read it (the simulator makes no blends; the vintage is its crush's year). */
  private batchFacts(estate: SimEstate, batch: SimBatch): WineBatchFacts {
    return {
      status: batch.status,
      litres: batch.litres,
      region: estate.region,
      variety: batch.variety,
      blend: null,
      vintage: gameTimeFromDayIndex(batch.schedule.startDay).year,
      grapeQuality: batch.grapeQuality,
      plan: batch.plan,
      oakStrength: batch.oakStrength,
      schedule: batch.schedule,
    };
  }

  /** A deterministic uuid-like id for the next wine lot (a hash of the seed and the lot's number; no draw from the PRNG). */
  private wineLotId(): string {
    let h = 0x811c9dc5 ^ this.seed;
    const words: string[] = [];
    for (const salt of [1, 2, 3, 4]) {
      for (const n of [this.nextWineLotNo, salt]) {
        h ^= n;
        h = Math.imul(h, 0x01000193);
        h ^= h >>> 15;
      }
      words.push((h >>> 0).toString(16).padStart(8, '0'));
    }
    this.nextWineLotNo += 1;
    const hex = words.join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  }

  /** The estate's reputation points today (stored points and day, decayed on read). */
  reputationPoints(estate: SimEstate): number {
    return reputationPointsOn(estate.reputationPoints, estate.reputationDay, this.day);
  }

  /** The reputation a player sees (0–100). */
  reputation(estate: SimEstate): number {
    return reputationFromPoints(this.reputationPoints(estate));
  }

  /** Adds (or takes) reputation points today, never below zero. */
  addReputationPoints(estate: SimEstate, points: number): void {
    estate.reputationPoints = Math.max(0, this.reputationPoints(estate) + points);
    estate.reputationDay = this.day;
  }

  plantedHectares(estate: SimEstate): number {
    return estate.plots.reduce((sum, p) => sum + p.blocks.reduce((s, b) => s + b.size, 0), 0);
  }

  /**
   * WineMarketService.marketOf: the lot's quality after bottle ageing, the tier it sells in (by
   * quality and reputation), its pool's capacity and level today (refilled lazily), and its list
   * price with the critics' score once the review day has come. The regional index factor is 1
   * unless the world computes it (`SimWorldOptions.marketIndex`): one estate is a negligible share
   * of its region's market, so its own sales do not move the index, and the strategies' runs play
   * one strategy's estates alone (no other sellers to move it).
   */
  wineMarket(estate: SimEstate, lot: SimWineLot): SimWineMarket {
    const m = lotMarket(this.wineLotFacts(estate, lot), this.wineMarketFacts(estate, lot), this.day);
    return {
      quality: m.quality,
      reputation: m.reputation,
      tier: m.marketTier,
      ...m.market,
      pools: m.pools,
      buyers: m.buyers,
      criticScore: m.criticScore,
      award: m.award,
    };
  }

  /** The quote for `bottles` of a lot today, into every pool it sells into (quoteWinePools). */
  quoteWine(estate: SimEstate, lot: SimWineLot, bottles: number): WinePoolsQuote {
    return quoteLotSale(
      lotMarket(this.wineLotFacts(estate, lot), this.wineMarketFacts(estate, lot), this.day),
      bottles,
    );
  }

  /**
   * WineMarketService.sell (decideWineSale): at most the lot's bottles and the pool's level; the
   * money through the ledger (`wine_sale`), the pool lowered, and the sale's reputation points
   * (soft-capped with what sales earned this reputation month; wine under the good-wine quality costs).
   */
  sellWine(estate: SimEstate, lot: SimWineLot, bottles: number): number {
    if (!Number.isInteger(bottles) || bottles < 1) throw new SimRefusal('bottles');
    const month = reputationMonth(this.day);
    if (month !== estate.saleMonth) {
      estate.saleMonth = month;
      estate.salePointsThisMonth = 0;
    }
    const plan = decided(
      decideWineSale({
        day: this.day,
        lot: this.wineLotFacts(estate, lot),
        facts: this.wineMarketFacts(estate, lot),
        bottles,
        earnedFromSalesThisMonth: estate.salePointsThisMonth,
      }),
    );
    this.postPlan(estate, plan.postings);
    if (this.options.marketIndex)
      for (const sale of plan.sales)
        this.wineSales.push({
          region: estate.region,
          colour: lot.colour,
          tier: sale.tier,
          bottles: sale.bottles,
          day: this.day,
        });
    for (const sale of plan.sales) estate.wineSalesPaid.push({ day: this.day, revenue: sale.revenue });
    lot.bottles = plan.lot.bottles;
    for (const pool of plan.pools)
      estate.pools.set(POOL_KEYS[lot.colour][pool.tier], { level: pool.level, day: pool.countedDay });
    if (plan.reputationPoints > 0) estate.salePointsThisMonth += plan.reputationPoints;
    this.addReputationPoints(estate, plan.reputationPoints);
    return plan.quote.money;
  }

  /**
   * CampaignsService.run (decideCampaign): the price through the ledger (`marketing_campaign`), and
   * for its days every pool of the estate holds more buyers (read by wineMarketFacts). Answers the price.
   */
  runCampaign(estate: SimEstate, kind: CampaignSpan['kind']): number {
    const plan = decided(
      decideCampaign({
        day: this.day,
        estate,
        kind,
        plantedHectares: this.plantedHectares(estate),
        campaigns: estate.campaigns,
      }),
    );
    this.postPlan(estate, plan.postings);
    estate.campaigns.push({ kind, startDay: plan.campaign.startDay, endDay: plan.campaign.endDay });
    return plan.campaign.cost;
  }

  /** The estate's bottle store today (BottleStoreService.get): its capacity and the bottles its lots hold. */
  bottleStore(estate: SimEstate): { capacity: number; bottles: number } {
    return {
      capacity: bottleStoreCapacity(estate.template, estate.bottleStoreExtensions),
      bottles: estate.lots.reduce((sum, lot) => sum + lot.bottles, 0),
    };
  }

  /**
   * BottleStoreService.build (decideBottleStoreBuild): `count` extensions, their price through the
   * ledger (`bottle_store`), each dearer than the last. Answers the price.
   */
  buildBottleStore(estate: SimEstate, count: number): number {
    const plan = decided(decideBottleStoreBuild({ estate, built: estate.bottleStoreExtensions, count }));
    this.postPlan(estate, plan.postings);
    estate.bottleStoreExtensions = plan.built;
    return plan.cost;
  }

  /**
   * StaffService.hire (decideHire): one of this month's candidates (staffCandidates of the estate's
   * id as text), the hiring fee through the ledger (`staff_hiring`). Answers the member.
   */
  hire(estate: SimEstate, candidate: string): StaffMember & { id: string } {
    const plan = decided(
      decideHire({ day: this.day, estateId: String(estate.id), estate, staff: estate.staff, candidate }),
    );
    this.postPlan(estate, plan.postings);
    const member = { ...plan.member, id: `${estate.id}:${plan.member.candidateId}` };
    estate.staff.push(member);
    return member;
  }

  /** StaffService.dismiss (decideDismiss): the member leaves today, unpaid. */
  dismiss(estate: SimEstate, staffId: string): void {
    const plan = decided(decideDismiss({ staff: estate.staff, staffId }));
    estate.staff = estate.staff.filter((s) => s.id !== plan.staffId);
  }

  /** StaffService.setSalesRule (decideSalesRule). */
  setSalesRule(estate: SimEstate, rule: SalesRule): void {
    estate.salesRule = decided(decideSalesRule(rule)).rule;
  }

  /**
   * EquipmentService.buy (decideEquipmentPurchase): one piece of `kind` at its price for the
   * planted hectares, through the ledger (`equipment_purchase`). Answers the price.
   */
  buyEquipment(estate: SimEstate, kind: EquipmentKind): number {
    const plan = decided(
      decideEquipmentPurchase({
        estate: { money: estate.money, arrears: estate.arrears, plantedHectares: this.plantedHectares(estate) },
        owned: this.equipmentOf(estate),
        kind,
        day: this.day,
      }),
    );
    this.postPlan(estate, plan.postings);
    const { monthlyUpkeep, boughtDay } = plan.equipment;
    estate.equipment.push({ kind, monthlyUpkeep, boughtDay });
    return plan.equipment.price;
  }

  /** CellarDoorService.build (decideCellarDoorBuild): the price through the ledger (`cellar_door_build`). Answers it. */
  buildCellarDoor(estate: SimEstate): number {
    const plan = decided(
      decideCellarDoorBuild({
        estate: { money: estate.money, arrears: estate.arrears, plantedHectares: this.plantedHectares(estate) },
        built: estate.cellarDoor !== null,
        day: this.day,
      }),
    );
    this.postPlan(estate, plan.postings);
    estate.cellarDoor = { monthlyUpkeep: plan.door.monthlyUpkeep, builtDay: plan.door.builtDay };
    return plan.door.price;
  }

  /** Bottles the estate sold at its cellar door this game month. */
  cellarDoorSoldThisMonth(estate: SimEstate): number {
    const since = cellarDoorMonthStart(this.day);
    return estate.cellarDoorSales.filter((s) => s.day >= since).reduce((sum, s) => sum + s.bottles, 0);
  }

  /**
   * CellarDoorService.sell (decideCellarDoorSale): bottles of a lot to this month's visitors, the
   * money through the ledger (`cellar_door_sale`), counted in the distribution window's receipts.
   * Answers the money received.
   */
  sellAtCellarDoor(estate: SimEstate, lot: SimWineLot, bottles: number): number {
    const plan = decided(
      decideCellarDoorSale({
        day: this.day,
        region: estate.region,
        built: estate.cellarDoor !== null,
        lot: this.wineLotFacts(estate, lot),
        facts: this.wineMarketFacts(estate, lot),
        bottles,
        soldThisMonth: this.cellarDoorSoldThisMonth(estate),
      }),
    );
    this.postPlan(estate, plan.postings);
    estate.wineSalesPaid.push({ day: this.day, revenue: plan.money });
    estate.cellarDoorSales.push({ day: this.day, bottles: plan.sale.bottles });
    lot.bottles = plan.lot.bottles;
    return plan.money;
  }

  /** The kinds of equipment the estate owns (what the crush and bottling decisions take). */
  equipmentOf(estate: SimEstate): EquipmentKind[] {
    return estate.equipment.map((e) => e.kind);
  }

  /**
   * The estate's board of merchants' offers this month (ContractsService.list: contractBoard). The
   * board is a pure function of its arguments and the planners read it every day: each estate's
   * last board is kept, and computed again when the month, the reputation the merchants read
   * (contractReputation), the planted hectares or the colours change. Read-only: the same offers
   * are answered until then.
   */
  contractBoard(estate: SimEstate): readonly ContractOffer[] {
    const month = contractMonth(this.day);
    const reputation = this.reputation(estate);
    const hectares = this.plantedHectares(estate);
    const colours = contractColours(estateBlocks(estate).map((b) => b.variety));
    const key = `${month}:${contractReputation(reputation)}:${hectares}:${colours.join(',')}`;
    const known = this.boards.get(estate);
    if (known?.key === key) return known.board;
    const board = contractBoard(estate.region, month, reputation, hectares, colours);
    this.boards.set(estate, { key, board });
    return board;
  }

  /** ContractsService.accept (decideContractAccept): an offer of this month's board becomes a contract. */
  acceptContract(estate: SimEstate, offer: number): SimContract {
    const month = contractMonth(this.day);
    const plan = decided(
      decideContractAccept({
        board: this.contractBoard(estate),
        offer,
        acceptedThisMonth: estate.contracts.filter((c) => c.month === month).map((c) => c.offer),
        open: estate.contracts.filter((c) => c.status === 'accepted').length,
      }),
    );
    const contract: SimContract = { ...plan.terms, status: 'accepted', penalty: null };
    estate.contracts.push(contract);
    return contract;
  }

  /**
   * ContractsService.deliver (decideContractDelivery): the bottles leave the lot and the pool of
   * the contract's colour and tier, the contract's value comes in through the ledger
   * (`contract_payment`), the estate earns reputation. Answers the money received.
   */
  deliverContract(estate: SimEstate, contract: SimContract, lot: SimWineLot): number {
    const plan = decided(
      decideContractDelivery({
        day: this.day,
        contract,
        lot: {
          name: 'Wine',
          colour: lot.colour,
          variety: lot.variety,
          quality: lot.quality,
          bottledDay: lot.bottledDay,
          bottles: lot.bottles,
        },
        market: this.wineMarketFacts(estate, lot),
      }),
    );
    this.postPlan(estate, plan.postings);
    estate.wineSalesPaid.push({ day: this.day, revenue: plan.postings[0]!.amount });
    lot.bottles = plan.lot.bottles;
    // the merchants sell to the estate's buyers: the pool of the contract's colour and tier gives up the bottles
    estate.pools.set(POOL_KEYS[contract.colour][plan.pool.tier], { level: plan.pool.level, day: plan.pool.countedDay });
    contract.status = 'delivered';
    this.addReputationPoints(estate, plan.reputationPoints);
    return plan.postings[0]!.amount;
  }

  /**
   * The contract-defaults tick step (money/contract-defaults.tick.ts): every contract still open
   * after its day defaults; each takes its penalty, as much as the estate has (no arrears), in
   * order, and costs CONTRACT_RULES.defaultPoints reputation points.
   */
  private defaultContracts(estate: SimEstate): void {
    for (const contract of estate.contracts) {
      if (contract.status !== 'accepted' || contract.dueDay >= this.day) continue;
      const paid = Math.min(estate.money, contractPenalty(contract));
      if (paid > 0) this.post(estate, -paid, 'contract_penalty');
      contract.status = 'defaulted';
      contract.penalty = paid;
      this.addReputationPoints(estate, -CONTRACT_RULES.defaultPoints);
    }
  }

  /**
   * BlocksService.protect (decideProtect): the block is protected against the region's forecast
   * event on `eventDay`, paid per hectare through the ledger (`weather_protection`). Answers the cost.
   */
  protectBlock(estate: SimEstate, plot: SimPlot, block: SimBlock, eventDay: number): number {
    const plan = decided(
      decideProtect({
        day: this.day,
        estate,
        block: {
          name: 'Block',
          size: block.size,
          region: plot.region,
          plantedDay: block.plantedDay,
          lastHarvestYear: block.lastHarvestYear,
        },
        eventDay,
        protectedDays: block.protectedDays ?? [],
        work: block.work ?? [],
      }),
    );
    this.postPlan(estate, plan.postings);
    // the days of past years no longer matter (the harvest reads the vintage's: vintageWeatherLoss)
    const yearStart = yearStartDay(this.day);
    block.protectedDays = [...(block.protectedDays ?? []).filter((d) => d >= yearStart), eventDay];
    return plan.cost;
  }

  /** A lot as decideWineSale reads it (the simulator's lots have no name; the vintage is the bottling's year). */
  private wineLotFacts(estate: SimEstate, lot: SimWineLot): WineLotFacts {
    return {
      id: lot.id,
      name: 'Wine',
      vintage: gameTimeFromDayIndex(lot.bottledDay).year,
      region: lot.region ?? estate.region,
      variety: lot.variety,
      quality: lot.quality,
      bottles: lot.bottles,
      bottledBottles: lot.bottledBottles,
      bottledDay: lot.bottledDay,
    };
  }

  /**
   * The estate's market facts for a lot (WineMarketRepository.marketFacts): its pools of the lot's colour
   * and the regional index. The index factor is 1 unless the world computes it
   * (`SimWorldOptions.marketIndex`): one estate is a negligible share of its region's market, so its
   * own sales do not move the index, and the strategies' runs play one strategy's estates alone.
   */
  private wineMarketFacts(estate: SimEstate, lot: SimWineLot): WineMarketFacts {
    return {
      reputationPoints: estate.reputationPoints,
      reputationPointsDay: estate.reputationDay,
      plantedHectares: this.plantedHectares(estate),
      medal: lot.award,
      tiers: WINE_TIERS.map((tier) => {
        const pool = estate.pools.get(POOL_KEYS[lot.colour][tier]);
        const index = this.options.marketIndex
          ? (this.indexToday.get(`${estate.region}:${lot.colour}:${tier}`) ?? null)
          : null;
        return { tier, level: pool?.level ?? null, countedDay: pool?.day ?? null, index };
      }),
      campaigns: estate.campaigns,
      salesRevenue: this.wineSalesRevenue(estate),
    };
  }

  /** Euros the estate's wine sales paid in the distribution window up to today (WineMarketFacts.salesRevenue). */
  wineSalesRevenue(estate: SimEstate): number {
    const from = this.day - DISTRIBUTION.windowDays;
    const sales = estate.wineSalesPaid;
    while (sales.length > 0 && sales[0]!.day <= from) sales.shift();
    return sales.reduce((sum, s) => sum + s.revenue, 0);
  }

  /**
   * A batch crushed with the colour's young preset (decideCrush, as CellarService.createBatch) and
   * sold whole to the bulk buyers the day its fermentation ends (decideBulkWineSale, as
   * CellarService.sellBulk), freeing its tank litres. Refused without tank space or money.
   */
  crushForBulk(estate: SimEstate, variety: GrapeVariety, quality: number, kilograms: number): number {
    const preset = grapeColor(variety) === 'white' ? 'fresh_white' : 'joven_red';
    const batch = this.crushBatch(estate, variety, quality, kilograms, preset);
    this.pendingBulk.push({ estate, batch });
    return batch.litres;
  }

  /** The bulk batches whose fermentation has ended are sold, all their litres. */
  private sellBulk(): void {
    for (const { estate, batch } of this.pendingBulk) {
      if (estate.closed || batch.status !== 'active' || batch.schedule.fermentationEndDay > this.day) continue;
      const plan = decided(
        decideBulkWineSale({ day: this.day, batch: this.batchFacts(estate, batch), litres: batch.litres }),
      );
      this.postPlan(estate, plan.postings);
      batch.litres = plan.batch.litres;
      batch.status = plan.batch.status;
    }
    this.pendingBulk = this.pendingBulk.filter((b) => !b.estate.closed && b.batch.status === 'active');
  }

  /** A lot as the exchange prices it (ExchangeService: the wine's identity, kept by a trade). */
  private exchangeWine(estate: SimEstate, lot: SimWineLot): ExchangeWineFacts {
    return {
      id: lot.id,
      region: lot.region ?? estate.region,
      variety: lot.variety,
      quality: lot.quality,
      bottledDay: lot.bottledDay,
      bottledBottles: lot.bottledBottles,
      medal: lot.award,
    };
  }

  /** What the estate may still spend on the exchange today (a new estate's limit; Infinity past it). */
  exchangeAllowance(estate: SimEstate): number {
    return exchangeAllowance(estate.foundedDay, estate.exchangeSpent, this.day);
  }

  /** The prices a bottle of the lot may be offered at today (exchangeBand). */
  exchangeBand(estate: SimEstate, lot: SimWineLot): { min: number; max: number } {
    return exchangeBand(this.exchangeWine(estate, lot), this.day);
  }

  /** ExchangeService.offer (decideWineOffer): the bottles leave the lot at once, reserved for the offer. */
  offerWine(
    estate: SimEstate,
    lot: SimWineLot,
    bottles: number,
    price: number,
    durationDays: number = OFFER_DURATION_DAYS.default,
  ): SimOffer {
    if (!estate.lots.includes(lot) || estate.closed) throw new SimRefusal('not your lot', 'NOT_FOUND');
    const plan = decided(
      decideWineOffer({
        day: this.day,
        wine: this.exchangeWine(estate, lot),
        lot: { name: 'Wine', bottles: lot.bottles },
        bottles,
        price,
        durationDays,
      }),
    );
    lot.bottles = plan.lot.bottles;
    const offer: SimOffer = {
      seller: estate,
      lot,
      price: plan.price,
      bottlesLeft: plan.bottles,
      expiresDay: plan.expiresDay,
      status: 'open',
    };
    this.offers.push(offer);
    return offer;
  }

  /**
   * ExchangeService.buy (decideOfferPurchase): the buyer pays price × bottles, the seller receives
   * that less the fee (destroyed); the bottles become a lot in the buyer's cellar that keeps the
   * wine's identity (its id, from which the critics' score derives, its producer's region, quality,
   * bottling and medal).
   */
  buyOffer(buyer: SimEstate, offer: SimOffer, bottles: number): SimWineLot {
    if (buyer.closed) throw new SimRefusal('closed estate', 'NOT_FOUND');
    const plan = decided(
      decideOfferPurchase({
        day: this.day,
        buyer: {
          money: buyer.money,
          arrears: buyer.arrears,
          ownsSeller: buyer.accountId === offer.seller.accountId,
          foundedDay: buyer.foundedDay,
          exchangeSpent: buyer.exchangeSpent,
        },
        offer: {
          status: offer.status,
          live: this.day < offer.expiresDay,
          bottlesLeft: offer.bottlesLeft,
          price: offer.price,
          wine: 'Wine',
          producer: `Estate ${offer.seller.id}`,
        },
        bottles,
      }),
    );
    this.postAll(
      plan.postings.map((p) => ({
        estate: p.estate === 'buyer' ? buyer : offer.seller,
        amount: p.amount,
        kind: p.kind,
      })),
    );
    offer.bottlesLeft = plan.offer.bottlesLeft;
    offer.status = plan.offer.status;
    buyer.exchangeSpent += plan.quote.total;
    const lot: SimWineLot = {
      ...offer.lot,
      bottles: plan.lot.bottles,
      region: offer.lot.region ?? offer.seller.region,
    };
    buyer.lots.push(lot);
    return lot;
  }

  /** ExchangeTick: an open offer closes on its expiry day and its unsold bottles go back to the lot. */
  private expireOffers(): void {
    for (const offer of this.offers) {
      if (offer.status !== 'open' || this.day < offer.expiresDay) continue;
      offer.status = 'expired';
      offer.lot.bottles += offer.bottlesLeft;
      offer.bottlesLeft = 0;
    }
  }

  /** PlotsService.buy (decideLandPurchase): undeveloped land at base price × hectares; the terroir is surveyed once bought. */
  buyUndeveloped(estate: SimEstate, hectares: number): SimPlot {
    const plan = decided(decideLandPurchase({ region: estate.region, size: hectares, funds: estate }));
    this.postPlan(estate, plan.postings);
    const plot = this.newPlot(estate.region, plan.size, generateTerroir(estate.region, this.rng), plan.price);
    estate.plots.push(plot);
    return plot;
  }

  /** ListingsService.list (decideListing): bare land only, not listed yet, priced within the band around its valuation. */
  list(plot: SimPlot, price: number): void {
    const plan = decided(
      decideListing({ plot: listedPlot(plot), blocks: plot.blocks.length, listed: plot.listedAt !== null, price }),
    );
    plot.listedAt = plan.price;
  }

  /** ListingsService.update (decideListingChange): a new price for a plot on offer, within the band. */
  changeListing(plot: SimPlot, price: number): void {
    const plan = decided(decideListingChange({ plot: listedPlot(plot), listed: plot.listedAt !== null, price }));
    plot.listedAt = plan.price ?? plot.listedAt;
  }

  /** Buys a plot another player listed (decideListingPurchase, as MarketplaceService.purchase). */
  buyListing(buyer: SimEstate, seller: SimEstate, plot: SimPlot): void {
    const price = plot.listedAt;
    if (price === null || !seller.plots.includes(plot)) throw new SimRefusal('not for sale', 'LISTING_NOT_FOR_SALE');
    const plan = decided(
      decideListingPurchase({
        buyer: { money: buyer.money, arrears: buyer.arrears, ownsSeller: buyer.accountId === seller.accountId },
        seller: 'player',
        listing: { price, live: true },
        plot: { name: `Plot ${plot.id}`, size: plot.size },
      }),
    );
    this.postAll(
      plan.postings.map((p) => ({ estate: p.estate === 'buyer' ? buyer : seller, amount: p.amount, kind: p.kind })),
    );
    seller.plots = seller.plots.filter((p) => p !== plot);
    plot.listedAt = null;
    plot.price = plan.plot.price;
    plot.maintenanceCost = plan.plot.maintenanceCost;
    buyer.plots.push(plot);
  }

  valuation(plot: SimPlot): number {
    return landValuation(plot.region, plot.size, plot.terroir);
  }

  /** Moves the clock one day and applies that day's tick: the vineyard lifecycle, then the upkeep. */
  advance(): void {
    this.day += 1;
    const { month, year } = gameTimeFromDayIndex(this.day);
    // in arrears since an earlier day (estates.arrears_since < day): untended vines, reputation lost
    // — not yet for an upkeep this day's tick leaves unpaid
    const owing = new Set(this.openEstates().filter((e) => e.arrears > 0));
    const effects = new Map<RegionKey, number>();
    for (const estate of this.openEstates()) {
      const blocks = estateBlocks(estate);
      if (blocks.length === 0) continue;
      let effect = effects.get(estate.region);
      if (effect === undefined) {
        effect = weatherEffectOn(estate.region, this.day);
        effects.set(estate.region, effect);
      }
      const event = weatherEventFor(estate.region, this.day);
      for (const block of blocks) {
        // the tick's late harvest (the lifecycle statement): what was left on the vine, on the day's starting health
        if (block.status === 'harvesting' && isAutoHarvestDay(this.day)) this.autoHarvest(estate, block);
        block.quality = blockQuality(block.potential, block.health);
        const harvested = block.lastHarvestYear !== null && block.lastHarvestYear >= year;
        const status = blockStatus(this.day - block.plantedDay, month, harvested);
        // the day's weather event hurts the block unless it is protected for the day, or it is
        // mildew and the block was sprayed this season (the lifecycle statement's `sprayed`)
        const damage = weatherEventDamage(
          event,
          status,
          (block.protectedDays?.includes(this.day) ?? false) ||
            (event !== null && workShields(event, block.work ?? [])),
        );
        block.health = nextHealth(block.health, block.suitability, effect, owing.has(estate), damage);
        block.status = status;
      }
    }
    // the tick's order: the sales managers' sales (staff-sales), the vineyard managers' work (staff-vineyard), the upkeep, the storage charge, the wages
    if (isWageDay(this.day))
      for (const estate of this.openEstates()) {
        this.staffSales(estate);
        if (isVineyardManagerDay(this.day)) this.vineyardManagerWork(estate);
      }
    if (isUpkeepDay(this.day)) for (const estate of this.openEstates()) this.chargeUpkeep(estate);
    if (isStorageChargeDay(this.day)) for (const estate of this.openEstates()) this.chargeStorage(estate);
    // the tick's order: storage-charge 21, equipment-upkeep 22, wages 23
    if (isEquipmentUpkeepDay(this.day)) for (const estate of this.openEstates()) this.chargeEquipmentUpkeep(estate);
    if (isWageDay(this.day)) for (const estate of this.openEstates()) this.payWages(estate);
    for (const estate of this.openEstates()) {
      // the critics' reviews of the day, by lot id, within the month's cap (CriticReviewsTick.reviews)
      const reviewed = estate.lots
        .filter((lot) => reviewDay(lot.bottledBottles, lot.bottledDay) === this.day)
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      if (reviewed.length > 0) {
        const month = reputationMonth(this.day);
        if (month !== estate.reviewMonth) {
          estate.reviewMonth = month;
          estate.reviewPointsThisMonth = 0;
        }
        const scores = reviewed.map((lot) => criticScore(lot.id, lot.quality));
        for (const points of reviewReputationPointsCapped(scores, estate.reviewPointsThisMonth)) {
          if (points > 0) estate.reviewPointsThisMonth += points;
          this.addReputationPoints(estate, points);
        }
      }
      if (owing.has(estate)) this.addReputationPoints(estate, -REPUTATION_RULES.arrearsPerDay);
      this.defaultContracts(estate);
    }
    if (this.options.awards) this.giveAwards();
    if (this.options.marketIndex) this.computeMarketIndex();
    if (isHarvestPlanDay(this.day)) this.carryOutPlans();
    this.sellBulk();
    this.expireOffers();
  }

  /**
   * AwardsTick on the first day of a game year: the previous year's medals among the world's lots
   * (awardWinners), each raising its lot's price for good and its estate's reputation.
   */
  private giveAwards(): void {
    const year = awardsYearOn(this.day);
    if (year === null) return;
    const entrants = this.openEstates().flatMap((estate) =>
      estate.lots.map((lot) => ({
        id: lot.id,
        estateId: String(estate.id),
        region: estate.region,
        colour: lot.colour,
        quality: lot.quality,
        bottledBottles: lot.bottledBottles,
        bottledDay: lot.bottledDay,
        estate,
        lot,
      })),
    );
    for (const { lot: winner, medal } of awardWinners(entrants, year)) {
      winner.lot.award = medal;
      this.addReputationPoints(winner.estate, awardReputationPoints(medal));
    }
  }

  /**
   * MarketIndexTick: every region × colour × tier's index for today from the bottles sold over
   * [day − window, day) and the region's estates with vines (`regionalIndex`).
   */
  private computeMarketIndex(): void {
    const from = this.day - MARKET_INDEX.windowDays;
    const sold = new Map<string, number>();
    for (const s of this.wineSales)
      if (s.day >= from && s.day < this.day) {
        const key = `${s.region}:${s.colour}:${s.tier}`;
        sold.set(key, (sold.get(key) ?? 0) + s.bottles);
      }
    const withVines = new Map<RegionKey, number>();
    for (const e of this.openEstates())
      if (e.plots.some((p) => p.blocks.length > 0)) withVines.set(e.region, (withVines.get(e.region) ?? 0) + 1);
    for (const region of REGIONS)
      for (const colour of GRAPE_COLORS)
        for (const tier of WINE_TIERS) {
          const key = `${region}:${colour}:${tier}`;
          this.indexToday.set(key, regionalIndex(tier, withVines.get(region) ?? 0, sold.get(key) ?? 0).index);
        }
  }

  /** The lifecycle statement's harvest of a block left harvesting after the window (no labour paid). */
  private autoHarvest(estate: SimEstate, block: SimBlock): void {
    const work = this.workEffects(estate, block);
    const weather = this.weatherLoss(estate, block);
    const raw = harvestKg(
      block.variety,
      block.size,
      block.rowSpacing,
      block.vineSpacing,
      block.health,
      this.day - block.plantedDay,
    );
    const kg = workedKg(raw, work.yieldPercent + weather.yieldPercent);
    block.lastHarvestYear = gameTimeFromDayIndex(this.day).year;
    if (kg <= 0) return;
    estate.harvestedKg += kg;
    this.pendingPlans.push({
      estate,
      lot: {
        id: String(this.nextLotId++).padStart(12, '0'),
        plan: 'crush',
        variety: block.variety,
        region: estate.region,
        kilograms: kg,
        quality: workedQuality(
          harvestedQuality(block.quality, block.variety, this.day),
          work.qualityPoints + weather.qualityPoints,
        ),
      },
    });
  }

  /** HarvestPlansTick, estate by estate (`carryOutHarvestPlans`); the crushed wine stays in the tanks. */
  private carryOutPlans(): void {
    for (const estate of new Set(this.pendingPlans.map((p) => p.estate))) {
      if (estate.closed) continue;
      const lots = this.pendingPlans.filter((p) => p.estate === estate).map((p) => p.lot);
      const outcomes = carryOutHarvestPlans({ money: estate.money, freeTankLitres: this.freeTankLitres(estate) }, lots);
      const postings: { estate: SimEstate; amount: number; kind: LedgerKind }[] = [];
      const byId = new Map(lots.map((l) => [l.id, l]));
      for (const o of outcomes) {
        if (o.action !== 'crush') continue;
        postings.push({ estate, amount: -o.cost, kind: 'crush' });
        const lot = byId.get(o.lotId)!;
        const colour = grapeColor(lot.variety);
        const plan = WINE_PRESET_INFO[o.preset].plan;
        // the young presets age in steel: the batch stays in the tanks until it is bottled
        estate.batches.push({
          id: this.nextBatchId++,
          variety: lot.variety,
          colour,
          preset: o.preset,
          plan,
          schedule: wineSchedule(colour, plan, this.day),
          litres: o.litres,
          grapeQuality: lot.quality,
          oakStrength: 0,
          status: 'active',
        });
      }
      for (const o of outcomes) if (o.action === 'sell') postings.push({ estate, amount: o.money, kind: 'grape_sale' });
      this.postAll(postings.filter((p) => p.amount !== 0));
    }
    this.pendingPlans = [];
  }

  /** MoneyService.chargeUpkeep for one estate. */
  private chargeUpkeep(estate: SimEstate): void {
    const total = estateUpkeep(estate.plots.map((p) => p.maintenanceCost));
    const { paid, unpaid } = chargeWithArrears(estate.money, total);
    if (total === 0) return;
    // one row per charge, even one the estate could not pay at all (the rest is in arrears)
    estate.money -= paid;
    estate.arrears += unpaid;
    // (0, not -0, when nothing was paid: the database's row)
    this.ledger.push({ estateId: estate.id, day: this.day, kind: 'upkeep', amount: paid > 0 ? -paid : 0 });
  }

  /**
   * StorageChargeTick.charge for one estate (the tick's `storage-charge` step, right after the
   * upkeep): the month's storageCharge for the bottles beyond the store, as much as the estate has
   * (no arrears); a row only for what it paid.
   */
  private chargeStorage(estate: SimEstate): void {
    const { capacity, bottles } = this.bottleStore(estate);
    const paid = Math.min(estate.money, storageCharge(bottles, capacity));
    if (paid <= 0) return;
    estate.money -= paid;
    this.ledger.push({ estateId: estate.id, day: this.day, kind: 'storage_charge', amount: -paid });
  }

  /**
   * StaffSalesTick.run for one estate (the tick's `staff-sales` step): a sales manager hired before
   * today sells to the estate's rule (planStaffSales: decideWineSale per lot), unless the estate is
   * in arrears; one ledger row (`wine_sale`) for the month's sales, the lots, pools and the
   * reputation points (their total, once) as the server writes them.
   */
  private staffSales(estate: SimEstate): void {
    const manager = estate.staff
      .filter((s) => s.role === 'salesManager' && s.hiredDay < this.day)
      .sort((a, b) => b.skill - a.skill)[0];
    if (!manager || estate.arrears > 0) return;
    const month = reputationMonth(this.day);
    if (month !== estate.saleMonth) {
      estate.saleMonth = month;
      estate.salePointsThisMonth = 0;
    }
    const held = estate.lots.filter((lot) => lot.bottles > 0);
    const plan = planStaffSales({
      day: this.day,
      rule: estate.salesRule,
      skill: manager.skill,
      lots: held.map((lot) => ({
        lot: this.wineLotFacts(estate, lot),
        colour: lot.colour,
        facts: this.wineMarketFacts(estate, lot),
      })),
      earnedFromSalesThisMonth: estate.salePointsThisMonth,
    });
    if (plan.sales.length === 0) return;
    this.postAll([{ estate, amount: plan.money, kind: 'wine_sale' }]);
    for (const sale of plan.sales) {
      const lot = held.find((l) => l.id === sale.lotId)!;
      lot.bottles = sale.plan.lot.bottles;
      for (const pool of sale.plan.pools)
        estate.pools.set(POOL_KEYS[lot.colour][pool.tier], { level: pool.level, day: pool.countedDay });
      for (const s of sale.plan.sales) {
        estate.wineSalesPaid.push({ day: this.day, revenue: s.revenue });
        if (this.options.marketIndex)
          this.wineSales.push({
            region: estate.region,
            colour: lot.colour,
            tier: s.tier,
            bottles: s.bottles,
            day: this.day,
          });
      }
      if (sale.plan.reputationPoints > 0) estate.salePointsThisMonth += sale.plan.reputationPoints;
    }
    this.addReputationPoints(estate, plan.reputationPoints);
  }

  /**
   * StaffVineyardTick.run for one estate (the tick's `staff-vineyard` step, after the sales): a
   * vineyard manager hired before today has the work due on the estate's blocks done
   * (planVineyardManagerWork: decideVineyardWork per block and kind, at the manager's skill, up to
   * the hectares of the manager and the vineyard workers hired before today), unless the estate is
   * in arrears; one ledger row (`vineyard_work`) for the month's work.
   */
  private vineyardManagerWork(estate: SimEstate): void {
    const manager = estate.staff.find((s) => s.role === 'vineyardManager' && s.hiredDay < this.day);
    if (!manager || estate.arrears > 0) return;
    const blocks = estateBlocks(estate);
    const plan = planVineyardManagerWork({
      day: this.day,
      estate: { money: estate.money, arrears: estate.arrears },
      skill: manager.skill,
      workers: estate.staff.filter((s) => s.role === 'worker' && s.hiredDay < this.day).map((s) => s.skill),
      blocks: blocks.map((block, i) => ({
        ...block,
        id: String(i),
        name: '',
        region: estate.region,
        done: block.work ?? [],
      })),
    });
    if (plan.works.length === 0) return;
    this.postAll([{ estate, amount: -plan.cost, kind: 'vineyard_work' }]);
    for (const w of plan.works)
      (blocks[Number(w.blockId)]!.work ??= []).push({ kind: w.kind, option: w.option, day: w.day });
  }

  /**
   * WagesTick.charge for one estate (the tick's `wages` step, after the storage charge and the
   * equipment's upkeep): the wages
   * of the staff hired before today, as much as the estate has, the rest in arrears (like the
   * upkeep); one row, even one the estate could not pay at all.
   */
  private payWages(estate: SimEstate): void {
    const total = monthlyWages(estate.staff.filter((s) => s.hiredDay < this.day));
    if (total <= 0) return;
    const { paid, unpaid } = chargeWithArrears(estate.money, total);
    estate.money -= paid;
    estate.arrears += unpaid;
    this.ledger.push({ estateId: estate.id, day: this.day, kind: 'wages', amount: paid > 0 ? -paid : 0 });
  }

  /**
   * EquipmentUpkeepTick.charge for one estate (the tick's `equipment-upkeep` step, right after the
   * storage charge): the monthly upkeep of the pieces bought (and the cellar door built) before
   * today, as much as the estate has (no arrears); one row, only for what it paid.
   */
  private chargeEquipmentUpkeep(estate: SimEstate): void {
    const door = estate.cellarDoor && estate.cellarDoor.builtDay < this.day ? estate.cellarDoor.monthlyUpkeep : 0;
    const due =
      door + estate.equipment.filter((e) => e.boughtDay < this.day).reduce((sum, e) => sum + e.monthlyUpkeep, 0);
    const paid = Math.min(estate.money, due);
    if (paid <= 0) return;
    estate.money -= paid;
    this.ledger.push({ estateId: estate.id, day: this.day, kind: 'equipment_upkeep', amount: -paid });
  }

  private refuseInArrears(estate: SimEstate): void {
    if (estate.arrears > 0) throw new SimRefusal('in arrears');
  }

  private newPlot(region: RegionKey, size: number, terroir: Terroir, price: number): SimPlot {
    return {
      id: this.nextPlotId++,
      region,
      size,
      terroir,
      price,
      maintenanceCost: annualMaintenance(price),
      listedAt: null,
      blocks: [],
    };
  }
}
