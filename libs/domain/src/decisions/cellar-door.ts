/**
 * The cellar door (issue 35, item 1; cellar-door.ts): building it once, and selling a lot's bottles
 * to its visitors (CellarDoorService.build and .sell; SimWorld.buildCellarDoor and .sellAtCellarDoor).
 */
import {
  cellarDoorBottlePrice,
  cellarDoorDemand,
  cellarDoorDemandLeft,
  cellarDoorPrice,
  cellarDoorUpkeep,
} from '../cellar-door';
import { formatMoney } from '../format';
import { distributedRevenue } from '../market';
import { MESSAGES } from '../messages';
import type { RegionKey } from '../regions';
import { refuse, refuseField, type Decision, type EstateFunds, type PlannedPosting } from './decision';
import { lotMarket, type WineLotFacts, type WineMarketFacts } from './sell-wine';

const c = MESSAGES.cellarDoor;

export interface CellarDoorBuildInput {
  estate: EstateFunds & { plantedHectares: number };
  /** Whether the estate has its cellar door already (read under its `money` lock). */
  built: boolean;
  day: number;
}

export interface CellarDoorBuildPlan {
  door: { price: number; monthlyUpkeep: number; builtDay: number };
  postings: readonly PlannedPosting[];
  message: string;
}

/** The cellar door at its price for the planted hectares; refused when built, in arrears or without the money, in that order. */
export function decideCellarDoorBuild(input: CellarDoorBuildInput): Decision<CellarDoorBuildPlan> {
  const { estate, built, day } = input;
  if (built) return refuse('CELLAR_DOOR_BUILT');
  if (estate.arrears > 0) return refuse('ESTATE_IN_ARREARS');
  const price = cellarDoorPrice(estate.plantedHectares);
  if (estate.money < price) return refuse('INSUFFICIENT_FUNDS', c.notEnoughMoney(formatMoney(price)));
  const monthlyUpkeep = cellarDoorUpkeep(price);
  return {
    ok: true,
    door: { price, monthlyUpkeep, builtDay: day },
    postings: [{ amount: -price, kind: 'cellar_door_build', description: c.ledgerBuilt }],
    message: c.builtMessage(formatMoney(monthlyUpkeep)),
  };
}

export interface CellarDoorSaleInput {
  day: number;
  region: RegionKey;
  /** Whether the estate has its cellar door. */
  built: boolean;
  lot: WineLotFacts;
  /** The lot's market facts, as a pool sale reads them (its list price, the distribution window's receipts). */
  facts: WineMarketFacts | undefined;
  /** Bottles asked for (unchecked input). */
  bottles: unknown;
  /** Bottles the estate sold at its cellar door this game month (all its lots). */
  soldThisMonth: number;
}

export interface CellarDoorSalePlan {
  /** The month's demand, and what is left of it after the sale. */
  demand: number;
  demandLeft: number;
  /** € a bottle the visitors pay (the pools' list price × CELLAR_DOOR.premium). */
  bottlePrice: number;
  /** Whole euros the visitors pay, and what the estate receives after distribution. */
  gross: number;
  money: number;
  postings: readonly PlannedPosting[];
  /** The lot afterwards. */
  lot: { bottles: number };
  /** The sale as recorded (the month's demand left is read from these). */
  sale: { bottles: number; revenue: number; day: number };
  message: string;
}

/**
 * Bottles of a lot to the cellar door's visitors: refused for a bad count, without a cellar door,
 * beyond the lot's bottles or beyond what is left of the month's demand, in that order. The
 * visitors pay the pools' list price of the lot's market tier (lotMarket) times the premium; the
 * sale counts in the estate's wine receipts like a pool sale (distributedRevenue), so splitting it
 * or moving it between channels never gains.
 */
export function decideCellarDoorSale(input: CellarDoorSaleInput): Decision<CellarDoorSalePlan> {
  const { day, lot, bottles } = input;
  if (typeof bottles !== 'number' || !Number.isInteger(bottles) || bottles < 1)
    return refuseField('VALIDATION_FAILED', 'bottles', c.bottlesInvalid);
  if (!input.built) return refuse('CELLAR_DOOR_NOT_BUILT');
  if (bottles > lot.bottles)
    return refuseField('NOT_ENOUGH_WINE', 'bottles', MESSAGES.winery.bottlesTooMany(lot.bottles));
  const market = lotMarket(lot, input.facts, day);
  const demand = cellarDoorDemand(input.region, market.reputation, day);
  const left = cellarDoorDemandLeft(demand, input.soldThisMonth);
  if (bottles > left) return refuseField('DEMAND_EXHAUSTED', 'bottles', c.demandLeft(left));
  const bottlePrice = cellarDoorBottlePrice(market.market.price);
  const gross = Math.floor(bottles * bottlePrice + 1e-9);
  const money = distributedRevenue(market.salesRevenue, gross, market.freeReceipts);
  return {
    ok: true,
    demand,
    demandLeft: left - bottles,
    bottlePrice,
    gross,
    money,
    postings: [{ amount: money, kind: 'cellar_door_sale', description: c.ledgerSale(bottles, lot.name, lot.vintage) }],
    lot: { bottles: lot.bottles - bottles },
    sale: { bottles, revenue: money, day },
    message: c.sold(bottles, lot.name, formatMoney(money)),
  };
}
