import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Marketing campaigns (issue 35, item 3): the campaigns estates ran (`marketing_campaigns`), each
 * with its kind, the game days it runs and its price, indexed by estate and end day (the running
 * ones are read by every quote and sale of the estate's wine).
 */
export class MarketingCampaigns1795975019767 implements MigrationInterface {
  name = 'MarketingCampaigns1795975019767';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "marketing_campaigns" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "estate_id" uuid NOT NULL,
                "kind" character varying(16) NOT NULL,
                "start_day" integer NOT NULL,
                "end_day" integer NOT NULL,
                "cost" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "marketing_campaigns_days_check" CHECK (
                    "end_day" > "start_day"
                    AND "cost" >= 0
                ),
                CONSTRAINT "PK_2601ceb29654c2a8adfddf2abbf" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "marketing_campaigns_estate_end_idx" ON "marketing_campaigns" ("estate_id", "end_day")
        `);
    await queryRunner.query(`
            ALTER TABLE "marketing_campaigns"
            ADD CONSTRAINT "FK_3edbdf9105a8043b37ead4c6007" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "marketing_campaigns" DROP CONSTRAINT "FK_3edbdf9105a8043b37ead4c6007"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."marketing_campaigns_estate_end_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "marketing_campaigns"
        `);
  }
}
