import { MigrationInterface, QueryRunner } from 'typeorm';

export class Marketplace1795420958872 implements MigrationInterface {
  name = 'Marketplace1795420958872';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "idempotency_keys" (
                "user_id" uuid NOT NULL,
                "key" character varying(255) NOT NULL,
                "request_hash" character(64) NOT NULL,
                "response" jsonb,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_392b1af86f210d98d3f0c764728" PRIMARY KEY ("user_id", "key")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" ("created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "plot_listings" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "plot_id" uuid NOT NULL,
                "seller_estate_id" uuid,
                "region" character varying(16) NOT NULL,
                "soil_type" character varying(16) NOT NULL,
                "size" numeric(8, 2) NOT NULL,
                "price" bigint NOT NULL,
                "description" text NOT NULL DEFAULT '',
                "listed_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "status" character varying(10) NOT NULL DEFAULT 'active',
                "closed_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "plot_listings_price_check" CHECK ("price" >= 1000),
                CONSTRAINT "plot_listings_status_check" CHECK (
                    "status" IN ('active', 'sold', 'cancelled', 'expired')
                ),
                CONSTRAINT "PK_d51ae196cb9d01c3339efe39763" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "plot_listings_plot_idx" ON "plot_listings" ("plot_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "plot_listings_active_expires_idx" ON "plot_listings" ("expires_at")
            WHERE "status" = 'active'
        `);
    await queryRunner.query(`
            CREATE INDEX "plot_listings_active_region_listed_idx" ON "plot_listings" ("region", "listed_at", "id")
            WHERE "status" = 'active'
        `);
    await queryRunner.query(`
            CREATE INDEX "plot_listings_active_size_idx" ON "plot_listings" ("size", "id")
            WHERE "status" = 'active'
        `);
    await queryRunner.query(`
            CREATE INDEX "plot_listings_active_price_idx" ON "plot_listings" ("price", "id")
            WHERE "status" = 'active'
        `);
    await queryRunner.query(`
            CREATE INDEX "plot_listings_active_listed_idx" ON "plot_listings" ("listed_at", "id")
            WHERE "status" = 'active'
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "plot_listings_active_plot_uq" ON "plot_listings" ("plot_id")
            WHERE "status" = 'active'
        `);
    await queryRunner.query(`
            CREATE TABLE "plot_sales" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "listing_id" uuid NOT NULL,
                "plot_id" uuid NOT NULL,
                "seller_estate_id" uuid,
                "buyer_estate_id" uuid NOT NULL,
                "buyer_user_id" uuid NOT NULL,
                "price" bigint NOT NULL,
                "sold_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_ac84f040ccbd4ba2b8d7c9d4b33" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "plot_sales_seller_idx" ON "plot_sales" ("seller_estate_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "plot_sales_buyer_idx" ON "plot_sales" ("buyer_estate_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "plot_sales_listing_uq" ON "plot_sales" ("listing_id")
        `);
    await queryRunner.query(`
            ALTER TABLE "plots" DROP CONSTRAINT "FK_3d52596a0094aa805f7af46116c"
        `);
    await queryRunner.query(`
            ALTER TABLE "plots"
            ALTER COLUMN "estate_id" DROP NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE "plots"
            ADD CONSTRAINT "FK_3d52596a0094aa805f7af46116c" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "plot_listings"
            ADD CONSTRAINT "FK_b7879e761e8c31bc9ee726b68c6" FOREIGN KEY ("plot_id") REFERENCES "plots"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "plot_listings" DROP CONSTRAINT "FK_b7879e761e8c31bc9ee726b68c6"
        `);
    await queryRunner.query(`
            ALTER TABLE "plots" DROP CONSTRAINT "FK_3d52596a0094aa805f7af46116c"
        `);
    await queryRunner.query(`
            ALTER TABLE "plots"
            ALTER COLUMN "estate_id"
            SET NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE "plots"
            ADD CONSTRAINT "FK_3d52596a0094aa805f7af46116c" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            DROP INDEX "public"."plot_sales_listing_uq"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."plot_sales_buyer_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."plot_sales_seller_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "plot_sales"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."plot_listings_active_plot_uq"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."plot_listings_active_listed_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."plot_listings_active_price_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."plot_listings_active_size_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."plot_listings_active_region_listed_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."plot_listings_active_expires_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."plot_listings_plot_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "plot_listings"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."idempotency_keys_created_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "idempotency_keys"
        `);
  }
}
