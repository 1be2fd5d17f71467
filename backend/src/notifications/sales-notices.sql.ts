/**
 * The day's sales notice in SQL, once (libs/domain sales-notices.ts in TypeScript: `addSale` and
 * `salesDayNotice`): a sale's notice (NotificationsRepository.add) and the tick's planned grape
 * sales (harvest-plans.tick.ts) write it with this fragment, in one statement however many sales
 * it adds; tests/api/sales-notices.test.ts checks it against the TypeScript rule.
 */
import { salesDayNoticeTemplate, type DailySaleKind, type SaleAmount } from '@vineyard/domain';
import { named, raw, sql, sqlFormat, sqlMoney, sqlNumber, type Sql } from '../common/sql';

/**
 * Adds sales to their estates' notices of `kind` on game `day`: `source` (an alias written in the
 * source) is a relation of one row per estate with its sales to add — `estate_id`, `sales` (int),
 * `quantity` and `money` (bigint), `ref_id` and the latest sale's `latest_title` and `latest_body`.
 * An estate with an unread notice of that kind and day gets its tally added to (`addSale`) and the
 * day's totals and latest sale written again; one without gets a new notice: a single sale's own
 * title and body, or the totals (`salesDayNotice`). The unique index `notifications_sales_day_uq`
 * keeps one unread notice per estate, kind and day; a notice marked read meanwhile is waited for and
 * then left alone. An `INSERT … ON CONFLICT`: a statement, or a data-modifying `WITH` query.
 */
export function salesDayNoticesSql(kind: DailySaleKind, day: number, source: string): Sql {
  const template = salesDayNoticeTemplate(kind, day);
  const v = named({
    noticeKind: kind,
    day,
    salesDayTitle: sqlFormat(template.title, ['money']),
    salesDayBody: sqlFormat(template.body, ['sales', 'quantity', 'money', 'latest']),
  });
  const s = raw(source);
  const money = (euros: string) => raw(sqlMoney(euros));
  const number = (value: string) => raw(sqlNumber(value));
  const sum = (key: string) => `((n.sales_tally->>'${key}')::bigint + (EXCLUDED.sales_tally->>'${key}')::bigint)`;
  return sql`INSERT INTO notifications AS n (estate_id, kind, title, body, ref_id, game_day, sales_tally)
         SELECT d.estate_id, ${v.noticeKind}::varchar,
                LEFT(CASE WHEN d.sales = 1 THEN d.latest_title
                          ELSE format(${v.salesDayTitle}::text, ${money('d.money')}) END, 120),
                LEFT(CASE WHEN d.sales = 1 THEN d.latest_body
                          ELSE format(${v.salesDayBody}::text, d.sales, ${number('d.quantity')}, ${money('d.money')}, d.latest_body) END, 500),
                d.ref_id, ${v.day}::int, jsonb_build_object('sales', d.sales, 'quantity', d.quantity, 'money', d.money)
           FROM ${s} d
         ON CONFLICT (estate_id, kind, game_day) WHERE read_at IS NULL AND sales_tally IS NOT NULL DO UPDATE
            SET sales_tally = jsonb_build_object(
                  'sales', (n.sales_tally->>'sales')::int + (EXCLUDED.sales_tally->>'sales')::int,
                  'quantity', ${raw(sum('quantity'))}, 'money', ${raw(sum('money'))}),
                title = LEFT(format(${v.salesDayTitle}::text, ${money(sum('money'))}), 120),
                body = LEFT(format(${v.salesDayBody}::text,
                  (n.sales_tally->>'sales')::int + (EXCLUDED.sales_tally->>'sales')::int,
                  ${number(sum('quantity'))}, ${money(sum('money'))},
                  (SELECT d.latest_body FROM ${s} d WHERE d.estate_id = EXCLUDED.estate_id)), 500),
                ref_id = EXCLUDED.ref_id, created_at = now()`;
}

/** A sale's notice to add to its game day's, as NotificationsRepository.add takes it. */
export interface SaleNotice {
  estateId: string;
  kind: DailySaleKind;
  title: string;
  body: string;
  refId?: string | null;
  gameDay: number;
  sale: SaleAmount;
}

/**
 * One sale added to its game day's notice (salesDayNoticesSql) as two `WITH` queries,
 * `sale_notice_source` and the data-modifying `sale_notice`, for a statement to carry
 * (`WITH ${saleNoticeCtes(n)} SELECT 1`, or beside the sale's own writes).
 */
export function saleNoticeCtes(n: SaleNotice): Sql {
  const v = named({
    noticeEstateId: n.estateId,
    noticeQuantity: n.sale.quantity,
    noticeMoney: n.sale.money,
    noticeRefId: n.refId ?? null,
    noticeTitle: n.title,
    noticeBody: n.body,
  });
  return sql`sale_notice_source AS (
         SELECT ${v.noticeEstateId}::uuid AS estate_id, 1 AS sales, ${v.noticeQuantity}::bigint AS quantity,
                ${v.noticeMoney}::bigint AS money, ${v.noticeRefId}::uuid AS ref_id,
                ${v.noticeTitle}::text AS latest_title, ${v.noticeBody}::text AS latest_body),
       sale_notice AS (${salesDayNoticesSql(n.kind, n.gameDay, 'sale_notice_source')})`;
}
