import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sales summarised per game day (issue 31, item 4; libs/domain/src/sales-notices.ts): the notice of
 * a day's sales of a kind keeps its tally (sales, quantity, money) so that the day's next sale adds
 * to it; at most one such notice per estate, kind and day is unread.
 */
export class SalesDayNotices1795939405499 implements MigrationInterface {
  name = 'SalesDayNotices1795939405499';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "notifications"
            ADD "sales_tally" jsonb
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "notifications_sales_day_uq" ON "notifications" ("estate_id", "kind", "game_day")
            WHERE "read_at" IS NULL
                AND "sales_tally" IS NOT NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."notifications_sales_day_uq"
        `);
    await queryRunner.query(`
            ALTER TABLE "notifications" DROP COLUMN "sales_tally"
        `);
  }
}
