/**
 * Scales and ticks for the hand-written SVG charts (components/LineChart). Pure functions, so
 * the geometry is testable without a browser.
 */

export interface ChartPoint {
  x: number;
  y: number;
}

/** A step of 1, 2, 2.5 or 5 times a power of ten, at least `raw`. */
function niceStep(raw: number): number {
  if (!Number.isFinite(raw) || raw <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Round tick values covering [min, max] with about `count` ticks: (0, 237_500, 5) → 0, 50k … 250k.
 * The first and last tick enclose the range; an empty range (min = max) is widened around the value.
 * `integer` keeps steps whole (game days).
 */
export function niceTicks(min: number, max: number, count = 5, integer = false): number[] {
  let lo = Number.isFinite(min) ? min : 0;
  let hi = Number.isFinite(max) ? max : 0;
  if (lo > hi) [lo, hi] = [hi, lo];
  if (lo === hi) {
    const pad = lo === 0 ? 1 : Math.abs(lo) * 0.1;
    lo -= pad;
    hi += pad;
  }
  let step = niceStep((hi - lo) / Math.max(1, count - 1));
  if (integer) step = Math.max(1, Math.ceil(step));
  const start = Math.floor(lo / step) * step;
  const end = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  // Round away floating-point noise (0.30000000000000004).
  for (let i = 0; start + i * step <= end + step / 1e9; i += 1) ticks.push(Number((start + i * step).toPrecision(12)));
  return ticks;
}

/** A linear map from [d0, d1] onto [r0, r1]; a degenerate domain maps to the middle of the range. */
export function linearScale(d0: number, d1: number, r0: number, r1: number): (value: number) => number {
  if (d0 === d1) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/**
 * The SVG path of a series, oldest first. `step` draws a value that holds until the next point
 * (a balance stays put between ledger entries): horizontal, then vertical.
 */
export function linePath(
  points: readonly ChartPoint[],
  sx: (x: number) => number,
  sy: (y: number) => number,
  step = false,
): string {
  const parts: string[] = [];
  points.forEach((point, index) => {
    const x = round(sx(point.x));
    const y = round(sy(point.y));
    if (index === 0) parts.push(`M${x},${y}`);
    else if (step) parts.push(`H${x}V${y}`);
    else parts.push(`L${x},${y}`);
  });
  return parts.join('');
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Axis labels for money: 250000 → '€250K', -1500 → '-€1.5K', 0 → '€0'. */
export function formatMoneyCompact(value: number): string {
  const safe = Number.isFinite(value) ? value : 0;
  return `${safe < 0 ? '-' : ''}€${compact.format(Math.abs(safe))}`;
}
