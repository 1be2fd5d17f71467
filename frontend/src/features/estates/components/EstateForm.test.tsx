import { fireEvent, screen, waitFor } from '@testing-library/react';
import { regionSummary, templateSummary } from '@vineyard/domain';
import { renderWithProviders } from '../../../test-utils/render';
import { EstateForm } from './EstateForm';

describe('EstateForm', () => {
  it('tells what each template starts with and what the chosen region is like (issue 35)', async () => {
    renderWithProviders(<EstateForm onCreated={() => undefined} />);
    for (const template of ['boutique', 'family', 'commercial'] as const) {
      expect(screen.getByText(templateSummary(template))).toBeInTheDocument();
    }
    const facts = screen.getByTestId('region-facts');
    expect(facts).toHaveTextContent(/choose one to see them/);
    fireEvent.change(screen.getByRole('combobox', { name: /Location/ }), { target: { value: 'napa' } });
    expect(facts).toHaveTextContent(regionSummary('napa', 'family'));
    // the upkeep follows the template's land
    fireEvent.click(screen.getByRole('radio', { name: /Commercial/ }));
    await waitFor(() => expect(facts).toHaveTextContent(regionSummary('napa', 'commercial')));
  });
});
