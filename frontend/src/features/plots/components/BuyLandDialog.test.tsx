import { fireEvent, screen, waitFor } from '@testing-library/react';
import { formatMoney, MESSAGES, undevelopedLandPrice } from '@vineyard/domain';
import { errorBody, mockApi } from '../../../test-utils/mockFetch';
import { renderWithProviders } from '../../../test-utils/render';
import { BuyLandDialog, landSize } from './BuyLandDialog';

describe('BuyLandDialog', () => {
  it('shows the price of the typed size before confirming', () => {
    renderWithProviders(<BuyLandDialog open onClose={jest.fn()} estateId="e1" region="tuscany" money={250000} />);
    expect(screen.getByTestId('land-price')).toHaveTextContent(formatMoney(undevelopedLandPrice('tuscany', 1)));
    fireEvent.change(screen.getByLabelText('Size (ha)'), { target: { value: '2.5' } });
    const price = formatMoney(undevelopedLandPrice('tuscany', 2.5));
    expect(price).toBe('€213,800'); // 80,000 × 2.5 × Tuscany's mean terroir factor 1.069
    expect(screen.getByTestId('land-price')).toHaveTextContent(price);
    expect(screen.getByRole('button', { name: `Buy for ${price}` })).toBeEnabled();
  });

  it('offers no price outside 0.5-10 ha', () => {
    renderWithProviders(<BuyLandDialog open onClose={jest.fn()} estateId="e1" region="napa" money={1000} />);
    fireEvent.change(screen.getByLabelText('Size (ha)'), { target: { value: '12' } });
    expect(screen.getByTestId('land-price')).toHaveTextContent('—');
    expect(screen.getByText(MESSAGES.plot.sizeRange(0.5, 10))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Land' })).toBeDisabled();
  });

  it("shows the server's field error at its field and focuses it; any other refusal on the error line", async () => {
    const tooLong = 'Plot name must be at most 60 characters';
    let answer = { status: 400, body: errorBody(400, tooLong, [{ field: 'name', message: tooLong }]) };
    const api = mockApi(() => answer);
    try {
      renderWithProviders(<BuyLandDialog open onClose={jest.fn()} estateId="e1" region="napa" money={1e7} />);
      fireEvent.change(screen.getByLabelText('Plot name (optional)'), { target: { value: 'North' } });
      fireEvent.click(screen.getByRole('button', { name: /^Buy for / }));
      await waitFor(() => expect(screen.getByLabelText('Plot name (optional)')).toHaveFocus());
      expect(screen.getByLabelText('Plot name (optional)')).toHaveAccessibleDescription(tooLong);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(api.callsTo('POST /api/estates/e1/plots')[0]?.body).toEqual({ size: 1, name: 'North' });

      answer = { status: 400, body: errorBody(400, 'Not enough money') };
      fireEvent.click(screen.getByRole('button', { name: /^Buy for / }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Not enough money');
    } finally {
      api.restore();
    }
  });

  it('parses sizes to one decimal', () => {
    expect(landSize('0.4')).toBeNull();
    expect(landSize('')).toBeNull();
    expect(landSize('1.26')).toBe(1.3);
    expect(landSize('10')).toBe(10);
  });
});
