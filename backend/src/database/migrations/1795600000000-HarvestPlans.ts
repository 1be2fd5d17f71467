import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Harvest plans (issue 18): every block says what the tick does with the grapes its player left
 * on the vine (crush, sell or keep; existing blocks: crush), and a lot the tick picked waits for
 * that plan until the next day (a partial index finds those few lots per batch of estates).
 */
export class HarvestPlans1795600000000 implements MigrationInterface {
  name = 'HarvestPlans1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "blocks" ADD "harvest_plan" character varying(8) NOT NULL DEFAULT 'crush'`);
    await queryRunner.query(`ALTER TABLE "grape_lots" ADD "pending_plan" character varying(8)`);
    await queryRunner.query(
      `CREATE INDEX "grape_lots_pending_plan_idx" ON "grape_lots" ("estate_id") WHERE pending_plan IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."grape_lots_pending_plan_idx"`);
    await queryRunner.query(`ALTER TABLE "grape_lots" DROP COLUMN "pending_plan"`);
    await queryRunner.query(`ALTER TABLE "blocks" DROP COLUMN "harvest_plan"`);
  }
}
