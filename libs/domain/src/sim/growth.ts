/**
 * A winemaker that grows (issue 35, item 6: the `expander`), kept apart from strategies.ts: it buys
 * winery equipment where it pays (SimWorld.buyEquipment, decideEquipmentPurchase), builds the
 * cellar door where its visitors pay for it and sells to them (buildCellarDoor, sellAtCellarDoor),
 * and hires a sales manager once its wine receipts carry the wage, leaving the month's routine sale
 * to its rule (hire, setSalesRule; the tick sells). Each choice goes through the world's decisions;
 * what it estimates is what a player reads on the screens (prices, receipts, visitors).
 */
import { DAYS_PER_YEAR } from '../calendar';
import { CELLAR_DOOR, cellarDoorDemand, cellarDoorDemandLeft, cellarDoorPrice, cellarDoorUpkeep } from '../cellar-door';
import { EQUIPMENT, EQUIPMENT_KINDS, equipmentPrice, equipmentUpkeep, type EquipmentKind } from '../equipment';
import { bottlesAbovePrice, freeReceipts, REFERENCE_PRICE } from '../market';
import { isWageDay, salesManagerBottles, STAFF, staffCandidates } from '../staff';
import type { SimEstate, SimWineLot, SimWorld } from './world';

/**
 * Years a piece of equipment or the cellar door must pay for itself in (its price and upkeep), for
 * the expander. The functions below take the horizon: 0 buys nothing, Infinity buys each piece as
 * soon as the estate can pay it (the adversary's choices).
 */
export const GROWTH_PAYBACK_YEARS = 3;
/**
 * It hires a sales manager once the wine receipts of the last year reach this many times the
 * candidate's yearly wage (a player who sells enough to delegate the routine sale).
 */
export const MANAGER_RECEIPTS_PER_WAGE = 5;
/**
 * With a sales manager, the player sells itself only while the next bottle fetches this share of
 * the list price (what a full pool would otherwise turn away); the manager sells the month's
 * buyers down to the player's usual floor on the first of the month.
 */
export const DELEGATED_OWN_FLOOR = 0.95;

/** The share of a euro of wine receipts the estate keeps at its receipts of the window (DISTRIBUTION: T/N). */
function keptShare(world: SimWorld, estate: SimEstate): number {
  const free = freeReceipts(world.plantedHectares(estate));
  return free / Math.max(free, world.wineSalesRevenue(estate));
}

/** Bottles the estate bottled in the last game year. */
function bottledLastYear(world: SimWorld, estate: SimEstate): number {
  return estate.lots
    .filter((l) => l.region === undefined && l.bottledDay > world.day - DAYS_PER_YEAR)
    .reduce((sum, l) => sum + l.bottledBottles, 0);
}

/** The euros a year a piece would bring at today's receipts and last year's bottling. */
function equipmentGain(world: SimWorld, estate: SimEstate, kind: EquipmentKind): number {
  const { crushQuality, bottlingSaving } = EQUIPMENT[kind];
  const own = estate.lots.filter((l) => l.region === undefined);
  const bottles = own.reduce((s, l) => s + l.bottledBottles, 0);
  const white =
    bottles > 0 ? own.filter((l) => l.colour === 'white').reduce((s, l) => s + l.bottledBottles, 0) / bottles : 0;
  const points = crushQuality.white * white + crushQuality.red * (1 - white);
  const receipts = world.wineSalesRevenue(estate);
  return (
    receipts * (REFERENCE_PRICE.perPoint ** points - 1) * keptShare(world, estate) +
    bottledLastYear(world, estate) * bottlingSaving
  );
}

/**
 * Buys each piece of equipment whose gain pays its price and upkeep in `years` (Infinity: every
 * piece, at once), keeping `reserve`; answers what it spent.
 */
export function buyPayingEquipment(world: SimWorld, estate: SimEstate, reserve: number, years: number): number {
  const always = years === Infinity;
  if (years <= 0 || estate.arrears > 0 || (!always && world.wineSalesRevenue(estate) <= 0)) return 0;
  const owned = world.equipmentOf(estate);
  let spent = 0;
  for (const kind of EQUIPMENT_KINDS) {
    if (owned.includes(kind)) continue;
    const price = equipmentPrice(kind, world.plantedHectares(estate));
    const cost = price + equipmentUpkeep(price) * 12 * years;
    if (estate.money - price < reserve) continue;
    if (!always && equipmentGain(world, estate, kind) * years < cost) continue;
    spent += world.buyEquipment(estate, kind);
  }
  return spent;
}

/** The estate's own lots with bottles, the dearest first (the door's visitors pay a share over list). */
function byPrice(world: SimWorld, estate: SimEstate): { lot: SimWineLot; price: number }[] {
  return estate.lots
    .filter((l) => l.bottles > 0)
    .map((lot) => ({ lot, price: world.wineMarket(estate, lot).price }))
    .sort((a, b) => b.price - a.price);
}

/**
 * Builds the cellar door once its visitors of a year, buying the estate's dearest wine, would pay
 * its price and upkeep in `years` (at the receipts' kept share; Infinity: as soon as it can pay
 * it), keeping `reserve`; answers what it spent.
 */
export function buildPayingCellarDoor(world: SimWorld, estate: SimEstate, reserve: number, years: number): number {
  if (years <= 0 || estate.cellarDoor || estate.arrears > 0) return 0;
  const price = cellarDoorPrice(world.plantedHectares(estate));
  if (estate.money - price < reserve) return 0;
  if (years === Infinity) return world.buildCellarDoor(estate);
  if (world.wineSalesRevenue(estate) <= 0) return 0;
  const stock = byPrice(world, estate);
  if (stock.length === 0) return 0;
  const bottles = cellarDoorDemand(estate.region, world.reputation(estate), world.day) * 12;
  const yearly =
    bottles * stock[0]!.price * CELLAR_DOOR.premium * keptShare(world, estate) - cellarDoorUpkeep(price) * 12;
  if (yearly * years < price) return 0;
  return world.buildCellarDoor(estate);
}

/** Sells the month's visitors what they still buy, the dearest wine first; answers the money. */
export function sellAtCellarDoor(world: SimWorld, estate: SimEstate): number {
  if (!estate.cellarDoor || estate.arrears > 0) return 0;
  const demand = cellarDoorDemand(estate.region, world.reputation(estate), world.day);
  let left = cellarDoorDemandLeft(demand, world.cellarDoorSoldThisMonth(estate));
  let received = 0;
  if (left <= 0) return 0;
  for (const { lot } of byPrice(world, estate)) {
    const n = Math.min(left, lot.bottles);
    received += world.sellAtCellarDoor(estate, lot, n);
    left -= n;
    if (left <= 0) break;
  }
  return received;
}

/** The estate's sales manager hired before today, if any. */
export function workingManager(world: SimWorld, estate: SimEstate): boolean {
  return estate.staff.some((s) => s.role === 'salesManager' && s.hiredDay < world.day);
}

/**
 * Hires a sales manager once the last year's wine receipts reach MANAGER_RECEIPTS_PER_WAGE times the
 * wage: this month's cheapest candidate who sells the bottles the estate sold a month last year (the
 * ablest when none does), keeping `reserve`. Answers the hiring fee (0: none hired).
 */
export function hireSalesManager(world: SimWorld, estate: SimEstate, reserve: number): number {
  if (estate.arrears > 0 || estate.staff.some((s) => s.role === 'salesManager')) return 0;
  const monthly = estate.lots.reduce((s, l) => s + l.bottledBottles - l.bottles, 0) / Math.max(1, world.day / 30);
  const candidates = staffCandidates(String(estate.id), world.day).filter((c) => c.role === 'salesManager');
  const able = candidates.filter((c) => salesManagerBottles(c.skill) >= monthly).sort((a, b) => a.wage - b.wage);
  const pick = able[0] ?? [...candidates].sort((a, b) => b.skill - a.skill)[0];
  if (!pick || world.wineSalesRevenue(estate) < MANAGER_RECEIPTS_PER_WAGE * pick.wage * 12) return 0;
  if (estate.money - pick.hiringFee < reserve) return 0;
  world.hire(estate, pick.id);
  return pick.hiringFee;
}

/**
 * The sales rule for tomorrow's sale (set on the day before each wage day): every wine, the share of
 * its bottles that the buyers take above `floor` of the list price (the month's routine sale the
 * player leaves to the manager), within the rule's bounds.
 */
export function setMonthlyRule(world: SimWorld, estate: SimEstate, floor: number): void {
  if (!isWageDay(world.day + 1) || !estate.staff.some((s) => s.role === 'salesManager')) return;
  const above = new Map<string, number>();
  let bottles = 0;
  for (const lot of estate.lots) {
    if (lot.bottles <= 0) continue;
    bottles += lot.bottles;
    const n = bottlesAbovePrice(world.wineMarket(estate, lot).pools, floor);
    above.set(lot.colour, Math.max(above.get(lot.colour) ?? 0, n));
  }
  if (bottles <= 0) return;
  const target = [...above.values()].reduce((a, b) => a + b, 0);
  const sharePercent = Math.min(
    STAFF.maxSharePercent,
    Math.max(STAFF.minSharePercent, Math.round((100 * target) / bottles)),
  );
  world.setSalesRule(estate, { sharePercent, minQuality: 0 });
}
