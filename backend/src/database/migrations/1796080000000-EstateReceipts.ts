import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An estate's receipts by game day (`estate_receipts`): what its wine sales, merchants' contracts
 * and cellar door took in each day, the sum the distribution's window reads (a quote's, a sale's
 * and a sales manager's market facts). Summed from the ledger the window read one entry per sale
 * (60 an estate in bench scenario 10's second round, and growing with every sale of the year);
 * summed from here it reads at most one row a day with receipts. A statement-level trigger on
 * `ledger_entries` keeps it (one set-based upsert per statement that writes receipts, whatever the
 * number of rows); the ledger is append-only, so an update or removal of an entry that would
 * change the sums is refused. Every writer of an entry holds its estate's row lock (the money
 * module's UPDATE of the balance, level 1 of common/locks.ts), so two transactions never add to
 * one estate's day at once.
 */
export class EstateReceipts1796080000000 implements MigrationInterface {
  name = 'EstateReceipts1796080000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "estate_receipts" (
              "estate_id" uuid NOT NULL,
              "game_day" integer NOT NULL,
              "amount" bigint NOT NULL,
              CONSTRAINT "estate_receipts_pkey" PRIMARY KEY ("estate_id", "game_day")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "estate_receipts" ("estate_id", "game_day", "amount")
            SELECT "estate_id", "game_day", sum("amount") FROM "ledger_entries"
             WHERE "kind" IN ('wine_sale', 'contract_payment', 'cellar_door_sale')
             GROUP BY "estate_id", "game_day"
        `);
    await queryRunner.query(`
            CREATE FUNCTION "estate_receipts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              INSERT INTO "estate_receipts" AS r ("estate_id", "game_day", "amount")
              SELECT "estate_id", "game_day", sum("amount") FROM "added"
               WHERE "kind" IN ('wine_sale', 'contract_payment', 'cellar_door_sale')
               GROUP BY "estate_id", "game_day"
              ON CONFLICT ("estate_id", "game_day") DO UPDATE SET "amount" = r."amount" + EXCLUDED."amount";
              RETURN NULL;
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "ledger_entries_receipts" AFTER INSERT ON "ledger_entries"
            REFERENCING NEW TABLE AS "added"
            FOR EACH STATEMENT EXECUTE FUNCTION "estate_receipts_add"()
        `);
    // the ledger is append-only: an entry's estate, kind, day or amount never changes, nor does one go
    await queryRunner.query(`
            CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              RAISE EXCEPTION 'ledger entries are never changed or removed' USING ERRCODE = 'check_violation';
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "ledger_entries_fixed" BEFORE UPDATE OF "estate_id", "kind", "game_day", "amount" ON "ledger_entries"
            FOR EACH ROW WHEN (OLD."estate_id" IS DISTINCT FROM NEW."estate_id" OR OLD."kind" IS DISTINCT FROM NEW."kind"
                               OR OLD."game_day" IS DISTINCT FROM NEW."game_day" OR OLD."amount" IS DISTINCT FROM NEW."amount")
            EXECUTE FUNCTION "ledger_entries_append_only"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "ledger_entries_kept" BEFORE DELETE ON "ledger_entries"
            FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_append_only"()
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "ledger_entries_kept" ON "ledger_entries"`);
    await queryRunner.query(`DROP TRIGGER "ledger_entries_fixed" ON "ledger_entries"`);
    await queryRunner.query(`DROP FUNCTION "ledger_entries_append_only"()`);
    await queryRunner.query(`DROP TRIGGER "ledger_entries_receipts" ON "ledger_entries"`);
    await queryRunner.query(`DROP FUNCTION "estate_receipts_add"()`);
    await queryRunner.query(`DROP TABLE "estate_receipts"`);
  }
}
