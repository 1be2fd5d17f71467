import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Winery equipment (issue 35, item 1): the pieces each estate bought (one of a kind), with the
 * price paid and the monthly upkeep fixed from it; and the ledger's once-a-day key extended to the
 * monthly equipment upkeep (`equipment_upkeep`), so the tick can never charge an estate twice for
 * one month.
 */
export class Equipment1796052130050 implements MigrationInterface {
  name = 'Equipment1796052130050';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "estate_equipment" (
                "estate_id" uuid NOT NULL,
                "kind" character varying(24) NOT NULL,
                "price" integer NOT NULL,
                "monthly_upkeep" integer NOT NULL,
                "bought_day" integer NOT NULL,
                CONSTRAINT "estate_equipment_amounts_check" CHECK (
                    "price" >= 0
                    AND "monthly_upkeep" >= 0
                ),
                CONSTRAINT "PK_34c0c3440ebe26b84d854e305d5" PRIMARY KEY ("estate_id", "kind")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "estate_equipment"
            ADD CONSTRAINT "FK_468bbae9e93d97201611d96b8e8" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            DROP INDEX "public"."ledger_entries_daily_charge_key"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "ledger_entries_daily_charge_key" ON "ledger_entries" ("estate_id", "game_day", "kind")
            WHERE kind IN ('upkeep', 'storage_charge', 'wages', 'equipment_upkeep')
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."ledger_entries_daily_charge_key"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "ledger_entries_daily_charge_key" ON "ledger_entries" ("estate_id", "game_day", "kind")
            WHERE kind IN ('upkeep', 'storage_charge', 'wages')
        `);
    await queryRunner.query(`
            ALTER TABLE "estate_equipment" DROP CONSTRAINT "FK_468bbae9e93d97201611d96b8e8"
        `);
    await queryRunner.query(`
            DROP TABLE "estate_equipment"
        `);
  }
}
