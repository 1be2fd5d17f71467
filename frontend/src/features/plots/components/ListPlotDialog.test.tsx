import { fireEvent, screen, waitFor } from '@testing-library/react';
import { formatMoney, listingPriceRange, MESSAGES } from '@vineyard/domain';
import { errorBody, mockApi } from '../../../test-utils/mockFetch';
import { renderWithProviders } from '../../../test-utils/render';
import { ListPlotDialog } from './ListPlotDialog';

const plot = { id: 'p1', name: 'South Terrace', price: 100000, description: 'Sunny slope' };

describe('ListPlotDialog', () => {
  it("checks the price against the valuation's band, focuses it, and shows the server's field errors", async () => {
    const band = listingPriceRange(100000);
    let refusal = errorBody(400, 'Price must be a whole number', [
      { field: 'price', message: 'Price must be a whole number' },
    ]);
    const api = mockApi((call) => {
      if (call.path === '/api/marketplace/plots/p1/valuation') {
        return { status: 200, body: { data: { valuation: { marketValue: 100000 } } } };
      }
      return { status: 400, body: refusal };
    });
    try {
      renderWithProviders(<ListPlotDialog plot={plot} onClose={jest.fn()} />);
      // the band and the suggested range name their rules' figures (LISTING_PRICE_BAND, LISTING_SUGGESTED_RANGE)
      expect(await screen.findByTestId('listing-band')).toHaveTextContent(
        `Allowed: ${formatMoney(band.min)} – ${formatMoney(band.max)} (0.5–2× the plot's valuation of €100,000)`,
      );
      expect(screen.getByText(/\(100-120% of the €[\d,]+ purchase price\)/)).toBeInTheDocument();
      const price = screen.getByLabelText(/Price/);
      fireEvent.change(price, { target: { value: String(band.max + 1) } });
      fireEvent.click(screen.getByRole('button', { name: 'List For Sale' }));
      await waitFor(() => expect(price).toHaveFocus());
      expect(price).toHaveAccessibleDescription(MESSAGES.listing.priceOutOfBand(band.min, band.max));
      expect(api.callsTo('POST /api/marketplace/plots/p1/list')).toHaveLength(0);

      fireEvent.change(price, { target: { value: '110000' } });
      fireEvent.change(screen.getByLabelText('Listing duration'), { target: { value: '14' } });
      fireEvent.click(screen.getByRole('button', { name: 'List For Sale' }));
      await waitFor(() => expect(price).toHaveAccessibleDescription('Price must be a whole number'));
      expect(api.callsTo('POST /api/marketplace/plots/p1/list')[0]?.body).toEqual({
        price: 110000,
        description: 'Sunny slope',
        expirationDays: 14,
      });
      // shown at the field, not again on the error line
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      refusal = errorBody(409, MESSAGES.listing.listFailed);
      fireEvent.click(screen.getByRole('button', { name: 'List For Sale' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.listing.listFailed);
    } finally {
      api.restore();
    }
  });
});
