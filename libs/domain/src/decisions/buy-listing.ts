/**
 * Buying a listed plot on the marketplace (MarketplaceService.purchase, SimWorld.buyListing):
 * ECONOMY.md §1 and §6.
 */
import { landSaleFee } from '../economy';
import { formatMoney } from '../format';
import { MESSAGES } from '../messages';
import { annualMaintenance } from '../terroir';
import { refuse, type Decision, type EstateFunds, type PlannedNotice, type PlannedPosting } from './decision';

export interface ListingPurchaseInput {
  /** The buying estate, locked for money; `ownsSeller`: its buyer owns the selling estate (or buys with it). */
  buyer: EstateFunds & { ownsSeller: boolean };
  /** Who sells: a player's estate, or the land registry (whose price goes to nobody). */
  seller: 'player' | 'registry';
  /** The plot's active listing: its asking price, and whether it has not expired yet. */
  listing: { price: number; live: boolean };
  plot: { name: string; size: number };
  /** The price the buyer saw, when it sent one: another asking price refuses the purchase. */
  expectedPrice?: number;
}

/** A posting of the purchase, on the buyer's or the seller's estate. */
export type PurchasePosting = PlannedPosting & { estate: 'buyer' | 'seller' };

export interface ListingPurchasePlan {
  price: number;
  /** The buyer pays; a player seller is paid and pays the market fee (which leaves the economy). */
  postings: readonly PurchasePosting[];
  insufficientFunds: string;
  /** The plot passes to the buyer at this price and upkeep (its private notes stay behind). */
  plot: { price: number; maintenanceCost: number };
  /** What the seller's estate is told (a player seller only). */
  sellerNotice: PlannedNotice | null;
  /** The buyer's answer. */
  message: string;
}

const m = MESSAGES.marketplace;

/** Not one's own plot, not an expired listing, at the price seen; refused in arrears and without the money. */
export function decideListingPurchase(input: ListingPurchaseInput): Decision<ListingPurchasePlan> {
  const { buyer, listing, plot } = input;
  const player = input.seller === 'player';
  if (player && buyer.ownsSeller) return refuse('OWN_PLOT');
  if (!listing.live) return refuse('LISTING_EXPIRED');
  const price = listing.price;
  if (input.expectedPrice !== undefined && input.expectedPrice !== price) return refuse('PRICE_CHANGED');
  // an estate in arrears buys nothing, whatever it holds
  if (buyer.arrears > 0) return refuse('ESTATE_IN_ARREARS');
  if (buyer.money < price) return refuse('INSUFFICIENT_FUNDS', m.insufficientFunds);
  const fee = landSaleFee(price);
  const l = MESSAGES.ledger;
  return {
    ok: true,
    price,
    postings: player
      ? [
          { estate: 'buyer', amount: -price, kind: 'land_purchase', description: l.marketPurchase },
          { estate: 'seller', amount: price, kind: 'land_sale', description: l.marketSale },
          { estate: 'seller', amount: -fee, kind: 'fee', description: l.marketFee },
        ]
      : [{ estate: 'buyer', amount: -price, kind: 'registry_purchase', description: l.registryPurchase }],
    insufficientFunds: m.insufficientFunds,
    plot: { price, maintenanceCost: annualMaintenance(price) },
    sellerNotice: player
      ? {
          kind: 'plot_sold',
          title: MESSAGES.notice.plotSoldTitle(plot.name),
          body: MESSAGES.notice.plotSoldBody(
            plot.name,
            plot.size,
            formatMoney(price),
            formatMoney(fee),
            formatMoney(price - fee),
          ),
        }
      : null,
    message: m.purchased(plot.name, price),
  };
}
