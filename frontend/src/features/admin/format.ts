import { DAYS_PER_YEAR } from '@vineyard/domain';

/**
 * Most game days one advance may apply: one game year. Mirrors `MAX_ADVANCE_DAYS` of the admin
 * API (backend/src/admin/dto/admin.dto.ts), which answers 400 outside 1..360.
 */
export const MAX_ADVANCE_DAYS = DAYS_PER_YEAR;

export const ADVANCE_DAYS_MESSAGE = `Days must be a whole number from 1 to ${MAX_ADVANCE_DAYS}`;

/** The problem with the "Advance N days" input, or null when it is a whole number from 1 to 360. */
export function advanceDaysError(raw: string): string | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return ADVANCE_DAYS_MESSAGE;
  const days = Number(text);
  return days >= 1 && days <= MAX_ADVANCE_DAYS ? null : ADVANCE_DAYS_MESSAGE;
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** '23 Nov 2026, 08:12:45' in the operator's time zone; '—' for nothing. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : DATE_TIME.format(date);
}

/** 850 → '850 ms', 4200 → '4.2 s', 90000 → '1.5 min', 3600000 → '1 h'. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${trim(ms / 1000)} s`;
  if (ms < 3_600_000) return `${trim(ms / 60_000)} min`;
  return `${trim(ms / 3_600_000)} h`;
}

function trim(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Audit details as 'key: value' pairs; nested values as compact JSON. */
export function detailPairs(details: Record<string, unknown> | null | undefined): [string, string][] {
  if (!details) return [];
  return Object.entries(details).map(([key, value]) => [
    key,
    typeof value === 'string' ? value : JSON.stringify(value),
  ]);
}

/** 'clock.advance' → 'Clock advance', 'user.verify-email' → 'User verify email'. */
export function actionLabel(action: string): string {
  const text = action.replace(/[.\-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every action the admin API audits (backend/src/admin), for the audit log's filter. */
export const AUDIT_ACTIONS = [
  'user.verify-email',
  'user.disable',
  'user.enable',
  'user.role',
  'clock.pause',
  'clock.resume',
  'clock.advance',
  'feature.status',
  'feature.update',
  'feature.delete',
  'comment.update',
  'comment.delete',
  'waitlist.export',
  'newsletter.export',
] as const;

/**
 * The analytics API lists only days with page views: this fills the gaps with zeros so a chart
 * shows every day of the range, oldest first, ending today (UTC).
 */
export function fillDays(
  rows: { date: string; count: number }[],
  days: number,
  today = new Date(),
): { date: string; count: number }[] {
  const counts = new Map(rows.map((row) => [row.date, row.count]));
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const result: { date: string; count: number }[] = [];
  for (let i = days - 1; i >= 0; i -= 1) {
    const date = new Date(end - i * 86_400_000).toISOString().slice(0, 10);
    result.push({ date, count: counts.get(date) ?? 0 });
  }
  return result;
}
