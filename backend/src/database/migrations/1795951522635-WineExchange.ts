import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The wine exchange between players (issue 32): offers of bottled wine (`exchange_offers`, with
 * partial indexes of the open offers matching the search's filters and sorts, and the expiry's) and
 * the trades (`exchange_trades`, the price history per segment). A lot bought on the exchange comes
 * from no batch of its estate: `wine_lots.batch_id` may be null; it names its producer and the lot
 * the producer bottled (`origin_lot_id`, whose medal it shows).
 */
export class WineExchange1795951522635 implements MigrationInterface {
  name = 'WineExchange1795951522635';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "exchange_offers" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "seller_estate_id" uuid NOT NULL,
                "wine_lot_id" uuid NOT NULL,
                "origin_lot_id" uuid NOT NULL,
                "name" character varying(80) NOT NULL,
                "producer" character varying(80) NOT NULL,
                "region" character varying(16) NOT NULL,
                "colour" character varying(8) NOT NULL,
                "variety" character varying(32) NOT NULL,
                "blend" jsonb,
                "vintage" integer NOT NULL,
                "tier" character varying(10) NOT NULL,
                "quality" smallint NOT NULL,
                "bottled_day" integer NOT NULL,
                "bottled_bottles" integer NOT NULL,
                "price" integer NOT NULL,
                "bottles" integer NOT NULL,
                "bottles_left" integer NOT NULL,
                "status" character varying(10) NOT NULL DEFAULT 'open',
                "listed_day" integer NOT NULL,
                "expires_day" integer NOT NULL,
                "closed_day" integer,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "exchange_offers_price_check" CHECK ("price" > 0),
                CONSTRAINT "exchange_offers_bottles_check" CHECK (
                    "bottles_left" >= 0
                    AND "bottles_left" <= "bottles"
                    AND "bottles" > 0
                ),
                CONSTRAINT "PK_f51e07423eb2c1bf7dc67c354e6" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "exchange_offers_lot_idx" ON "exchange_offers" ("wine_lot_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "exchange_offers_seller_idx" ON "exchange_offers" ("seller_estate_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "exchange_offers_open_expiry_idx" ON "exchange_offers" ("expires_day")
            WHERE "status" = 'open'
        `);
    await queryRunner.query(`
            CREATE INDEX "exchange_offers_open_segment_idx" ON "exchange_offers" ("region", "colour", "tier", "price", "id")
            WHERE "status" = 'open'
        `);
    await queryRunner.query(`
            CREATE INDEX "exchange_offers_open_price_idx" ON "exchange_offers" ("price", "id")
            WHERE "status" = 'open'
        `);
    await queryRunner.query(`
            CREATE INDEX "exchange_offers_open_newest_idx" ON "exchange_offers" ("created_at", "id")
            WHERE "status" = 'open'
        `);
    await queryRunner.query(`
            CREATE TABLE "exchange_trades" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "offer_id" uuid NOT NULL,
                "seller_estate_id" uuid NOT NULL,
                "buyer_estate_id" uuid NOT NULL,
                "buyer_lot_id" uuid NOT NULL,
                "origin_lot_id" uuid NOT NULL,
                "name" character varying(80) NOT NULL,
                "producer" character varying(80) NOT NULL,
                "region" character varying(16) NOT NULL,
                "colour" character varying(8) NOT NULL,
                "variety" character varying(32) NOT NULL,
                "vintage" integer NOT NULL,
                "tier" character varying(10) NOT NULL,
                "price" integer NOT NULL,
                "bottles" integer NOT NULL,
                "total" bigint NOT NULL,
                "fee" bigint NOT NULL,
                "game_day" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_0b5c67b3882f8f4b1e385bb9e61" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "exchange_trades_offer_idx" ON "exchange_trades" ("offer_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "exchange_trades_origin_idx" ON "exchange_trades" ("origin_lot_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "exchange_trades_segment_idx" ON "exchange_trades" ("region", "colour", "tier", "created_at")
        `);
    await queryRunner.query(`
            ALTER TABLE "wine_lots"
            ADD "origin_lot_id" uuid
        `);
    await queryRunner.query(`
            ALTER TABLE "wine_lots"
            ADD "producer" character varying(80)
        `);
    await queryRunner.query(`
            ALTER TABLE "wine_lots"
            ALTER COLUMN "batch_id" DROP NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE "exchange_offers"
            ADD CONSTRAINT "FK_67e34d75dd7c924deed75e5785c" FOREIGN KEY ("seller_estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "exchange_offers"
            ADD CONSTRAINT "FK_4b901a473d1e3e22ddb1e422fc8" FOREIGN KEY ("wine_lot_id") REFERENCES "wine_lots"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "exchange_offers" DROP CONSTRAINT "FK_4b901a473d1e3e22ddb1e422fc8"
        `);
    await queryRunner.query(`
            ALTER TABLE "exchange_offers" DROP CONSTRAINT "FK_67e34d75dd7c924deed75e5785c"
        `);
    await queryRunner.query(`
            ALTER TABLE "wine_lots"
            ALTER COLUMN "batch_id"
            SET NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE "wine_lots" DROP COLUMN "producer"
        `);
    await queryRunner.query(`
            ALTER TABLE "wine_lots" DROP COLUMN "origin_lot_id"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."exchange_trades_segment_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."exchange_trades_origin_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."exchange_trades_offer_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "exchange_trades"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."exchange_offers_open_newest_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."exchange_offers_open_price_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."exchange_offers_open_segment_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."exchange_offers_open_expiry_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."exchange_offers_seller_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."exchange_offers_lot_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "exchange_offers"
        `);
  }
}
