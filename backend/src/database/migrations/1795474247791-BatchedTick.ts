import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The batched, resumable tick: per-day steps, per-row day markers, game days that are claimed and
 * later completed. The tables the tick rewrites daily keep free space on each page so that the
 * update stays on the page (HOT): no index covers a column the tick writes.
 */
export class BatchedTick1795474247791 implements MigrationInterface {
  name = 'BatchedTick1795474247791';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "tick_steps" (
                "day_index" integer NOT NULL,
                "handler" character varying(48) NOT NULL,
                "batch" integer NOT NULL,
                "handler_order" smallint NOT NULL,
                "first_id" uuid,
                "until_id" uuid,
                "done_at" TIMESTAMP WITH TIME ZONE,
                "statements" integer,
                "duration_ms" integer,
                "done_by" character varying(64),
                CONSTRAINT "PK_848fb24864d9017b72c5f4eef57" PRIMARY KEY ("day_index", "handler", "batch")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "estates"
            ADD "upkeep_day" integer NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            ALTER TABLE "blocks"
            ADD "tick_day" integer NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            ALTER TABLE "game_ticks"
            ADD "completed_at" TIMESTAMP WITH TIME ZONE
        `);
    await queryRunner.query(`
            ALTER TABLE "game_ticks"
            ADD "batches" integer
        `);
    // every day applied before this migration was applied whole, in one transaction
    await queryRunner.query(`UPDATE "game_ticks" SET "completed_at" = "applied_at"`);
    await queryRunner.query(`ALTER TABLE "blocks" SET (fillfactor = 80)`);
    await queryRunner.query(`ALTER TABLE "estates" SET (fillfactor = 80)`);
    await queryRunner.query(`
            ALTER TABLE "game_ticks"
            ALTER COLUMN "duration_ms" DROP NOT NULL
        `);
    await queryRunner.query(`
            CREATE INDEX "game_ticks_in_progress_idx" ON "game_ticks" ("day_index")
            WHERE completed_at IS NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "estates" RESET (fillfactor)`);
    await queryRunner.query(`ALTER TABLE "blocks" RESET (fillfactor)`);
    await queryRunner.query(`
            DROP INDEX "public"."game_ticks_in_progress_idx"
        `);
    await queryRunner.query(`
            ALTER TABLE "game_ticks"
            ALTER COLUMN "duration_ms"
            SET NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE "game_ticks" DROP COLUMN "batches"
        `);
    await queryRunner.query(`
            ALTER TABLE "game_ticks" DROP COLUMN "completed_at"
        `);
    await queryRunner.query(`
            ALTER TABLE "blocks" DROP COLUMN "tick_day"
        `);
    await queryRunner.query(`
            ALTER TABLE "estates" DROP COLUMN "upkeep_day"
        `);
    await queryRunner.query(`
            DROP TABLE "tick_steps"
        `);
  }
}
