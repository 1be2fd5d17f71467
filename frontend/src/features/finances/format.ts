import { formatMoney, isLedgerKind, LEDGER_KIND_LABELS, type LedgerKind } from '@vineyard/domain';

/** A signed amount: 1500 → '+€1,500', -1500 → '-€1,500', 0 → '€0'. */
export function formatSignedMoney(value: number): string {
  return value > 0 ? `+${formatMoney(value)}` : formatMoney(value);
}

/** Green for money in, red for money out. */
export function amountColor(value: number): string {
  if (value > 0) return 'green.700';
  if (value < 0) return 'red.700';
  return 'fg.muted';
}

export function kindLabel(kind: LedgerKind): string {
  return LEDGER_KIND_LABELS[kind] ?? kind;
}

/** The Finances address's query: `?kind=planting&page=2&year=1`, anything invalid dropped. */
export interface FinancesQuery {
  kind: LedgerKind | undefined;
  page: number;
  year: number | undefined;
}

function positiveInt(raw: string | null): number | undefined {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 && value <= 100_000 ? value : undefined;
}

export function parseFinancesQuery(params: URLSearchParams): FinancesQuery {
  const kind = params.get('kind');
  return {
    kind: isLedgerKind(kind) ? kind : undefined,
    page: positiveInt(params.get('page')) ?? 1,
    year: positiveInt(params.get('year')),
  };
}
