/**
 * The simulator's world (ECONOMY.md §8): accounts, estates, plots, blocks and a ledger, moved day
 * by day with the same pure rules the server's services and tick use. Every change of money is a
 * ledger row; money never goes below zero (an unpaid upkeep becomes arrears, which money coming
 * in pays first, as in backend/src/money). Deterministic: all chance comes from one seeded PRNG.
 */
import { BLOCK_LIMITS, type TrellisSystem } from '../blocks';
import { gameTimeFromDayIndex } from '../calendar';
import { MAX_ESTATES_PER_USER } from '../constants';
import {
  arrearsPayable,
  chargeWithArrears,
  estateUpkeep,
  headStartBlock,
  isUpkeepDay,
  landSaleFee,
  listingPriceRange,
  plantingCost,
  startingGrant,
  type LedgerKind,
} from '../economy';
import type { EstateTemplate } from '../estates';
import {
  blockPotential,
  blockQuality,
  blockStatus,
  harvestedQuality,
  harvestKg,
  harvestLabourCost,
  NEW_BLOCK_HEALTH,
  nextHealth,
  weatherHealthEffect,
  type LifecycleStatus,
} from '../lifecycle';
import type { RegionKey } from '../regions';
import { varietyScore } from '../suitability';
import {
  annualMaintenance,
  generateTerroir,
  LAND_PURCHASE_LIMITS,
  landValuation,
  seededRandom,
  templatePlotSizes,
  undevelopedLandPrice,
  type Random,
  type Terroir,
} from '../terroir';
import type { GrapeVariety } from '../varieties';
import { weatherFor } from '../weather';
import { grapeBuyerCapacity, grapeBuyerSeason, quoteGrapeSale } from '../grapes';
import { carryOutHarvestPlans, isAutoHarvestDay, isHarvestPlanDay, type PlannedLot } from '../harvest-plans';
import { grapeColor } from '../varieties';
import { bulkWineRevenue, crush, FERMENTATION_DAYS, STARTER_CELLARS, VESSELS } from '../winery';

export interface SimAccount {
  id: number;
  /** Estates this account ever founded (the grant counter, users.estates_founded). */
  estatesFounded: number;
}

export interface SimBlock {
  variety: GrapeVariety;
  size: number;
  rowSpacing: number;
  vineSpacing: number;
  suitability: number;
  potential: number;
  health: number;
  quality: number;
  plantedDay: number;
  lastHarvestYear: number | null;
  status: LifecycleStatus;
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
  /** Tank litres the cellar holds, and those in use. */
  tankLitres: number;
  tankUsed: number;
}

/** Wine crushed for bulk, sold the day its fermentation ends. */
interface PendingBulk {
  estate: SimEstate;
  litres: number;
  quality: number;
  sellDay: number;
}

export interface LedgerRow {
  estateId: number;
  day: number;
  kind: LedgerKind;
  amount: number;
}

/** Why an action was refused (the server answers these with 400/409). */
export class SimRefusal extends Error {}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

export class SimWorld {
  /** The current game day (estates founded before the first `advance` are founded on day 0). */
  day = 0;
  readonly rng: Random;
  readonly ledger: LedgerRow[] = [];
  readonly accounts: SimAccount[] = [];
  readonly estates: SimEstate[] = [];
  private nextPlotId = 1;
  private readonly pendingBulk: PendingBulk[] = [];
  /** Lots the tick picked on November 1, waiting for their plans (every simulated block plans the crush). */
  private pendingPlans: { estate: SimEstate; lot: PlannedLot }[] = [];
  private nextLotId = 1;

  constructor(seed: number) {
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

  /** Founds an estate with the template's plots (terroir surveyed, priced at valuation) and its grant. */
  found(account: SimAccount, template: EstateTemplate, region: RegionKey): SimEstate {
    if (this.openEstates(account.id).length >= MAX_ESTATES_PER_USER) throw new SimRefusal('too many estates');
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
      tankUsed: 0,
    };
    this.estates.push(estate);
    this.post(estate, startingGrant(account.estatesFounded), 'grant');
    account.estatesFounded += 1;
    for (const size of templatePlotSizes(template)) {
      const terroir = generateTerroir(region, this.rng);
      estate.plots.push(this.newPlot(region, size, terroir, landValuation(region, size, terroir)));
    }
    // EstatesService.create: the head start on the largest plot, mature, free (part of the grant)
    const largest = estate.plots.reduce((a, p) => (p.size > a.size ? p : a));
    const spec = headStartBlock(region, largest.terroir, largest.size);
    const potential = blockPotential(spec.suitability, spec.trellisSystem, spec.rowSpacing, spec.vineSpacing);
    largest.blocks.push({
      variety: spec.grapeVariety,
      size: spec.size,
      rowSpacing: spec.rowSpacing,
      vineSpacing: spec.vineSpacing,
      suitability: spec.suitability,
      potential,
      health: NEW_BLOCK_HEALTH,
      quality: blockQuality(potential, NEW_BLOCK_HEALTH),
      plantedDay: this.day - spec.ageDays,
      lastHarvestYear: null,
      status: blockStatus(spec.ageDays, gameTimeFromDayIndex(this.day).month, false),
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

  /** BlocksService.create: fits the plot, not while listed, refused in arrears, planting charged. */
  plant(
    estate: SimEstate,
    plot: SimPlot,
    variety: GrapeVariety,
    size: number,
    rowSpacing: number,
    vineSpacing: number,
    trellis: TrellisSystem = 'vsp',
  ): SimBlock {
    size = round2(size);
    if (plot.listedAt !== null) throw new SimRefusal('listed');
    if (size < BLOCK_LIMITS.size.min || size > this.freeHectares(plot) + 1e-9) throw new SimRefusal('does not fit');
    if (rowSpacing < BLOCK_LIMITS.rowSpacing.min || vineSpacing < BLOCK_LIMITS.vineSpacing.min)
      throw new SimRefusal('spacing');
    this.refuseInArrears(estate);
    this.post(estate, -plantingCost(size, rowSpacing, vineSpacing), 'planting');
    const suitability = varietyScore(variety, plot.region, plot.terroir);
    const potential = blockPotential(suitability, trellis, rowSpacing, vineSpacing);
    const block: SimBlock = {
      variety,
      size,
      rowSpacing,
      vineSpacing,
      suitability,
      potential,
      health: NEW_BLOCK_HEALTH,
      quality: blockQuality(potential, NEW_BLOCK_HEALTH),
      plantedDay: this.day,
      lastHarvestYear: null,
      status: 'planting',
    };
    plot.blocks.push(block);
    return block;
  }

  freeHectares(plot: SimPlot): number {
    return round2(plot.size - plot.blocks.reduce((sum, b) => sum + b.size, 0));
  }

  /**
   * BlocksService.harvest: only while 'harvesting'; the pickers are paid (harvestLabourCost,
   * refused without the money); answers the kilograms and their quality (the block's, with the
   * day's timing effect: harvestedQuality).
   */
  harvest(estate: SimEstate, block: SimBlock): { kg: number; quality: number } {
    if (block.status !== 'harvesting') throw new SimRefusal('not ready');
    const kg = harvestKg(
      block.variety,
      block.size,
      block.rowSpacing,
      block.vineSpacing,
      block.health,
      this.day - block.plantedDay,
    );
    this.post(estate, -harvestLabourCost(kg), 'harvest_labour');
    block.lastHarvestYear = gameTimeFromDayIndex(this.day).year;
    block.status = 'mature';
    estate.harvestedKg += kg;
    return { kg, quality: harvestedQuality(block.quality, block.variety, this.day) };
  }

  /** GrapesService.sell: the grape buyers' pool integral, then the cooperative (quoteGrapeSale). */
  sellGrapes(estate: SimEstate, region: RegionKey, quality: number, kilograms: number): number {
    const season = grapeBuyerSeason(this.day);
    const planted = estate.plots.reduce((sum, p) => sum + p.blocks.reduce((s, b) => s + b.size, 0), 0);
    const usedKg = estate.grapeBuyersUsed.get(season) ?? 0;
    const quote = quoteGrapeSale({ region, quality, capacityKg: grapeBuyerCapacity(planted), usedKg }, kilograms);
    estate.grapeBuyersUsed.set(season, usedKg + quote.buyersKg);
    this.post(estate, quote.money, 'grape_sale');
    return quote.money;
  }

  /** WineryService.buyVessels for tanks. */
  buyTanks(estate: SimEstate, count: number): void {
    this.post(estate, -VESSELS.tank.price * count, 'vessel_purchase');
    estate.tankLitres += VESSELS.tank.litres * count;
  }

  /**
   * WineryService.createBatch with a plan that is sold as bulk the day its fermentation ends
   * (WineryService.sellBulk), freeing its tank litres. Refused without tank space.
   */
  crushForBulk(estate: SimEstate, variety: GrapeVariety, quality: number, kilograms: number): number {
    const colour = grapeColor(variety);
    const pressed = crush(colour, kilograms, false);
    if (estate.tankUsed + pressed.litres > estate.tankLitres) throw new SimRefusal('no tank space');
    this.post(estate, -pressed.cost, 'crush');
    estate.tankUsed += pressed.litres;
    this.pendingBulk.push({
      estate,
      litres: pressed.litres,
      quality,
      sellDay: this.day + FERMENTATION_DAYS[colour].standard,
    });
    return pressed.litres;
  }

  /** PlotsService.buy: undeveloped land at base price × hectares; the terroir is surveyed once bought. */
  buyUndeveloped(estate: SimEstate, hectares: number): SimPlot {
    const size = round1(hectares);
    if (size < LAND_PURCHASE_LIMITS.minHa || size > LAND_PURCHASE_LIMITS.maxHa) throw new SimRefusal('size');
    this.refuseInArrears(estate);
    const price = undevelopedLandPrice(estate.region, size);
    this.post(estate, -price, 'land_purchase');
    const plot = this.newPlot(estate.region, size, generateTerroir(estate.region, this.rng), price);
    estate.plots.push(plot);
    return plot;
  }

  /** ListingsService.list: bare land only, priced within the band around its valuation. */
  list(plot: SimPlot, price: number): void {
    if (plot.blocks.length > 0) throw new SimRefusal('has blocks');
    const { min, max } = listingPriceRange(this.valuation(plot));
    if (price < min || price > max) throw new SimRefusal('price out of band');
    plot.listedAt = price;
  }

  /** MarketplaceService.purchase between players: the buyer pays, the seller is paid and pays the 2% fee. */
  buyListing(buyer: SimEstate, seller: SimEstate, plot: SimPlot): void {
    const price = plot.listedAt;
    if (price === null || !seller.plots.includes(plot)) throw new SimRefusal('not for sale');
    if (buyer.accountId === seller.accountId) throw new SimRefusal('own plot');
    if (buyer.money < price) throw new SimRefusal('insufficient funds');
    this.refuseInArrears(buyer);
    this.postAll([
      { estate: buyer, amount: -price, kind: 'land_purchase' },
      { estate: seller, amount: price, kind: 'land_sale' },
      { estate: seller, amount: -landSaleFee(price), kind: 'fee' },
    ]);
    seller.plots = seller.plots.filter((p) => p !== plot);
    plot.listedAt = null;
    plot.price = price;
    plot.maintenanceCost = annualMaintenance(price);
    buyer.plots.push(plot);
  }

  valuation(plot: SimPlot): number {
    return landValuation(plot.region, plot.size, plot.terroir);
  }

  /** Moves the clock one day and applies that day's tick: the vineyard lifecycle, then the upkeep. */
  advance(): void {
    this.day += 1;
    const { month, year } = gameTimeFromDayIndex(this.day);
    const effects = new Map<RegionKey, number>();
    for (const estate of this.openEstates()) {
      const blocks = estate.plots.flatMap((p) => p.blocks);
      if (blocks.length === 0) continue;
      let effect = effects.get(estate.region);
      if (effect === undefined) {
        effect = weatherHealthEffect(weatherFor(estate.region, this.day));
        effects.set(estate.region, effect);
      }
      for (const block of blocks) {
        // the tick's late harvest (the lifecycle statement): what was left on the vine, on the day's starting health
        if (isAutoHarvestDay(this.day) && block.status === 'harvesting') this.autoHarvest(estate, block);
        block.quality = blockQuality(block.potential, block.health);
        block.health = nextHealth(block.health, block.suitability, effect, estate.arrears > 0);
        const harvested = block.lastHarvestYear !== null && block.lastHarvestYear >= year;
        block.status = blockStatus(this.day - block.plantedDay, month, harvested);
      }
    }
    if (isUpkeepDay(this.day)) for (const estate of this.openEstates()) this.chargeUpkeep(estate);
    if (isHarvestPlanDay(this.day)) this.carryOutPlans();
    for (const bulk of this.pendingBulk.filter((b) => b.sellDay === this.day)) {
      if (bulk.estate.closed) continue;
      this.post(bulk.estate, bulkWineRevenue(bulk.estate.region, bulk.quality, bulk.litres), 'bulk_wine_sale');
      bulk.estate.tankUsed -= bulk.litres;
    }
  }

  /** The lifecycle statement's harvest of a block left harvesting after the window (no labour paid). */
  private autoHarvest(estate: SimEstate, block: SimBlock): void {
    const kg = harvestKg(
      block.variety,
      block.size,
      block.rowSpacing,
      block.vineSpacing,
      block.health,
      this.day - block.plantedDay,
    );
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
        quality: harvestedQuality(block.quality, block.variety, this.day),
      },
    });
  }

  /** HarvestPlansTick, estate by estate (`carryOutHarvestPlans`); the crushed wine stays in the tanks. */
  private carryOutPlans(): void {
    for (const estate of new Set(this.pendingPlans.map((p) => p.estate))) {
      if (estate.closed) continue;
      const lots = this.pendingPlans.filter((p) => p.estate === estate).map((p) => p.lot);
      const outcomes = carryOutHarvestPlans(
        { money: estate.money, freeTankLitres: Math.max(0, estate.tankLitres - estate.tankUsed) },
        lots,
      );
      const postings: { estate: SimEstate; amount: number; kind: LedgerKind }[] = [];
      for (const o of outcomes) {
        if (o.action !== 'crush') continue;
        postings.push({ estate, amount: -o.cost, kind: 'crush' });
        estate.tankUsed += o.litres;
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
    this.ledger.push({ estateId: estate.id, day: this.day, kind: 'upkeep', amount: -paid });
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
