import { Box } from '@chakra-ui/react';
import type { VoteHistoryPointDto } from '../../../api';

const WIDTH = 96;
const HEIGHT = 28;
const PAD = 3;

/** Points of an SVG polyline through the counts, scaled to the box. */
export function sparklinePoints(counts: readonly number[], width = WIDTH, height = HEIGHT, pad = PAD): string {
  if (counts.length === 0) return '';
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  const span = max - min || 1;
  const step = counts.length > 1 ? (width - 2 * pad) / (counts.length - 1) : 0;
  return counts
    .map((count, i) => {
      const x = counts.length > 1 ? pad + i * step : width / 2;
      const y = max === min ? height / 2 : pad + (1 - (count - min) / span) * (height - 2 * pad);
      return `${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`;
    })
    .join(' ');
}

/** A suggestion's daily vote counts as a small line, with a text equivalent for screen readers. */
export function Sparkline({ history }: { history: readonly VoteHistoryPointDto[] }) {
  const counts = history.map((point) => point.count);
  const first = history[0];
  const last = history[history.length - 1];
  const label =
    first && last
      ? history.length > 1
        ? `Vote history: ${first.count} on ${first.date}, ${last.count} on ${last.date}`
        : `Vote history: ${last.count} on ${last.date}`
      : 'No vote history yet';
  const points = sparklinePoints(counts);
  const [lastX, lastY] = points.split(' ').at(-1)?.split(',').map(Number) ?? [];
  return (
    <Box as="figure" m="0" title={label} data-testid="vote-sparkline" lineHeight="0">
      <svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - 1} y2={HEIGHT - 1} stroke="currentColor" strokeOpacity="0.15" />
        {counts.length > 1 && (
          <polyline
            points={points}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        )}
        {lastX !== undefined && lastY !== undefined && <circle cx={lastX} cy={lastY} r="2.5" fill="currentColor" />}
      </svg>
    </Box>
  );
}
