import { MigrationInterface, QueryRunner } from 'typeorm';

/** Critics (issue 19): the reviews feed and the daily notices find lots by their bottling day. */
export class CriticReviews1795600200000 implements MigrationInterface {
  name = 'CriticReviews1795600200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE INDEX "wine_lots_bottled_day_idx" ON "wine_lots" ("bottled_day")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."wine_lots_bottled_day_idx"
        `);
  }
}
