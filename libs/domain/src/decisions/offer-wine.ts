/**
 * Offering bottled wine on the exchange and withdrawing an offer (ExchangeService.offer and
 * .withdraw): issue 32. The bottles offered leave the lot at once (reserved for the offer); what
 * is unsold goes back when the seller withdraws or the offer expires (the tick).
 */
import { EXCHANGE_REFERENCE_REPUTATION, exchangePriceBand, isOfferDuration, type OfferStatus } from '../exchange';
import { formatGameDay } from '../calendar';
import { formatMoney } from '../format';
import { lotPrice, reviewDay } from '../market';
import { MESSAGES } from '../messages';
import type { RegionKey } from '../regions';
import type { Medal } from '../reputation';
import type { GrapeVariety } from '../varieties';
import { bottleQuality } from '../winery';
import { refuse, refuseField, type Decision } from './decision';
import { lotCriticScore } from './sell-wine';

/** A bottled wine as its price on the exchange depends on it (the lot's identity, which a trade keeps). */
export interface ExchangeWineFacts {
  /** The lot's id: the critics' score and name derive from its first digits (kept by a trade). */
  id: string;
  region: RegionKey;
  variety: GrapeVariety;
  /** Quality at bottling, the bottling day and the bottles bottled (the critics' review depends on them). */
  quality: number;
  bottledDay: number;
  bottledBottles: number;
  medal: Medal | null;
}

/**
 * The wine's reference price on `day` (whole cents not kept): the NPC market's list price
 * (`lotPrice`, market.ts) for its quality after bottle ageing, region, variety, critics' score and
 * medal, at the neutral reputation EXCHANGE_REFERENCE_REPUTATION, without the seller's pool or the
 * regional index. The price band of an offer is taken around it.
 */
export function exchangeReferencePrice(wine: ExchangeWineFacts, day: number): number {
  const quality = bottleQuality(wine.quality, wine.variety, day - wine.bottledDay);
  return lotPrice(quality, wine.region, wine.variety, EXCHANGE_REFERENCE_REPUTATION, lotCriticScore(wine, day), {
    award: wine.medal,
  });
}

/** The band of prices a bottle of this wine may be offered at on `day`. */
export function exchangeBand(wine: ExchangeWineFacts, day: number): { min: number; max: number } {
  return exchangePriceBand(exchangeReferencePrice(wine, day));
}

export interface WineOfferInput {
  day: number;
  wine: ExchangeWineFacts;
  /** The lot's name and the bottles left in it (not yet offered). */
  lot: { name: string; bottles: number };
  bottles: number;
  /** Whole euros a bottle. */
  price: number;
  durationDays: number;
}

export interface WineOfferPlan {
  bottles: number;
  price: number;
  /** The first game day the offer is closed on (the tick returns its unsold bottles that day). */
  expiresDay: number;
  /** The lot afterwards: the offered bottles are reserved. */
  lot: { bottles: number };
  band: { min: number; max: number };
  message: string;
}

const x = MESSAGES.exchange;

/**
 * The first day a wine can be offered: after its critics' review when it has one (the score is part
 * of its price and of what a buyer buys; a review never falls to the holder of a traded lot).
 */
export function offerableFromDay(wine: Pick<ExchangeWineFacts, 'bottledBottles' | 'bottledDay'>): number {
  return reviewDay(wine.bottledBottles, wine.bottledDay) ?? wine.bottledDay;
}

/**
 * Reviewed (or never to be), a duration within bounds, no more bottles than the lot holds, a price
 * within the band.
 */
export function decideWineOffer(input: WineOfferInput): Decision<WineOfferPlan> {
  const { day, lot, bottles, price } = input;
  const from = offerableFromDay(input.wine);
  if (day < from) return refuse('OFFER_TOO_EARLY', x.notYetReviewed(formatGameDay(from)));
  if (!isOfferDuration(input.durationDays))
    return refuseField('OFFER_DURATION_INVALID', 'durationDays', x.durationInvalid);
  if (bottles > lot.bottles) return refuseField('NOT_ENOUGH_WINE', 'bottles', x.bottlesTooMany(lot.bottles));
  const band = exchangeBand(input.wine, day);
  if (price < band.min || price > band.max)
    return refuseField('PRICE_OUT_OF_RANGE', 'price', x.priceOutOfBand(band.min, band.max));
  return {
    ok: true,
    bottles,
    price,
    expiresDay: day + input.durationDays,
    lot: { bottles: lot.bottles - bottles },
    band,
    message: x.offered(bottles, lot.name, formatMoney(price)),
  };
}

export interface OfferWithdrawalInput {
  status: OfferStatus;
  bottlesLeft: number;
}

/** Only an open offer is withdrawn; its unsold bottles go back to the lot. */
export function decideOfferWithdrawal(input: OfferWithdrawalInput): Decision<{ returned: number; message: string }> {
  if (input.status !== 'open') return refuse('OFFER_CLOSED');
  return { ok: true, returned: input.bottlesLeft, message: x.withdrawn(input.bottlesLeft) };
}
