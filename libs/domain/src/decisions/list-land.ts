/**
 * Offering an owned plot on the marketplace and changing the offer (ListingsService.list and
 * .update, SimWorld.list): bare land only, priced within the band around its valuation
 * (ECONOMY.md §2).
 */
import { listingPriceRange } from '../economy';
import { MESSAGES } from '../messages';
import type { RegionKey } from '../regions';
import { landValuation, type Terroir } from '../terroir';
import { refuse, refuseField, type Decision } from './decision';

/** A plot as the listing rules read it: where, how large, its surveyed terroir. */
export interface ListedPlotFacts {
  region: RegionKey;
  size: number;
  terroir: Pick<Terroir, 'sunExposure' | 'waterAccess' | 'orientation' | 'terrain'>;
}

/** The band a plot's asking price must lie in. */
export function listingBand(plot: ListedPlotFacts): { min: number; max: number } {
  return listingPriceRange(landValuation(plot.region, plot.size, plot.terroir));
}

/** A price outside the band is refused, naming the band (undefined: the price does not change). */
function priceRefusal(plot: ListedPlotFacts, price: number | undefined) {
  if (price === undefined) return null;
  const { min, max } = listingBand(plot);
  return price < min || price > max
    ? refuseField('PRICE_OUT_OF_RANGE', 'price', MESSAGES.listing.priceOutOfBand(min, max))
    : null;
}

export interface ListingInput {
  plot: ListedPlotFacts;
  /** Blocks planted on the plot (land with vines is not sold). */
  blocks: number;
  /** Whether an offer of the plot is still open. */
  listed: boolean;
  price: number;
}

/** The offer as it opens. */
export interface ListingPlan {
  price: number;
}

export function decideListing(input: ListingInput): Decision<ListingPlan> {
  if (input.blocks > 0) return refuse('PLOT_HAS_BLOCKS');
  if (input.listed) return refuse('ALREADY_LISTED');
  return priceRefusal(input.plot, input.price) ?? { ok: true, price: input.price };
}

export interface ListingChangeInput {
  plot: ListedPlotFacts;
  listed: boolean;
  /** The new price, if it changes. */
  price?: number;
}

export function decideListingChange(input: ListingChangeInput): Decision<{ price: number | null }> {
  if (!input.listed) return refuse('NOT_LISTED');
  return priceRefusal(input.plot, input.price) ?? { ok: true, price: input.price ?? null };
}
