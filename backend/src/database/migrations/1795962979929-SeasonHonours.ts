import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The seasons (issue 35): the hall of fame (`season_honours`, one row per region, season and place,
 * written by the yearly season-honours step) and an index of the estates by region for the
 * standings, which are computed on read.
 */
export class SeasonHonours1795962979929 implements MigrationInterface {
  name = 'SeasonHonours1795962979929';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "season_honours" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "year" integer NOT NULL,
                "region" character varying(16) NOT NULL,
                "rank" smallint NOT NULL,
                "estate_id" uuid NOT NULL,
                "score" smallint NOT NULL,
                "revenue" bigint NOT NULL,
                "critic_score" smallint,
                "reputation" smallint NOT NULL,
                "game_day" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_34bb3eebe80908d67181aa5caab" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "season_honours_estate_key" ON "season_honours" ("estate_id", "year")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "season_honours_place_key" ON "season_honours" ("year", "region", "rank")
        `);
    await queryRunner.query(`
            CREATE INDEX "estates_location_idx" ON "estates" ("location")
        `);
    await queryRunner.query(`
            ALTER TABLE "season_honours"
            ADD CONSTRAINT "FK_822cc40ffb3cbacb700a56fec7e" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "season_honours" DROP CONSTRAINT "FK_822cc40ffb3cbacb700a56fec7e"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."estates_location_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."season_honours_place_key"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."season_honours_estate_key"
        `);
    await queryRunner.query(`
            DROP TABLE "season_honours"
        `);
  }
}
