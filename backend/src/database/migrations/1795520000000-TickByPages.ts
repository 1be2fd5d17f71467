import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tick walks blocks in physical order (issue 15): batches are ranges of heap pages (a TID
 * range scan), then one sweep of the rows that lack the day. So that the batch needs no plot:
 * the block carries its plot's region (a plot's region never changes; a block never changes
 * plot). So that a batch that rewrites every row of its pages stays a HOT update: the blocks
 * table keeps half of each page free (fillfactor 50), room for a second version of every row.
 * The registry plots whose offer expired are found through a small partial index instead of an
 * anti-join of every plot with every listing.
 */
export class TickByPages1795520000000 implements MigrationInterface {
  name = 'TickByPages1795520000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "tick_steps"
            ADD "first_page" integer
        `);
    await queryRunner.query(`
            ALTER TABLE "tick_steps"
            ADD "until_page" integer
        `);
    await queryRunner.query(`
            ALTER TABLE "tick_steps"
            ADD "sweep" boolean NOT NULL DEFAULT false
        `);
    await queryRunner.query(`ALTER TABLE "blocks" SET (fillfactor = 50)`);
    await queryRunner.query(`
            ALTER TABLE "blocks"
            ADD "region" character varying(16)
        `);
    await queryRunner.query(`UPDATE "blocks" b SET "region" = p."region" FROM "plots" p WHERE p."id" = b."plot_id"`);
    await queryRunner.query(`
            ALTER TABLE "blocks"
            ALTER COLUMN "region"
            SET NOT NULL
        `);
    await queryRunner.query(`
            CREATE INDEX "plot_listings_expired_registry_idx" ON "plot_listings" ("plot_id")
            WHERE "status" = 'expired' AND "seller_estate_id" IS NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."plot_listings_expired_registry_idx"
        `);
    await queryRunner.query(`
            ALTER TABLE "blocks" DROP COLUMN "region"
        `);
    await queryRunner.query(`ALTER TABLE "blocks" SET (fillfactor = 80)`);
    await queryRunner.query(`
            ALTER TABLE "tick_steps" DROP COLUMN "sweep"
        `);
    await queryRunner.query(`
            ALTER TABLE "tick_steps" DROP COLUMN "until_page"
        `);
    await queryRunner.query(`
            ALTER TABLE "tick_steps" DROP COLUMN "first_page"
        `);
  }
}
