import { MigrationInterface, QueryRunner } from 'typeorm';

export class VineyardBlocks1795347658750 implements MigrationInterface {
  name = 'VineyardBlocks1795347658750';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "blocks" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "plot_id" uuid NOT NULL,
                "name" character varying(100) NOT NULL,
                "size" numeric(8, 2) NOT NULL,
                "grape_variety" character varying(32) NOT NULL,
                "row_spacing" numeric(5, 2) NOT NULL,
                "vine_spacing" numeric(5, 2) NOT NULL,
                "orientation" character varying(32) NOT NULL,
                "trellis_system" character varying(16) NOT NULL,
                "notes" text NOT NULL DEFAULT '',
                "status" character varying(16) NOT NULL DEFAULT 'planting',
                "planting_date" TIMESTAMP WITH TIME ZONE NOT NULL,
                "planted_game_day" integer NOT NULL,
                "suitability" smallint NOT NULL,
                "potential" smallint NOT NULL,
                "health" smallint NOT NULL,
                "quality" smallint NOT NULL,
                "last_harvest_year" integer,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "blocks_scores_check" CHECK (
                    "health" BETWEEN 0 AND 100
                    AND "quality" BETWEEN 0 AND 100
                ),
                CONSTRAINT "blocks_spacing_check" CHECK (
                    "row_spacing" >= 0.5
                    AND "vine_spacing" >= 0.5
                ),
                CONSTRAINT "blocks_size_check" CHECK ("size" >= 0.1),
                CONSTRAINT "PK_8244fa1495c4e9222a01059244b" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "blocks_plot_id_idx" ON "blocks" ("plot_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "harvests" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "estate_id" uuid NOT NULL,
                "block_id" uuid,
                "block_name" character varying(100) NOT NULL,
                "variety" character varying(32) NOT NULL,
                "amount_kg" integer NOT NULL,
                "quality" smallint NOT NULL,
                "game_day" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_fb748ae28bc0000875b1949a0a6" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "harvests_block_id_idx" ON "harvests" ("block_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "harvests_estate_id_idx" ON "harvests" ("estate_id")
        `);
    await queryRunner.query(`
            ALTER TABLE "blocks"
            ADD CONSTRAINT "FK_5dd6731e4245bab4991ada445bb" FOREIGN KEY ("plot_id") REFERENCES "plots"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "harvests"
            ADD CONSTRAINT "FK_43eb70b5b626d90e33b873bad2a" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "harvests" DROP CONSTRAINT "FK_43eb70b5b626d90e33b873bad2a"
        `);
    await queryRunner.query(`
            ALTER TABLE "blocks" DROP CONSTRAINT "FK_5dd6731e4245bab4991ada445bb"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."harvests_estate_id_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."harvests_block_id_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "harvests"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."blocks_plot_id_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "blocks"
        `);
  }
}
