import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@vineyard/domain';
import { renderWithProviders } from '../../test-utils/render';
import { BlockForm } from './BlockForm';

function setup(onSubmit = jest.fn().mockResolvedValue(null)) {
  renderWithProviders(<BlockForm saving={false} submitLabel="Create Block" onSubmit={onSubmit} onCancel={jest.fn()} />);
  return { onSubmit };
}

const field = (label: string) => screen.getByLabelText(label);

describe('BlockForm', () => {
  it('starts with the spec defaults (0.5 ha, 2 m × 1 m, step 0.1)', () => {
    setup();
    expect(field('Size (ha)')).toHaveValue(0.5);
    expect(field('Size (ha)')).toHaveAttribute('step', '0.1');
    expect(field('Row spacing (m)')).toHaveValue(2);
    expect(field('Vine spacing (m)')).toHaveValue(1);
    expect(field('Vine spacing (m)')).toHaveAttribute('step', '0.1');
  });

  it('shows every required-field message in the banner and at the fields, without submitting', () => {
    const { onSubmit } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Create Block' }));
    const banner = screen.getByRole('list');
    for (const message of [
      MESSAGES.block.nameRequired,
      MESSAGES.block.grapeVarietyRequired,
      MESSAGES.block.orientationRequired,
      MESSAGES.block.trellisSystemRequired,
    ]) {
      expect(within(banner).getByText(message)).toBeInTheDocument();
      expect(screen.getAllByText(message)).toHaveLength(2);
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the minimum size and spacings', () => {
    setup();
    fireEvent.change(field('Size (ha)'), { target: { value: '0.05' } });
    fireEvent.change(field('Row spacing (m)'), { target: { value: '0.4' } });
    fireEvent.change(field('Vine spacing (m)'), { target: { value: '0.2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Block' }));
    expect(screen.getAllByText(MESSAGES.block.sizeMin).length).toBeGreaterThan(0);
    expect(screen.getAllByText(MESSAGES.block.rowSpacingMin).length).toBeGreaterThan(0);
    expect(screen.getAllByText(MESSAGES.block.vineSpacingMin).length).toBeGreaterThan(0);
  });

  it('submits a valid block and shows a server failure in the banner', async () => {
    const { onSubmit } = setup(jest.fn().mockResolvedValue(MESSAGES.block.createFailed));
    fireEvent.change(field('Block name'), { target: { value: '  Merlot Row ' } });
    fireEvent.change(field('Grape variety'), { target: { value: 'merlot' } });
    fireEvent.change(field('Row orientation'), { target: { value: 'north-south' } });
    fireEvent.change(field('Trellis system'), { target: { value: 'vsp' } });
    expect(screen.getByText('About 2,500 vines')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create Block' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Merlot Row',
      size: 0.5,
      grapeVariety: 'merlot',
      vineSpacing: { rowSpacing: 2, vineSpacing: 1 },
      orientation: 'north-south',
      trellisSystem: 'vsp',
      notes: '',
    });
    await waitFor(() => expect(screen.getByText(MESSAGES.block.createFailed)).toBeInTheDocument());
  });
});
