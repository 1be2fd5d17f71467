import type { YearKindTotalDto } from '../../../../api';

export interface YearSummary {
  year: number;
  created: number;
  destroyed: number;
  rows: YearKindTotalDto[];
}

/** The per-year-and-kind rows grouped by year (newest first), with each year's totals. */
export function groupByYear(rows: readonly YearKindTotalDto[]): YearSummary[] {
  const years = new Map<number, YearSummary>();
  for (const row of rows) {
    const year = years.get(row.year) ?? { year: row.year, created: 0, destroyed: 0, rows: [] };
    year.created += row.created;
    year.destroyed += row.destroyed;
    year.rows.push(row);
    years.set(row.year, year);
  }
  return [...years.values()]
    .sort((a, b) => b.year - a.year)
    .map((year) => ({
      ...year,
      rows: [...year.rows].sort((a, b) => b.created + b.destroyed - (a.created + a.destroyed)),
    }));
}
