import { screen } from '@testing-library/react';
import { tierOutlook } from '@vineyard/domain';
import { renderWithProviders } from '../test-utils/render';
import { TierHint } from './TierHint';

describe('TierHint', () => {
  it('names the tier it sells in, why reputation holds it back, the buyers and the next tier', () => {
    renderWithProviders(<TierHint quality={85} reputation={19} plantedHectares={2} lead="Bottled at quality 85:" />);
    const hint = screen.getByTestId('tier-hint');
    // the premium buyers' pool, and all that buy it with the tiers below
    const { poolCapacity, buyersCapacity } = tierOutlook(85, 19, 2);
    const [pool, all] = [poolCapacity, buyersCapacity].map((n) => n.toLocaleString('en-US'));
    expect(buyersCapacity).toBeGreaterThan(poolCapacity);
    expect(hint).toHaveTextContent(
      `Market tier: Premium. Bottled at quality 85: Fine wine; sells among Premium buyers until the estate's reputation reaches 20 (up to ${pool} bottles when their demand is full, ${all} with the tiers below). 5 points more would make it Icon, whose buyers open at reputation 50.`,
    );
    // the badge is for the eye; a screen reader hears "Market tier: Premium"
    expect(screen.getByText('Premium', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
    expect(screen.getByText('Market tier: Premium.')).toBeInTheDocument();
  });

  it('at the top says no next tier, and leaves the pool out when the screen shows it', () => {
    renderWithProviders(<TierHint quality={93} reputation={60} />);
    expect(screen.getByTestId('tier-hint')).toHaveTextContent(/^Icon.*Icon wine; sells among Icon buyers\.$/);
    expect(screen.getByTestId('tier-hint')).not.toHaveTextContent('bottles');
  });
});
