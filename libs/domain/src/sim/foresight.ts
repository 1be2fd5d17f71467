/**
 * What a winemaker plans a season ahead (issue 31, item 5): the merchants' contracts it can
 * deliver and the weather events worth protecting its blocks against. Both play through SimWorld's
 * actions, i.e. the server's decisions (decideContractAccept, decideContractDelivery, decideProtect).
 */
import { gameTimeFromDayIndex } from '../calendar';
import { CONTRACT_RULES, type ContractOffer } from '../contracts';
import { grapeBuyerPrice } from '../grapes';
import {
  blockStatus,
  HARVEST_TIMING,
  harvestKg,
  harvestWindowDay,
  HEALTH_STEP_PER_DAY,
  nextHarvestWindowDay,
} from '../lifecycle';
import { lotPrice } from '../market';
import { workShields } from '../vineyard-work';
import { cropLoss, forecastFor, protectionCost, weatherEventDamage } from '../weather-events';
import { bottleQuality, bottlesFromLitres } from '../winery';
import {
  SimRefusal,
  type SimBatch,
  type SimBlock,
  type SimContract,
  type SimEstate,
  type SimPlot,
  type SimWineLot,
  type SimWorld,
} from './world';

/** The last day of the harvest window a block is picked on at the latest (strategies.ts's pickToday). */
const HARVEST_WINDOW_LAST_DAY = 59;

/** What a contract is planned to be delivered from: a bottled lot, or a batch that will be bottled by its day. */
type Source = { lot: SimWineLot } | { batch: SimBatch };

/**
 * A merchants' contract player for one estate: each day it accepts the offers of this month's
 * board that it can deliver — from a bottled lot of the colour that meets the quality today, or an
 * active batch that is ready (and so bottled) before the contract's day at that quality, with the
 * bottles not already promised to another contract — when the merchant's price is at least
 * `floor()` (read each day) of the wine's list price (what the pools pay it); and delivers each contract as soon as
 * its wine is in bottle. It never lets a contract default while it holds a wine that meets it.
 */
export function contractPlanner(world: SimWorld, estate: SimEstate, floor: () => number): () => void {
  const planned = new Map<SimContract, Source>();
  const promised = (source: SimWineLot | SimBatch) => {
    let sum = 0;
    for (const [c, s] of planned)
      if (c.status === 'accepted' && ('lot' in s ? s.lot === source : s.batch === source)) sum += c.bottles;
    return sum;
  };
  const reputation = () => world.reputation(estate);
  /** A source of the offer's wine with its bottles free, or null. */
  const sourceFor = (offer: ContractOffer, listPrice: (lot: SimWineLot) => number): Source | null => {
    for (const lot of estate.lots) {
      // (too few bottles even before the promised ones: most lots, sold out)
      if (lot.colour !== offer.colour || lot.region !== undefined || lot.bottles < offer.bottles) continue;
      if (bottleQuality(lot.quality, lot.variety, world.day - lot.bottledDay) < offer.minQuality) continue;
      if (lot.bottles - promised(lot) < offer.bottles) continue;
      if (offer.price < floor() * listPrice(lot)) continue;
      return { lot };
    }
    for (const batch of estate.batches) {
      if (batch.status !== 'active' || batch.colour !== offer.colour) continue;
      // bottled on its ready day, a day before the contract's at the latest
      if (batch.schedule.readyDay >= offer.dueDay) continue;
      if (bottlesFromLitres(batch.litres) - promised(batch) < offer.bottles) continue;
      // its quality when bottled (what it earns by its ready day) must meet the contract's
      const quality = world.batchQualityOn(batch, batch.schedule.readyDay);
      if (quality < offer.minQuality) continue;
      if (offer.price < floor() * lotPrice(quality, estate.region, batch.variety, reputation())) continue;
      return { batch };
    }
    return null;
  };
  const deliver = (contract: SimContract, lot: SimWineLot): boolean => {
    try {
      world.deliverContract(estate, contract, lot);
      return true;
    } catch (error) {
      if (!(error instanceof SimRefusal)) throw error;
      return false;
    }
  };
  return () => {
    const open = () => estate.contracts.filter((c) => c.status === 'accepted').length;
    // a floor of Infinity takes no offer (it still delivers what it took); with the most open, none either
    if (estate.arrears === 0 && floor() !== Infinity && open() < CONTRACT_RULES.maxOpen) {
      // a lot's list price today, read once for all the board's offers (accepting one moves no price)
      const prices = new Map<SimWineLot, number>();
      const listPrice = (lot: SimWineLot) => {
        let price = prices.get(lot);
        if (price === undefined) prices.set(lot, (price = world.wineMarket(estate, lot).price));
        return price;
      };
      for (const offer of world.contractBoard(estate)) {
        if (open() >= CONTRACT_RULES.maxOpen) break;
        if (estate.contracts.some((c) => c.month === offer.month && c.offer === offer.offer)) continue;
        const source = sourceFor(offer, listPrice);
        if (source) planned.set(world.acceptContract(estate, offer.offer), source);
      }
    }
    for (const [contract, source] of planned) {
      if (contract.status !== 'accepted') {
        planned.delete(contract);
        continue;
      }
      const lot = 'lot' in source ? source.lot : estate.lots.find((l) => l.batch === source.batch);
      if (lot && deliver(contract, lot)) continue;
      // the planned wine fell short (a batch bottled fewer bottles, ageing took a point): any other that meets it
      if (contract.dueDay === world.day || (lot && lot.bottles < contract.bottles))
        for (const other of estate.lots)
          if (other !== lot && other.colour === contract.colour && deliver(contract, other)) break;
    }
  };
}

/**
 * Protection against the forecast weather events where it pays: an unprotected event takes its
 * crop loss from the vintage (cropLoss: kilograms and quality, applied at the harvest), and its
 * health loss comes back at HEALTH_STEP_PER_DAY points a day, so it hurts the harvest also when the
 * block is picked before its health is back — rain at harvest on a block still on the vine. The
 * player protects a block against a forecast event when the crop it would lose (the kilograms of a
 * healthy harvest at the region's grape price, the quality points at 1% of that value each) is
 * worth more than the protection, or it would pick the block within the damage's recovery (the
 * first of its variety's best days, `harvestOffset` later, as it picks), when it keeps `reserve`
 * after paying.
 */
export function weatherGuard(world: SimWorld, estate: SimEstate, harvestOffset: number, reserve: number): () => void {
  return () => {
    if (estate.arrears > 0) return;
    const forecast = forecastFor(estate.region, world.day);
    if (forecast.length === 0) return;
    for (const plot of estate.plots)
      for (const block of plot.blocks)
        for (const event of forecast) {
          if (block.protectedDays?.includes(event.day) || workShields(event, block.work ?? [])) continue;
          const { month, year } = gameTimeFromDayIndex(event.day);
          const harvested = block.lastHarvestYear !== null && block.lastHarvestYear >= year;
          const damage = weatherEventDamage(event, blockStatus(event.day - block.plantedDay, month, harvested));
          if (damage === 0) continue;
          const cost = protectionCost(event.kind, block.size);
          const loss = cropLoss(event, blockStatus(event.day - block.plantedDay, month, harvested));
          const picked = nextHarvestWindowDay(event.day);
          const kg = harvestKg(
            block.variety,
            block.size,
            block.rowSpacing,
            block.vineSpacing,
            100,
            picked - block.plantedDay,
          );
          const cropValue = kg * grapeBuyerPrice(estate.region, 70);
          const lost = (cropValue * (-loss.yieldPercent - loss.qualityPoints)) / 100;
          if (lost > cost) {
            if (estate.money - cost >= reserve) protect(world, estate, plot, block, event.day);
            continue;
          }
          // the day it will be picked (as pickToday picks): protected when that is on or after the event, before its health is back
          const recovered = event.day + Math.ceil(damage / HEALTH_STEP_PER_DAY);
          let pickDay: number | null = null;
          for (let day = world.day + 1; day <= recovered && pickDay === null; day++) {
            const status = blockStatus(day - block.plantedDay, gameTimeFromDayIndex(day).month, harvested);
            const at = harvestWindowDay(day);
            if (
              status === 'harvesting' &&
              (at >= HARVEST_TIMING[block.variety].from + harvestOffset || at >= HARVEST_WINDOW_LAST_DAY)
            )
              pickDay = day;
          }
          if (pickDay === null || pickDay < event.day) continue;
          if (estate.money - cost >= reserve) protect(world, estate, plot, block, event.day);
        }
  };
}

function protect(world: SimWorld, estate: SimEstate, plot: SimPlot, block: SimBlock, day: number): void {
  try {
    world.protectBlock(estate, plot, block, day);
  } catch (error) {
    if (!(error instanceof SimRefusal)) throw error;
  }
}
