import { fireEvent, screen, within } from '@testing-library/react';
import { formatMoney } from '@vineyard/domain';
import { renderWithProviders } from '../test-utils/render';
import { describeSeries, LineChart } from './LineChart';

const points = [
  { x: 0, y: 250_000 },
  { x: 30, y: 242_500 },
  { x: 60, y: 239_500 },
];

const fmtX = (x: number) => `Day ${x}`;

describe('LineChart', () => {
  it('is an image named by its title and a summary, with axes and the data as a table', () => {
    renderWithProviders(
      <LineChart
        title="Money over time"
        points={points}
        xLabel="Game date"
        yLabel="Money"
        formatX={fmtX}
        formatY={formatMoney}
        step
      />,
    );
    const chart = screen.getByRole('img', { name: /^Money over time From Day 0 to Day 60/ });
    expect(chart).toHaveAccessibleName(
      'Money over time From Day 0 to Day 60, from €250,000 to €239,500 (lowest €239,500, highest €250,000); 3 data points.',
    );
    expect(chart).toHaveTextContent('Game date');
    expect(chart).toHaveTextContent('Money');
    expect(screen.getByTestId('line-chart-path').getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+H[\d.]+V[\d.]+/);
    expect(chart.querySelectorAll('circle')).toHaveLength(3);

    const table = screen.getByRole('table', { name: 'Money over time: data', hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(4);
    expect(rows[2]).toHaveTextContent('Day 30€242,500');
  });

  it('draws a single day across the plot and extends the last value to `extendTo`', () => {
    const { rerender } = renderWithProviders(
      <LineChart title="One" points={[{ x: 5, y: 100 }]} xLabel="x" yLabel="y" formatX={fmtX} formatY={String} step />,
    );
    expect(screen.getByRole('img', { name: 'One 100 on Day 5; 1 data point.' })).toBeInTheDocument();
    expect(screen.getByTestId('line-chart-path').getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+H[\d.]+V[\d.]+$/);
    rerender(
      <LineChart
        title="Two"
        points={points}
        xLabel="x"
        yLabel="y"
        formatX={fmtX}
        formatY={String}
        extendTo={90}
        step
      />,
    );
    // three points and the extension: three steps
    expect(screen.getByTestId('line-chart-path').getAttribute('d')?.match(/H/g)).toHaveLength(3);
  });

  it('reads out the point nearest the pointer', () => {
    renderWithProviders(
      <LineChart title="Money" points={points} xLabel="x" yLabel="y" formatX={fmtX} formatY={formatMoney} />,
    );
    const chart = screen.getByRole('img', { name: /^Money/ });
    expect(screen.queryByTestId('line-chart-readout')).not.toBeInTheDocument();
    // jsdom lays nothing out: the svg starts at 0, so clientX is the x inside the chart (640 px wide).
    // (jsdom has no PointerEvent: a MouseEvent of that type carries clientX.)
    const move = (clientX: number) => fireEvent(chart, new MouseEvent('pointermove', { clientX, bubbles: true }));
    move(630);
    expect(screen.getByTestId('line-chart-readout')).toHaveTextContent('Day 60€239,500');
    move(0);
    expect(screen.getByTestId('line-chart-readout')).toHaveTextContent('Day 0€250,000');
    fireEvent.pointerLeave(chart);
    expect(screen.queryByTestId('line-chart-readout')).not.toBeInTheDocument();
  });

  it('shows the empty text without points', () => {
    renderWithProviders(
      <LineChart
        title="Nothing"
        points={[]}
        xLabel="x"
        yLabel="y"
        formatX={fmtX}
        formatY={String}
        emptyText="No transactions yet."
      />,
    );
    expect(screen.getByText('No transactions yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Nothing' })).toBeInTheDocument();
  });

  it('describes a series in words', () => {
    expect(describeSeries([], fmtX, String)).toBe('No data.');
  });
});
