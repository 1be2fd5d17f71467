import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The cellar door (issue 35, item 1): each estate's tasting room (built once: the price paid and
 * the monthly upkeep fixed from it) and the bottles sold at it, from which the month's demand left
 * is computed on read.
 */
export class CellarDoor1796053501883 implements MigrationInterface {
  name = 'CellarDoor1796053501883';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "cellar_doors" (
                "estate_id" uuid NOT NULL,
                "price" integer NOT NULL,
                "monthly_upkeep" integer NOT NULL,
                "built_day" integer NOT NULL,
                CONSTRAINT "cellar_doors_amounts_check" CHECK (
                    "price" >= 0
                    AND "monthly_upkeep" >= 0
                ),
                CONSTRAINT "PK_5a9f9a2af0e4aa623f106a8e75d" PRIMARY KEY ("estate_id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "cellar_door_sales" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "estate_id" uuid NOT NULL,
                "wine_lot_id" uuid NOT NULL,
                "bottles" integer NOT NULL,
                "revenue" bigint NOT NULL,
                "game_day" integer NOT NULL,
                CONSTRAINT "cellar_door_sales_amounts_check" CHECK (
                    "bottles" > 0
                    AND "revenue" >= 0
                ),
                CONSTRAINT "PK_f9b6c6fa9d80575526bcbe7f8c4" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "cellar_door_sales_estate_day_idx" ON "cellar_door_sales" ("estate_id", "game_day")
        `);
    await queryRunner.query(`
            ALTER TABLE "cellar_doors"
            ADD CONSTRAINT "FK_5a9f9a2af0e4aa623f106a8e75d" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "cellar_door_sales"
            ADD CONSTRAINT "FK_7e350d4646cf1ef2ba6eba891be" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "cellar_door_sales" DROP CONSTRAINT "FK_7e350d4646cf1ef2ba6eba891be"
        `);
    await queryRunner.query(`
            ALTER TABLE "cellar_doors" DROP CONSTRAINT "FK_5a9f9a2af0e4aa623f106a8e75d"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."cellar_door_sales_estate_day_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "cellar_door_sales"
        `);
    await queryRunner.query(`
            DROP TABLE "cellar_doors"
        `);
  }
}
