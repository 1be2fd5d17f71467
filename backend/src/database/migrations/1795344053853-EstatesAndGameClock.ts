import { MigrationInterface, QueryRunner } from 'typeorm';

export class EstatesAndGameClock1795344053853 implements MigrationInterface {
  name = 'EstatesAndGameClock1795344053853';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "estates" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "name" character varying(50) NOT NULL,
                "template" character varying(16) NOT NULL,
                "location" character varying(16) NOT NULL,
                "money" bigint NOT NULL,
                "reputation" integer NOT NULL DEFAULT '0',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "estates_money_check" CHECK ("money" >= 0),
                CONSTRAINT "PK_e6e88990dece2b27b551fe6c7b2" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "estate_invitations" (
                "estate_id" uuid NOT NULL,
                "email" character varying(254) NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_6d2da2fd08fca1f0769f34b4ad6" PRIMARY KEY ("estate_id", "email")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "estate_invitations_email_idx" ON "estate_invitations" ("email")
        `);
    await queryRunner.query(`
            CREATE TABLE "estate_owners" (
                "estate_id" uuid NOT NULL,
                "user_id" uuid NOT NULL,
                "is_primary" boolean NOT NULL DEFAULT false,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_3503f02af9a880153eaca4f2b10" PRIMARY KEY ("estate_id", "user_id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "estate_owners_one_primary_key" ON "estate_owners" ("estate_id")
            WHERE is_primary
        `);
    await queryRunner.query(`
            CREATE INDEX "estate_owners_user_id_idx" ON "estate_owners" ("user_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "game_clock" (
                "id" smallint NOT NULL,
                "day_index" integer NOT NULL DEFAULT '0',
                "last_tick_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "last_tick_duration_ms" integer,
                "paused" boolean NOT NULL DEFAULT false,
                CONSTRAINT "game_clock_single_row_check" CHECK ("id" = 1),
                CONSTRAINT "PK_28ace1bf2f335dfe27cb5cc0bf6" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "game_ticks" (
                "day_index" integer NOT NULL,
                "applied_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "duration_ms" integer NOT NULL,
                "source" character varying(16) NOT NULL,
                CONSTRAINT "PK_ce2893d941f53834a54a4ef3c62" PRIMARY KEY ("day_index")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "plots" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "estate_id" uuid NOT NULL,
                "name" character varying(100) NOT NULL,
                "description" text NOT NULL DEFAULT '',
                "notes" text NOT NULL DEFAULT '',
                "region" character varying(16) NOT NULL,
                "size" numeric(8, 2) NOT NULL,
                "price" bigint NOT NULL,
                "maintenance_cost" integer NOT NULL,
                "purchase_date" TIMESTAMP WITH TIME ZONE NOT NULL,
                "purchase_game_day" integer NOT NULL,
                "soil_type" character varying(16) NOT NULL,
                "elevation" integer NOT NULL,
                "orientation" character varying(16) NOT NULL,
                "sun_exposure" smallint NOT NULL,
                "water_access" smallint NOT NULL,
                "terrain" character varying(20) NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "plots_scores_check" CHECK (
                    "sun_exposure" BETWEEN 0 AND 10
                    AND "water_access" BETWEEN 0 AND 10
                ),
                CONSTRAINT "plots_size_check" CHECK ("size" > 0),
                CONSTRAINT "PK_ba7eaba496503e69206deae9363" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "plots_estate_id_idx" ON "plots" ("estate_id")
        `);
    await queryRunner.query(`
            ALTER TABLE "estate_invitations"
            ADD CONSTRAINT "FK_7fbc10892fe67ccc650ceb5c47c" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "estate_owners"
            ADD CONSTRAINT "FK_ad33309d86753a7a8e0384ae599" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "estate_owners"
            ADD CONSTRAINT "FK_d9c1a8be9e5051e6f2f5a7c78de" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "plots"
            ADD CONSTRAINT "FK_3d52596a0094aa805f7af46116c" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    // the one game clock row: Spring, Year 1, Day 1 (March)
    await queryRunner.query(`
            INSERT INTO "game_clock" ("id", "day_index", "last_tick_at", "paused") VALUES (1, 0, now(), false)
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "plots" DROP CONSTRAINT "FK_3d52596a0094aa805f7af46116c"
        `);
    await queryRunner.query(`
            ALTER TABLE "estate_owners" DROP CONSTRAINT "FK_d9c1a8be9e5051e6f2f5a7c78de"
        `);
    await queryRunner.query(`
            ALTER TABLE "estate_owners" DROP CONSTRAINT "FK_ad33309d86753a7a8e0384ae599"
        `);
    await queryRunner.query(`
            ALTER TABLE "estate_invitations" DROP CONSTRAINT "FK_7fbc10892fe67ccc650ceb5c47c"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."plots_estate_id_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "plots"
        `);
    await queryRunner.query(`
            DROP TABLE "game_ticks"
        `);
    await queryRunner.query(`
            DROP TABLE "game_clock"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."estate_owners_user_id_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."estate_owners_one_primary_key"
        `);
    await queryRunner.query(`
            DROP TABLE "estate_owners"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."estate_invitations_email_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "estate_invitations"
        `);
    await queryRunner.query(`
            DROP TABLE "estates"
        `);
  }
}
