import { MigrationInterface, QueryRunner } from 'typeorm';

/** Who rotated a refresh token, so two tabs racing one refresh are not taken for a stolen token. */
export class RefreshTokenUsedBy1795500000000 implements MigrationInterface {
  name = 'RefreshTokenUsedBy1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "refresh_tokens" ADD "used_by" character(64)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "refresh_tokens" DROP COLUMN "used_by"`);
  }
}
