import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@vineyard/domain';
import { renderWithProviders } from '../../../test-utils/render';
import { InlineRename } from './InlineRename';

function setup(onSave = jest.fn().mockResolvedValue(true)) {
  renderWithProviders(<InlineRename name="Old Farm" saving={false} onSave={onSave} />);
  fireEvent.click(screen.getByRole('button', { name: 'Rename estate' }));
  return { onSave, input: screen.getByRole('textbox', { name: 'Estate name' }) };
}

describe('InlineRename', () => {
  it('rejects a name shorter than 3 characters after trimming', () => {
    const { onSave, input } = setup();
    fireEvent.change(input, { target: { value: '  ab  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText(MESSAGES.estate.renameTooShort)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('commits the trimmed name with Enter and returns to the view state', async () => {
    const { onSave, input } = setup();
    fireEvent.change(input, { target: { value: ' New Farm ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSave).toHaveBeenCalledWith('New Farm');
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
  });

  it('Save commits too', () => {
    const { onSave, input } = setup();
    fireEvent.change(input, { target: { value: 'Hill Estate' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('Hill Estate');
  });

  it('Escape and Cancel return to the view state without saving', () => {
    const { onSave, input } = setup();
    fireEvent.change(input, { target: { value: 'Something' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.getByRole('heading', { name: 'Old Farm' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Rename estate' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
