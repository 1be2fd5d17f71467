import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 18, item 3: optional blending of ready batches of one colour. A blend batch lists its
 * parts in `blend` (null for a batch crushed from grapes); a wine lot bottled from a blend keeps
 * the list too. The parts' new status `blended` needs no schema change (status is varchar(10)).
 * Reverting leaves the parts as `sold` (the status the code before knew for wine that left its
 * batch) and the blends as plain batches of their largest variety.
 */

export class Blending1795580696659 implements MigrationInterface {
  name = 'Blending1795580696659';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "wine_batches"
            ADD "blend" jsonb
        `);
    await queryRunner.query(`
            ALTER TABLE "wine_lots"
            ADD "blend" jsonb
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            UPDATE "wine_batches" SET "status" = 'sold' WHERE "status" = 'blended'
        `);
    await queryRunner.query(`
            ALTER TABLE "wine_lots" DROP COLUMN "blend"
        `);
    await queryRunner.query(`
            ALTER TABLE "wine_batches" DROP COLUMN "blend"
        `);
  }
}
