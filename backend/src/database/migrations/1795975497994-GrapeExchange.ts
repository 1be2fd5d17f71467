import { MigrationInterface, QueryRunner } from 'typeorm';

export class GrapeExchange1795975497994 implements MigrationInterface {
  name = 'GrapeExchange1795975497994';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "grape_offers" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "seller_estate_id" uuid NOT NULL,
                "grape_lot_id" uuid NOT NULL,
                "producer" character varying(80) NOT NULL,
                "block_name" character varying(100) NOT NULL,
                "region" character varying(16) NOT NULL,
                "colour" character varying(8) NOT NULL,
                "variety" character varying(32) NOT NULL,
                "quality" smallint NOT NULL,
                "vintage" integer NOT NULL,
                "harvest_day" integer NOT NULL,
                "price_cents" integer NOT NULL,
                "kilograms" integer NOT NULL,
                "kilograms_left" integer NOT NULL,
                "status" character varying(10) NOT NULL DEFAULT 'open',
                "listed_day" integer NOT NULL,
                "expires_day" integer NOT NULL,
                "closed_day" integer,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "grape_offers_price_check" CHECK ("price_cents" > 0),
                CONSTRAINT "grape_offers_kilograms_check" CHECK (
                    "kilograms_left" >= 0
                    AND "kilograms_left" <= "kilograms"
                    AND "kilograms" > 0
                ),
                CONSTRAINT "PK_7ecb967119ffcdfad7e0d2e3af9" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "grape_offers_lot_idx" ON "grape_offers" ("grape_lot_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "grape_offers_seller_idx" ON "grape_offers" ("seller_estate_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "grape_offers_open_expiry_idx" ON "grape_offers" ("expires_day")
            WHERE "status" = 'open'
        `);
    await queryRunner.query(`
            CREATE INDEX "grape_offers_open_region_idx" ON "grape_offers" ("region", "price_cents", "id")
            WHERE "status" = 'open'
        `);
    await queryRunner.query(`
            CREATE INDEX "grape_offers_open_price_idx" ON "grape_offers" ("price_cents", "id")
            WHERE "status" = 'open'
        `);
    await queryRunner.query(`
            CREATE INDEX "grape_offers_open_newest_idx" ON "grape_offers" ("created_at", "id")
            WHERE "status" = 'open'
        `);
    await queryRunner.query(`
            CREATE TABLE "grape_trades" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "offer_id" uuid NOT NULL,
                "seller_estate_id" uuid NOT NULL,
                "buyer_estate_id" uuid NOT NULL,
                "buyer_lot_id" uuid NOT NULL,
                "producer" character varying(80) NOT NULL,
                "region" character varying(16) NOT NULL,
                "colour" character varying(8) NOT NULL,
                "variety" character varying(32) NOT NULL,
                "quality" smallint NOT NULL,
                "vintage" integer NOT NULL,
                "price_cents" integer NOT NULL,
                "kilograms" integer NOT NULL,
                "total" bigint NOT NULL,
                "fee" bigint NOT NULL,
                "game_day" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_12038bc30f9fc4445c2d5d44e55" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "grape_trades_buyer_idx" ON "grape_trades" ("buyer_estate_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "grape_trades_offer_idx" ON "grape_trades" ("offer_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "grape_trades_segment_idx" ON "grape_trades" ("region", "colour", "created_at")
        `);
    await queryRunner.query(`
            ALTER TABLE "grape_offers"
            ADD CONSTRAINT "FK_c51b5651347dd0a5ca1b23652fc" FOREIGN KEY ("seller_estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "grape_offers"
            ADD CONSTRAINT "FK_e1b060f09961e0fff2cac505f70" FOREIGN KEY ("grape_lot_id") REFERENCES "grape_lots"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "grape_offers" DROP CONSTRAINT "FK_e1b060f09961e0fff2cac505f70"
        `);
    await queryRunner.query(`
            ALTER TABLE "grape_offers" DROP CONSTRAINT "FK_c51b5651347dd0a5ca1b23652fc"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."grape_trades_segment_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."grape_trades_offer_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."grape_trades_buyer_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "grape_trades"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."grape_offers_open_newest_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."grape_offers_open_price_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."grape_offers_open_region_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."grape_offers_open_expiry_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."grape_offers_seller_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."grape_offers_lot_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "grape_offers"
        `);
  }
}
