import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `ledger_entries_game_day_idx` goes: no statement reads the ledger by game day alone (the
 * operators' economy sums the whole ledger by day, a scan either way; an estate's reads go by
 * `ledger_entries_estate_idx` and `ledger_entries_estate_kind_day_idx`), and every entry written —
 * each wine sale's, each charge of the tick — paid an insertion into it.
 */
export class LedgerGameDayIndexDropped1796090000000 implements MigrationInterface {
  name = 'LedgerGameDayIndexDropped1796090000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ledger_entries_game_day_idx"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ledger_entries_game_day_idx" ON "ledger_entries" ("game_day")`);
  }
}
