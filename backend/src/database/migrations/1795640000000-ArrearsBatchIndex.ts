import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tick's arrears-reputation step walks the estates in batches of consecutive ids and changes
 * only those in arrears. For `id` in the batch's range and `arrears_since < day` the planner took
 * `estates_arrears_since_idx` and filtered the range from its rows: every batch read every estate
 * in arrears (at a million estates, 1% in arrears: 10,000 rows to keep 49, 13.6 ms a batch, the
 * day's work growing with batches × estates in arrears; `npm run bench`, scenario 9). A partial
 * index of the ids of the estates in arrears gives each batch its own few rows (0.6 ms).
 */
export class ArrearsBatchIndex1795640000000 implements MigrationInterface {
  name = 'ArrearsBatchIndex1795640000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "estates_in_arrears_idx" ON "estates" ("id") WHERE "arrears_since" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."estates_in_arrears_idx"`);
  }
}
