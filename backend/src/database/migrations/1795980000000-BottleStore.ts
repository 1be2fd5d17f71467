import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The bottle store (issue 35, item 1): the extensions each estate built (its capacity is the
 * template's start plus 10,000 bottles an extension, `bottleStoreCapacity` in libs/domain), and
 * the ledger's once-a-day key extended to the monthly storage charge (`storage_charge`), so the
 * tick can never charge an estate twice for one month.
 */
export class BottleStore1795980000000 implements MigrationInterface {
  name = 'BottleStore1795980000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "estates"
            ADD "bottle_store_extensions" integer NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            ALTER TABLE "estates"
            ADD CONSTRAINT "estates_bottle_store_extensions_check" CHECK ("bottle_store_extensions" >= 0)
        `);
    await queryRunner.query(`
            DROP INDEX "public"."ledger_entries_daily_charge_key"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "ledger_entries_daily_charge_key" ON "ledger_entries" ("estate_id", "game_day", "kind")
            WHERE kind IN ('upkeep', 'storage_charge')
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."ledger_entries_daily_charge_key"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "ledger_entries_daily_charge_key" ON "ledger_entries" ("estate_id", "game_day", "kind")
            WHERE kind = 'upkeep'
        `);
    await queryRunner.query(`
            ALTER TABLE "estates" DROP CONSTRAINT "estates_bottle_store_extensions_check"
        `);
    await queryRunner.query(`
            ALTER TABLE "estates" DROP COLUMN "bottle_store_extensions"
        `);
  }
}
