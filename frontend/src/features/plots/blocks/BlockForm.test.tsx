import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@vineyard/domain';
import { renderWithProviders } from '../../../test-utils/render';
import { BlockForm } from './BlockForm';
import { blockSaveFailure } from './blockForm';

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
    const { onSubmit } = setup(jest.fn().mockResolvedValue({ message: MESSAGES.block.createFailed, errors: [] }));
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

  it('focuses the first invalid field in the order of the form', async () => {
    setup();
    fireEvent.change(field('Block name'), { target: { value: 'Merlot Row' } });
    fireEvent.change(field('Grape variety'), { target: { value: 'merlot' } });
    fireEvent.change(field('Trellis system'), { target: { value: 'vsp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Block' }));
    await waitFor(() => expect(field('Row orientation')).toHaveFocus());
    expect(field('Row orientation')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's field errors at their fields, the spacings under their own names", async () => {
    const free = 'At most 0.3 ha is free on this plot';
    const rowMessage = MESSAGES.block.rowSpacingMin;
    setup(
      jest.fn().mockResolvedValue({
        message: free,
        errors: [
          { field: 'size', message: free },
          { field: 'rowSpacing', message: rowMessage },
        ],
      }),
    );
    fireEvent.change(field('Block name'), { target: { value: 'Merlot Row' } });
    fireEvent.change(field('Grape variety'), { target: { value: 'merlot' } });
    fireEvent.change(field('Row orientation'), { target: { value: 'north-south' } });
    fireEvent.change(field('Trellis system'), { target: { value: 'vsp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Block' }));
    await waitFor(() => expect(field('Size (ha)')).toHaveFocus());
    // the banner's title, and the message under the field
    expect(screen.getAllByText(free)).toHaveLength(2);
    expect(field('Size (ha)')).toHaveAccessibleDescription(free);
    expect(field('Row spacing (m)')).toHaveAccessibleDescription(rowMessage);
    // a change clears the server's message of that field
    fireEvent.change(field('Size (ha)'), { target: { value: '0.3' } });
    expect(screen.queryByText(free)).not.toBeInTheDocument();
  });

  it('shows what planting costs before the player confirms', () => {
    setup();
    // 0.5 ha at 2 m × 1 m: 2,500 vines × €2 + 0.5 ha × €5,000
    expect(screen.getByTestId('planting-cost')).toHaveTextContent('Planting costs €7,500');
  });

  it('warns that a new variety replants the block, with its cost, and asks before saving', async () => {
    const onSubmit = jest.fn().mockResolvedValue(null);
    const block = {
      id: '7d1c2f5e-0000-4000-8000-000000000001',
      plotId: '7d1c2f5e-0000-4000-8000-000000000002',
      name: 'Old Merlot',
      size: 0.5,
      grapeVariety: 'merlot',
      vineSpacing: { rowSpacing: 2, vineSpacing: 1 },
      orientation: 'north-south',
      trellisSystem: 'vsp',
      notes: '',
    } as unknown as Parameters<typeof BlockForm>[0]['block'];
    renderWithProviders(
      <BlockForm block={block} saving={false} submitLabel="Save Changes" onSubmit={onSubmit} onCancel={jest.fn()} />,
    );
    expect(screen.queryByTestId('replant-warning')).not.toBeInTheDocument();
    fireEvent.change(field('Grape variety'), { target: { value: 'syrah' } });
    expect(screen.getByTestId('replant-warning')).toHaveTextContent('costs €7,500');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Replant this block?');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Replant' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ grapeVariety: 'syrah' })));
  });

  it("names the server's nested spacing errors as the form's fields", () => {
    const refusal = {
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Validation failed',
        errors: [
          { field: 'vineSpacing.rowSpacing', message: MESSAGES.block.rowSpacingMin },
          { field: 'name', message: MESSAGES.block.nameRequired },
        ],
      },
    };
    expect(blockSaveFailure(refusal, MESSAGES.block.saveFailed)).toEqual({
      message: 'Validation failed',
      errors: [
        { field: 'rowSpacing', message: MESSAGES.block.rowSpacingMin },
        { field: 'name', message: MESSAGES.block.nameRequired },
      ],
    });
  });
});
