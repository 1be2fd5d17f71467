/**
 * Sales summarised per game day (issue 31, item 4): a sale of grapes, bulk wine or bottles does not
 * leave one notice each (the unread count read "9+" for good after a month of selling); a game day's
 * sales of one kind make one notice per estate. A later sale that day adds to the day's notice while
 * it is unread, and the notice then tells the day's totals (sales, quantity, money) and the latest
 * sale; once the player has read it, the next sale starts a new one. The ledger keeps one row per sale.
 */
import { formatGameDayShortForm } from './calendar';
import { formatMoney, formatNumber } from './format';
import type { NotificationKind } from './grapes';
import { MESSAGES } from './messages';

/** The notice kinds summarised per game day, with what the day's notice calls them and their unit. */
export const DAILY_SALE_NOTICES = {
  grape_sale: { what: 'Grape sales', unit: 'kg' },
  bulk_wine_sale: { what: 'Bulk wine sales', unit: 'L' },
  wine_sale: { what: 'Wine sales', unit: 'bottles' },
  exchange_sale: { what: 'Exchange sales', unit: 'bottles' },
  exchange_grape_sale: { what: 'Exchange grape sales', unit: 'kg' },
} as const satisfies Partial<Record<NotificationKind, { what: string; unit: string }>>;

export type DailySaleKind = keyof typeof DAILY_SALE_NOTICES;

/** A day's quantity of a kind as its notice writes it: '1,200 kg', '300 L', '48 bottles'. */
export function saleQuantityText(kind: DailySaleKind, quantity: number | string): string {
  return `${typeof quantity === 'number' ? formatNumber(quantity) : quantity} ${DAILY_SALE_NOTICES[kind].unit}`;
}

export function isDailySaleKind(kind: NotificationKind): kind is DailySaleKind {
  return Object.hasOwn(DAILY_SALE_NOTICES, kind);
}

/** One sale as its day's notice counts it: kilograms, litres or bottles, and whole euros received. */
export interface SaleAmount {
  readonly quantity: number;
  readonly money: number;
}

/** What a day's notice has counted so far. */
export interface SalesTally {
  readonly sales: number;
  readonly quantity: number;
  readonly money: number;
}

/** The tally after one more sale (`before` null: the first sale of a new notice). */
export function addSale(before: SalesTally | null, sale: SaleAmount): SalesTally {
  return {
    sales: (before?.sales ?? 0) + 1,
    quantity: (before?.quantity ?? 0) + sale.quantity,
    money: (before?.money ?? 0) + sale.money,
  };
}

/**
 * The day's notice for a tally: a single sale keeps its own title and body (`latest`); from the
 * second on, the title gives the day and its money, and the body the totals, then the latest sale.
 */
export function salesDayNotice(
  kind: DailySaleKind,
  day: number,
  tally: SalesTally,
  latest: { title: string; body: string },
): { title: string; body: string } {
  if (tally.sales <= 1) return latest;
  const money = formatMoney(tally.money);
  return {
    title: MESSAGES.notice.salesDayTitle(DAILY_SALE_NOTICES[kind].what, formatGameDayShortForm(day), money),
    body: MESSAGES.notice.salesDayBody(tally.sales, saleQuantityText(kind, tally.quantity), money, latest.body),
  };
}

/**
 * The day's notice of a kind as templates with the placeholders {money}, {sales}, {quantity} and
 * {latest}: for set-based statements (the tick's planned grape sales) that write the same notice as
 * salesDayNotice in SQL.
 */
export function salesDayNoticeTemplate(kind: DailySaleKind, day: number): { title: string; body: string } {
  return {
    title: MESSAGES.notice.salesDayTitle(DAILY_SALE_NOTICES[kind].what, formatGameDayShortForm(day), '{money}'),
    body: MESSAGES.notice.salesDayBody('{sales}', saleQuantityText(kind, '{quantity}'), '{money}', '{latest}'),
  };
}
