import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Yearly awards (issue 19): one row per medal, written once by the awards day's tick step; unique per
 * year × region × colour × medal and per lot × year.
 */
export class Awards1795624636370 implements MigrationInterface {
  name = 'Awards1795624636370';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "awards" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "year" integer NOT NULL,
                "region" character varying(16) NOT NULL,
                "colour" character varying(8) NOT NULL,
                "medal" character varying(8) NOT NULL,
                "wine_lot_id" uuid NOT NULL,
                "estate_id" uuid NOT NULL,
                "score" smallint NOT NULL,
                "quality" smallint NOT NULL,
                "game_day" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_bc3f6adc548ff46c76c03e06377" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "awards_estate_idx" ON "awards" ("estate_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "awards_lot_key" ON "awards" ("wine_lot_id", "year")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "awards_medal_key" ON "awards" ("year", "region", "colour", "medal")
        `);
    await queryRunner.query(`
            ALTER TABLE "awards"
            ADD CONSTRAINT "FK_900f24d7ebfc1c25cf139f98dbf" FOREIGN KEY ("wine_lot_id") REFERENCES "wine_lots"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "awards"
            ADD CONSTRAINT "FK_ec5442ce4a4571a7b711ef6d948" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "awards" DROP CONSTRAINT "FK_ec5442ce4a4571a7b711ef6d948"
        `);
    await queryRunner.query(`
            ALTER TABLE "awards" DROP CONSTRAINT "FK_900f24d7ebfc1c25cf139f98dbf"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."awards_medal_key"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."awards_lot_key"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."awards_estate_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "awards"
        `);
  }
}
