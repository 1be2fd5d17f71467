/**
 * Prices a test may list a plot at: land is listed within 0.5–2× its valuation (ECONOMY.md §2),
 * computed from the plot as the server computes it.
 */
import { landValuation, listingPriceRange, type RegionKey } from '@vineyard/domain';
import { typedApi } from './client';

type PlotLike = Parameters<typeof landValuation>[2] & { region: RegionKey | string; size: number | string };

/** The plot's valuation. */
export function valuationOf(plot: PlotLike): number {
  return landValuation(plot.region as RegionKey, Number(plot.size), plot);
}

/** A whole-euro price at `factor` × the valuation, kept inside the allowed band. */
export function fairPrice(plot: PlotLike, factor = 1): number {
  const { min, max } = listingPriceRange(valuationOf(plot));
  return Math.min(max, Math.max(min, Math.round(valuationOf(plot) * factor)));
}

/** The same, from the server's valuation of a plot the caller owns (or that is for sale). */
export async function fairPriceOf(baseUrl: string, token: string, plotId: string, factor = 1): Promise<number> {
  const res = await typedApi(baseUrl, token).GET('/api/marketplace/plots/{plotId}/valuation', {
    params: { path: { plotId } },
  });
  const value = res.body.data.valuation.marketValue;
  const { min, max } = listingPriceRange(value);
  return Math.min(max, Math.max(min, Math.round(value * factor)));
}
