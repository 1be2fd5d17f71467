import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tick walks blocks in physical order (issue 15): batches are ranges of heap pages (a TID
 * range scan), then one sweep of the rows that lack the day. The sweep reads only the blocks
 * written since the day was planned (noted by a trigger in block_moves: a row can only move to
 * another page by a write) unless the table was rewritten meanwhile (tick_steps.filenode, the
 * table's file when planned; then it reads the whole table). So that the batch needs no plot:
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
            ALTER TABLE "tick_steps"
            ADD "filenode" bigint
        `);
    // every write to a block but the tick's own (which changes tick_day) notes the block: the
    // day's sweep reads these, not the whole table, for rows that moved to a page already done
    await queryRunner.query(`
            CREATE TABLE "block_moves" (
                "block_id" uuid NOT NULL,
                CONSTRAINT "PK_block_moves" PRIMARY KEY ("block_id")
            )
        `);
    await queryRunner.query(`
            CREATE FUNCTION "block_moves_note"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              INSERT INTO "block_moves" ("block_id") VALUES (NEW."id") ON CONFLICT DO NOTHING;
              RETURN NULL;
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "blocks_note_insert" AFTER INSERT ON "blocks"
            FOR EACH ROW EXECUTE FUNCTION "block_moves_note"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "blocks_note_update" AFTER UPDATE ON "blocks"
            FOR EACH ROW WHEN (OLD."tick_day" = NEW."tick_day") EXECUTE FUNCTION "block_moves_note"()
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
    await queryRunner.query(`DROP TRIGGER "blocks_note_update" ON "blocks"`);
    await queryRunner.query(`DROP TRIGGER "blocks_note_insert" ON "blocks"`);
    await queryRunner.query(`DROP FUNCTION "block_moves_note"()`);
    await queryRunner.query(`DROP TABLE "block_moves"`);
    await queryRunner.query(`
            ALTER TABLE "tick_steps" DROP COLUMN "filenode"
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
