import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils/render';
import { WineryView } from './WineryTab';

describe('WineryView', () => {
  it('renders the headings, disabled production actions and the empty states', () => {
    renderWithProviders(<WineryView inventory={{ grapes: [], wines: [] }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Winery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Production' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Active wine batches' })).toBeInTheDocument();
    for (const name of ['Crush & press', 'Ferment', 'Age in barrel', 'Blend', 'Bottle']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.getByText('Arrives with the winery update.')).toBeInTheDocument();
    expect(screen.getByText('No wine batches yet — harvest grapes first.')).toBeInTheDocument();
    expect(screen.getByText('No grapes in stock — harvest a planted block first.')).toBeInTheDocument();
  });

  it('lists the estate’s grapes with thousands separators', () => {
    renderWithProviders(
      <WineryView inventory={{ grapes: [{ variety: 'pinot noir', amount: 12500, quality: 82 }], wines: [] }} />,
    );
    const grapes = screen.getByRole('list', { name: 'Grapes' });
    expect(within(grapes).getByText('Pinot Noir')).toBeInTheDocument();
    expect(within(grapes).getByText('12,500 kg')).toBeInTheDocument();
    expect(within(grapes).getByText('Quality 82')).toBeInTheDocument();
    expect(screen.queryByText(/No grapes in stock/)).not.toBeInTheDocument();
  });
});
