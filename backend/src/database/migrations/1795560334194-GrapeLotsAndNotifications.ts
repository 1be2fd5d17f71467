import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 18: grape lots (a harvest's grapes, perishing on read), what the grape buyers took per
 * estate and season, and estates' notifications. Past harvests become lots (long perished by now,
 * but counted the same way).
 */
export class GrapeLotsAndNotifications1795560334194 implements MigrationInterface {
  name = 'GrapeLotsAndNotifications1795560334194';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "grape_buyer_sales" (
                "estate_id" uuid NOT NULL,
                "season" integer NOT NULL,
                "buyers_kg" integer NOT NULL DEFAULT '0',
                "cooperative_kg" integer NOT NULL DEFAULT '0',
                "revenue" bigint NOT NULL DEFAULT '0',
                CONSTRAINT "PK_14910ad2102096a12ed1167236f" PRIMARY KEY ("estate_id", "season")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "grape_lots" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "estate_id" uuid NOT NULL,
                "block_id" uuid,
                "block_name" character varying(100) NOT NULL,
                "region" character varying(16) NOT NULL,
                "variety" character varying(32) NOT NULL,
                "kilograms" integer NOT NULL,
                "harvested_kg" integer NOT NULL,
                "quality" smallint NOT NULL,
                "vintage" integer NOT NULL,
                "harvest_day" integer NOT NULL,
                "counted_day" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "grape_lots_kilograms_check" CHECK ("kilograms" >= 0),
                CONSTRAINT "PK_94a298a7ae32a7411c7bee55f17" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "grape_lots_estate_idx" ON "grape_lots" ("estate_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "notifications" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "estate_id" uuid NOT NULL,
                "kind" character varying(32) NOT NULL,
                "title" character varying(120) NOT NULL,
                "body" character varying(500) NOT NULL,
                "ref_id" uuid,
                "game_day" integer NOT NULL,
                "read_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_6a72c3c0f683f6462415e653c3a" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "notifications_estate_idx" ON "notifications" ("estate_id", "read_at", "created_at")
        `);
    await queryRunner.query(`
            ALTER TABLE "grape_buyer_sales"
            ADD CONSTRAINT "FK_d7aeb4a7174370fb180da57fb14" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "grape_lots"
            ADD CONSTRAINT "FK_d7d402b765967e98d0a56067199" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "notifications"
            ADD CONSTRAINT "FK_acffc311f21a6072a3c452cb643" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    // the grapes harvested so far become lots, in the region of their block's plot (or the estate's)
    await queryRunner.query(`
            INSERT INTO "grape_lots" ("estate_id", "block_id", "block_name", "region", "variety", "kilograms",
                                      "harvested_kg", "quality", "vintage", "harvest_day", "counted_day", "created_at")
            SELECT h.estate_id, h.block_id, h.block_name, COALESCE(p.region, e.location), h.variety, h.amount_kg,
                   h.amount_kg, h.quality, h.game_day / 360 + 1, h.game_day, h.game_day, h.created_at
              FROM harvests h
              JOIN estates e ON e.id = h.estate_id
              LEFT JOIN blocks b ON b.id = h.block_id
              LEFT JOIN plots p ON p.id = b.plot_id
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "notifications" DROP CONSTRAINT "FK_acffc311f21a6072a3c452cb643"
        `);
    await queryRunner.query(`
            ALTER TABLE "grape_lots" DROP CONSTRAINT "FK_d7d402b765967e98d0a56067199"
        `);
    await queryRunner.query(`
            ALTER TABLE "grape_buyer_sales" DROP CONSTRAINT "FK_d7aeb4a7174370fb180da57fb14"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."notifications_estate_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "notifications"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."grape_lots_estate_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "grape_lots"
        `);
    await queryRunner.query(`
            DROP TABLE "grape_buyer_sales"
        `);
  }
}
