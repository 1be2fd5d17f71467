import { MigrationInterface, QueryRunner } from 'typeorm';

export class ContentSeeds1795426402630 implements MigrationInterface {
  name = 'ContentSeeds1795426402630';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "content_seeds" (
                "name" character varying(64) NOT NULL,
                "applied_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_f6257f9574b7c028cdc1b0d8bf7" PRIMARY KEY ("name")
            )
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE "content_seeds"
        `);
  }
}
