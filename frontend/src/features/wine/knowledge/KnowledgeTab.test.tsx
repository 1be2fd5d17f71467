import { screen } from '@testing-library/react';
import { gettingStartedTopics } from '@vineyard/domain';
import { renderWithProviders } from '../../../test-utils/render';
import { KnowledgeTab } from './KnowledgeTab';

describe('KnowledgeTab', () => {
  it('renders the static topic groups and topics', () => {
    renderWithProviders(<KnowledgeTab />);
    expect(screen.getByRole('heading', { level: 1, name: 'Knowledge' })).toBeInTheDocument();
    for (const name of ['Getting started', 'Viticulture', 'Winemaking', 'Business']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    for (const name of [
      'What to aim for',
      'Terroir',
      'Soils',
      'Trellis systems',
      'Vine spacing',
      'Crush and press',
      'Fermentation and malolactic',
      'Élevage',
      'Presets',
      'Blending',
      'Bottling and bottle ageing',
      'Bulk wine',
      'Selling grapes',
      'Land market',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByText('Static guide')).toHaveLength(2);
    expect(screen.getAllByText('Game rules')).toHaveLength(2);
  });

  it('opens with the first year, in the words of the game rules', () => {
    renderWithProviders(<KnowledgeTab />);
    const [first] = gettingStartedTopics();
    expect(screen.getByRole('button', { name: 'Getting started' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(first!.body)).toBeVisible();
    expect(screen.getByRole('button', { name: 'What to aim for' })).toHaveAttribute('aria-expanded', 'false');
  });
});
