import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The vineyard year (issue 31, item 1): a block's work of a vintage, at most one row per block,
 * vintage and kind; the tick's lifecycle statement reads a vintage's sprayings by (vintage, kind)
 * on a mildew day, and the blocks' late harvest reads their rows.
 */
export class VineyardWork1795974960359 implements MigrationInterface {
  name = 'VineyardWork1795974960359';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "block_work" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "block_id" uuid NOT NULL,
                "vintage" integer NOT NULL,
                "kind" character varying(16) NOT NULL,
                "option" character varying(16) NOT NULL,
                "cost" integer NOT NULL,
                "game_day" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "block_work_block_vintage_kind_key" UNIQUE ("block_id", "vintage", "kind"),
                CONSTRAINT "PK_15a2de8721ebbaa70667fcd593f" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "block_work_vintage_kind_idx" ON "block_work" ("vintage", "kind")
        `);
    await queryRunner.query(`
            ALTER TABLE "block_work"
            ADD CONSTRAINT "FK_5b93ecbc8cb7b1439293a9f604f" FOREIGN KEY ("block_id") REFERENCES "blocks"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "block_work" DROP CONSTRAINT "FK_5b93ecbc8cb7b1439293a9f604f"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."block_work_vintage_kind_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "block_work"
        `);
  }
}
