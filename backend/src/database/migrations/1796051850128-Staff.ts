import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff (issue 35, item 2): the members of each estate's staff (`staff`: the labour market's
 * candidate they were, unique per estate, their role, skill, monthly wage and hiring day) and the
 * sales manager's rule (`staff_sales_rules`, one row per estate); the ledger's once-a-day key
 * extended to the monthly wages (`wages`), so the tick can never pay an estate's staff twice for
 * one month; and which wine sales the sales manager made (`wine_sales.by_staff`).
 */
export class Staff1796051850128 implements MigrationInterface {
  name = 'Staff1796051850128';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "staff" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "estate_id" uuid NOT NULL,
                "role" character varying(24) NOT NULL,
                "candidate_id" character varying(64) NOT NULL,
                "name" character varying(80) NOT NULL,
                "skill" smallint NOT NULL,
                "wage" integer NOT NULL,
                "hired_day" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "staff_skill_check" CHECK (
                    "skill" BETWEEN 1 AND 5
                    AND "wage" >= 0
                ),
                CONSTRAINT "PK_e4ee98bb552756c180aec1e854a" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "staff_estate_candidate_key" ON "staff" ("estate_id", "candidate_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "staff_sales_rules" (
                "estate_id" uuid NOT NULL,
                "share_percent" smallint NOT NULL,
                "min_quality" smallint NOT NULL,
                "updated_day" integer NOT NULL,
                CONSTRAINT "staff_sales_rules_check" CHECK (
                    "share_percent" BETWEEN 1 AND 100
                    AND "min_quality" BETWEEN 0 AND 100
                ),
                CONSTRAINT "PK_327294902f6612db3750b20f2e6" PRIMARY KEY ("estate_id")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "staff"
            ADD CONSTRAINT "FK_55cf68e3397d9582d88fa572ca3" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "staff_sales_rules"
            ADD CONSTRAINT "FK_327294902f6612db3750b20f2e6" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            DROP INDEX "public"."ledger_entries_daily_charge_key"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "ledger_entries_daily_charge_key" ON "ledger_entries" ("estate_id", "game_day", "kind")
            WHERE kind IN ('upkeep', 'storage_charge', 'wages')
        `);
    await queryRunner.query(`
            ALTER TABLE "wine_sales"
            ADD "by_staff" boolean NOT NULL DEFAULT false
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "wine_sales" DROP COLUMN "by_staff"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."ledger_entries_daily_charge_key"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "ledger_entries_daily_charge_key" ON "ledger_entries" ("estate_id", "game_day", "kind")
            WHERE kind IN ('upkeep', 'storage_charge')
        `);
    await queryRunner.query(`
            ALTER TABLE "staff_sales_rules" DROP CONSTRAINT "FK_327294902f6612db3750b20f2e6"
        `);
    await queryRunner.query(`
            ALTER TABLE "staff" DROP CONSTRAINT "FK_55cf68e3397d9582d88fa572ca3"
        `);
    await queryRunner.query(`
            DROP TABLE "staff_sales_rules"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."staff_estate_candidate_key"
        `);
    await queryRunner.query(`
            DROP TABLE "staff"
        `);
  }
}
