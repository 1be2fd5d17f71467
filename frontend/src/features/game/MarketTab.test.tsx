import { screen } from '@testing-library/react';
import { renderRoutes } from '../../test-utils/render';
import { MarketTab } from './MarketTab';

describe('MarketTab', () => {
  it('renders sample sell and buy lists and links to the Land Marketplace', () => {
    renderRoutes([{ path: '*', element: <MarketTab /> }], { initialEntries: ['/game?tab=market'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Market' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sell' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Buy' })).toBeInTheDocument();
    expect(screen.getAllByText('Sample prices')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Goods to buy (sample)' })).toHaveTextContent('Natural corks');
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the Land Marketplace' })).toHaveAttribute(
      'href',
      '/game/marketplace',
    );
  });
});
