import { MigrationInterface, QueryRunner } from 'typeorm';

/** The display scale of reputation points (libs/domain reputation.ts), fixed as it was when this ran. */
const REPUTATION_SCALE = 800;

/**
 * Reputation as points (issue 19, ECONOMY.md §5): estates hold points and the day they held them
 * (decay is computed on read), every change is a reputation_events row. `estates.reputation` is
 * kept and still written (the 0-100 value at the last change) for the previous release: it goes
 * in a later release (expand / contract, docs/operations.md).
 */

export class ReputationPoints1795624537627 implements MigrationInterface {
  name = 'ReputationPoints1795624537627';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "reputation_events" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "estate_id" uuid NOT NULL,
                "game_day" integer NOT NULL,
                "points" double precision NOT NULL,
                "points_after" double precision NOT NULL,
                "reason" character varying(16) NOT NULL,
                "ref_id" uuid,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_27bf0668993ad863b678979548a" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "reputation_events_estate_idx" ON "reputation_events" ("estate_id", "game_day")
        `);
    await queryRunner.query(`
            ALTER TABLE "estates"
            ADD "reputation_points" double precision NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            ALTER TABLE "estates"
            ADD "reputation_points_day" integer NOT NULL DEFAULT '0'
        `);
    // the 0-100 reputation so far becomes the points that show it (pointsForReputation), held
    // since the day it last changed; the old column stays for the previous release (expand)
    await queryRunner.query(`
            UPDATE "estates"
               SET "reputation_points" = CASE WHEN "reputation" <= 0 THEN 0
                     ELSE -${REPUTATION_SCALE} * ln(1 - LEAST(99.4, "reputation" - 0.5) / 100.0) + 0.000001 END,
                   "reputation_points_day" = "reputation_day"
        `);
    await queryRunner.query(`
            ALTER TABLE "reputation_events"
            ADD CONSTRAINT "FK_b7e0c46dc739a79cfb2be58ae6b" FOREIGN KEY ("estate_id") REFERENCES "estates"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "reputation_events" DROP CONSTRAINT "FK_b7e0c46dc739a79cfb2be58ae6b"
        `);
    await queryRunner.query(`
            ALTER TABLE "estates" DROP COLUMN "reputation_points_day"
        `);
    await queryRunner.query(`
            ALTER TABLE "estates" DROP COLUMN "reputation_points"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."reputation_events_estate_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "reputation_events"
        `);
  }
}
