import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The exchange's limit for new estates (issue 32, EXCHANGE_NEW_ESTATE): an estate remembers the game
 * day it was founded (null for those founded before, which the limit never applies to), and a
 * buyer's trades are summed by their estate.
 */
export class ExchangeNewEstates1795964025653 implements MigrationInterface {
  name = 'ExchangeNewEstates1795964025653';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "estates"
            ADD "founded_day" integer
        `);
    await queryRunner.query(`
            CREATE INDEX "exchange_trades_buyer_idx" ON "exchange_trades" ("buyer_estate_id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."exchange_trades_buyer_idx"
        `);
    await queryRunner.query(`
            ALTER TABLE "estates" DROP COLUMN "founded_day"
        `);
  }
}
