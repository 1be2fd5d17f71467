/**
 * Grapes on the exchange (ExchangeGrapesService; issue 32, item 1): offering kilograms of a fresh
 * grape lot, withdrawing the offer, and buying from it. The rules' figures are grape-exchange.ts.
 */
import { exchangeAllowance, exchangeLimitEndsDay, type OfferStatus } from '../exchange';
import { formatGameDay } from '../calendar';
import { formatMoney } from '../format';
import {
  formatCents,
  GRAPE_OFFER_DAYS,
  GRAPE_OFFER_KG,
  grapeExchangeQuote,
  grapeGraceEndDay,
  grapePriceBand,
  grapeReferenceCents,
  maxGrapeOfferDays,
  type GrapeExchangeQuote,
} from '../grape-exchange';
import { grapeLotKilograms } from '../grapes';
import { MESSAGES } from '../messages';
import type { RegionKey } from '../regions';
import { varietyLabel, type GrapeVariety } from '../varieties';
import { refuse, refuseField, type Decision, type EstateFunds, type PlannedNotice } from './decision';
import type { ExchangePosting } from './buy-offer';

const x = MESSAGES.exchange;

export interface GrapeOfferInput {
  day: number;
  /** The lot as stored: it held `kilograms` on `countedDay` (perishing is computed on read). */
  lot: {
    region: RegionKey;
    variety: GrapeVariety;
    quality: number;
    kilograms: number;
    harvestDay: number;
    countedDay: number;
  };
  kilograms: number;
  /** Whole cents a kilogram. */
  priceCents: number;
  durationDays: number;
}

export interface GrapeOfferPlan {
  kilograms: number;
  priceCents: number;
  /** The first game day the offer is closed on (at the latest, the grapes' last sound day). */
  expiresDay: number;
  /** The lot afterwards: the kilograms left, counted today. */
  lot: { kilograms: number; countedDay: number };
  band: { min: number; max: number };
  message: string;
}

/** The band of prices (whole cents a kilogram) these grapes may be offered at. */
export function grapeOfferBand(lot: { region: RegionKey; quality: number }): { min: number; max: number } {
  return grapePriceBand(grapeReferenceCents(lot.region, lot.quality));
}

/**
 * Sound grapes (within their grace period, with at least a day of it left), a duration that ends
 * by its last day, at least GRAPE_OFFER_KG.min and no more kilograms than the lot holds today, a
 * price within the band.
 */
export function decideGrapeOffer(input: GrapeOfferInput): Decision<GrapeOfferPlan> {
  const { day, lot, kilograms, priceCents, durationDays } = input;
  const maxDays = maxGrapeOfferDays(lot.harvestDay, day);
  if (maxDays < GRAPE_OFFER_DAYS.min) return refuse('GRAPES_TOO_OLD');
  if (!Number.isInteger(durationDays) || durationDays < GRAPE_OFFER_DAYS.min || durationDays > maxDays)
    return refuseField(
      'OFFER_DURATION_INVALID',
      'durationDays',
      x.grapeDurationInvalid(maxDays, formatGameDay(grapeGraceEndDay(lot.harvestDay))),
    );
  const available = grapeLotKilograms(lot.kilograms, lot.harvestDay, lot.countedDay, day);
  if (kilograms > available) return refuseField('NOT_ENOUGH_GRAPES', 'kilograms', x.kilogramsTooMany(available));
  if (kilograms < GRAPE_OFFER_KG.min) return refuseField('NOT_ENOUGH_GRAPES', 'kilograms', x.kilogramsTooFew);
  const band = grapeOfferBand(lot);
  if (priceCents < band.min || priceCents > band.max)
    return refuseField(
      'PRICE_OUT_OF_RANGE',
      'price',
      x.grapePriceOutOfBand(formatCents(band.min), formatCents(band.max)),
    );
  return {
    ok: true,
    kilograms,
    priceCents,
    expiresDay: day + durationDays,
    lot: { kilograms: available - kilograms, countedDay: day },
    band,
    message: x.grapesOffered(kilograms, varietyLabel(lot.variety), formatCents(priceCents)),
  };
}

export interface GrapeOfferWithdrawalInput {
  day: number;
  status: OfferStatus;
  kilogramsLeft: number;
  /** The seller's lot as stored, which the unsold kilograms go back to. */
  lot: { kilograms: number; harvestDay: number; countedDay: number };
}

/** Only an open offer is withdrawn; its unsold kilograms go back to the lot, counted today. */
export function decideGrapeOfferWithdrawal(
  input: GrapeOfferWithdrawalInput,
): Decision<{ returned: number; lot: { kilograms: number; countedDay: number }; message: string }> {
  if (input.status !== 'open') return refuse('OFFER_CLOSED');
  const { lot, day } = input;
  const kept = grapeLotKilograms(lot.kilograms, lot.harvestDay, lot.countedDay, day);
  return {
    ok: true,
    returned: input.kilogramsLeft,
    lot: { kilograms: kept + input.kilogramsLeft, countedDay: day },
    message: x.grapesWithdrawn(input.kilogramsLeft),
  };
}

export interface GrapeOfferPurchaseInput {
  /** The buying estate, as for wine (OfferPurchaseInput): the same new estates' limit counts both. */
  buyer: EstateFunds & { ownsSeller: boolean; foundedDay: number | null; exchangeSpent: number };
  day: number;
  offer: {
    status: OfferStatus;
    live: boolean;
    kilogramsLeft: number;
    priceCents: number;
    variety: GrapeVariety;
    producer: string;
    harvestDay: number;
  };
  kilograms: number;
  /** The price a kilogram in whole cents the buyer saw, when it sent one. */
  expectedPriceCents?: number;
}

export interface GrapeOfferPurchasePlan {
  quote: GrapeExchangeQuote;
  postings: readonly ExchangePosting[];
  insufficientFunds: string;
  offer: { kilogramsLeft: number; status: OfferStatus };
  /** The buyer's new lot: the kilograms, counted today (the harvest day is the offer's). */
  lot: { kilograms: number; countedDay: number };
  sellerNotice: PlannedNotice;
  buyerNotice: PlannedNotice;
  message: string;
}

/**
 * As for wine (decideOfferPurchase): not one's own offer, an open and unexpired offer, no more
 * kilograms than are left, at the price seen; refused in arrears, beyond a new estate's limit and
 * without the money.
 */
export function decideGrapeOfferPurchase(input: GrapeOfferPurchaseInput): Decision<GrapeOfferPurchasePlan> {
  const { buyer, offer, kilograms, day } = input;
  if (buyer.ownsSeller) return refuse('OWN_OFFER', x.ownGrapeOffer);
  if (offer.status !== 'open') return refuse('OFFER_CLOSED');
  if (!offer.live) return refuse('OFFER_EXPIRED');
  if (kilograms > offer.kilogramsLeft)
    return refuseField('NOT_ENOUGH_KILOGRAMS', 'kilograms', x.notEnoughKilograms(offer.kilogramsLeft));
  if (input.expectedPriceCents !== undefined && input.expectedPriceCents !== offer.priceCents)
    return refuse('PRICE_CHANGED', x.priceChanged);
  if (buyer.arrears > 0) return refuse('ESTATE_IN_ARREARS');
  const quote = grapeExchangeQuote(offer.priceCents, kilograms);
  const allowance = exchangeAllowance(buyer.foundedDay, buyer.exchangeSpent, day);
  if (quote.total > allowance)
    return refuse(
      'EXCHANGE_NEW_ESTATE_LIMIT',
      x.newEstateLimit(formatMoney(allowance), formatGameDay(exchangeLimitEndsDay(buyer.foundedDay!))),
    );
  if (buyer.money < quote.total) return refuse('INSUFFICIENT_FUNDS', x.grapeInsufficientFunds);
  const left = offer.kilogramsLeft - kilograms;
  const variety = varietyLabel(offer.variety);
  const total = formatMoney(quote.total);
  const until = formatGameDay(grapeGraceEndDay(offer.harvestDay));
  return {
    ok: true,
    quote,
    postings: [
      {
        estate: 'buyer',
        amount: -quote.total,
        kind: 'exchange_purchase',
        description: x.ledgerGrapePurchase(kilograms, variety, offer.producer),
      },
      {
        estate: 'seller',
        amount: quote.total,
        kind: 'exchange_sale',
        description: x.ledgerGrapeSale(kilograms, variety),
      },
      { estate: 'seller', amount: -quote.fee, kind: 'exchange_fee', description: x.ledgerFee },
    ],
    insufficientFunds: x.grapeInsufficientFunds,
    offer: { kilogramsLeft: left, status: left === 0 ? 'sold_out' : 'open' },
    lot: { kilograms, countedDay: day },
    sellerNotice: {
      kind: 'exchange_grape_sale',
      title: x.soldTitle(formatMoney(quote.sellerReceives)),
      body: x.grapesSoldBody(
        kilograms,
        variety,
        formatCents(offer.priceCents),
        formatMoney(quote.fee),
        formatMoney(quote.sellerReceives),
        left,
      ),
      sale: { quantity: kilograms, money: quote.sellerReceives },
    },
    buyerNotice: {
      kind: 'exchange_purchase',
      title: x.grapesBoughtTitle(variety),
      body: x.grapesBoughtBody(kilograms, variety, offer.producer, total, until),
    },
    message: x.grapesBought(kilograms, variety, total, until),
  };
}
