import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An estate's wine receipts of the distribution window (the market facts of a quote, a sale, a
 * merchant's delivery and the sales managers' monthly sale sum an estate's `wine_sale`,
 * `contract_payment` and `cellar_door_sale` rows of the last 360 game days): an index on (estate,
 * kind, day), so the sum reads the estate's own rows. Without it PostgreSQL intersected the
 * estate's index with the game day's, which holds every estate's rows of the window: at 100k
 * estates with staff the sales managers' monthly sale took 5-10 s a batch (bench scenario 14).
 */
export class LedgerReceiptsIndex1796060000000 implements MigrationInterface {
  name = 'LedgerReceiptsIndex1796060000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE INDEX "ledger_entries_estate_kind_day_idx" ON "ledger_entries" ("estate_id", "kind", "game_day")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."ledger_entries_estate_kind_day_idx"
        `);
  }
}
