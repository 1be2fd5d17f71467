import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Weather protections (issue 31, item 2): a block protected against the forecast weather event of
 * one day (at most one row per block and day); the tick reads the day's rows by `event_day`.
 */
export class WeatherProtections1795962981114 implements MigrationInterface {
  name = 'WeatherProtections1795962981114';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "block_protections" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "block_id" uuid NOT NULL,
                "event_day" integer NOT NULL,
                "kind" character varying(16) NOT NULL,
                "cost" integer NOT NULL,
                "game_day" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "block_protections_block_day_key" UNIQUE ("block_id", "event_day"),
                CONSTRAINT "PK_6ad76cf9f97d5f1259753da7ec3" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "block_protections_event_day_idx" ON "block_protections" ("event_day")
        `);
    await queryRunner.query(`
            ALTER TABLE "block_protections"
            ADD CONSTRAINT "FK_d0351a6ae6bf9a52698cede5127" FOREIGN KEY ("block_id") REFERENCES "blocks"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "block_protections" DROP CONSTRAINT "FK_d0351a6ae6bf9a52698cede5127"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."block_protections_event_day_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "block_protections"
        `);
  }
}
