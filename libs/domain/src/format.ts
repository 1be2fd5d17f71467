import { MONTH_NAMES } from './calendar';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Thousands separators, at most 2 decimals: 250000 → '250,000'. Non-finite values show as '0'. */
export function formatNumber(value: number): string {
  return numberFormat.format(Number.isFinite(value) ? value : 0);
}

/** Whole euros with thousands separators: 250000 → '€250,000', -1500 → '-€1,500'. */
export function formatMoney(value: number): string {
  const euros = Math.round(Number.isFinite(value) ? value : 0);
  return `${euros < 0 ? '-' : ''}€${formatNumber(Math.abs(euros))}`;
}

/**
 * A price per unit as the API answers it: without floating-point noise (2.4000000000000004 → 2.4),
 * to a hundredth of a cent (Mendoza's cooperative pays €0.195 a kilogram).
 */
export function apiPrice(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** A price that can be under €10 in cents: 1.5 → '€1.50', 0.04 → '€0.04', 2500 → '€2,500'. */
export function formatPrice(value: number): string {
  return `€${value.toLocaleString('en-US', value < 10 ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : {})}`;
}

/** A rate as a percentage, at most 2 decimals: 0.02 → '2%', 0.125 → '12.5%'. */
export function formatPercent(rate: number): string {
  return `${formatNumber(rate * 100)}%`;
}

/** 2.5 → '2.5 ha'. */
export function formatHectares(value: number): string {
  return `${formatNumber(value)} ha`;
}

export const UNKNOWN_DATE_LABEL = 'Unknown date';

/**
 * English long form in UTC (so the result does not depend on the machine's time zone):
 * '2025-03-05T10:00:00Z' → 'March 5, 2025'; missing or invalid → 'Unknown date'.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return UNKNOWN_DATE_LABEL;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return UNKNOWN_DATE_LABEL;
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A place as an ordinal: "1st", "2nd", "3rd", "4th", "11th", "21st". */
export function formatOrdinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
