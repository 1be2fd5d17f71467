import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Arrears have consequences (ECONOMY.md §2): the day an estate went into arrears (its vines go
 * untended and it loses reputation from the next day on) and the day whose reputation loss it last
 * took (the tick applies a day once).
 */
export class ArrearsConsequences1795510000000 implements MigrationInterface {
  name = 'ArrearsConsequences1795510000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "estates" ADD "arrears_since" integer`);
    await queryRunner.query(`ALTER TABLE "estates" ADD "reputation_day" integer NOT NULL DEFAULT '0'`);
    // estates already in arrears went into them on their last upkeep day
    await queryRunner.query(`UPDATE "estates" SET "arrears_since" = "upkeep_day" WHERE "arrears" > 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "estates" DROP COLUMN "reputation_day"`);
    await queryRunner.query(`ALTER TABLE "estates" DROP COLUMN "arrears_since"`);
  }
}
