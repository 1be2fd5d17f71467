import { MigrationInterface, QueryRunner } from 'typeorm';

/** The regional price index (issue 19): its daily history per region × colour × tier, one row a day. */
export class MarketIndex1795624620651 implements MigrationInterface {
  name = 'MarketIndex1795624620651';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "market_index" (
                "region" character varying(16) NOT NULL,
                "colour" character varying(8) NOT NULL,
                "tier" character varying(10) NOT NULL,
                "game_day" integer NOT NULL,
                "index" double precision NOT NULL,
                "sold_bottles" bigint NOT NULL,
                "normal_bottles" double precision NOT NULL,
                CONSTRAINT "PK_2c11884754628c5d1ebd038fd37" PRIMARY KEY ("region", "colour", "tier", "game_day")
            )
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE "market_index"
        `);
  }
}
