import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Merchants' contracts (issue 31, item 3): the contracts estates accepted from their monthly
 * board (`merchant_contracts`), one per estate, month and offer (the unique key), with a partial
 * index of the open ones by estate and delivery day (the default tick's and the list's).
 */
export class MerchantContracts1795963046762 implements MigrationInterface {
  name = 'MerchantContracts1795963046762';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "merchant_contracts" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "estate_id" uuid NOT NULL,
                "month" integer NOT NULL,
                "offer" smallint NOT NULL,
                "colour" character varying(8) NOT NULL,
                "tier" character varying(10) NOT NULL,
                "min_quality" smallint NOT NULL,
                "bottles" integer NOT NULL,
                "price" integer NOT NULL,
                "accepted_day" integer NOT NULL,
                "due_day" integer NOT NULL,
                "status" character varying(10) NOT NULL DEFAULT 'accepted',
                "closed_day" integer,
                "wine_lot_id" uuid,
                "penalty" integer,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "merchant_contracts_terms_check" CHECK (
                    "bottles" > 0
                    AND "price" > 0
                    AND "min_quality" BETWEEN 0 AND 100
                ),
                CONSTRAINT "PK_bce3edb2c30ffb133a3bf4a458e" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "merchant_contracts_open_due_idx" ON "merchant_contracts" ("estate_id", "due_day")
            WHERE "status" = 'accepted'
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "merchant_contracts_offer_key" ON "merchant_contracts" ("estate_id", "month", "offer")
        `);
    await queryRunner.query(`
            ALTER TABLE "merchant_contracts"
            ADD CONSTRAINT "FK_580b21a655f29dc1778101c7074" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "merchant_contracts" DROP CONSTRAINT "FK_580b21a655f29dc1778101c7074"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."merchant_contracts_offer_key"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."merchant_contracts_open_due_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "merchant_contracts"
        `);
  }
}
