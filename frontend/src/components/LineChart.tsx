import { Box, Table, Text } from '@chakra-ui/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { linearScale, linePath, niceTicks, type ChartPoint } from './chartScale';

export interface LineChartProps {
  /** Visible title; also the chart's accessible name. */
  title: string;
  /** Oldest first. */
  points: readonly ChartPoint[];
  /** Axis titles: 'Game date', 'Money'. */
  xLabel: string;
  yLabel: string;
  /** Full forms, for the summary and the data table. */
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  /** Short forms for the axis ticks (default: the full forms). */
  formatXTick?: (x: number) => string;
  formatYTick?: (y: number) => string;
  /** Tick values of the x axis for a range (default: round numbers). */
  xTicks?: (min: number, max: number, count: number) => number[];
  /** The value holds until the next point (a balance): draws steps instead of slopes. */
  step?: boolean;
  /** Extend the last value to this x (e.g. today) so the line reaches the present. */
  extendTo?: number;
  /** Keep zero on the y axis (default true). */
  includeZero?: boolean;
  /** Height of the drawing in px (default 240). */
  height?: number;
  /** Shown instead of the chart without points. */
  emptyText?: ReactNode;
  /** Keep the title for assistive technology only (when a heading right above says the same). */
  hideTitle?: boolean;
}

const DEFAULT_WIDTH = 640;
const TICK_FONT = 12;
const MARGIN = { top: 12, right: 16, bottom: 44 };
/** Draw dots while the series is short enough for them to stay apart. */
const MAX_DOTS = 40;

/** The width of the element, followed with a ResizeObserver (a default where there is none, e.g. jsdom). */
function useWidth<T extends HTMLElement>(fallback: number) {
  const [element, ref] = useState<T | null>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const next = Math.floor(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [ref, width] as const;
}

/** 'From A to B, the value went from X to Y (lowest L, highest H); N data points.' */
export function describeSeries(
  points: readonly ChartPoint[],
  formatX: (x: number) => string,
  formatY: (y: number) => string,
): string {
  if (points.length === 0) return 'No data.';
  const first = points[0];
  const last = points[points.length - 1];
  const ys = points.map((p) => p.y);
  const low = Math.min(...ys);
  const high = Math.max(...ys);
  const count = `${points.length} data ${points.length === 1 ? 'point' : 'points'}`;
  if (points.length === 1) return `${formatY(first.y)} on ${formatX(first.x)}; ${count}.`;
  return `From ${formatX(first.x)} to ${formatX(last.x)}, from ${formatY(first.y)} to ${formatY(last.y)} (lowest ${formatY(low)}, highest ${formatY(high)}); ${count}.`;
}

/**
 * A small accessible SVG line chart: a title, both axes with round ticks and titles, the line (or
 * steps) with dots while there are few points, a text summary read with the image, and the data
 * as a table behind a disclosure for anyone who prefers numbers. Draws at the container's width
 * in pixels, so the labels keep their size on a phone.
 */
export function LineChart({
  title,
  points,
  xLabel,
  yLabel,
  formatX,
  formatY,
  formatXTick = formatX,
  formatYTick = formatY,
  xTicks: xTicksFor,
  step = false,
  extendTo,
  includeZero = true,
  height = 240,
  emptyText = 'No data yet.',
  hideTitle = false,
}: LineChartProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const [ref, width] = useWidth<HTMLDivElement>(DEFAULT_WIDTH);
  /** The point under the pointer: its date and value are shown beside it. */
  const [active, setActive] = useState<number | null>(null);

  if (points.length === 0) {
    return (
      <Box as="figure" aria-labelledby={titleId} m="0">
        <Text as="figcaption" id={titleId} fontWeight="semibold" mb="2" srOnly={hideTitle}>
          {title}
        </Text>
        <Box
          borderWidth="1px"
          borderStyle="dashed"
          borderColor="border"
          rounded="lg"
          py="10"
          textAlign="center"
          color="fg.muted"
          fontSize="sm"
        >
          {emptyText}
        </Box>
      </Box>
    );
  }

  const last = points[points.length - 1];
  const drawn = extendTo !== undefined && extendTo > last.x ? [...points, { x: extendTo, y: last.y }] : points;
  const xs = drawn.map((p) => p.x);
  const ys = drawn.map((p) => p.y);
  const yTickValues = niceTicks(includeZero ? Math.min(0, ...ys) : Math.min(...ys), Math.max(...ys), 5);
  const yTickLabels = yTickValues.map(formatYTick);
  const longestY = Math.max(...yTickLabels.map((label) => label.length));
  // Room for the longest tick label, a gap and the rotated axis title.
  const left = Math.round(longestY * TICK_FONT * 0.68) + 32;
  const innerWidth = Math.max(40, width - left - MARGIN.right);
  const innerHeight = Math.max(40, height - MARGIN.top - MARGIN.bottom);
  const xCount = Math.max(2, Math.min(7, Math.floor(innerWidth / 90) + 1));
  const xMin = Math.min(...xs);
  const xMax = Math.max(...xs);
  const xTickValues = (xTicksFor ?? ((lo, hi, n) => niceTicks(lo, hi, n)))(xMin, xMax, xCount);
  const x0 = Math.min(xMin, xTickValues[0] ?? xMin);
  const x1 = Math.max(xMax, xTickValues[xTickValues.length - 1] ?? xMax);
  const sx = linearScale(x0, x1, left, left + innerWidth);
  const y0 = yTickValues[0];
  const y1 = yTickValues[yTickValues.length - 1];
  const sy = linearScale(y0, y1, MARGIN.top + innerHeight, MARGIN.top);
  // One day only: the value is drawn across the plot (else it would be a lone dot).
  const flat =
    xMin === xMax
      ? [
          { x: x0, y: drawn[0].y },
          { x: x1, y: drawn[0].y },
        ]
      : drawn;
  const path = linePath(flat, sx, sy, step);
  const baseline = sy(Math.max(y0, Math.min(0, y1)));
  const area = `${path}V${baseline}H${sx(flat[0].x)}Z`;
  const bottom = MARGIN.top + innerHeight;
  const summary = describeSeries(points, formatX, formatY);

  const nearest = (px: number) => {
    let best = 0;
    points.forEach((point, index) => {
      if (Math.abs(sx(point.x) - px) < Math.abs(sx(points[best].x) - px)) best = index;
    });
    return best;
  };
  const hovered = active !== null && active < points.length ? points[active] : null;
  let readout: ReactNode = null;
  if (hovered) {
    const lines = [formatX(hovered.x), formatY(hovered.y)];
    const boxWidth = Math.max(...lines.map((line) => line.length)) * TICK_FONT * 0.6 + 16;
    const hx = sx(hovered.x);
    const hy = sy(hovered.y);
    const bx = hx + 10 + boxWidth > width ? Math.max(0, hx - 10 - boxWidth) : hx + 10;
    const by = Math.min(Math.max(MARGIN.top, hy - 20), bottom - 40);
    readout = (
      <g aria-hidden="true" pointerEvents="none" data-testid="line-chart-readout">
        <line
          x1={hx}
          x2={hx}
          y1={MARGIN.top}
          y2={bottom}
          stroke="var(--chakra-colors-wine-400)"
          strokeDasharray="2 2"
        />
        <circle cx={hx} cy={hy} r={5} fill="var(--chakra-colors-wine-600)" />
        <rect
          x={bx}
          y={by}
          width={boxWidth}
          height={40}
          rx={6}
          fill="var(--chakra-colors-bg-panel)"
          stroke="var(--chakra-colors-border)"
        />
        <text x={bx + 8} y={by + 16} style={{ fontSize: TICK_FONT }} fill="var(--chakra-colors-fg-muted)">
          {lines[0]}
        </text>
        <text x={bx + 8} y={by + 32} style={{ fontSize: TICK_FONT }} fontWeight="700" fill="var(--chakra-colors-fg)">
          {lines[1]}
        </text>
      </g>
    );
  }

  return (
    <Box as="figure" aria-labelledby={titleId} m="0" minW="0">
      <Text as="figcaption" id={titleId} fontWeight="semibold" mb="2" srOnly={hideTitle}>
        {title}
      </Text>
      <Box ref={ref} w="full" minW="0">
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          style={{ display: 'block', maxWidth: '100%', overflow: 'visible' }}
          data-testid="line-chart"
          onPointerMove={(event) =>
            setActive(nearest(event.clientX - event.currentTarget.getBoundingClientRect().left))
          }
          onPointerLeave={() => setActive(null)}
        >
          <desc id={descId}>{summary}</desc>
          <g aria-hidden="true" style={{ fontSize: TICK_FONT }} fill="var(--chakra-colors-fg-muted)">
            {yTickValues.map((value, index) => (
              <g key={`y${value}`}>
                <line
                  x1={left}
                  x2={left + innerWidth}
                  y1={sy(value)}
                  y2={sy(value)}
                  stroke="var(--chakra-colors-border-muted)"
                  strokeDasharray={value === 0 ? undefined : '3 3'}
                />
                <text x={left - 6} y={sy(value)} dy="0.32em" textAnchor="end">
                  {yTickLabels[index]}
                </text>
              </g>
            ))}
            {xTickValues
              .filter((value) => value >= x0 && value <= x1)
              .map((value, index, all) => (
                <g key={`x${value}`}>
                  <line
                    x1={sx(value)}
                    x2={sx(value)}
                    y1={bottom}
                    y2={bottom + 4}
                    stroke="var(--chakra-colors-border)"
                  />
                  <text
                    x={sx(value)}
                    y={bottom + 16}
                    textAnchor={
                      all.length > 1 && index === 0
                        ? 'start'
                        : index === all.length - 1 && all.length > 1
                          ? 'end'
                          : 'middle'
                    }
                  >
                    {formatXTick(value)}
                  </text>
                </g>
              ))}
            <line x1={left} x2={left + innerWidth} y1={bottom} y2={bottom} stroke="var(--chakra-colors-border)" />
            <text x={left + innerWidth / 2} y={height - 4} textAnchor="middle" fontWeight="600">
              {xLabel}
            </text>
            <text
              transform={`translate(10 ${MARGIN.top + innerHeight / 2}) rotate(-90)`}
              textAnchor="middle"
              fontWeight="600"
            >
              {yLabel}
            </text>
          </g>
          <g aria-hidden="true">
            <path d={area} fill="var(--chakra-colors-wine-500)" fillOpacity={0.08} />
            <path
              d={path}
              fill="none"
              stroke="var(--chakra-colors-wine-600)"
              strokeWidth={2}
              strokeLinejoin="round"
              data-testid="line-chart-path"
            />
            {points.length <= MAX_DOTS &&
              points.map((point, index) => (
                <circle
                  key={index}
                  cx={sx(point.x)}
                  cy={sy(point.y)}
                  r={3}
                  fill="var(--chakra-colors-bg-panel)"
                  stroke="var(--chakra-colors-wine-600)"
                  strokeWidth={2}
                />
              ))}
          </g>
          {readout}
        </svg>
      </Box>
      <Box as="details" mt="2" fontSize="sm">
        <Box as="summary" cursor="pointer" color="fg.muted" _hover={{ color: 'fg' }} w="fit-content">
          Show the data as a table
        </Box>
        <Box maxH="64" overflowY="auto" mt="2" borderWidth="1px" borderColor="border.muted" rounded="md">
          <Table.Root size="sm" aria-label={`${title}: data`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{xLabel}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{yLabel}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {points.map((point, index) => (
                <Table.Row key={index}>
                  <Table.Cell>{formatX(point.x)}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatY(point.y)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Box>
    </Box>
  );
}
