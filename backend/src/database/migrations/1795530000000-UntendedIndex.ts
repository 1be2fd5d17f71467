import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tick's lifecycle statement finds the plots of estates in arrears (their vines are untended)
 * once per batch: a partial index keeps that to the few estates in arrears, whatever the world's size.
 */
export class UntendedIndex1795530000000 implements MigrationInterface {
  name = 'UntendedIndex1795530000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "estates_arrears_since_idx" ON "estates" ("arrears_since") WHERE "arrears_since" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."estates_arrears_since_idx"`);
  }
}
