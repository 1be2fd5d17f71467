import { MESSAGES } from '@vineyard/domain';
import { useState } from 'react';
import { usePurchaseMarketplacePlotMutation, type EstateDto, type MarketPlotDetailsDto } from '../../../api';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';
import { newIdempotencyKey, purchaseState } from '../purchase';

/**
 * Buying a listed plot: whether the estate can (purchaseState), the confirmation step and the
 * purchase at the price shown.
 */
export function usePlotPurchase(plot: MarketPlotDetailsDto, estate: EstateDto | null, onPurchased: () => void) {
  const [confirming, setConfirming] = useState(false);
  const [purchase, purchasing] = usePurchaseMarketplacePlotMutation();

  async function confirm() {
    if (!estate) return;
    try {
      await purchase({
        plotId: plot.id,
        'Idempotency-Key': newIdempotencyKey(),
        // the price this dialog showed: if the seller changed it meanwhile, the server refuses (409,
        // 'The price of this plot has changed'), the toast says so and the listing is refetched
        purchasePlotDto: { estateId: estate.id, expectedPrice: plot.listingPrice },
      }).unwrap();
      toast.success(MESSAGES.marketplace.purchased(plot.name, plot.listingPrice));
      setConfirming(false);
      onPurchased();
    } catch (error) {
      setConfirming(false);
      toast.error(apiErrorMessage(error, MESSAGES.marketplace.purchaseFailed));
    }
  }

  return {
    state: purchaseState(plot, estate),
    confirming,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm,
    purchasing: purchasing.isLoading,
  };
}
