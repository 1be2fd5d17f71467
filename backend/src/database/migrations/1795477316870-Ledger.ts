import { MigrationInterface, QueryRunner } from 'typeorm';

/** The ledger of every change of an estate's money, arrears, and the count of estates a user founded. */
export class Ledger1795477316870 implements MigrationInterface {
  name = 'Ledger1795477316870';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "ledger_entries" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "seq" BIGSERIAL NOT NULL,
                "estate_id" uuid NOT NULL,
                "amount" bigint NOT NULL,
                "kind" character varying(32) NOT NULL,
                "game_day" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "balance_after" bigint NOT NULL,
                "description" character varying(200) NOT NULL,
                "ref_id" uuid,
                CONSTRAINT "PK_6efcb84411d3f08b08450ae75d5" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "ledger_entries_daily_charge_key" ON "ledger_entries" ("estate_id", "game_day", "kind")
            WHERE kind = 'upkeep'
        `);
    await queryRunner.query(`
            CREATE INDEX "ledger_entries_game_day_idx" ON "ledger_entries" ("game_day")
        `);
    await queryRunner.query(`
            CREATE INDEX "ledger_entries_estate_idx" ON "ledger_entries" ("estate_id", "seq")
        `);
    await queryRunner.query(`
            ALTER TABLE "users"
            ADD "estates_founded" integer NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            ALTER TABLE "estates"
            ADD "arrears" bigint NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            ALTER TABLE "estates"
            ADD CONSTRAINT "estates_arrears_check" CHECK ("arrears" >= 0)
        `);
    // the ledger starts from what each estate holds, so money = sum of the ledger from now on
    await queryRunner.query(`
            INSERT INTO "ledger_entries" ("estate_id", "amount", "kind", "game_day", "balance_after", "description")
            SELECT id, money, 'opening_balance', (SELECT COALESCE(max(day_index), 0) FROM game_clock), money,
                   'Balance when the ledger began'
              FROM estates WHERE money <> 0
        `);
    // estates founded before: the grant rule counts them
    await queryRunner.query(`
            UPDATE "users" u SET "estates_founded" = s.n
              FROM (SELECT user_id, count(*)::int AS n FROM estate_owners WHERE is_primary GROUP BY user_id) s
             WHERE s.user_id = u.id
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "estates" DROP CONSTRAINT "estates_arrears_check"
        `);
    await queryRunner.query(`
            ALTER TABLE "estates" DROP COLUMN "arrears"
        `);
    await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "estates_founded"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."ledger_entries_estate_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."ledger_entries_game_day_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."ledger_entries_daily_charge_key"
        `);
    await queryRunner.query(`
            DROP TABLE "ledger_entries"
        `);
  }
}
