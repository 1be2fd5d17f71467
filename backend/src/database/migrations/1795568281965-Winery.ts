import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 18: the winery — vessels (tanks and barrels), wine batches with their schedule fixed at
 * the crush, what each vessel holds, and bottled wine lots. Every estate that exists gets its
 * template's starter cellar, as new estates do.
 */

export class Winery1795568281965 implements MigrationInterface {
  name = 'Winery1795568281965';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "vessels" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "estate_id" uuid NOT NULL,
                "kind" character varying(20) NOT NULL,
                "capacity_litres" integer NOT NULL,
                "fills" integer NOT NULL DEFAULT '0',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "vessels_fills_check" CHECK ("fills" >= 0),
                CONSTRAINT "vessels_capacity_check" CHECK ("capacity_litres" > 0),
                CONSTRAINT "PK_be5a5b1f0d546d8bec08e0d1583" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "vessels_estate_idx" ON "vessels" ("estate_id", "kind")
        `);
    await queryRunner.query(`
            CREATE TABLE "wine_batches" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "estate_id" uuid NOT NULL,
                "grape_lot_id" uuid,
                "block_name" character varying(100) NOT NULL,
                "region" character varying(16) NOT NULL,
                "colour" character varying(8) NOT NULL,
                "variety" character varying(32) NOT NULL,
                "vintage" integer NOT NULL,
                "kilograms" integer NOT NULL,
                "initial_litres" integer NOT NULL,
                "litres" integer NOT NULL,
                "grape_quality" smallint NOT NULL,
                "preset" character varying(20),
                "plan" jsonb NOT NULL,
                "oak_strength" real NOT NULL DEFAULT '0',
                "start_day" integer NOT NULL,
                "fermentation_end_day" integer NOT NULL,
                "malolactic_end_day" integer NOT NULL,
                "ready_day" integer NOT NULL,
                "status" character varying(10) NOT NULL DEFAULT 'active',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "wine_batches_litres_check" CHECK ("litres" >= 0),
                CONSTRAINT "PK_739beac5ed2296fc80f256421b8" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "wine_batches_malolactic_idx" ON "wine_batches" ("malolactic_end_day")
            WHERE status = 'active'
        `);
    await queryRunner.query(`
            CREATE INDEX "wine_batches_fermentation_idx" ON "wine_batches" ("fermentation_end_day")
            WHERE status = 'active'
        `);
    await queryRunner.query(`
            CREATE INDEX "wine_batches_ready_idx" ON "wine_batches" ("ready_day")
            WHERE status = 'active'
        `);
    await queryRunner.query(`
            CREATE INDEX "wine_batches_estate_idx" ON "wine_batches" ("estate_id", "status")
        `);
    await queryRunner.query(`
            CREATE TABLE "batch_vessels" (
                "batch_id" uuid NOT NULL,
                "vessel_id" uuid NOT NULL,
                "litres" integer NOT NULL,
                CONSTRAINT "batch_vessels_litres_check" CHECK ("litres" > 0),
                CONSTRAINT "PK_8a915256c0ff9d74a07b039cd84" PRIMARY KEY ("batch_id", "vessel_id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "batch_vessels_vessel_idx" ON "batch_vessels" ("vessel_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "wine_lots" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "estate_id" uuid NOT NULL,
                "batch_id" uuid NOT NULL,
                "name" character varying(80) NOT NULL,
                "region" character varying(16) NOT NULL,
                "colour" character varying(8) NOT NULL,
                "variety" character varying(32) NOT NULL,
                "vintage" integer NOT NULL,
                "bottles" integer NOT NULL,
                "bottled_bottles" integer NOT NULL,
                "quality" smallint NOT NULL,
                "bottled_day" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "wine_lots_bottles_check" CHECK ("bottles" >= 0),
                CONSTRAINT "PK_cb813c23eb710d6bde651d333c0" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "wine_lots_batch_key" ON "wine_lots" ("batch_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "wine_lots_estate_idx" ON "wine_lots" ("estate_id", "created_at")
        `);
    // STARTER_CELLARS of libs/domain as they were when this ran (a migration does not follow later edits)
    await queryRunner.query(`
            INSERT INTO vessels (estate_id, kind, capacity_litres, fills)
            SELECT e.id, s.kind, s.litres, s.fills
              FROM estates e
              JOIN (VALUES
                ('boutique', 'tank', 5000, 0, 2), ('boutique', 'barrel_french', 225, 2, 4),
                ('family', 'tank', 5000, 0, 4), ('family', 'barrel_american', 225, 2, 8),
                ('commercial', 'tank', 5000, 0, 8), ('commercial', 'barrel_american', 225, 2, 16),
                ('standard', 'tank', 5000, 0, 3), ('standard', 'barrel_american', 225, 2, 6)
              ) AS s(template, kind, litres, fills, n) ON s.template = e.template
             CROSS JOIN LATERAL generate_series(1, s.n)
        `);
    await queryRunner.query(`
            ALTER TABLE "vessels"
            ADD CONSTRAINT "FK_239018593f275c4a0667b92263f" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "wine_batches"
            ADD CONSTRAINT "FK_9358067d297d50171ee6621b5e1" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "batch_vessels"
            ADD CONSTRAINT "FK_ab536106f92b5f6d241a1e93f8f" FOREIGN KEY ("batch_id") REFERENCES "wine_batches"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "batch_vessels"
            ADD CONSTRAINT "FK_f74ecead4ada90b1146f929774e" FOREIGN KEY ("vessel_id") REFERENCES "vessels"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "wine_lots"
            ADD CONSTRAINT "FK_d0976549fb534af39b40213529d" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "wine_lots" DROP CONSTRAINT "FK_d0976549fb534af39b40213529d"
        `);
    await queryRunner.query(`
            ALTER TABLE "batch_vessels" DROP CONSTRAINT "FK_f74ecead4ada90b1146f929774e"
        `);
    await queryRunner.query(`
            ALTER TABLE "batch_vessels" DROP CONSTRAINT "FK_ab536106f92b5f6d241a1e93f8f"
        `);
    await queryRunner.query(`
            ALTER TABLE "wine_batches" DROP CONSTRAINT "FK_9358067d297d50171ee6621b5e1"
        `);
    await queryRunner.query(`
            ALTER TABLE "vessels" DROP CONSTRAINT "FK_239018593f275c4a0667b92263f"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."wine_lots_estate_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."wine_lots_batch_key"
        `);
    await queryRunner.query(`
            DROP TABLE "wine_lots"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."batch_vessels_vessel_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "batch_vessels"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."wine_batches_estate_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."wine_batches_ready_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."wine_batches_fermentation_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."wine_batches_malolactic_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "wine_batches"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."vessels_estate_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "vessels"
        `);
  }
}
