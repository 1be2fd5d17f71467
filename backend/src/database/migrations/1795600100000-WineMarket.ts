import { MigrationInterface, QueryRunner } from 'typeorm';

/** Selling bottled wine (issue 19): the demand pools of each estate (colour × tier) and the sales record. */
export class WineMarket1795600100000 implements MigrationInterface {
  name = 'WineMarket1795600100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "demand_pools" (
                "estate_id" uuid NOT NULL,
                "colour" character varying(8) NOT NULL,
                "tier" character varying(10) NOT NULL,
                "level" double precision NOT NULL,
                "counted_day" integer NOT NULL,
                CONSTRAINT "PK_ae2775b45370d5faa30079cf9a5" PRIMARY KEY ("estate_id", "colour", "tier")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "wine_sales" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "estate_id" uuid NOT NULL,
                "wine_lot_id" uuid NOT NULL,
                "region" character varying(16) NOT NULL,
                "colour" character varying(8) NOT NULL,
                "tier" character varying(10) NOT NULL,
                "quality" smallint NOT NULL,
                "bottles" integer NOT NULL,
                "revenue" bigint NOT NULL,
                "game_day" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_60ba3e85d214fdba3ea8206811a" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "wine_sales_segment_idx" ON "wine_sales" ("region", "colour", "tier", "game_day")
        `);
    await queryRunner.query(`
            CREATE INDEX "wine_sales_estate_idx" ON "wine_sales" ("estate_id", "game_day")
        `);
    await queryRunner.query(`
            ALTER TABLE "demand_pools"
            ADD CONSTRAINT "FK_c876dc64756cfaf74b648e99cb7" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "wine_sales"
            ADD CONSTRAINT "FK_1c25a9b6b64593182febefe3932" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "wine_sales" DROP CONSTRAINT "FK_1c25a9b6b64593182febefe3932"
        `);
    await queryRunner.query(`
            ALTER TABLE "demand_pools" DROP CONSTRAINT "FK_c876dc64756cfaf74b648e99cb7"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."wine_sales_estate_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."wine_sales_segment_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "wine_sales"
        `);
    await queryRunner.query(`
            DROP TABLE "demand_pools"
        `);
  }
}
