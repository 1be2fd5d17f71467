import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The regional index counts the estates with planted vines every day (issue 37). Counting them
 * from the blocks read every block's heap row (the tick's daily updates keep the blocks' visibility
 * map clear, so an index-only scan fetches them all): 13.8 s at 10M blocks. Each plot now carries
 * how many blocks it holds (`vine_blocks`), kept by two statement-level triggers on blocks (one
 * set-based UPDATE per statement, whatever the number of rows), and a partial index holds the
 * estates of the plots with vines: the count reads that index, not the blocks. Every path that
 * adds or removes a block already holds its plot's lock (level 2 of common/locks.ts) before it
 * touches the block, so the triggers' update of the plot waits on nothing new; a plot removed with
 * its blocks (cascade) is already gone when the trigger runs and is simply not found.
 */
export class PlotVineBlocks1795800000000 implements MigrationInterface {
  name = 'PlotVineBlocks1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "plots"
            ADD "vine_blocks" integer NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            UPDATE "plots" p SET "vine_blocks" = b."n"
              FROM (SELECT "plot_id", count(*)::int AS "n" FROM "blocks" GROUP BY "plot_id") b
             WHERE p."id" = b."plot_id"
        `);
    await queryRunner.query(`
            ALTER TABLE "plots"
            ADD CONSTRAINT "plots_vine_blocks_check" CHECK ("vine_blocks" >= 0)
        `);
    // one function for both triggers: each names its transition table "changed"
    await queryRunner.query(`
            CREATE FUNCTION "plots_vine_blocks_count"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              UPDATE "plots" p SET "vine_blocks" = p."vine_blocks" + CASE TG_OP WHEN 'INSERT' THEN c."n" ELSE -c."n" END
                FROM (SELECT "plot_id", count(*)::int AS "n" FROM "changed" GROUP BY "plot_id") c
               WHERE p."id" = c."plot_id";
              RETURN NULL;
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "blocks_count_insert" AFTER INSERT ON "blocks"
            REFERENCING NEW TABLE AS "changed"
            FOR EACH STATEMENT EXECUTE FUNCTION "plots_vine_blocks_count"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "blocks_count_delete" AFTER DELETE ON "blocks"
            REFERENCING OLD TABLE AS "changed"
            FOR EACH STATEMENT EXECUTE FUNCTION "plots_vine_blocks_count"()
        `);
    // a block never changes plot (plots/blocks: no path moves one): an update that tried would
    // leave both counts wrong, so it is refused
    await queryRunner.query(`
            CREATE FUNCTION "blocks_plot_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              RAISE EXCEPTION 'a block never changes plot' USING ERRCODE = 'check_violation';
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "blocks_plot_fixed" BEFORE UPDATE OF "plot_id" ON "blocks"
            FOR EACH ROW WHEN (OLD."plot_id" IS DISTINCT FROM NEW."plot_id") EXECUTE FUNCTION "blocks_plot_fixed"()
        `);
    await queryRunner.query(`
            CREATE INDEX "plots_vines_estate_idx" ON "plots" ("estate_id")
            WHERE "vine_blocks" > 0
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."plots_vines_estate_idx"`);
    await queryRunner.query(`DROP TRIGGER "blocks_plot_fixed" ON "blocks"`);
    await queryRunner.query(`DROP FUNCTION "blocks_plot_fixed"()`);
    await queryRunner.query(`DROP TRIGGER "blocks_count_delete" ON "blocks"`);
    await queryRunner.query(`DROP TRIGGER "blocks_count_insert" ON "blocks"`);
    await queryRunner.query(`DROP FUNCTION "plots_vine_blocks_count"()`);
    await queryRunner.query(`ALTER TABLE "plots" DROP CONSTRAINT "plots_vine_blocks_check"`);
    await queryRunner.query(`ALTER TABLE "plots" DROP COLUMN "vine_blocks"`);
  }
}
