import { MigrationInterface, QueryRunner } from 'typeorm';

export class TickStatements1795422953340 implements MigrationInterface {
  name = 'TickStatements1795422953340';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "game_ticks"
            ADD "handler_statements" integer
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "game_ticks" DROP COLUMN "handler_statements"
        `);
  }
}
