import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What wine sales earned an estate in a reputation month (the sales' soft cap's count), kept on its
 * row (`sales_points_month` from day `sales_points_month_start` on) by every write of a sale's points:
 * read, it was the sum of the month's `wine_sale` events, one a sale, so each sale read more rows the
 * more the estate had sold that month (150 in bench scenario 10's later rounds). Filled from the
 * events: each estate's month of its latest gain from a sale (30-day months from day 0,
 * REPUTATION_MONTH_DAYS), which a read of another month counts as nothing.
 */
export class EstateSalesPointsMonth1796100000000 implements MigrationInterface {
  name = 'EstateSalesPointsMonth1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "estates" ADD "sales_points_month" double precision NOT NULL DEFAULT 0,
                             ADD "sales_points_month_start" integer NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(`
            WITH gains AS (
              SELECT "estate_id", "game_day" / 30 * 30 AS "month_start", "points"
                FROM "reputation_events" WHERE "reason" = 'wine_sale' AND "points" > 0),
            latest AS (SELECT "estate_id", max("month_start") AS "month_start" FROM gains GROUP BY "estate_id"),
            month AS (
              SELECT g."estate_id", l."month_start", sum(g."points") AS "points"
                FROM gains g JOIN latest l ON l."estate_id" = g."estate_id" AND l."month_start" = g."month_start"
               GROUP BY g."estate_id", l."month_start")
            UPDATE "estates" e SET "sales_points_month" = m."points", "sales_points_month_start" = m."month_start"
              FROM month m WHERE e."id" = m."estate_id"
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "estates" DROP COLUMN "sales_points_month_start", DROP COLUMN "sales_points_month"`,
    );
  }
}
