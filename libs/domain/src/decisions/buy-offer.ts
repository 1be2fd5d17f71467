/**
 * Buying bottles from an offer on the exchange (ExchangeService.buy and .quote): issue 32. The
 * buyer pays price × bottles; the seller receives that less the exchange fee, which leaves the
 * economy; the bottles become a new lot in the buyer's cellar that keeps the wine's identity.
 */
import {
  exchangeAllowance,
  exchangeLimitEndsDay,
  exchangeQuote,
  type ExchangeQuote,
  type OfferStatus,
} from '../exchange';
import { formatGameDay } from '../calendar';
import { formatMoney } from '../format';
import { MESSAGES } from '../messages';
import {
  refuse,
  refuseField,
  type Decision,
  type EstateFunds,
  type PlannedNotice,
  type PlannedPosting,
} from './decision';

export interface OfferPurchaseInput {
  /**
   * The buying estate, locked for money; `ownsSeller`: it is the seller or its buyer co-owns the
   * seller; `foundedDay` (null: founded before the rule) and `exchangeSpent` (euros it has spent on
   * the exchange) for the new estates' limit (EXCHANGE_NEW_ESTATE).
   */
  buyer: EstateFunds & { ownsSeller: boolean; foundedDay: number | null; exchangeSpent: number };
  /** Today. */
  day: number;
  offer: {
    status: OfferStatus;
    /** Whether the offer's time has not run out (the tick closes it on its expiry day). */
    live: boolean;
    bottlesLeft: number;
    price: number;
    wine: string;
    producer: string;
  };
  bottles: number;
  /** The price a bottle the buyer saw, when it sent one: another price refuses the purchase. */
  expectedPrice?: number;
}

/** A posting of the purchase, on the buyer's or the seller's estate. */
export type ExchangePosting = PlannedPosting & { estate: 'buyer' | 'seller' };

export interface OfferPurchasePlan {
  quote: ExchangeQuote;
  postings: readonly ExchangePosting[];
  insufficientFunds: string;
  /** The offer afterwards. */
  offer: { bottlesLeft: number; status: OfferStatus };
  /** The bottles of the new lot in the buyer's cellar. */
  lot: { bottles: number };
  sellerNotice: PlannedNotice;
  buyerNotice: PlannedNotice;
  message: string;
}

const x = MESSAGES.exchange;

/**
 * Not one's own offer, an open and unexpired offer, no more bottles than are left, at the price
 * seen; refused in arrears, beyond a new estate's limit (EXCHANGE_NEW_ESTATE) and without the money.
 */
export function decideOfferPurchase(input: OfferPurchaseInput): Decision<OfferPurchasePlan> {
  const { buyer, offer, bottles } = input;
  if (buyer.ownsSeller) return refuse('OWN_OFFER');
  if (offer.status !== 'open') return refuse('OFFER_CLOSED');
  if (!offer.live) return refuse('OFFER_EXPIRED');
  if (bottles > offer.bottlesLeft)
    return refuseField('NOT_ENOUGH_BOTTLES', 'bottles', x.notEnoughBottles(offer.bottlesLeft));
  if (input.expectedPrice !== undefined && input.expectedPrice !== offer.price)
    return refuse('PRICE_CHANGED', x.priceChanged);
  if (buyer.arrears > 0) return refuse('ESTATE_IN_ARREARS');
  const quote = exchangeQuote(offer.price, bottles);
  const allowance = exchangeAllowance(buyer.foundedDay, buyer.exchangeSpent, input.day);
  if (quote.total > allowance)
    return refuse(
      'EXCHANGE_NEW_ESTATE_LIMIT',
      x.newEstateLimit(formatMoney(allowance), formatGameDay(exchangeLimitEndsDay(buyer.foundedDay!))),
    );
  if (buyer.money < quote.total) return refuse('INSUFFICIENT_FUNDS', x.insufficientFunds);
  const left = offer.bottlesLeft - bottles;
  const total = formatMoney(quote.total);
  return {
    ok: true,
    quote,
    postings: [
      {
        estate: 'buyer',
        amount: -quote.total,
        kind: 'exchange_purchase',
        description: x.ledgerPurchase(bottles, offer.wine, offer.producer),
      },
      { estate: 'seller', amount: quote.total, kind: 'exchange_sale', description: x.ledgerSale(bottles, offer.wine) },
      { estate: 'seller', amount: -quote.fee, kind: 'exchange_fee', description: x.ledgerFee },
    ],
    insufficientFunds: x.insufficientFunds,
    offer: { bottlesLeft: left, status: left === 0 ? 'sold_out' : 'open' },
    lot: { bottles },
    sellerNotice: {
      kind: 'exchange_sale',
      title: x.soldTitle(formatMoney(quote.sellerReceives)),
      body: x.soldBody(
        bottles,
        offer.wine,
        formatMoney(offer.price),
        formatMoney(quote.fee),
        formatMoney(quote.sellerReceives),
        left,
      ),
      sale: { quantity: bottles, money: quote.sellerReceives },
    },
    buyerNotice: {
      kind: 'exchange_purchase',
      title: x.boughtTitle(offer.wine),
      body: x.boughtBody(bottles, offer.wine, offer.producer, total),
    },
    message: x.bought(bottles, offer.wine, total),
  };
}
